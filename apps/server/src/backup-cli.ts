// `npm run backup [-- <file or folder>]` and `npm run restore -- <file>` (docs/operations.md "Backups"):
// the embedded database and the uploads folder of DATA_DIR, with the server stopped.
import path from 'node:path';
import { resolveDataDir } from './config.ts';
import { BackupError, backupDataDir, restoreDataDir } from './db/backups/backup.ts';
import { privateUmask } from './db/data-dir.ts';
import { DatabaseLockedError } from './db/lock-file.ts';

const USAGE = 'usage: npm run backup [-- <file or folder>]\n       npm run restore -- <backup file>';

async function main(argv: string[]): Promise<void> {
  privateUmask();
  const [command, target, ...rest] = argv;
  if (process.env.DATABASE_URL?.trim()) {
    throw new BackupError(
      'DATABASE_URL is set: these commands are for the embedded database. On PostgreSQL use scripts/pg-backup.sh and scripts/pg-restore.sh (docs/operations.md).',
    );
  }
  const dataDir = resolveDataDir();
  // paths are relative to where the command was typed (npm runs scripts from the repository's root)
  const given = target ? path.resolve(process.env.INIT_CWD ?? process.cwd(), target) : undefined;
  if (command === 'backup' && rest.length === 0) {
    const started = Date.now();
    const file = await backupDataDir(dataDir, given);
    console.log(`Backed up ${dataDir} to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  if (command === 'restore' && given && rest.length === 0) {
    const r = await restoreDataDir(dataDir, given);
    if (r.previous) console.log(`The data it replaced was backed up to ${r.previous}`);
    console.log(
      `Restored ${given} into ${dataDir}: the database (${r.migrations} migrations applied)` +
        (r.uploadsRestored
          ? ` and ${r.uploadFiles} uploaded files.`
          : '. This older backup holds no uploads: the uploads folder was left as it was.'),
    );
    console.log('Start the server: newer migrations, if any, run at its start.');
    return;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof DatabaseLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
