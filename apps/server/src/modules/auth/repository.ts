import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { districts, loginFailures, passwordResetTokens, resellerDistricts } from '../../db/schema/index.ts';

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

export async function recordFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
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
