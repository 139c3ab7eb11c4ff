/**
 * The migrations (one set for both databases, in db/migrations) and how many a database has applied.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './types.ts';

/** Next to this file in the sources; next to main.js in the build (build.mjs copies it). */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

let journalCount: number | undefined;

/** How many migrations the database has applied (0 before the first, when drizzle's table is missing). */
export async function appliedMigrations(db: Db): Promise<number> {
  try {
    return (await migrationStatus(db)).applied;
  } catch {
    return 0;
  }
}

/** How many migrations this build ships (meta/_journal.json) and how many the database has applied. */
export async function migrationStatus(db: Db): Promise<{ expected: number; applied: number }> {
  journalCount ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  const result = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return { expected: journalCount, applied: result.rows[0]?.n ?? 0 };
}
