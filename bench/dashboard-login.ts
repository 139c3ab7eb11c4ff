/**
 * The dashboard after login (bench/README.md "Dashboard", issue 15 "Speed"): in headless Chromium on
 * localhost with a cold cache, the time from pressing Log in to the Employee status tab's table (or its
 * empty-period text) being visible, and which scripts each step fetched: the dashboard chunk
 * (`dashboard-page-*.js`) must not be fetched by /login, only once the dashboard opens.
 *
 *   npm run build --workspace @aquadesk/web
 *   node --import tsx bench/dashboard-login.ts [--port 8095] [--runs 10]
 *
 * It starts the production server itself (bench/server-process.ts builds it) on a fresh embedded
 * database with the demo company, and stops it at the end. Each run is a new browser context (a cold
 * HTTP cache, no session); one run before them warms the server and the OS file cache and is not
 * counted. Budget: under 1,000 ms. Raw output: bench/.out/dashboard-login.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { arg } from './cli.ts';
import { percentile } from './in-process.ts';
import { ADMIN, startServer, waitExit } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(arg('port', '8095'));
const runs = Number(arg('runs', '10'));
const origin = `http://127.0.0.1:${port}`;
const DASHBOARD_CHUNK = /\/dashboard-page-[^/]*\.js$/;

/** The paths of every script the page requests from now on. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

interface Run {
  ms: number;
  /** the browser's own clock (performance.now()): the click event to the table's mutation */
  browserMs: number;
  loginScripts: string[];
  afterScripts: string[];
  shown: 'table' | 'empty';
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-bench-dashboard-login-'));
  const { child } = await startServer(dataDir, port, { DEMO_DATA: '1', DATABASE_URL: '' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: Run[] = [];
  try {
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      page.on('requestfailed', (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
      const loginScripts = scripts(page);
      await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
      const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
      await email.waitFor().catch((error: unknown) => {
        throw new Error(`run ${i}: no login form (${problems.join('; ') || 'no page error'})`, {
          cause: error,
        });
      });
      await email.fill(ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
      const atLogin = [...loginScripts];
      page.removeAllListeners('request');
      const afterScripts = scripts(page);
      // the browser's own clock: from the click event to the mutation that put the table (or the
      // empty-period text) in the page
      await page.evaluate(() => {
        const w = window as unknown as { __clicked?: number; __shown?: number };
        document.addEventListener('click', () => (w.__clicked ??= performance.now()), { capture: true });
        const observer = new MutationObserver(() => {
          if (
            document.querySelector('table[aria-label="Employee Rating"]') ||
            [...document.querySelectorAll('p')].some((p) => p.textContent === 'No work in this period.')
          ) {
            w.__shown = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      const table = page.getByRole('table', { name: 'Employee Rating' });
      const empty = page.getByText('No work in this period.');
      const t0 = performance.now();
      await page.getByRole('button', { name: 'Log in' }).click();
      await table.or(empty).first().waitFor({ state: 'visible', timeout: 30_000 });
      const ms = performance.now() - t0;
      const browserMs = await page.evaluate(() => {
        const w = window as unknown as { __clicked?: number; __shown?: number };
        return (w.__shown ?? Number.NaN) - (w.__clicked ?? Number.NaN);
      });
      const shown = (await table.isVisible()) ? 'table' : 'empty';
      if (!new URL(page.url()).pathname.startsWith('/dashboard')) throw new Error(`landed on ${page.url()}`);
      if (i > 0)
        results.push({ ms, browserMs, loginScripts: atLogin, afterScripts: [...afterScripts], shown });
      await context.close();
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await waitExit(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(path.join(root, 'bench/.out'), { recursive: true });
  writeFileSync(path.join(root, 'bench/.out/dashboard-login.json'), JSON.stringify(results, null, 2));

  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const browserTimes = results.map((r) => r.browserMs).sort((a, b) => a - b);
  const chunkAtLogin = results.some((r) => r.loginScripts.some((s) => DASHBOARD_CHUNK.test(s)));
  const chunkAfter = results.every((r) => r.afterScripts.some((s) => DASHBOARD_CHUNK.test(s)));
  const first = results[0]!;
  console.log(`scripts fetched by /login: ${first.loginScripts.length}`);
  console.log(`scripts fetched after Log in: ${first.afterScripts.join(', ')}`);
  console.log(
    `dashboard chunk requested on /login: ${chunkAtLogin ? 'YES (wrong)' : 'no'}; after Log in: ${chunkAfter ? 'yes, every run' : 'NOT in every run'}`,
  );
  const row = (label: string, sorted: number[]) =>
    console.log(
      `${label}: ${sorted.length} runs, min ${sorted[0]!.toFixed(0)} ms, p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms (budget 1000 ms)`,
    );
  if (chunkAtLogin || !chunkAfter) process.exitCode = 1;
  row('Log in → Employee Rating visible (Playwright clock)', times);
  row('click → Employee Rating visible (browser clock)', browserTimes);
  console.log(`shown: ${[...new Set(results.map((r) => r.shown))].join(', ')}`);
}

await main();
