/**
 * `GET /api/site-info`, which every page of the public website reads, against a bare Fastify hello-world
 * (bench/README.md "Site info from memory"): the real server's build (apps/server/dist/main.js, or
 * `--main` for another build) and bench/hello-fastify.ts, both on 127.0.0.1, each loaded by autocannon
 * (`--connections`, default 10) in `--rounds` alternating runs (default 3) of `--seconds` (default 3),
 * so that a busy machine weighs on both alike; one second of load before each run is not counted. The
 * server runs on a fresh embedded database in a scratch folder, or on `--database-url` (PostgreSQL),
 * with DEMO_DATA=0 (the company profile made from the configuration). It prints one line per run and the
 * ratio of all the server's requests to all the hello-world's. Nothing is built: build the server first.
 *
 *   npm run build --workspace @aquadesk/server
 *   node --import tsx bench/site-info.ts [--database-url postgres://postgres@127.0.0.1:5432/aq_bench]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { arg } from './cli.ts';
import { MAIN } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.resolve(arg('main', MAIN));
const databaseUrl = arg('database-url', '');
const seconds = Number(arg('seconds', '3'));
const rounds = Number(arg('rounds', '3'));
const connections = Number(arg('connections', '10'));
const port = Number(arg('port', '8230'));
const ROUTE = '/api/site-info';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor200(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`no 200 from ${url} within 120 s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One run: the 2xx answers a second, after a second of the same load that is not counted. */
async function load(origin: string): Promise<{ rps: number; p99: number; non2xx: number }> {
  const url = `${origin}${ROUTE}`;
  await autocannon({ url, connections, duration: 1 });
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r['2xx'] / r.duration, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

async function run(): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'aq-bench-site-info-'));
  const children: ChildProcess[] = [];
  try {
    const helloOrigin = `http://127.0.0.1:${port + 1}`;
    const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-fastify.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port + 1) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(hello);
    await waitFor200(`${helloOrigin}${ROUTE}`, hello);
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [main], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: scratch,
        DATABASE_URL: databaseUrl,
        DEMO_DATA: '0',
        ADMIN_PASSWORD: 'Bench@12345',
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(server);
    await waitFor200(`${origin}${ROUTE}`, server);
    const db = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`${ROUTE} on ${db}, ${main}: ${rounds} × ${seconds} s, ${connections} connections`);
    let serverSum = 0;
    let helloSum = 0;
    for (let i = 1; i <= rounds; i++) {
      const h = await load(helloOrigin);
      const s = await load(origin);
      helloSum += h.rps;
      serverSum += s.rps;
      console.log(
        `round ${i}: server ${s.rps.toFixed(0)} req/s (p99 ${s.p99} ms, ${s.non2xx} not 2xx), hello ${h.rps.toFixed(0)} req/s (p99 ${h.p99} ms)`,
      );
    }
    console.log(
      `server ${(serverSum / rounds).toFixed(0)} req/s vs hello ${(helloSum / rounds).toFixed(0)} req/s: ${(serverSum / helloSum).toFixed(2)}×`,
    );
  } finally {
    for (const child of children.reverse()) await stop(child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

await run();
