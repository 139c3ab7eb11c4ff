import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Login } from './platform/demo.ts';

/**
 * What the console shows once the server listens. The admin password is printed only when it was
 * generated (issue #9): a password set through ADMIN_PASSWORD is the operator's and stays out of logs.
 */
export function startupBanner(opts: {
  brand: string;
  port: number;
  where: string;
  logins: Login[] | null | undefined;
  adminPasswordFromEnv: boolean;
}): string {
  const lines = [`${opts.brand} is running on http://localhost:${opts.port} (${opts.where})`];
  if (opts.logins) {
    lines.push('', 'A fresh database was set up. Sign in with:');
    for (const l of opts.logins) {
      const password =
        l.role === 'admin' && opts.adminPasswordFromEnv ? '(the password set in ADMIN_PASSWORD)' : l.password;
      lines.push(`  ${l.role.padEnd(20)} ${l.email.padEnd(38)} ${password}`);
    }
    if (!opts.adminPasswordFromEnv)
      lines.push('', 'The admin password above was generated and is shown only this once.');
  }
  return lines.join('\n');
}

/**
 * Wraps a backup so that two never run at once (issue #9): a call while one runs gets that run's
 * promise instead of starting another.
 */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** A start's backup waits this long, so the first requests after a restart are served at once (issue #9). */
export const START_BACKUP_DELAY_MS = 60_000;
/** A restart within this long of the last backup adds none (a crash loop does not churn the seven kept). */
export const START_BACKUP_MIN_AGE_MS = 60 * 60 * 1000;

/** Milliseconds since the newest rolling backup in `dir` was written; Infinity when there is none. */
export function newestBackupAge(dir: string, now = Date.now()): number {
  let newest = 0;
  try {
    for (const name of readdirSync(dir)) {
      if (!/^aquadesk-.*\.tar\.gz$/.test(name)) continue;
      newest = Math.max(newest, statSync(path.join(dir, name)).mtimeMs);
    }
  } catch {
    return Number.POSITIVE_INFINITY; // no folder yet
  }
  return newest === 0 ? Number.POSITIVE_INFINITY : now - newest;
}
