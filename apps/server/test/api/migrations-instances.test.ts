import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { MIGRATIONS_FOLDER } from '../../src/db/migration-status.ts';
import { openDatabase } from '../../src/db/open.ts';
import { SETUP_LOCK_KEY } from '../../src/db/setup-lock.ts';
import type { Database } from '../../src/db/types.ts';
import { setUpFreshDatabase } from '../../src/setup/seed.ts';

// Issue 16: several instances starting at once on a new PostgreSQL database migrate it exactly once and
// set it up once (an advisory lock, db/setup-lock.ts). The embedded database is single-process, so this runs
// in the PostgreSQL pass of CI only.
const template = inject('postgresTemplate');
const INSTANCES = 4;

describe.runIf(Boolean(template))('several instances starting at once on a new database', () => {
  const admin = () => new pg.Client({ connectionString: template.replace(/\/[^/]*$/, '/postgres') });
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  /**
   * A new, empty database (not the migrated template), named like the per-file clones: the global
   * teardown drops it once this file's connections are gone.
   */
  const freshDatabase = async () => {
    const url = new URL(template);
    const name = `${url.pathname.slice(1)}_f${randomBytes(5).toString('hex')}_new`;
    const client = admin();
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    url.pathname = `/${name}`;
    return url.toString();
  };

  it('migrates once and sets up one administrator', async () => {
    const url = await freshDatabase();
    const databases = await Promise.all(
      Array.from({ length: INSTANCES }, () => openDatabase({ databaseUrl: url })),
    );
    opened.push(...databases);

    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const pool = databases[0]!.pool!;
    const { rows } = await pool.query<{ hash: string; n: number }>(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);

    // then each instance runs the fresh-database set-up at once: one creates the admin, the others see it
    const apps = await Promise.all(
      databases.map((database) =>
        buildApp({
          config: loadConfig({
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'aquadesk-mig-')),
            ADMIN_EMAIL: 'admin@aquadesk.test',
            DEMO_DATA: '0',
            JWT_SECRET: 'test-secret-that-is-long-enough',
            LOG_LEVEL: 'silent',
          }),
          database,
          logger: false,
        }),
      ),
    );
    const results = await Promise.all(apps.map(({ ctx }) => setUpFreshDatabase(ctx, async () => [])));
    expect(results.filter((logins) => logins !== null)).toHaveLength(1);
    const users = await pool.query<{ n: number }>('select count(*)::int as n from users');
    expect(users.rows[0]!.n).toBe(1);
    const districts = await pool.query<{ n: number }>('select count(*)::int as n from districts');
    expect(districts.rows[0]!.n).toBe(14);
  }, 120_000);

  it('lets an instance start while another holds the migration lock, once it is released', async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    let done = false;
    const starting = openDatabase({ databaseUrl: url }).then((database) => {
      done = true;
      opened.push(database);
      return database;
    });
    // the starting instance waits for the lock (PostgreSQL shows its request not granted) instead of
    // migrating beside the holder
    let waiting = 0;
    for (let i = 0; i < 50 && waiting === 0 && !done; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
          where locktype = 'advisory' and not granted and objid = $1 and database = (
            select oid from pg_database where datname = current_database())`,
        [SETUP_LOCK_KEY],
      );
      waiting = rows[0]!.n;
    }
    expect(waiting).toBe(1);
    expect(done).toBe(false);
    await holder.end(); // a crashed holder: its session ends and the lock goes with it
    const database = await starting;
    const { rows } = await database.pool!.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  }, 120_000);
});
