/**
 * What the in-process benchmarks (estimates.ts, work.ts, dashboard.ts) share: command-line options, the
 * real app on a fresh database listening on a free port, and a sequential timing loop over real HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { setUpFreshDatabase } from '../apps/server/src/setup/seed.ts';

export const BENCH_PASSWORD = 'Bench@12345';
export const BENCH_ADMIN = { email: 'bench-admin@aquadesk.test', password: BENCH_PASSWORD };

/** `--name value` from the command line, else `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** `n` calls one after another: requests per second, p50/p95/p99 in ms and the last answer's size. */
export async function timed(label: string, n: number, call: (i: number) => Promise<Response>) {
  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await call(i);
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const row = {
    label,
    requests: n,
    rps: Math.round((n / total) * 1000),
    p50: +percentile(times, 50).toFixed(1),
    p95: +percentile(times, 95).toFixed(1),
    p99: +percentile(times, 99).toFixed(1),
    kB: +(bytes / 1024).toFixed(1),
  };
  console.log(JSON.stringify(row));
  return row;
}

/**
 * The real app on an empty database (DATABASE_URL, else a fresh PGlite folder named after `name`), set up
 * with BENCH_ADMIN and no demo data, listening on a free port of 127.0.0.1.
 */
export async function startInProcess(name: string) {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `aquadesk-bench-${name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    DEMO_DATA: '0',
    JWT_SECRET: 'bench-secret-that-is-long-enough',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await setUpFreshDatabase(ctx, async () => []);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    ctx,
    origin,
    databaseUrl,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
