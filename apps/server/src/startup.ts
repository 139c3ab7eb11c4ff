import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Login } from './platform/demo.ts';

/**
 * What the console shows once the server listens (issue 31 item 4): one block, the last thing a first
 * start prints, with the address, the admin's login and a table of the demo logins by role. The admin
 * password is printed only when it was generated (issue #9), and only this once: a password set through
 * ADMIN_PASSWORD is the operator's and stays out of logs. A later start prints the address alone.
 */
export function startupBanner(opts: {
  brand: string;
  port: number;
  where: string;
  logins: Login[] | null | undefined;
  adminPasswordFromEnv: boolean;
  /** more lines under the address (which payment provider runs) */
  notes?: readonly string[];
}): string {
  const url = `http://localhost:${opts.port}`;
  const head = [`${opts.brand} is running on ${url}`, `Database: ${opts.where}`, ...(opts.notes ?? [])];
  if (!opts.logins) return head.join('\n');
  const [admin, ...demo] = opts.logins;
  const lines = [...head, ''];
  if (admin) {
    lines.push(`Admin login     ${admin.email}`);
    lines.push(
      opts.adminPasswordFromEnv
        ? 'Admin password  the one set in ADMIN_PASSWORD'
        : `Admin password  ${admin.password}   (generated: shown only this once, so keep it now)`,
    );
  }
  if (demo.length > 0) {
    lines.push('', `Demo logins (a demo company was set up; open ${url}/login):`, '');
    const rows = [
      ['Role', 'Email', 'Password', 'First screen'],
      ...demo.map((l) => [l.role, l.email, l.password, l.shows ?? '']),
    ];
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
    const row = (r: string[]) =>
      r
        .map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell))
        .join('  ')
        .trimEnd();
    lines.push(row(rows[0]!), row(widths.map((w) => '-'.repeat(w)).concat('-'.repeat(12))));
    for (const r of rows.slice(1)) lines.push(row(r));
  }
  const rule = '='.repeat(Math.min(100, Math.max(...lines.map((l) => l.length))));
  return ['', rule, ...lines, rule].join('\n');
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
