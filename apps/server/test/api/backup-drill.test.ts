import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { backupDataDir, restoreDataDir } from '../../src/db/backups/backup.ts';
import { DatabaseLockedError } from '../../src/db/lock-file.ts';
import { openDatabase } from '../../src/db/open.ts';
import type { Db } from '../../src/db/types.ts';
import { setUpFreshDatabase } from '../../src/setup/seed.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, TEST_COMPANY_GSTIN } from '../helpers.ts';
import { fillSampleData, snapshotFiles, snapshotTables, type TableSnapshot } from '../ops.ts';
import { migratedDataDir } from '../server-process.ts';
import { type TarEntry, tarOf } from '../support/hostile-tar.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const onPostgres = Boolean(inject('postgresTemplate'));
const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
/** A data folder holding a copy of the migrated embedded database, as every start after the first finds it. */
const migratedTemp = async () => {
  const dir = await migratedDataDir();
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** The server as `npm start` runs it on the embedded database in `dataDir`. */
async function startOn(dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_DATA: '0',
    // the sample data pays an invoice through the sandbox checkout
    PAYMENT_PROVIDER: 'sandbox',
    JWT_SECRET: 'test-secret-that-is-long-enough',
    COMPANY_GSTIN: TEST_COMPANY_GSTIN,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ dataDir });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await setUpFreshDatabase(ctx, async () => []);
  await app.ready();
  return {
    app,
    ctx,
    database,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function state(dataDir: string) {
  const s = await startOn(dataDir);
  try {
    return {
      tables: await snapshotTables(s.ctx.db),
      files: await snapshotFiles(path.join(dataDir, 'uploads')),
    };
  } finally {
    await s.stop();
  }
}

describe.skipIf(onPostgres)('backup drill: embedded database (npm run backup / npm run restore)', () => {
  it('restores a backup written by the earlier hand-written writer: every table row and the upload come back', async () => {
    // test/fixtures/README.md: written on 2026-12-03 by `npm run backup` before node-tar replaced the writer
    const fixture = fileURLToPath(new URL('../fixtures/backup-2026-12-03.tar.gz', import.meta.url));
    const expected = JSON.parse(
      readFileSync(new URL('../fixtures/backup-2026-12-03.expected.json', import.meta.url), 'utf8'),
    ) as { tables: TableSnapshot; files: Record<string, string> };
    const dataDir = temp('aquadesk-fixture-');
    const restored = await restoreDataDir(dataDir, fixture);
    expect(restored).toMatchObject({ uploadsRestored: true, uploadFiles: 1, migrations: 33 });
    expect(await snapshotFiles(path.join(dataDir, 'uploads'))).toEqual(expected.files);
    // read as restored, before a start would apply newer migrations
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
    try {
      const tables = await snapshotTables(drizzle({ client }) as unknown as Db);
      expect(tables).toEqual(expected.tables);
      for (const table of ['public.users', 'public.products', 'public.invoices', 'public.payments'])
        expect(tables[table]?.rows, table).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  }, 120_000);

  it('refuses a hostile archive (an entry climbing out, a link) and writes nothing outside', async () => {
    const dataDir = temp('aquadesk-hostile-');
    const manifest = JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database: 'pglite' });
    const gz = (entries: TarEntry[]) => {
      const file = path.join(temp('aquadesk-hostile-file-'), 'hostile.tar.gz');
      writeFileSync(file, tarOf(entries));
      return file;
    };
    const climbing = gz([
      { path: 'aquadesk-backup.json', type: 'File', data: manifest },
      { path: 'uploads/../../escaped', type: 'File', data: 'x' },
    ]);
    await expect(restoreDataDir(dataDir, climbing)).rejects.toThrow(/refused entry name/);
    const link = gz([
      { path: 'aquadesk-backup.json', type: 'File', data: manifest },
      { path: 'uploads/product', type: 'SymbolicLink', linkpath: dataDir },
      { path: 'uploads/product/escaped', type: 'File', data: 'x' },
    ]);
    await expect(restoreDataDir(dataDir, link)).rejects.toThrow(/not a regular file/);
    // the staging folder is gone and nothing was written beside it (`uploads/../../escaped` from the
    // staging folder is DATA_DIR/escaped)
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('fills data, backs up (rolling and manual), wipes, restores each: every table and upload comes back', async () => {
    const dataDir = await migratedTemp();
    const s = await startOn(dataDir);
    const login = await s.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const admin = { authorization: `Bearer ${login.json().user.token as string}` };
    await fillSampleData(s.app, s.ctx.db, admin);
    const before = {
      tables: await snapshotTables(s.ctx.db),
      files: await snapshotFiles(path.join(dataDir, 'uploads')),
    };
    // the running server's rolling backup
    const rolling = await s.database.backup!(path.join(dataDir, 'backups'));
    await s.stop();
    expect(Object.keys(before.files).filter((f) => f.startsWith('product/'))).toHaveLength(1);
    for (const table of [
      'public.users',
      'public.notes',
      'public.products',
      'public.invoices',
      'public.payments',
    ])
      expect(before.tables[table]?.rows, table).toBeGreaterThan(0);

    // npm run backup, with the server stopped
    const manual = await backupDataDir(dataDir);
    expect(path.basename(manual)).toMatch(/^aquadesk-manual-.*\.tar\.gz$/);
    expect(statSync(manual).mode & 0o777).toBe(0o600);

    for (const file of [manual, rolling]) {
      // wipe: the database and the uploads are gone
      rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
      rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
      const restored = await restoreDataDir(dataDir, file);
      expect(restored.uploadsRestored).toBe(true);
      expect(restored.uploadFiles).toBe(Object.keys(before.files).length);
      expect(restored.previous).toBeUndefined(); // nothing was there to replace
      expect(readdirSync(dataDir).filter((f) => f.startsWith('.restore-'))).toEqual([]);
      for (const p of ['pgdata', 'uploads', 'uploads/product'])
        expect(statSync(path.join(dataDir, p)).mode & 0o777, p).toBe(0o700);
      const after = await state(dataDir);
      expect(after.files).toEqual(before.files);
      expect(after.tables).toEqual(before.tables);
    }

    // restoring over live data backs the replaced data up first, and replaces the uploads (not merges)
    writeFileSync(path.join(dataDir, 'uploads', 'product', 'stray.png'), 'x');
    const over = await restoreDataDir(dataDir, manual);
    expect(over.previous && existsSync(over.previous)).toBe(true);
    expect((await state(dataDir)).files).toEqual(before.files);
  }, 180_000);

  it('refuses while a live process holds the lock; a damaged archive leaves the data as it was', async () => {
    const dataDir = await migratedTemp();
    const s = await startOn(dataDir);
    const before = await snapshotTables(s.ctx.db);
    await s.stop();
    const file = await backupDataDir(dataDir);

    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'aquadesk.lock'), String(holder.pid));
      await expect(restoreDataDir(dataDir, file)).rejects.toThrow(DatabaseLockedError);
      await expect(backupDataDir(dataDir)).rejects.toThrow(/in use by another AquaDesk process/);
      // the command says so in words, and fails
      const cli = await run('npm', ['run', 'restore', '--', file], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: ROOT, DATABASE_URL: '' },
      }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(cli?.code).toBe(1);
      expect(cli?.stderr).toContain(`is in use by another AquaDesk process (pid ${holder.pid})`);
    } finally {
      holder.kill();
      rmSync(path.join(dataDir, 'aquadesk.lock'), { force: true });
    }

    const damaged = path.join(temp('aquadesk-bad-'), 'cut.tar.gz');
    const bytes = readFileSync(file);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreDataDir(dataDir, damaged)).rejects.toThrow();
    writeFileSync(damaged, 'not a backup');
    await expect(restoreDataDir(dataDir, damaged)).rejects.toThrow(/not a gzipped backup/);
    expect(readdirSync(dataDir).filter((f) => f.startsWith('.restore-'))).toEqual([]);
    expect((await state(dataDir)).tables).toEqual(before);
  }, 120_000);
});

