import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, moment, refersTo, serialId } from './columns.ts';
import { contracts } from './contracts.ts';
import { users } from './users.ts';
import { tasks } from './work.ts';

/**
 * Breakdown calls (issue 43 item 7; docs/requirements/010-calls.md). Owner: calls. One row per maintenance
 * task raised as a call (by staff through /add-maintenance, or by a client), keyed by the task. The contract
 * covering its site or piece when it was raised gives its clock (hours and how they count, copied so a later
 * edit of the contract does not move a running clock); without one the call is chargeable and its due times
 * are null. Due times move later on each resume by the counted hours of the pause.
 */
export const calls = pgTable(
  'calls',
  {
    taskId: belongsTo('task_id', () => tasks.id).primaryKey(),
    /** staff (/add-maintenance) or client (their own account). */
    source: text('source').notNull(),
    raisedBy: refersTo('raised_by', () => users.id),
    raisedAt: moment('raised_at').notNull().defaultNow(),
    contractId: integer('contract_id').references(() => contracts.id),
    responseHours: smallint('response_hours'),
    resolutionHours: smallint('resolution_hours'),
    hoursBasis: text('hours_basis'),
    responseDue: moment('response_due'),
    resolutionDue: moment('resolution_due'),
    /** The task's first start (IN PROGRESS), as its start time was given. */
    respondedAt: moment('responded_at'),
    /** The task approved (FINISHED). */
    resolvedAt: moment('resolved_at'),
    /** The open pause's start, null while the clock runs (the open pause is also a row of call_pauses). */
    pausedSince: moment('paused_since'),
    /** When the breach job claimed each breach (and notified the directors): once per breach. */
    responseBreachAt: moment('response_breach_at'),
    resolutionBreachAt: moment('resolution_breach_at'),
  },
  (t) => [
    index('calls_contract_idx').on(t.contractId, t.resolvedAt),
    // the breach job reads open calls only
    index('calls_open_idx')
      .on(t.resolutionDue)
      .where(sql`${t.resolutionBreachAt} is null and ${t.contractId} is not null`),
    check('calls_source_ck', sql`${t.source} in ('staff', 'client')`),
    check('calls_basis_ck', sql`${t.hoursBasis} in ('calendar', 'working')`),
    // a contract's call has its whole clock, a chargeable call none of it
    check(
      'calls_clock_ck',
      sql`(${t.contractId} is null) = (${t.responseHours} is null) and (${t.contractId} is null) = (${t.resolutionHours} is null) and (${t.contractId} is null) = (${t.hoursBasis} is null) and (${t.contractId} is null) = (${t.responseDue} is null) and (${t.contractId} is null) = (${t.resolutionDue} is null)`,
    ),
  ],
);

/** Every pause of a call (waiting for the client): who, why, from when to when; at most one open. */
export const callPauses = pgTable(
  'call_pauses',
  {
    id: serialId(),
    taskId: belongsTo('task_id', () => calls.taskId),
    reason: text('reason').notNull(),
    pausedBy: refersTo('paused_by', () => users.id),
    pausedAt: moment('paused_at').notNull().defaultNow(),
    resumedBy: integer('resumed_by').references(() => users.id),
    resumedAt: moment('resumed_at'),
  },
  (t) => [
    index('call_pauses_task_idx').on(t.taskId, t.id),
    // "only one open pause" in the database
    uniqueIndex('call_pauses_open_uq').on(t.taskId).where(sql`${t.resumedAt} is null`),
    check('call_pauses_reason_ck', sql`char_length(${t.reason}) between 1 and 500`),
    check('call_pauses_order_ck', sql`${t.resumedAt} is null or ${t.resumedAt} >= ${t.pausedAt}`),
  ],
);
