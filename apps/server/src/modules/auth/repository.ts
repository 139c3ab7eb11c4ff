import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  abuseEvents,
  districts,
  loginFailures,
  passwordResetTokens,
  resellerDistricts,
} from '../../db/schema/index.ts';

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

export async function insertResetToken(
  db: Queryable,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks a live reset token used and returns its user, or undefined when it is unknown, used or expired. */
export async function consumeResetToken(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Every reset link of a user that could still be used stops working (their password changed). */
export async function voidResetTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export interface AbuseLimit {
  kind: string;
  key: string;
  max: number;
}

/**
 * Takes one action against several limits at once, atomically and across instances: under a transaction
 * lock per (kind, key), counts each key's actions within the window and records one more for every key
 * only when all are below their maximum. Returns false (recording nothing) when any limit is reached.
 */
export async function reserveActions(
  db: Queryable,
  limits: readonly AbuseLimit[],
  windowMs: number,
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  const ordered = [...limits].sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`));
  return db.transaction(async (tx) => {
    for (const { kind, key } of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`abuse:${kind}:${key}`}))`);
    }
    for (const { kind, key, max } of ordered) {
      // old rows of this key go as it is used again
      await tx
        .delete(abuseEvents)
        .where(and(eq(abuseEvents.kind, kind), eq(abuseEvents.key, key), lt(abuseEvents.at, since)));
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(abuseEvents)
        .where(and(eq(abuseEvents.kind, kind), eq(abuseEvents.key, key), gt(abuseEvents.at, since)));
      if ((row?.n ?? 0) >= max) return false;
    }
    await tx.insert(abuseEvents).values(ordered.map(({ kind, key }) => ({ kind, key })));
    return true;
  });
}
