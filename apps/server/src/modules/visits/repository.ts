import type { VisitRow, VisitState } from '@aquadesk/shared/visits.ts';
import { and, asc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contractSites, contracts, sites, tasks, users, contractVisits as v } from '../../db/schema/index.ts';
import { TODAY_IST } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, type PageQuery, pageWithCount } from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';

/**
 * The visit schedule's table (issue 43 item 3): `contract_visits` is written here only. Read-only, as the
 * contracts' repository does: `contracts` and `contract_sites` for the period, number and sites of the
 * contract, `sites` and `users` to name the site, client and technician, and `tasks` for the state a visit's
 * task gives it (due, done). Nothing here writes those tables.
 */

export type VisitRecord = typeof v.$inferSelect;

const client = alias(users, 'client');
const technician = alias(users, 'technician');

/** How many visits the contract has at the site (its count: cancelled ones included, as moves keep it). */
const ofCount = sql<number>`(select count(*)::int from ${v} v2 where v2.contract_id = ${v.contractId} and v2.site_id = ${v.siteId})`;

/**
 * The state (docs/api.md "Visits"): cancelled as stored; done when its task is FINISHED; missed when its day
 * has passed in India; due when its task is made; else planned.
 */
const stateOf = sql<VisitState>`case
  when ${v.status} = 'cancelled' then 'cancelled'
  when ${tasks.status} = 'FINISHED' then 'done'
  when ${v.plannedOn} < ${TODAY_IST} then 'missed'
  when ${v.taskId} is not null then 'due'
  else 'planned' end`;

const ROW_COLUMNS = {
  id: v.id,
  contract_id: v.contractId,
  contract_number: sql<string>`coalesce(${contracts.number}, '')`,
  client_id: contracts.clientId,
  client_name: sql<string>`coalesce(${client.organization}, ${client.name})`,
  site_id: v.siteId,
  site_name: sites.siteName,
  seq: v.seq,
  of: ofCount,
  planned_on: v.plannedOn,
  moved_from: v.movedFrom,
  technician_id: v.technicianId,
  technician_name: technician.name,
  state: stateOf,
  task_id: v.taskId,
  done_on: sql<string | null>`case when ${tasks.status} = 'FINISHED' then ${tasks.lastFinishDay}::text end`,
};

function selectRows(db: Queryable) {
  return db
    .select(ROW_COLUMNS)
    .from(v)
    .innerJoin(contracts, eq(contracts.id, v.contractId))
    .innerJoin(client, eq(client.id, contracts.clientId))
    .innerJoin(sites, eq(sites.id, v.siteId))
    .leftJoin(technician, eq(technician.id, v.technicianId))
    .leftJoin(tasks, eq(tasks.id, v.taskId));
}

/** The visits planned from `from` to `to` (both included), all or one technician's, by day. */
export async function visitsInRange(
  db: Queryable,
  range: { from: string; to: string; technicianId?: number | undefined },
): Promise<VisitRow[]> {
  const rows = await selectRows(db)
    .where(
      and(
        gte(v.plannedOn, range.from),
        lte(v.plannedOn, range.to),
        range.technicianId === undefined ? undefined : eq(v.technicianId, range.technicianId),
      ),
    )
    .orderBy(asc(v.plannedOn), asc(v.id));
  return rows;
}

/** A contract's visits in the order of their days. */
const CONTRACT_ORDER: SortKey[] = [
  { expr: v.plannedOn, dir: 'asc' },
  { expr: v.id, dir: 'asc' },
];

/** A page of a contract's visits (all, or one technician's), by day, and how many there are. */
export async function contractVisitsPage(
  db: Queryable,
  contractId: number,
  technicianId: number | undefined,
  query: PageQuery,
) {
  const where = and(
    eq(v.contractId, contractId),
    technicianId === undefined ? undefined : eq(v.technicianId, technicianId),
  );
  return pageWithCount(
    CONTRACT_ORDER,
    query,
    (after, orderBy, take) =>
      selectRows(db)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(v).where(where),
    (r) => [r.planned_on, r.id],
  );
}

export async function visitRow(db: Queryable, id: number): Promise<VisitRow | undefined> {
  const [row] = await selectRows(db).where(eq(v.id, id));
  return row;
}

export async function visitRows(db: Queryable, ids: readonly number[]): Promise<VisitRow[]> {
  if (ids.length === 0) return [];
  return selectRows(db)
    .where(inArray(v.id, [...ids]))
    .orderBy(asc(v.id));
}

/** The sites a contract covers, in order. */
export async function contractSiteIds(db: Queryable, contractId: number): Promise<number[]> {
  const rows = await db
    .select({ siteId: contractSites.siteId })
    .from(contractSites)
    .where(eq(contractSites.contractId, contractId))
    .orderBy(asc(contractSites.siteId));
  return rows.map((r) => r.siteId);
}

