import { and, eq, lt, sql } from 'drizzle-orm';
import { abuseEvents, rateLimitWindows } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

/**
 * The only SQL of the limits that hold across instances (docs/decisions/0010-limits-across-instances.md).
 * Every time is the database's clock, so instances whose clocks differ still count one window.
 */

/** `ms` milliseconds as an SQL interval. */
const millis = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/**
 * Counts one request of `key` in its window, atomically on every instance: one upsert that starts a new
 * window (one hit, ending `windowMs` from now) when there is none or the last one has ended, and otherwise
 * adds one to it. Answers the hits of the window so far and the milliseconds until it ends.
 */
export async function hitWindow(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> {
  const result = (await db.execute(sql`
    insert into ${rateLimitWindows} as w (key, hits, expires_at)
    values (${key}, 1, now() + ${millis(windowMs)})
    on conflict (key) do update set
      hits = case when w.expires_at <= now() then 1 else least(w.hits, 2147483646) + 1 end,
      expires_at = case when w.expires_at <= now() then excluded.expires_at else w.expires_at end
    returning hits, greatest(0, extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms
  `)) as unknown as { rows: { hits: number; ttl_ms: number | string }[] };
  const row = result.rows[0]!;
  return { hits: Number(row.hits), ttlMs: Math.ceil(Number(row.ttl_ms)) };
}

/** Removes the windows that ended over a minute ago (their keys start afresh anyway). */
export async function pruneWindows(db: Queryable): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, sql`now() - interval '1 minute'`));
}

/** One limit an action counts against: at most `max` actions of (`kind`, `key`) in any window. */
export interface ActionLimit {
  kind: string;
  key: string;
  max: number;
  /** How many actions this one is (a mail to three addresses is three); 1 by default, never above `max`. */
  cost?: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAt: Date };

/**
 * Takes one action against several limits at once, atomically and across instances: under a transaction
 * lock per (kind, key), counts each key's actions within the window (sliding: the last `windowMs`) and
 * records the action's cost for every key only when all stay within their maximum. When one would not, it
 * records nothing and answers when enough of that key's actions will have left the window.
 */
export async function reserveActions(
  db: Queryable,
  limits: readonly ActionLimit[],
  windowMs: number,
): Promise<Reservation> {
  const ordered = [...limits].sort((a, b) => `${a.kind}:${a.key}`.localeCompare(`${b.kind}:${b.key}`));
  for (const { cost = 1, max } of ordered) {
    if (!Number.isInteger(cost) || cost < 1 || cost > max)
      throw new Error(`cost ${cost} is not within 1..${max}`);
  }
  const since = sql`now() - ${millis(windowMs)}`;
  return db.transaction(async (tx) => {
    for (const { kind, key } of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`abuse:${kind}:${key}`}))`);
    }
    for (const { kind, key, max, cost = 1 } of ordered) {
      const ofKey = and(eq(abuseEvents.kind, kind), eq(abuseEvents.key, key));
      // old rows of this key go as it is used again
      await tx.delete(abuseEvents).where(and(ofKey, lt(abuseEvents.at, since)));
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(abuseEvents)
        .where(and(ofKey, sql`${abuseEvents.at} >= ${since}`));
      const taken = Number(row?.n ?? 0);
      if (taken + cost > max) {
        // the window frees one action as each of its oldest leaves it: enough once the
        // (taken + cost - max)-th oldest has
        const [oldest] = await tx
          .select({
            ms: sql<number>`(extract(epoch from (${abuseEvents.at} + ${millis(windowMs)})) * 1000)::float8`,
          })
          .from(abuseEvents)
          .where(and(ofKey, sql`${abuseEvents.at} >= ${since}`))
          .orderBy(abuseEvents.at, abuseEvents.id)
          .offset(taken + cost - max - 1)
          .limit(1);
        return { allowed: false, retryAt: new Date(Math.ceil(Number(oldest?.ms ?? Date.now() + windowMs))) };
      }
    }
    await tx
      .insert(abuseEvents)
      .values(
        ordered.flatMap(({ kind, key, cost = 1 }) => Array.from({ length: cost }, () => ({ kind, key }))),
      );
    return { allowed: true };
  });
}
