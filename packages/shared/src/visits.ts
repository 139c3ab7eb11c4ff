import { z } from 'zod';
import { addDays, type Day, daysBetween, daysInMonth, monthOf, weekdayOf } from './dates.ts';
import { type PageInfo, ZPageQuery } from './paging.ts';
import { zIdOf, zRequiredText } from './validation.ts';

/**
 * The visit schedule (issue 43 item 3; docs/requirements/007-visits.md, docs/api.md "Visits"): activating a
 * contract plans every visit of its period, for each of its sites, on working days; a set number of days
 * before each visit the hourly job makes it a maintenance task; the calendar shows each visit's state.
 */

// ——— planning (a pure function: the server calls it inside the activating transaction) ———

/** What planning reads of a contract. */
export interface VisitPlanTerms {
  starts_on: Day;
  ends_on: Day;
  visits_per_year: number;
  visit_spread: 'even' | 'months';
  /** The months (1 to 12) of a `months` spread. */
  visit_months: readonly number[];
}

/** Working days are Monday to Saturday. */
export const isWorkingDay = (day: Day): boolean => weekdayOf(day) !== 0;

/**
 * The working day a visit planned on `day` falls on: a Sunday moves to the next Monday, unless that Monday
 * is past the period's last day: then to the Saturday before.
 */
export function workingDayWithin(day: Day, lastDay: Day): Day {
  if (isWorkingDay(day)) return day;
  const monday = addDays(day, 1);
  return monday <= lastDay ? monday : addDays(day, -1);
}

/** How many visits an `even` spread plans: visits a year × (the period's days / 365), to the nearest whole. */
export function evenVisitCount(
  terms: Pick<VisitPlanTerms, 'starts_on' | 'ends_on' | 'visits_per_year'>,
): number {
  const days = daysBetween(terms.starts_on, terms.ends_on) + 1;
  return Math.round((terms.visits_per_year * days) / 365);
}

/**
 * Every visit day of a contract's period (for one site), in order. `even`: the count above, the i-th (from 0)
 * on the period's first day + ⌊i × days / count⌋; `months`: one in each chosen month inside the period, on
 * the day of the month the period starts on (the month's last day when it has fewer days); a day outside the
 * period (the first and last month's) is skipped. Each day then moves off a Sunday (workingDayWithin).
 */
