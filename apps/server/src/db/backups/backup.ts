import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Header } from 'tar';
import { secureDataDir } from '../data-dir.ts';
import { pgliteExists } from '../embedded/pglite-data.ts';
import { acquireLock } from '../lock-file.ts';
import {
  BACKUP_DATABASE,
  BACKUP_MANIFEST,
  BACKUP_UPLOADS,
  type BackupManifest,
  extractArchive,
  writeBackupArchive,
} from './archive.ts';

/**
 * `npm run backup` and `npm run restore` for the embedded database (docs/operations.md "Backups"). Both
 * take DATA_DIR's lock, so they refuse while a server runs on it; a restore stages everything in a
 * private folder inside DATA_DIR and only then swaps it in (a rename each for pgdata and uploads).
 */
export class BackupError extends Error {}

const stamp = () => new Date().toISOString().replaceAll(':', '-');

async function dumpPgdata(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    await client.exec('CHECKPOINT');
    return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}

function whereTo(dataDir: string, out: string | undefined, prefix: string): string {
  if (out && existsSync(out) && statSync(out).isDirectory()) {
    return path.join(out, `${prefix}-${stamp()}.tar.gz`);
  }
  if (out) return out;
  const dir = path.join(dataDir, 'backups');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `${prefix}-${stamp()}.tar.gz`);
}

async function backupLocked(dataDir: string, out: string | undefined, prefix: string): Promise<string> {
  if (!pgliteExists(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  const file = whereTo(dataDir, out, prefix);
  if (existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  const dump = await dumpPgdata(dataDir);
  return writeBackupArchive(file, dump, path.join(dataDir, BACKUP_UPLOADS));
}

/**
 * Backs up a stopped server's DATA_DIR: the database and the uploads folder in one archive, written to
 * `out` (a file, or a folder to put it in) or DATA_DIR/backups/aquadesk-manual-<time>.tar.gz, which the
 * rolling backups never prune.
 */
export async function backupDataDir(dataDir: string, out?: string): Promise<string> {
  const release = acquireLock(dataDir);
  try {
    return await backupLocked(dataDir, out, 'aquadesk-manual');
  } finally {
    release();
  }
}

/** What the first entry of a gzipped tar is called: our manifest, or PGlite's own dump of older backups. */
async function firstEntryName(file: string): Promise<string> {
  let head: Buffer = Buffer.alloc(0);
  const stream = createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of stream) {
      head = Buffer.concat([head, chunk as Buffer]);
      if (head.length >= 512) break;
    }
  } catch {
    throw new BackupError(`${file} is not a gzipped backup archive.`);
  } finally {
    stream.destroy();
  }
  if (head.length < 512) throw new BackupError(`${file} is not a backup archive.`);
  const header = new Header(head.subarray(0, 512));
  if (!header.cksumValid) throw new BackupError(`${file} is not a backup archive.`);
  return header.path ?? '';
}

export interface RestoreResult {
  manifest: BackupManifest | undefined;
  uploadFiles: number;
  /** Whether the uploads folder was replaced (older database-only backups leave it as it is). */
  uploadsRestored: boolean;
  /** The backup of what the restore replaced, when there was a database to back up. */
  previous: string | undefined;
  migrations: number;
}

/**
 * Replaces DATA_DIR's database and uploads with a backup's. Everything is unpacked and the database
 * opened once in a staging folder first; a damaged archive fails there, leaving DATA_DIR untouched. What
 * is replaced is first backed up to DATA_DIR/backups/aquadesk-before-restore-<time>.tar.gz.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  opts: { keepPrevious?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const first = await firstEntryName(file);
  // rolling backups of older versions are PGlite's dump alone: their entries start at the data folder
  const legacy = first !== BACKUP_MANIFEST;
  if (legacy && !/^\/?PG_VERSION$/.test(first))
    throw new BackupError(`${file} is not an AquaDesk backup (it starts with ${JSON.stringify(first)}).`);

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = acquireLock(dataDir);
  const staging = mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const databaseTar = path.join(staging, BACKUP_DATABASE);
    let manifest: BackupManifest | undefined;
    let uploadFiles = 0;
    if (legacy) {
      await pipeline(createReadStream(file), createGunzip(), createWriteStream(databaseTar, { mode: 0o600 }));
    } else {
      let sawDatabase = false;
      await extractArchive(file, (entry) => {
        if (entry.name === BACKUP_MANIFEST) return path.join(staging, BACKUP_MANIFEST);
        if (entry.name === BACKUP_DATABASE) {
          sawDatabase = true;
          return databaseTar;
        }
        if (entry.name.startsWith(`${BACKUP_UPLOADS}/`)) {
          uploadFiles += 1;
          return path.join(staging, entry.name);
        }
        throw new BackupError(`${file} holds an unexpected entry: ${entry.name}`);
      });
      if (!sawDatabase) throw new BackupError(`${file} holds no database.`);
      manifest = JSON.parse(await readFile(path.join(staging, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
      mkdirSync(path.join(staging, BACKUP_UPLOADS), { recursive: true, mode: 0o700 });
    }

    // the database is unpacked by PGlite itself and opened once: a dump it cannot load stops here
    const client = await PGlite.create({
      dataDir: path.join(staging, 'pgdata'),
      loadDataDir: new Blob([await readFile(databaseTar)]),
      extensions: { pg_trgm },
    });
    let migrations: number;
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      migrations = rows[0]?.n ?? 0;
      await client.exec('CHECKPOINT');
    } finally {
      await client.close();
    }
    await rm(databaseTar, { force: true });

    let previous: string | undefined;
    if (opts.keepPrevious !== false && pgliteExists(dataDir)) {
      try {
        previous = await backupLocked(dataDir, undefined, 'aquadesk-before-restore');
      } catch (error) {
        // a damaged database may be why it is restored: its backup failing does not stop the restore
        console.warn(`Could not back up the database being replaced: ${(error as Error).message}`);
      }
    }

    const names = legacy ? ['pgdata'] : ['pgdata', BACKUP_UPLOADS];
    const swapped: { live: string; old: string | undefined }[] = [];
    try {
      for (const name of names) {
        const live = path.join(dataDir, name);
        const old = existsSync(live)
          ? path.join(staging, `replaced-${name}-${randomBytes(3).toString('hex')}`)
          : undefined;
        if (old) await rename(live, old);
        swapped.push({ live, old });
        await rename(path.join(staging, name), live);
      }
    } catch (error) {
      // put back what was moved away
      for (const { live, old } of swapped.reverse()) {
        if (!old) continue;
        await rm(live, { recursive: true, force: true }).catch(() => undefined);
        await rename(old, live).catch(() => undefined);
      }
      throw error;
    }
    secureDataDir(dataDir);
    return { manifest, uploadFiles, uploadsRestored: !legacy, previous, migrations };
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}
