/**
 * First visit to `/` as a visitor (bench/README.md §6): the JavaScript a cold browser downloads, raw
 * and gzipped, and the landing's largest contentful paint, in headless Chromium on localhost.
 *
 *   npm run build --workspace @aquadesk/web
 *   node --import tsx bench/public-bundle.ts [--port 8093] [--runs 5]
 *
 * It starts the server itself on a fresh data folder (demo data on), so the landing shows real
 * products, and stops it at the end. Raw output goes to bench/.out/public-bundle.json.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { arg } from './cli.ts';
import { startServer } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(arg('port', '8093'));
const runs = Number(arg('runs', '5'));
const origin = `http://127.0.0.1:${port}`;

/** The real server on a fresh embedded database with the demo company (bench/server-process.ts). */
async function startDemoServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-bench-'));
  const { child } = await startServer(dataDir, port, { DEMO_DATA: '1', DATABASE_URL: '' });
  return { child, dataDir };
}

interface Run {
  scripts: { url: string; raw: number; gzip: number }[];
  jsRaw: number;
  jsGzip: number;
  lcpMs: number;
  lcpElement: string;
}

async function main() {
  const { child, dataDir } = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Run[] = [];
  try {
    for (let i = 0; i < runs + 1; i++) {
      // a fresh context each time: a first visit with a cold cache
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const bodies: Promise<{ url: string; raw: number; gzip: number } | null>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response
            .body()
            .then((b) => ({ url: new URL(response.url()).pathname, raw: b.length, gzip: gzipSync(b).length }))
            .catch(() => null),
        );
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      const lcp = await page.evaluate(
        () =>
          new Promise<{ time: number; element: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
              const last = entries.at(-1);
              resolve({
                time: last?.startTime ?? -1,
                element: last?.element
                  ? `${last.element.tagName.toLowerCase()}.${last.element.className}`
                  : '',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const scripts = (await Promise.all(bodies)).filter((s) => s !== null);
      if (i > 0) {
        // the first run warms the server (and the OS file cache); it is not counted
        results.push({
          scripts,
          jsRaw: scripts.reduce((s, x) => s + x.raw, 0),
          jsGzip: scripts.reduce((s, x) => s + x.gzip, 0),
          lcpMs: Math.round(lcp.time),
          lcpElement: lcp.element,
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const lcps = results.map((r) => r.lcpMs).sort((a, b) => a - b);
  const median = lcps[Math.floor(lcps.length / 2)];
  const first = results[0]!;
  mkdirSync(path.join(root, 'bench/.out'), { recursive: true });
  writeFileSync(path.join(root, 'bench/.out/public-bundle.json'), JSON.stringify(results, null, 2));
  console.log(`scripts on a first visit to /: ${first.scripts.length}`);
  for (const s of first.scripts)
    console.log(`  ${s.url}  ${(s.raw / 1024).toFixed(1)} kB raw, ${(s.gzip / 1024).toFixed(1)} kB gzip`);
  console.log(
    `JavaScript: ${(first.jsRaw / 1024).toFixed(1)} kB raw, ${(first.jsGzip / 1024).toFixed(1)} kB gzipped (budget 150 kB)`,
  );
  console.log(
    `LCP over ${runs} runs: median ${median} ms, min ${lcps[0]} ms, max ${lcps.at(-1)} ms (budget 1000 ms)`,
  );
  console.log(`LCP element: ${first.lcpElement}`);
}

await main();
