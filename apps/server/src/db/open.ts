/**
 * Opens the database: PostgreSQL when DATABASE_URL is set (migrated under the set-up lock), otherwise the
 * embedded database on its own thread in DATA_DIR (one process: the lock file), migrated the same way.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { backupPglite } from './backups/rolling.ts';
import { secureDataDir } from './data-dir.ts';
import { hostPglite, type PgliteHost } from './embedded/pglite-host.ts';
import { acquireLock } from './lock-file.ts';
import { appliedMigrations, MIGRATIONS_FOLDER, migrationStatus } from './migration-status.ts';
import { nameStatements } from './named-statements.ts';
import { keepPoolAlive, watchAnswers } from './pool-health.ts';
import * as schema from './schema/index.ts';
import { withSetupLock } from './setup-lock.ts';
import type { Database, Db } from './types.ts';

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
      migrationStatus: () => migrationStatus(db),
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
 * The embedded database on its own thread (db/embedded/pglite-host.ts), reached through node-postgres as a server
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
    migrationStatus: () => migrationStatus(db),
    close: () => {
      answers.close();
      return close();
    },
  };
}
