import { and, eq, gt, sql } from 'drizzle-orm';
import { districts, loginFailures, resellerDistricts } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

export async function districtsOf(db: Queryable, userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(resellerDistricts)
    .innerJoin(districts, eq(districts.id, resellerDistricts.districtId))
    .where(eq(resellerDistricts.userId, userId))
    .orderBy(districts.name);
}

export async function countRecentFailures(
  db: Queryable,
  email: string,
  ip: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

/**
 * Reserves one password check for (email, address) before it is made: under a transaction lock on that
 * pair (across instances), counts the attempts within the window and records one more only while fewer
 * than `max` are recorded. The row stays as the failure unless the password was right (clearFailures), so
 * at most `max` passwords are ever checked per window, however many requests arrive at once.
 */
export async function reserveLoginAttempt(
  db: Queryable,
  email: string,
  ip: string,
  since: Date,
  max: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}), hashtext(${ip}))`);
    if ((await countRecentFailures(tx, email, ip, since)) >= max) return false;
    await tx.insert(loginFailures).values({ email, ip });
    return true;
  });
}

export async function clearFailures(db: Queryable, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
