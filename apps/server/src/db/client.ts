import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { secureDataDir } from '../platform/data-dir.ts';
import { writeBackupArchive } from './archive.ts';
import { nameStatements } from './named-statements.ts';
import { hostPglite, type PgliteHost } from './pglite-host.ts';
import * as schema from './schema/index.ts';
import type { Database, Db } from './types.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseLockedError extends Error {}

/**
 * The embedded database is single-process: a lock file in DATA_DIR refuses a second opener. The lock
 * is taken atomically with its owner already in it (written to a private file, then hard-linked into
 * place, which fails if a lock exists), so no opener ever sees an empty lock. The owner is the pid and
 * that process's start time (`processStart`): a pid alone outlives its process, since a process killed
 * with `kill -9` stays a zombie until its parent reaps it and its pid is soon reused (in a container the
 * restarted server often gets the same one). A lock is stale when its pid is not alive, is a zombie, or
 * is now another process (a start time that is not the recorded one); a stale lock is replaced under a
 * short-lived takeover file, so two openers that both found it stale cannot both win (issue 28 item 9).
 */
export function acquireLock(dir: string): () => void {
  const lockPath = path.join(dir, 'aquadesk.lock');
  const mine = lockContent(process.pid, processStart(process.pid));
  const release = () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === mine) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createLock(lockPath, mine)) return release;
    const holder = readLock(lockPath);
    if (holder === undefined) continue; // released meanwhile: try again
    if (holder.pid !== process.pid && lockHolderRuns(holder)) {
      throw new DatabaseLockedError(
        `The database in ${dir} is in use by another AquaDesk process (pid ${holder.pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    replaceStaleLock(lockPath, holder.text);
  }
  throw new DatabaseLockedError(`Could not lock ${dir}`);
}

/** What a lock holds: the pid on the first line, the process's start (when known) on the second. */
export function lockContent(pid: number, start: ProcessStart | undefined): string {
  return start && start !== 'gone' && !start.zombie ? `${pid}\n${start.since}` : String(pid);
}

/**
 * When process `pid` started, as an opaque text that differs between two processes given the same pid:
 * on Linux the boot's id and field 22 of /proc/<pid>/stat (clock ticks after boot); where /proc is
 * absent, `ps -o lstart=` (macOS, the BSDs). `zombie`: it has exited and waits for its parent to reap it.
 * 'gone' when no such process exists, undefined when this system cannot tell (the pid alone decides).
 */
export type ProcessStart = { since: string; zombie: boolean } | 'gone';
export function processStart(pid: number, useProc = existsSync('/proc/self/stat')): ProcessStart | undefined {
  if (useProc) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return 'gone';
    }
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0] ?? '';
    const ticks = fields[19] ?? '';
    return { since: `linux ${bootId()} ${ticks}`, zombie: state === 'Z' || state === 'X' };
  }
  if (process.platform === 'win32') return undefined;
  try {
    const line = execFileSync('ps', ['-o', 'stat=,lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    if (line === '') return 'gone';
    const [state = '', ...started] = line.split(/\s+/);
    return { since: `ps ${started.join(' ')}`, zombie: state.startsWith('Z') };
  } catch (error) {
    // ps answers 1 when there is no such process; any other failure leaves the question open
    return (error as { status?: number }).status === 1 ? 'gone' : undefined;
  }
}

let bootIdCache: string | undefined;
function bootId(): string {
  if (bootIdCache === undefined) {
    try {
      bootIdCache = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootIdCache = '';
    }
  }
  return bootIdCache;
}

interface LockHolder {
  /** The lock's whole text, to replace it only while it still says this. */
  text: string;
  /** 0 when the lock holds no pid. */
  pid: number;
  /** The holder's start as recorded; undefined in a lock that records none (written by an older version). */
  since: string | undefined;
}

/** Whether the process that wrote the lock still runs (a live pid that is still that process). */
function lockHolderRuns(holder: LockHolder): boolean {
  if (holder.pid <= 0 || !processAlive(holder.pid)) return false;
  const now = processStart(holder.pid);
  if (now === 'gone') return false;
  if (now === undefined) return true; // alive, and nothing more can be known
  if (now.zombie) return false;
  return holder.since === undefined || holder.since === now.since;
}

/** Creates the lock with `content` in one step; false when a lock exists. */
function createLock(lockPath: string, content: string): boolean {
  const temp = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(temp);
  }
}

/** The lock's holder, undefined when there is no lock. */
function readLock(lockPath: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [first = '', ...rest] = text.split('\n');
  const pid = Number(first.trim());
  const since = rest.join('\n').trim();
  return { text, pid: Number.isInteger(pid) && pid > 0 ? pid : 0, since: since === '' ? undefined : since };
}

/** Removes a lock that still says `stale`, one opener at a time. */
function replaceStaleLock(lockPath: string, stale: string): void {
  const guard = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // another opener is replacing it; a takeover file older than 10 s was left by a crash
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
    } catch {
      // gone meanwhile
    }
    sleepSync(20);
    return;
  }
  try {
    if (readLock(lockPath)?.text === stale) unlinkSync(lockPath);
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    keepPoolAlive(pool);
    nameStatements(pool);
    const answers = watchAnswers(pool);
    try {
      // several instances may start at once on one database: one migrates, the others wait and then
      // find nothing left to do (deploy/README.md "Several instances")
      await withSetupLock(pool, (client) =>
        migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      url: opts.databaseUrl,
      exclusive: (fn) => withSetupLock(pool, () => fn()),
      lastAnswerAt: answers.lastAnswerAt,
      close: () => {
        answers.close();
        return pool.end();
      },
    };
  }
  const dataDir = opts.dataDir ?? './data';
  const dir = path.join(path.resolve(dataDir), 'pgdata');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const release = acquireLock(path.resolve(dataDir));
  // the database's files (WAL included) are private: folders 0700, files 0600 (issue #9)
  secureDataDir(path.resolve(dataDir));
  try {
    const host = await hostPglite({ dataDir: dir, socketDir: path.join(path.resolve(dataDir), 'pgsocket') });
    // PGlite sets some files' modes itself (0666): make them private once it has opened
    secureDataDir(path.resolve(dataDir));
    const database = await fromHostedPglite(host, {
      uploadsDir: path.join(path.resolve(dataDir), 'uploads'),
      close: async () => {
        await host.close();
        secureDataDir(path.resolve(dataDir));
        release();
      },
    }).catch(async (error: unknown) => {
      await host.close();
      throw error;
    });
    const backup = database.backup!;
    return {
      ...database,
      backup: async (backupDir, keep) => {
        const file = await backup(backupDir, keep);
        secureDataDir(path.resolve(dataDir));
        return file;
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * An idle connection that the database ends (a restart, an administrator's pg_terminate_backend) makes
 * the pool emit 'error', which would end the process; the pool drops that connection and opens a new
 * one for the next statement, so it is only noted.
 */
function keepPoolAlive(pool: pg.Pool): void {
  pool.on('error', (error) => {
    console.error(
      `aquadesk: a database connection closed while idle (${error.message}); the next statement opens another`,
    );
  });
}

/**
 * Follows when the database last answered on `pool`. A connection given back without an error, or
 * with the database's own error (a constraint, a bad statement), is an answer; a connection that failed
 * (closed, reset, timed out) voids what was known, so the next health check asks the database itself.
 */
function watchAnswers(pool: pg.Pool): { lastAnswerAt: () => number; close: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let closed = false;
  const forget = () => {
    last = Number.NEGATIVE_INFINITY;
  };
  pool.on('release', (error: Error | undefined) => {
    if (!closed && (!error || error instanceof pg.DatabaseError)) last = performance.now();
    else forget();
  });
  pool.on('error', forget);
  return {
    lastAnswerAt: () => last,
    // connections given back while the pool ends prove nothing about a database being closed
    close: () => {
      closed = true;
      forget();
    },
  };
}

/**
 * The key of the session advisory lock that serialises migrations and the fresh-database set-up
 * across instances (a one-key lock: the two-key locks of login throttling never collide with it).
 */
export const SETUP_LOCK_KEY = 0x41517561; // "AQua"

/**
 * Runs `fn` while this process holds the set-up lock on its own connection (waiting while another
 * instance holds it). A session lock, not a transaction's: a migration runs its own transaction on
 * `client`, and a crash ends the session, which releases the lock.
 */
async function withSetupLock<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch((error: Error) => {
        broken = error; // the connection is dropped below, which releases the lock anyway
      });
    }
  } finally {
    client.release(broken);
  }
}

/**
 * The embedded database on its own thread (db/pglite-host.ts), reached through node-postgres as a server
 * is, with the migrations applied; its backups hold the files of `uploadsDir` (none when not given).
 * Tests open one in memory from a migrated template.
 */
export async function fromHostedPglite(
  host: PgliteHost,
  opts: { uploadsDir?: string; close?: () => Promise<void> } = {},
): Promise<Database> {
  const db = drizzlePg(host.pool, { schema }) as unknown as Db;
  const answers = watchAnswers(host.pool);
  const close = opts.close ?? (() => host.close());
  const before = await appliedMigrations(db);
  await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  // no autovacuum here: a migration that adds or rebuilds columns and indexes leaves the planner without
  // their statistics until someone analyzes (the searches of 0015 were planned blind)
  if ((await appliedMigrations(db)) !== before) await host.pool.query('ANALYZE');
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    backup: (dir, keep) => backupPglite(host, dir, keep, opts.uploadsDir),
    maintain: async () => {
      await host.pool.query('VACUUM (ANALYZE)');
    },
    lastAnswerAt: answers.lastAnswerAt,
    close: () => {
      answers.close();
      return close();
    },
  };
}

/** A rolling backup's file name; `npm run backup` names its own differently, so they are never pruned. */
export const ROLLING_BACKUP = /^aquadesk-\d{4}-\d{2}-\d{2}T[\dTZ.-]+\.tar\.gz$/;

/**
 * Rolling backups of the embedded database (docs/operations.md "Backups"): the database's dump and the
 * uploads folder in one archive, the newest `keep` kept.
 */
async function backupPglite(host: PgliteHost, dir: string, keep = 7, uploadsDir?: string): Promise<string> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const dump = await host.dump();
  const file = path.join(dir, `aquadesk-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`);
  await writeBackupArchive(file, dump, uploadsDir);
  const old = readdirSync(dir)
    .filter((f) => ROLLING_BACKUP.test(f))
    .sort()
    .reverse()
    .slice(keep);
  for (const f of old) rmSync(path.join(dir, f), { force: true });
  return file;
}

export function pgliteExists(dataDir: string): boolean {
  return existsSync(path.join(path.resolve(dataDir), 'pgdata', 'PG_VERSION'));
}

let journalCount: number | undefined;

/** How many migrations the database has applied (0 before the first, when drizzle's table is missing). */
async function appliedMigrations(db: Db): Promise<number> {
  try {
    return (await migrationStatus(db)).applied;
  } catch {
    return 0;
  }
}

/** How many migrations this build ships (meta/_journal.json) and how many the database has applied. */
export async function migrationStatus(db: Db): Promise<{ expected: number; applied: number }> {
  journalCount ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return { expected: journalCount, applied: result.rows[0]?.n ?? 0 };
}
