import type { LeaveRecord, LeaveSummaryRow } from '@aquadesk/shared/leave.ts';
import { and, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { leaves, users } from '../../db/schema/index.ts';
import { isoTime, isoTimeOrNull } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, matchesSearchText, type Page, pageWithCount } from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';

export type LeaveRow = typeof leaves.$inferSelect;

const decider = alias(users, 'decider');

/** The columns of `leaves` a row shows: read from the table, or carried by a page of it taken first (`page`). */
const LEAVE_SOURCE = {
  id: leaves.id,
  userId: leaves.userId,
  leaveDate: leaves.leaveDate,
  leaveType: leaves.leaveType,
  halfDay: leaves.halfDay,
  isPaid: leaves.isPaid,
  reason: leaves.reason,
  status: leaves.status,
  decidedBy: leaves.decidedBy,
  decidedAt: leaves.decidedAt,
  createdAt: leaves.createdAt,
};

function leaveColumnsOf<S extends Record<keyof typeof LEAVE_SOURCE, AnyPgColumn>>(s: S) {
  return {
    id: s.id,
    user_id: s.userId,
    name: users.name,
    email: users.email,
    leave_date: s.leaveDate,
    leave_type: s.leaveType,
    half_day: s.halfDay,
    is_paid: sql<0 | 1>`case when ${s.isPaid} then 1 else 0 end`.mapWith(Number),
    reason: s.reason,
    status: s.status,
    decided_by: decider.name,
    decided_at: isoTimeOrNull(s.decidedAt),
    created_at: isoTime(s.createdAt),
  };
}

function select(db: Queryable) {
  return db
    .select(leaveColumnsOf(LEAVE_SOURCE))
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.userId))
    .leftJoin(decider, eq(decider.id, leaves.decidedBy));
}

/** Newest date first, then id (indexes leaves_list_idx, leaves_user_list_idx). */
const LEAVE_ORDER: SortKey[] = [
  { expr: sql`${leaves.leaveDate}`, dir: 'desc' },
  { expr: leaves.id, dir: 'desc' },
];

export interface LeaveListFilters {
  limit?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
  status?: string | undefined;
  leave_type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A page of leaves (one user's when `userId` is given), with the count of all that match (issue 10). */
export async function page(db: Queryable, q: LeaveListFilters, userId?: number): Promise<Page<LeaveRecord>> {
  const where = and(
    userId ? eq(leaves.userId, userId) : undefined,
    q.status === 'DECIDED'
      ? ne(leaves.status, 'PENDING')
      : q.status
        ? eq(leaves.status, q.status)
        : undefined,
    q.leave_type ? eq(leaves.leaveType, q.leave_type) : undefined,
    q.from ? gte(leaves.leaveDate, q.from) : undefined,
    q.to ? lte(leaves.leaveDate, q.to) : undefined,
    // the person's name, e-mail or phone (their stored search column), as an id set: the count needs no
    // join. An array, not `in (select ...)`: it is then a condition of the (user, date) index, so a search
    // reads the leaves of the few people it finds instead of every leave (bench/README.md section 2).
    // Clients never take leave (`leave.apply` is for staff), so they are left out of the set.
    q.search
      ? sql`${leaves.userId} = any(array(select ${users.id} from ${users} where ${matchesSearchText(q.search, users.searchText)} and ${users.userType} <> 'client'))`
      : undefined,
  );
  return pageWithCount(
    LEAVE_ORDER,
    q,
    // the page is taken from `leaves` alone, then only its rows are joined to their people: joined first,
    // a search sorted every match's joined row (bench/README.md §2, "Named statements, and the page
    // before the join")
    async (after, orderBy, take) => {
      const picked = db
        .select(LEAVE_SOURCE)
        .from(leaves)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take)
        .as('picked');
      return (await db
        .select(leaveColumnsOf(picked))
        .from(picked)
        .innerJoin(users, eq(users.id, picked.userId))
        .leftJoin(decider, eq(decider.id, picked.decidedBy))
        .orderBy(desc(picked.leaveDate), desc(picked.id))) as LeaveRecord[];
    },
    () => db.select(COUNT).from(leaves).where(where),
    (r) => [r.leave_date, r.id],
  );
}

export async function findRecord(db: Queryable, id: number): Promise<LeaveRecord | undefined> {
  const [row] = await select(db).where(eq(leaves.id, id));
  return row as LeaveRecord | undefined;
}

export async function findForUpdate(db: Queryable, id: number): Promise<LeaveRow | undefined> {
  const [row] = await db.select().from(leaves).where(eq(leaves.id, id)).for('update');
  return row;
}

/**
 * Holds the person's leaves until the transaction ends, so that two requests for the same days (two
 * tabs, a range and a day) check and insert one after the other, and the refused one hears which day
 * clashed. The database still refuses an overlap on its own (migration 0005, leaves_no_overlap); taken
 * before any of that trigger's per-day locks, this lock keeps every caller's order the same.
 */
export async function lockPersonLeaves(db: Queryable, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`leaves:${userId}`}))`);
}

/** A live (not rejected) leave of the user on that date whose duration overlaps `halfDay`. */
export async function overlapping(
  db: Queryable,
  userId: number,
  date: string,
  halfDay: number,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: leaves.id })
    .from(leaves)
    .where(
      and(
        eq(leaves.userId, userId),
        eq(leaves.leaveDate, date),
        ne(leaves.status, 'REJECT'),
        exceptId ? ne(leaves.id, exceptId) : undefined,
        halfDay === 0 ? undefined : sql`${leaves.halfDay} in (0, ${halfDay})`,
      ),
    );
  return Boolean(row);
}

export async function insert(db: Queryable, values: typeof leaves.$inferInsert): Promise<number> {
  const [row] = await db.insert(leaves).values(values).returning({ id: leaves.id });
  return row!.id;
}

export async function update(db: Queryable, id: number, values: Partial<typeof leaves.$inferInsert>) {
  await db
    .update(leaves)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(leaves.id, id));
}

/** Approved days per person and type between two dates (a half day counts half). */
export async function summary(
  db: Queryable,
  from: string,
  to: string,
  userId?: number,
): Promise<LeaveSummaryRow[]> {
  const rows = await db
    .select({
      user_id: leaves.userId,
      name: users.name,
      leave_type: leaves.leaveType,
      days: sql<number>`sum(case when ${leaves.halfDay} = 0 then 1 else 0.5 end)`.mapWith(Number),
    })
    .from(leaves)
    .innerJoin(users, eq(users.id, leaves.userId))
    .where(
      and(
        eq(leaves.status, 'APPROVE'),
        gte(leaves.leaveDate, from),
        lt(leaves.leaveDate, to),
        userId ? eq(leaves.userId, userId) : undefined,
      ),
    )
    .groupBy(leaves.userId, users.name, leaves.leaveType)
    .orderBy(sql`lower(${users.name})`, leaves.leaveType);
  return rows as LeaveSummaryRow[];
}