export async function insertVisits(tx: Queryable, rows: (typeof v.$inferInsert)[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const made = await tx.insert(v).values(rows).returning({ id: v.id });
  return made.map((r) => r.id);
}

/** Cancels a contract's planned visits that have no task yet; the ids cancelled. */
export async function cancelUntasked(tx: Queryable, contractId: number): Promise<number[]> {
  const rows = await tx
    .update(v)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(v.contractId, contractId), eq(v.status, 'planned'), isNull(v.taskId)))
    .returning({ id: v.id });
  return rows.map((r) => r.id);
}

/** A visit with what a move or a reassignment checks, under its row lock. */
export async function lockVisit(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: v.id,
      status: v.status,
      plannedOn: v.plannedOn,
      technicianId: v.technicianId,
      taskId: v.taskId,
      startsOn: contracts.startsOn,
      endsOn: contracts.endsOn,
      taskStatus: tasks.status,
    })
    .from(v)
    .innerJoin(contracts, eq(contracts.id, v.contractId))
    .leftJoin(tasks, eq(tasks.id, v.taskId))
    .where(eq(v.id, id))
    .for('update', { of: v });
  return row;
}

export async function updateVisit(
  tx: Queryable,
  id: number,
  set: Partial<Pick<VisitRecord, 'plannedOn' | 'movedFrom' | 'technicianId'>>,
): Promise<void> {
  await tx
    .update(v)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(v.id, id));
}

/** A visit the job may make a task of: what the task names. */
export interface DueVisit {
  id: number;
  contractId: number;
  contractNumber: string;
  siteId: number;
  siteName: string;
  clientId: number;
  clientName: string;
  seq: number;
  of: number;
  plannedOn: string;
  technicianId: number | null;
  adviserId: number;
  adviserName: string;
}

const adviser = alias(users, 'adviser');

/**
 * Visits whose task is due by `today` (planned on or before today + lead days), still planned and without a
 * task, of an active contract, and not before the contract was activated (a backdated contract's past
 * visits are not sent as overdue tasks: docs/requirements/007-visits.md §3). Oldest first, at most `limit`.
 */
export async function dueVisits(
  db: Queryable,
  today: string,
  leadDays: number,
  limit: number,
): Promise<DueVisit[]> {
  const until = sql`(${today}::date + ${leadDays}::int)`;
  const activatedOn: SQL = sql`(${contracts.activatedAt} at time zone 'Asia/Kolkata')::date`;
  return db
    .select({
      id: v.id,
      contractId: v.contractId,
      contractNumber: sql<string>`coalesce(${contracts.number}, '')`,
      siteId: v.siteId,
      siteName: sites.siteName,
      clientId: contracts.clientId,
      clientName: sql<string>`coalesce(${client.organization}, ${client.name})`,
      seq: v.seq,
      of: ofCount,
      plannedOn: v.plannedOn,
      technicianId: v.technicianId,
      adviserId: contracts.createdBy,
      adviserName: adviser.name,
    })
    .from(v)
    .innerJoin(contracts, eq(contracts.id, v.contractId))
    .innerJoin(client, eq(client.id, contracts.clientId))
    .innerJoin(adviser, eq(adviser.id, contracts.createdBy))
    .innerJoin(sites, eq(sites.id, v.siteId))
    .where(
      and(
        isNull(v.taskId),
        eq(v.status, 'planned'),
        eq(contracts.status, 'active'),
        sql`${v.plannedOn} <= ${until}`,
        sql`${v.plannedOn} >= ${activatedOn}`,
      ),
    )
    .orderBy(asc(v.plannedOn), asc(v.id))
    .limit(limit);
}

/**
 * Claims a visit for its task, first in the transaction that makes it: one conditional UPDATE … WHERE
 * task_id IS NULL, whose row lock holds until the commit. Another instance's claim waits for that lock, then
 * finds the task made and claims nothing: true only for the one caller that may make the task.
 */
export async function claimVisit(tx: Queryable, id: number, until: string): Promise<boolean> {
  const rows = await tx
    .update(v)
    .set({ updatedAt: new Date() })
    .where(and(eq(v.id, id), isNull(v.taskId), eq(v.status, 'planned'), lte(v.plannedOn, until)))
    .returning({ id: v.id });
  return rows.length === 1;
}

/** The claimed visit's task, in the same transaction. */
export async function setTask(tx: Queryable, id: number, taskId: number): Promise<void> {
  await tx.update(v).set({ taskId }).where(eq(v.id, id));
}
