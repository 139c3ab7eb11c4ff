import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { hostPglite } from '../src/db/embedded/pglite-host.ts';
import { fromHostedPglite } from '../src/db/open.ts';
import { buildTestServer } from './test-build.ts';

/** Tests that run the server as `npm start` does: its production build in a process of its own. */

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { email: 'admin@process.test', password: 'Process@12345' };
export const JWT_SECRET = 'process-test-secret-long-enough-0123';

let main: string | undefined;
/**
 * The server's production build, as `npm start` runs it, never a stale one: built once per run by the run's
 * global set-up (the API tests: test/global-setup.ts, so no file rebuilds it under another's server), else
 * once per test file (the proxy test, into a folder of its own). Never dist/: the journeys may be running
 * on it at the same time (`npm test` runs them beside the API tests, scripts/test-all.ts).
 */
export function buildServer(): string {
  main ??= inject('serverMain') || buildTestServer('.proxy-dist');
  return main;
}

export { freePort } from './support/free-port.ts';

/** A new, empty PostgreSQL database beside `template` (named like the API tests' clones, which CI drops). */
export async function newPostgresDatabase(template: string): Promise<string> {
  const url = new URL(template);
  const name = `${url.pathname.slice(1)}_f${randomBytes(5).toString('hex')}_proc`;
  const admin = new pg.Client({ connectionString: template.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

let migrated: Promise<string> | undefined;
/**
 * An embedded database's folder with every migration applied and nothing else, made once per test process
 * and copied into each new DATA_DIR: a server started on it opens it as `npm start` opens its folder on a
 * later start (no initdb, no migrations to run), and still does the first start's set-up (the admin), so a
 * test waits seconds less for each server it starts (bench/README.md §8). Tests of what a start on an
 * empty folder does use `emptyDataDir`.
 */
function migratedPgdata(): Promise<string> {
  migrated ??= (async () => {
    const pgdata = path.join(mkdtempSync(path.join(os.tmpdir(), 'aquadesk-pgdata-')), 'pgdata');
    // from the API tests' migrated dump when the run made one (test/global-setup.ts), which is written
    // out as it is instead of running initdb and the migrations again
    const dump = inject('pgliteTemplate');
    const host = await hostPglite({ dataDir: pgdata, ...(dump ? { load: readFileSync(dump) } : {}) });
    const database = await fromHostedPglite(host);
    await database.close();
    return pgdata;
  })();
  return migrated;
}

/** A new DATA_DIR holding a copy of the migrated embedded database (see `migratedPgdata`). */
export async function migratedDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aquadesk-proc-'));
  cpSync(await migratedPgdata(), path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

export interface ServerProcess {
  /** The process started: the server, or with `unreaped` the parent that never reaps it. */
  child: ChildProcess;
  /** The server's own process id. */
  pid: number;
  port: number;
  url: string;
  /** Its DATA_DIR. */
  dataDir: string;
  /** Everything the process wrote so far (its JSON log lines and the banner). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts dist/main.js on `port` and resolves once GET /api/health answers. */
export async function startServer(opts: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  /**
   * Runs the server under a parent that never reaps it (a shell that execs `sleep`, as a container whose
   * first process does not wait for its children): once killed, it stays a zombie.
   */
  unreaped?: boolean;
  /** An empty DATA_DIR (the first start's initdb and migrations) instead of a migrated copy. */
  emptyDataDir?: boolean;
}): Promise<ServerProcess> {
  const dataDir =
    opts.dataDir ??
    (opts.emptyDataDir || opts.env?.DATABASE_URL
      ? mkdtempSync(path.join(os.tmpdir(), 'aquadesk-proc-'))
      : await migratedDataDir());
  const [command, args] = opts.unreaped
    ? ['sh', ['-c', '"$0" "$1" & echo "server pid $!"; exec sleep 600', process.execPath, buildServer()]]
    : [process.execPath, [buildServer()]];
  const child = spawn(command, args, {
    cwd: SERVER,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      INIT_CWD: SERVER,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET,
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`the server exited during start:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 120 s:\n${output.slice(-3000)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const pid = opts.unreaped ? Number(/server pid (\d+)/.exec(output)?.[1]) : child.pid!;
  return { child, pid, port: opts.port, url, dataDir, output: () => output, exited };
}

/** Ends a server process still running (a failed test's leftovers). */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
