/**
 * The staff app's weight (bench/README.md §6, issue 10 item 6): the JavaScript and CSS a browser with a
 * cold cache downloads for the login page, and in all to reach the first staff screen through that
 * login, in headless Chromium on localhost. The first staff screen is where the login sends the user:
 * the Dashboard for admin, employee and reseller (login-form.tsx, spec 000 §2), Home for the others;
 * the bench logs in as the admin.
 *
 *   npm run build --workspace @aquadesk/web
 *   node --import tsx bench/staff-bundle.ts [--port 8094] [--runs 3]
 *
 * It starts the server itself on a fresh data folder (demo data on) and stops it at the end. For each
 * script or stylesheet it records the bytes on the wire as Chromium reports them (`responseBodySize`,
 * with the Content-Encoding the server chose), and the body's size brotli-compressed at quality 11 (what
 * the build writes next to each file), so the figure does not depend on whether Chromium asks for
 * brotli over plain HTTP. Budgets: login ≤ 120 kB, first staff screen ≤ 200 kB (brotli). Raw output
 * goes to bench/.out/staff-bundle.json.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { DASHBOARD_TABS, DEFAULT_DASHBOARD_TAB } from '@aquadesk/shared/dashboard-constants.ts';
import { chromium, type Page } from 'playwright-core';
import { arg } from './cli.ts';
import { ADMIN, startServer } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(arg('port', '8094'));
const runs = Number(arg('runs', '3'));
const origin = `http://127.0.0.1:${port}`;

/** The real server on a fresh embedded database with the demo company (bench/server-process.ts). */
async function startDemoServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-bench-'));
  const { child } = await startServer(dataDir, port, { DEMO_DATA: '1', DATABASE_URL: '' });
  return { child, dataDir };
}

interface Asset {
  url: string;
  type: 'script' | 'stylesheet';
  raw: number;
  brotli: number;
  wire: number;
  encoding: string;
}
interface Step {
  assets: Asset[];
  raw: number;
  brotli: number;
  wire: number;
}

/** Records every script and stylesheet the page downloads from now on. */
function record(page: Page): () => Promise<Asset[]> {
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async (): Promise<Asset> => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          type,
          raw: body.length,
          brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
          wire: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })().catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((a) => a !== null);
}

const sum = (assets: Asset[]): Step => ({
  assets,
  raw: assets.reduce((s, a) => s + a.raw, 0),
  brotli: assets.reduce((s, a) => s + a.brotli, 0),
  wire: assets.reduce((s, a) => s + a.wire, 0),
});

async function main() {
  const { child, dataDir } = await startDemoServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const results: { login: Step; staff: Step; staffOnly: Step; live: Step }[] = [];
  try {
    for (let i = 0; i < runs + 1; i++) {
      // a fresh context each time: a cold cache
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const loginAssets = record(page);
      await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).waitFor();
      const login = sum(await loginAssets());
      page.removeAllListeners('response');
      const staffAssets = record(page);
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
      const liveSocket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
      await page.getByRole('button', { name: 'Log in' }).click();
      // the admin lands on the Dashboard, whose default tab (Employee status) shows the rating table
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await page.getByRole('heading', { name: 'Dashboard', level: 2 }).waitFor();
      await page.getByRole('tab', { name: DASHBOARD_TABS[DEFAULT_DASHBOARD_TAB], selected: true }).waitFor();
      await page.getByRole('heading', { name: 'Employee Rating', level: 3 }).waitFor();
      await page.getByRole('row').nth(1).waitFor(); // the rating's rows: the screen has its data
      const staffOnly = sum(await staffAssets());
      const staff = sum([...login.assets, ...staffOnly.assets]);
      // then the live connection, which opens once the screen has its data (after-first-screen.ts)
      await liveSocket;
      await page.waitForLoadState('networkidle');
      const live = sum([...login.assets, ...(await staffAssets())]);
      // the first run warms the server and the OS file cache; it is not counted
      if (i > 0) results.push({ login, staff, staffOnly, live });
      await context.close();
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(path.join(root, 'bench/.out'), { recursive: true });
  writeFileSync(path.join(root, 'bench/.out/staff-bundle.json'), JSON.stringify(results, null, 2));
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const first = results[0]!;
  const show = (title: string, step: Step, budget: number) => {
    console.log(`${title}: ${step.assets.length} files`);
    for (const a of step.assets)
      console.log(
        `  ${a.url}  ${kB(a.raw)} raw, ${kB(a.brotli)} brotli, ${kB(a.wire)} on the wire (${a.encoding})`,
      );
    console.log(
      `  total ${kB(step.raw)} raw, **${kB(step.brotli)} brotli** (budget ${budget} kB), ${kB(step.wire)} on the wire`,
    );
  };
  show('login page', first.login, 120);
  show('added by the login and the Dashboard', first.staffOnly, 80);
  console.log(
    `the Dashboard through the login, shown with its data: ${first.staff.assets.length} files, ${kB(first.staff.raw)} raw, **${kB(first.staff.brotli)} brotli** (budget 200 kB), ${kB(first.staff.wire)} on the wire`,
  );
  const liveOnly = first.live.assets.slice(first.staff.assets.length);
  console.log(
    `then the live connection: ${liveOnly.map((a) => `${a.url} ${kB(a.brotli)}`).join(', ') || 'nothing more'}; in all ${first.live.assets.length} files, **${kB(first.live.brotli)} brotli**, ${kB(first.live.wire)} on the wire`,
  );
  const same = results.every(
    (r) =>
      r.login.brotli === first.login.brotli &&
      r.staff.brotli === first.staff.brotli &&
      r.live.brotli === first.live.brotli,
  );
  console.log(`${results.length} runs, ${same ? 'identical' : 'NOT identical'} sizes`);
}

await main();
