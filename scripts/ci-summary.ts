/**
 * The end of a CI run (docs/decisions/0012-node-lines.md, issue 40): from the JSON reports each test step
 * wrote, how many tests each suite ran and passed, and the slowest test files of the whole run.
 *
 *   node --import tsx scripts/ci-summary.ts LABEL=FILE.json ...
 *
 * A FILE is Vitest's JSON report (`--reporter=json`) or Playwright's (its `json` reporter): the two are told
 * apart by their shape. A label whose report is missing is printed as such, so a step that never wrote one
 * is seen, not skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightResult {
  duration: number;
  status: string;
}
interface PlaywrightSuite {
  file: string;
  specs?: { title: string; tests: { results: PlaywrightResult[]; status?: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

export interface SuiteSummary {
  label: string;
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Seconds spent in each test file (Vitest: the file's wall time; Playwright: its tests' durations added). */
  files: Map<string, number>;
  /** Tests that failed and then passed on a retry: races to find, named in the summary. */
  flaky: string[];
}

function isVitest(json: unknown): json is VitestReport {
  return typeof json === 'object' && json !== null && 'testResults' in json && 'numTotalTests' in json;
}

function isPlaywright(json: unknown): json is PlaywrightReport {
  return typeof json === 'object' && json !== null && 'suites' in json && 'stats' in json;
}

function walkPlaywright(suite: PlaywrightSuite, files: Map<string, number>, flaky: string[]): void {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
      files.set(suite.file, (files.get(suite.file) ?? 0) + ms / 1000);
      if (test.status === 'flaky') flaky.push(`apps/web/e2e/${suite.file}: ${spec.title}`);
    }
  }
  for (const child of suite.suites ?? []) {
    walkPlaywright({ ...child, file: child.file || suite.file }, files, flaky);
  }
}

/** One report read into counts and per-file seconds. */
export function summarize(label: string, json: unknown, root = process.cwd()): SuiteSummary {
  const files = new Map<string, number>();
  if (isVitest(json)) {
    for (const r of json.testResults) {
      files.set(path.relative(root, r.name), (r.endTime - r.startTime) / 1000);
    }
    return {
      label,
      total: json.numTotalTests,
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests,
      files,
      flaky: [],
    };
  }
  if (isPlaywright(json)) {
    const named: string[] = [];
    for (const suite of json.suites) walkPlaywright(suite, files, named);
    const { expected, unexpected, flaky, skipped } = json.stats;
    return {
      label,
      total: expected + unexpected + flaky + skipped,
      passed: expected,
      // a test that passed only on a retry is not counted as passed: it is counted and named as flaky
      failed: unexpected,
      skipped,
      files: new Map([...files].map(([f, s]) => [`apps/web/e2e/${f}`, s])),
      flaky: named,
    };
  }
  throw new Error(`${label}: neither a Vitest nor a Playwright JSON report`);
}

/** The summary's lines: one per suite, then the `top` slowest files across every suite. */
export function render(suites: SuiteSummary[], missing: string[], top = 20): string[] {
  const lines = ['==> tests run', ''];
  const width = Math.max(...suites.map((s) => s.label.length), ...missing.map((m) => m.length), 10);
  for (const s of suites) {
    const rest = [
      s.failed ? `${s.failed} failed` : '',
      s.flaky.length ? `${s.flaky.length} flaky` : '',
      s.skipped ? `${s.skipped} skipped` : '',
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(`${s.label.padEnd(width)}  ${String(s.passed).padStart(5)} passed${rest ? `, ${rest}` : ''}`);
  }
  for (const m of missing) lines.push(`${m.padEnd(width)}  no report (the step did not finish)`);
  for (const s of suites) {
    for (const name of s.flaky)
      lines.push(`FLAKY (failed once, passed on its retry: a race to fix): ${name}`);
  }
  const all = suites.flatMap((s) => [...s.files].map(([file, secs]) => ({ file, secs, label: s.label })));
  all.sort((a, b) => b.secs - a.secs);
  lines.push('', `==> the ${Math.min(top, all.length)} slowest test files`, '');
  for (const { file, secs, label } of all.slice(0, top)) {
    lines.push(`${secs.toFixed(1).padStart(7)}s  ${file}  (${label})`);
  }
  return lines;
}

function main(args: string[]): void {
  const suites: SuiteSummary[] = [];
  const missing: string[] = [];
  for (const arg of args) {
    const at = arg.indexOf('=');
    if (at <= 0) throw new Error(`expected LABEL=FILE.json, got ${arg}`);
    const label = arg.slice(0, at);
    const file = arg.slice(at + 1);
    if (!existsSync(file)) {
      missing.push(label);
      continue;
    }
    suites.push(summarize(label, JSON.parse(readFileSync(file, 'utf8')) as unknown));
  }
  for (const line of render(suites, missing)) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
