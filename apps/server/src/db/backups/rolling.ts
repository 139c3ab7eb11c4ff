/**
 * Rolling backups of the embedded database (docs/operations.md "Backups").
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PgliteHost } from '../embedded/pglite-host.ts';
import { writeBackupArchive } from './archive.ts';

/** A rolling backup's file name; `npm run backup` names its own differently, so they are never pruned. */
export const ROLLING_BACKUP = /^aquadesk-\d{4}-\d{2}-\d{2}T[\dTZ.-]+\.tar\.gz$/;

/**
 * Rolling backups of the embedded database (docs/operations.md "Backups"): the database's dump and the
 * uploads folder in one archive, the newest `keep` kept.
 */
export async function backupPglite(
  host: PgliteHost,
  dir: string,
  keep = 7,
  uploadsDir?: string,
): Promise<string> {
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
