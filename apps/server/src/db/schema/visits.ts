import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, refersTo, serialId, timestamps } from './columns.ts';
import { contracts } from './contracts.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';
import { tasks } from './work.ts';

/**
 * A contract's planned visits (issue 43 item 3; docs/requirements/007-visits.md), planned for each of its sites
 * when it is activated. Owner: visits. Stored: planned or cancelled; due, done and missed are read from the
 * task and the day (one truth: the task's status). `task_id` is claimed once, by a conditional UPDATE … WHERE
 * task_id IS NULL in the transaction that makes the task, so no visit ever has two.
 */
export const contractVisits = pgTable(
  'contract_visits',
  {
    id: serialId(),
    contractId: belongsTo('contract_id', () => contracts.id),
    siteId: refersTo('site_id', () => sites.id),
    /** Its number among the contract's visits at the site, from 1. */
    seq: smallint('seq').notNull(),
    plannedOn: date('planned_on', { mode: 'string' }).notNull(),
    technicianId: integer('technician_id').references(() => users.id),
    status: text('status').notNull().default('planned'),
    taskId: integer('task_id').references(() => tasks.id),
    /** The day before its latest move. */
    movedFrom: date('moved_from', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contract_visits_seq_uq').on(t.contractId, t.siteId, t.seq),
    uniqueIndex('contract_visits_task_uq').on(t.taskId),
    // the calendar's range, all or one technician's; the job's visits without a task
    index('contract_visits_day_idx').on(t.plannedOn, t.id),
    index('contract_visits_technician_idx').on(t.technicianId, t.plannedOn),
    index('contract_visits_untasked_idx')
      .on(t.plannedOn)
      .where(sql`${t.taskId} is null and ${t.status} = 'planned'`),
    check('contract_visits_status_ck', sql`${t.status} in ('planned', 'cancelled')`),
    check('contract_visits_seq_ck', sql`${t.seq} between 1 and 300`),
    check('contract_visits_working_day_ck', sql`extract(isodow from ${t.plannedOn}) <> 7`),
  ],
);
