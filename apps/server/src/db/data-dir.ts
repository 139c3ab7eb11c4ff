import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** What AquaDesk keeps in DATA_DIR; only these are walked (DATA_DIR may be a folder with other things). */
export const DATA_DIR_ENTRIES = [
  'pgdata',
  'pgsocket',
  'backups',
  'outbox',
  'uploads',
  'legal',
  'aquadesk.lock',
  'jwt-secret',
  'razorpay-key-secret',
  'razorpay-webhook-secret',
];

/**
 * The data folder holds the database, backups (full dumps with hashes and personal data), outbox mails
 * with live reset links, uploads and secrets: only the server's user may read it (issue #9). New files
 * are private through the umask; this also fixes the modes of what an older version left: folders
 * 0700, files 0600. Symbolic links are left alone.
 */
export function secureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== 0o700) chmodSync(p, 0o700);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if ((st.mode & 0o777) !== 0o600) {
      chmodSync(p, 0o600);
    }
  };
  chmodSync(dir, 0o700);
  for (const name of DATA_DIR_ENTRIES) {
    try {
      walk(path.join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Files and folders the process creates from now on are private to its user. */
export function privateUmask(): void {
  process.umask(0o077);
}
