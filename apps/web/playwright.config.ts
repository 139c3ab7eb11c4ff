import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

// docs/decisions/0003-stack-pitfalls.md: browsers cannot be downloaded here; the system Chromium runs the
// journeys. Debian's headless shell first (Playwright's own choice for headless runs: lighter, and no
// page of it has stopped drawing mid-journey as the full browser's pages did under load), else Chromium.
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromiumPath =
  process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUMS.find((p) => existsSync(p)) ?? SYSTEM_CHROMIUMS[0]!;
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: install it with 'apt-get install -y chromium-headless-shell' or set CHROMIUM_PATH`,
  );
}

// A free port unless E2E_PORT says otherwise, so a server left running elsewhere never collides. The
// main process picks it; the workers, which load this config again, inherit it through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// One fresh database per run. The config is also loaded by every worker: they inherit the
// directory made by the main process through the environment instead of making their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'aquadesk-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

// The files whose journeys run one after another (a story told in order) start first: each is one long
// run for one worker, and left to the end (the files' alphabetical order) they made the run's tail, one
// worker busy and the other idle (bench/README.md §8). The single journeys fill in around them.
const e2eDir = path.join(here, 'e2e');
const serialFiles = readdirSync(e2eDir).filter(
  (f) => f.endsWith('.spec.ts') && readFileSync(path.join(e2eDir, f), 'utf8').includes("mode: 'serial'"),
);

export const E2E_ADMIN = { email: 'admin@aquadesk.test', password: 'Admin@12345' } as const;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A journey that fails once is a defect to find and fix, never to retry (issue 40): no retries, in CI
  // or here. CI's summary still names any journey that passed only on a retry (scripts/ci-summary.ts),
  // should one be allowed again.
  retries: 0,
  workers: 2,
  // Long journeys (add, edit, re-password; two browsers) take 20 to 30 s on a loaded 2-core machine:
  // the per-test budget leaves room for that, while each step still fails after 10 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // CI's summary reads the JSON report (.ci/run, scripts/ci-summary.ts)
  reporter: [
    ['list'],
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL,
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    // as a person who asked their system for less motion (apps/web/src/app/theme.ts): a modal, menu or
    // notification is there at once, so a journey waits on the thing itself, not on its animation
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
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
    },
  },
  projects: [
    { name: 'stories', testMatch: serialFiles },
    { name: 'journeys', testIgnore: serialFiles },
  ],
  webServer: {
    // docs/decisions/0003-stack-pitfalls.md: one process to stop, not started through npx. The journeys
    // run the production build of the server (apps/server/build.mjs), as `npm start` does.
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: 'e2e-fixed-secret-0123456789abcdef',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // printed invoices carry a UPI QR code (e2e/invoices.spec.ts checks its amount)
      UPI_ID: 'aquadesk@okaxis',
      // a registered company (Kerala): tax invoices are issued only with the company's GSTIN
      COMPANY_GSTIN: '32AAACA1234A1ZT',
      // the journeys pay through the sandbox checkout; without demo data the default would be off
      PAYMENT_PROVIDER: 'sandbox',
      // e-invoices are registered with the built-in sandbox IRP (e2e/e-invoices.spec.ts); off by default without demo data
      EINVOICE_PROVIDER: 'sandbox',
      // overdue reminders go only when a journey asks (e2e/reminders.spec.ts), never from the hourly run
      OVERDUE_REMINDERS: '0',
      // nor the notification digest: a journey's notifications are a few seconds old
      NOTIFICATION_DIGEST: '0',
      // nor contract billing: a journey bills a contract's period with Bill now (e2e/contract-billing.spec.ts)
      CONTRACT_BILLING: '0',
    },
  },
});
