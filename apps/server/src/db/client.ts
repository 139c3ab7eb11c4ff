import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository takes: the database or a transaction. */
export type Queryable = Db | Tx;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (the socket.io adapter needs it). */
  pool: pg.Pool | undefined;
  /** The connection string when on PostgreSQL. */
  url?: string;
  /** Embedded database only: writes a compressed copy to `dir`, keeping the newest `keep`. */
  backup?(dir: string, keep?: number): Promise<string>;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

/** The embedded database is single-process: a lock file in DATA_DIR refuses a second opener. */
function acquireLock(dir: string): () => void {
  const lockPath = path.join(dir, 'aquadesk.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && processAlive(pid)) {
        throw new DatabaseLockedError(
          `The database in ${dir} is in use by another AquaDesk process (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      unlinkSync(lockPath); // stale lock from a process that died
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dir}`);
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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'postgres', pool, url: opts.databaseUrl, close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? './data';
  const dir = path.join(path.resolve(dataDir), 'pgdata');
  mkdirSync(dir, { recursive: true });
  const release = acquireLock(path.resolve(dataDir));
  try {
    const client = await PGlite.create({ dataDir: dir });
    return await fromPglite(client, async () => {
      await client.exec('CHECKPOINT');
      await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an open PGlite (tests load a migrated template into memory) and applies the migrations. */
export async function fromPglite(client: PGlite, close?: () => Promise<void>): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pool: undefined,
    backup: (dir, keep) => backupPglite(client, dir, keep),
    close: close ?? (() => client.close()),
  };
}

/** Rolling backups of the embedded database (DESIGN.md): a gzipped dump, the newest `keep` kept. */
async function backupPglite(client: PGlite, dir: string, keep = 7): Promise<string> {
  mkdirSync(dir, { recursive: true });
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, `aquadesk-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  const old = readdirSync(dir)
    .filter((f) => /^aquadesk-.*\.tar\.gz$/.test(f))
    .sort()
    .reverse()
    .slice(keep);
  for (const f of old) rmSync(path.join(dir, f), { force: true });
  return file;
}

export function pgliteExists(dataDir: string): boolean {
  return existsSync(path.join(path.resolve(dataDir), 'pgdata', 'PG_VERSION'));
}
