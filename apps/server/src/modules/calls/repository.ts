import { CALL_LIMITS } from '@aquadesk/shared/calls.ts';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { callPauses, calls, users } from '../../db/schema/index.ts';
import { istMonthText } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';

/**
 * The breakdown calls' tables (issue 43 item 7): `calls` and `call_pauses` are written here only. `users` is
 * joined read-only to name who paused and resumed.
 */

export type CallRow = typeof calls.$inferSelect;
export type NewCall = typeof calls.$inferInsert;

export async function insertCall(tx: Queryable, row: NewCall): Promise<void> {
  await tx.insert(calls).values(row);
}

export async function findCall(db: Queryable, taskId: number): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.taskId, taskId));
  return row;
}

export async function lockCall(tx: Queryable, taskId: number): Promise<CallRow | undefined> {
  const [row] = await tx.select().from(calls).where(eq(calls.taskId, taskId)).for('update');
  return row;
}

const pausedBy = alias(users, 'paused_by_user');
const resumedBy = alias(users, 'resumed_by_user');

export async function pausesOf(db: Queryable, taskId: number) {
  return db
    .select({
      reason: callPauses.reason,
      pausedAt: callPauses.pausedAt,
      pausedBy: pausedBy.name,
      resumedAt: callPauses.resumedAt,
      resumedBy: resumedBy.name,
    })
    .from(callPauses)
    .leftJoin(pausedBy, eq(pausedBy.id, callPauses.pausedBy))
    .leftJoin(resumedBy, eq(resumedBy.id, callPauses.resumedBy))
    .where(eq(callPauses.taskId, taskId))
    .orderBy(asc(callPauses.id))
    .limit(CALL_LIMITS.pauses);
}

/** How many pauses a call has had. */
export async function countPauses(db: Queryable, taskId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(callPauses)
    .where(eq(callPauses.taskId, taskId));
  return row?.n ?? 0;
}

/** The first start: only the first is kept (a reopened task starts again without moving it). */
export async function markResponded(tx: Queryable, taskId: number, at: Date): Promise<void> {
  await tx
    .update(calls)
    .set({ respondedAt: at })
    .where(and(eq(calls.taskId, taskId), isNull(calls.respondedAt)));
}

/** The call resolved at `at`; an open pause ends there (the clock has stopped for good). */
export async function markResolved(tx: Queryable, taskId: number, at: Date, byId: number): Promise<void> {
  const [row] = await tx
    .update(calls)
    .set({ resolvedAt: at, pausedSince: null })
    .where(and(eq(calls.taskId, taskId), isNull(calls.resolvedAt)))
    .returning({ taskId: calls.taskId });
  if (!row) return;
  await tx
    .update(callPauses)
    .set({ resumedAt: at, resumedBy: byId })
    .where(and(eq(callPauses.taskId, taskId), isNull(callPauses.resumedAt)));
}

/** Opens a pause (false when one is open already: the unique index's rule, read first). */
export async function openPause(tx: Queryable, taskId: number, reason: string, byId: number, at: Date) {
  const [row] = await tx
    .update(calls)
    .set({ pausedSince: at })
    .where(and(eq(calls.taskId, taskId), isNull(calls.pausedSince), isNull(calls.resolvedAt)))
    .returning({ taskId: calls.taskId });
  if (!row) return false;
  await tx.insert(callPauses).values({ taskId, reason, pausedBy: byId, pausedAt: at });
  return true;
}

/** Closes the open pause and sets the call's new due times. */
export async function closePause(
  tx: Queryable,
  taskId: number,
  byId: number,
  at: Date,
  dues: { responseDue: Date | null; resolutionDue: Date | null },
): Promise<void> {
  await tx
    .update(calls)
    .set({ pausedSince: null, ...dues })
    .where(eq(calls.taskId, taskId));
  await tx
    .update(callPauses)
    .set({ resumedAt: at, resumedBy: byId })
    .where(and(eq(callPauses.taskId, taskId), isNull(callPauses.resumedAt)));
}

export type BreachKind = 'response' | 'resolution';

/** Where the clock stands: stopped at the pause's start while paused, else now. */
const clockAt = (now: Date) => sql`coalesce(${calls.pausedSince}, ${now.toISOString()}::timestamptz)`;

/** The breach condition of `kind` at `now`: its due passed before it was met (or still unmet). */
function breached(kind: BreachKind, now: Date) {
  return kind === 'response'
    ? sql`${calls.responseDue} < coalesce(${calls.respondedAt}, ${clockAt(now)})`
    : sql`${calls.resolutionDue} < coalesce(${calls.resolvedAt}, ${clockAt(now)})`;
}

const claimColumn = (kind: BreachKind) =>
  kind === 'response' ? calls.responseBreachAt : calls.resolutionBreachAt;

/** Calls with a breach of `kind` not yet claimed, a batch at a time. */
export async function breachCandidates(db: Queryable, kind: BreachKind, now: Date, limit: number) {
  return db
    .select({ taskId: calls.taskId, contractId: calls.contractId })
    .from(calls)
    .where(and(isNotNull(calls.contractId), isNull(claimColumn(kind)), breached(kind, now)))
    .orderBy(asc(calls.taskId))
    .limit(limit);
}

/**
 * The claim of a breach: one conditional UPDATE, so of instances running the job at once exactly one
 * gets the row back (and notifies).
 */
export async function claimBreach(
  tx: Queryable,
  taskId: number,
  kind: BreachKind,
  now: Date,
): Promise<boolean> {
  const column = claimColumn(kind);
  const [row] = await tx
    .update(calls)
    .set(kind === 'response' ? { responseBreachAt: now } : { resolutionBreachAt: now })
    .where(and(eq(calls.taskId, taskId), isNull(column), breached(kind, now)))
    .returning({ taskId: calls.taskId });
  return Boolean(row);
}

/** A contract's resolved calls per IST month, newest first: how many, how many within resolution due. */
export async function slaMonths(db: Queryable, contractId: number) {
  const month = istMonthText(calls.resolvedAt);
  return db
    .select({
      month,
      resolved: sql<number>`count(*)::int`,
      met: sql<number>`count(*) filter (where ${calls.resolvedAt} <= ${calls.resolutionDue})::int`,
    })
    .from(calls)
    .where(and(eq(calls.contractId, contractId), isNotNull(calls.resolvedAt)))
    .groupBy(month)
    .orderBy(desc(month))
    .limit(24);
}

/** A contract's open calls, and those of them already past their resolution due. */
export async function openCalls(db: Queryable, contractId: number, now: Date) {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      breached: sql<number>`count(*) filter (where ${breached('resolution', now)})::int`,
    })
    .from(calls)
    .where(and(eq(calls.contractId, contractId), isNull(calls.resolvedAt)));
  return row ?? { open: 0, breached: 0 };
}
