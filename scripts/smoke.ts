/**
 * A smoke test of the built server on whatever Node runs this script (docs/decisions/0012-node-lines.md):
 * CI runs the whole suite on the line `.nvmrc` names, and on the other lines the unit tests and this. It
 * starts `apps/server/dist/main.js` on a fresh embedded database, waits for `/api/ready`, signs the admin
 * in through the real login call and reads one list (employees) with that token, then stops the server.
 *
 *   npm run build && node --import tsx scripts/smoke.ts
 *
 * Prints `smoke: 4 passed, 0 failed` and exits 0, or names the step that failed and exits 1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'admin@smoke.test', password: 'Smoke@12345' };
const START_DEADLINE_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    const res = await fetch(`${base}/api/ready`).catch(() => undefined);
    if (res?.ok) {
      const body = (await res.json()) as { status?: string };
      if (body.status === 'ready') return;
    }
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`not ready after ${START_DEADLINE_MS / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main(): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-smoke-'));
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DEMO_DATA: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'smoke-secret-0123456789abcdef-0123',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  let passed = 0;
  const check = async (name: string, run: () => Promise<void>) => {
    const started = Date.now();
    await run().catch((e: unknown) => {
      throw new Error(`smoke: ${name} failed: ${e instanceof Error ? e.message : String(e)}`);
    });
    passed += 1;
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
  };
  try {
    console.log(`smoke on Node ${process.versions.node}: ${base}`);
    await check('the built server starts and /api/ready answers ready', () =>
      waitReady(base, child, () => output),
    );
    let token = '';
    await check('the admin signs in (POST /api/login)', async () => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      token = ((await res.json()) as { user: { token: string } }).user.token;
    });
    await check('one list answers for the token (GET /api/get_employee_page_data)', async () => {
      const res = await fetch(`${base}/api/get_employee_page_data?page=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      const body = (await res.json()) as { data?: unknown };
      if (!Array.isArray(body.data)) throw new Error(`no data array: ${JSON.stringify(body).slice(0, 200)}`);
    });
    await check('the list refuses a request without a token (401)', async () => {
      const res = await fetch(`${base}/api/get_employee_page_data?page=1`);
      if (res.status !== 401) throw new Error(`answered ${res.status}`);
    });
    console.log(`smoke: ${passed} passed, 0 failed`);
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