export function planVisitDays(terms: VisitPlanTerms): Day[] {
  const { starts_on: first, ends_on: last } = terms;
  if (terms.visits_per_year <= 0 || last < first) return [];
  const raw: Day[] = [];
  if (terms.visit_spread === 'even') {
    const days = daysBetween(first, last) + 1;
    const count = evenVisitCount(terms);
    for (let i = 0; i < count; i++) raw.push(addDays(first, Math.floor((i * days) / count)));
  } else {
    const chosen = new Set(terms.visit_months);
    const dayOfMonth = Number(first.slice(8, 10));
    let { year, month } = monthOf(first);
    const end = monthOf(last);
    while (year < end.year || (year === end.year && month <= end.month)) {
      if (chosen.has(month)) {
        const d = Math.min(dayOfMonth, daysInMonth(year, month));
        const day = `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        if (day >= first && day <= last) raw.push(day);
      }
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
  }
  return raw.map((day) => workingDayWithin(day, last));
}

// ——— the wire ———

export const VISIT_STATES = ['planned', 'due', 'done', 'missed', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];
export const VISIT_STATE_LABELS: Record<VisitState, string> = {
  planned: 'Planned',
  due: 'Due (task made)',
  done: 'Done',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

/** The company setting's bounds: days before a visit its task is made. */
export const VISIT_LEAD_DAYS = { min: 0, max: 30, default: 7 } as const;

/** The calendar's widest range: six weeks and a day (a month view's grid) or more, up to 62 days. */
export const VISIT_RANGE_MAX_DAYS = 62;

export const VISIT_MESSAGES = {
  from: 'Enter the first day, yyyy-mm-dd',
  to: 'Enter the last day, yyyy-mm-dd',
  range: `Ask for at most ${VISIT_RANGE_MAX_DAYS} days, the last on or after the first`,
  plannedOn: 'Enter the new day, dd/mm/yyyy',
  sunday: 'Choose a working day: Monday to Saturday',
  outsidePeriod: 'Choose a day inside the contract’s period',
  past: 'Choose today or a later day',
  done: 'This visit is done: it cannot move',
  cancelled: 'This visit is cancelled',
  hasTask: 'This visit’s task is made: reassign the task itself',
  technician: 'Choose a member of staff',
  unknownTechnician: 'Choose a member of staff from the list',
  leadDays: `Enter the days before a visit, a whole number from ${VISIT_LEAD_DAYS.min} to ${VISIT_LEAD_DAYS.max}`,
} as const;

/** The maintenance task's "Machinery / assignment" (panel_type): what the task list shows under its id. */
export const VISIT_TASK_PANEL_TYPE = 'Contract visit';

/** The maintenance task's complaint: "Planned visit 2 of 4 under AMC/2026-27/0001". */
export const visitComplaint = (seq: number, of: number, contractNumber: string): string =>
  `Planned visit ${seq} of ${of} under ${contractNumber}`;

/** One visit as the calendar shows it (GET /api/visits, `visit_update`). */
export interface VisitRow {
  id: number;
  contract_id: number;
  contract_number: string;
  client_id: number;
  client_name: string;
  site_id: number;
  site_name: string;
  /** Its number among the contract's visits at this site, and how many there are. */
  seq: number;
  of: number;
  planned_on: Day;
  /** The day it was planned on before its latest move, null if never moved. */
  moved_from: Day | null;
  technician_id: number | null;
  technician_name: string | null;
  state: VisitState;
  task_id: number | null;
  /** The day its task was finished (state `done`). */
  done_on: Day | null;
}

export interface VisitListResponse {
  data: VisitRow[];
}
/** GET /api/visits/contract/:id: a page of a contract's visits, by day. */
export interface ContractVisitsResponse extends PageInfo {
  data: VisitRow[];
}
export interface VisitResponse {
  data: VisitRow;
}

const zDay = (message: string) => zRequiredText(message, { max: 10 }).pipe(z.iso.date({ error: message }));

/** GET /api/visits?from&to[&technician_id]: the visits planned in a range of days (both included). */
export const ZVisitRangeQuery = z
  .object({
    from: zDay(VISIT_MESSAGES.from),
    to: zDay(VISIT_MESSAGES.to),
    technician_id: zIdOf(undefined, 'Technician').optional(),
  })
  .refine((q) => q.to >= q.from && daysBetween(q.from, q.to) < VISIT_RANGE_MAX_DAYS, {
    path: ['to'],
    error: VISIT_MESSAGES.range,
  });
export type TVisitRangeQuery = z.input<typeof ZVisitRangeQuery>;

export const ZVisitIdParams = z.object({ id: zIdOf(undefined, 'Visit') });

/** GET /api/visits/contract/:id */
export const ZContractVisitsParams = z.object({ id: zIdOf(undefined, 'Contract') });
export const ZContractVisitsQuery = ZPageQuery.pick({ limit: true, cursor: true });
export type TContractVisitsQuery = z.output<typeof ZContractVisitsQuery>;

/** POST /api/visits/:id/move */
export const ZMoveVisitRequest = z.object({ planned_on: zDay(VISIT_MESSAGES.plannedOn) });
export type TMoveVisitRequest = z.input<typeof ZMoveVisitRequest>;

/** POST /api/visits/:id/reassign */
export const ZReassignVisitRequest = z.object({
  technician_id: zIdOf(VISIT_MESSAGES.technician, 'Technician'),
});
export type TReassignVisitRequest = z.input<typeof ZReassignVisitRequest>;

/** A staff member the calendar may filter by or a visit may be given to. */
export interface VisitTechnician {
  id: number;
  name: string;
}
export interface VisitTechniciansResponse {
  data: VisitTechnician[];
}