describe.skipIf(!onPostgres)(
  'backup drill: PostgreSQL (scripts/pg-backup.sh / scripts/pg-restore.sh)',
  () => {
    it('fills data, pg_dump -Fc with the uploads, restores into a new database: every table and upload matches', async () => {
      // the sample data pays an invoice through the sandbox checkout
      const t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
      const admin = await t.adminHeaders();
      let restoredDb: string | undefined;
      const url = new URL(t.ctx.database.url!);
      try {
        await fillSampleData(t.app, t.ctx.db, admin);
        const before = {
          tables: await snapshotTables(t.ctx.db),
          files: await snapshotFiles(path.join(t.dataDir, 'uploads')),
        };
        expect(Object.keys(before.files).length).toBeGreaterThan(0);

        const file = path.join(temp('aquadesk-pgdrill-'), 'backup.tar.gz');
        await run('bash', [path.join(ROOT, 'scripts/pg-backup.sh'), file], {
          env: { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: t.dataDir },
        });
        expect(statSync(file).mode & 0o777).toBe(0o600);

        // a new database and a new data folder, as on a replacement machine
        restoredDb = `${url.pathname.slice(1)}_restored`;
        const admin2 = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
        await admin2.connect();
        await admin2.query(`create database "${restoredDb}"`);
        await admin2.end();
        const target = new URL(url);
        target.pathname = `/${restoredDb}`;
        const dataDir = temp('aquadesk-pgdrill-data-');
        await run('bash', [path.join(ROOT, 'scripts/pg-restore.sh'), file], {
          env: { ...process.env, DATABASE_URL: target.toString(), DATA_DIR: dataDir },
        });

        const database = await openDatabase({ databaseUrl: target.toString() });
        try {
          expect(await snapshotTables(database.db)).toEqual(before.tables);
        } finally {
          await database.close();
        }
        expect(await snapshotFiles(path.join(dataDir, 'uploads'))).toEqual(before.files);
        expect(statSync(path.join(dataDir, 'uploads')).mode & 0o777).toBe(0o700);
      } finally {
        await t.close();
        if (restoredDb) {
          const c = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
          await c.connect();
          await c.query(`drop database if exists "${restoredDb}" with (force)`);
          await c.end();
        }
      }
    }, 180_000);
  },
);
