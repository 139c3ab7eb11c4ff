import { z } from 'zod';
import type { HoursBasis } from './contracts.ts';
import { zIdOf, zRequiredText } from './validation.ts';
import { PRIORITIES, type Priority } from './work.ts';

/**
 * Breakdown calls (issue 43 item 7; docs/requirements/010-calls.md, docs/api.md "Breakdown calls"): a
 * maintenance task raised by staff (/add-maintenance) or by a client, with the SLA clock of the active
 * contract covering its site (or piece of equipment): response due and resolution due.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** India has one offset all year (no daylight saving): IST = UTC + 05:30. */
const IST_OFFSET_MS = 5.5 * HOUR_MS;
/** Working hours (requirements 010 §2): Monday to Saturday, 09:00 to 18:00 IST. */
export const WORKING_HOURS = { opens: 9, closes: 18, days: 'Monday to Saturday' } as const;

/** The IST day number (days since 1970-01-01 in India) of a moment, and its weekday (0 Sunday). */
function istDay(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
}
function weekdayOf(day: number): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday
}
function atIst(day: number, hour: number): number {
  return day * DAY_MS + hour * HOUR_MS - IST_OFFSET_MS;
}

/** The working window [opens, closes) of IST day `day`, or undefined on a Sunday. */
function windowOf(day: number): [number, number] | undefined {
  if (weekdayOf(day) === 0) return undefined;
  return [atIst(day, WORKING_HOURS.opens), atIst(day, WORKING_HOURS.closes)];
}

/** How many milliseconds of `basis` hours lie between `from` and `to` (0 when `to` is not after `from`). */
export function countedMs(from: Date, to: Date, basis: HoursBasis): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  if (basis === 'calendar') return b - a;
  let total = 0;
  for (let day = istDay(a); day <= istDay(b); day++) {
    const w = windowOf(day);
    if (!w) continue;
    total += Math.max(0, Math.min(b, w[1]) - Math.max(a, w[0]));
  }
  return total;
}

/**
 * The moment `ms` of `basis` hours after `from`: calendar hours run round the clock; working hours only
 * within Monday to Saturday 09:00-18:00 IST, so a call raised at night or on a Sunday starts counting at the
 * next opening, and a due time never falls outside working hours (it may fall exactly at a closing).
 */
export function addCountedMs(from: Date, ms: number, basis: HoursBasis): Date {
  const start = from.getTime();
  if (ms <= 0) return new Date(start);
  if (basis === 'calendar') return new Date(start + ms);
  let left = ms;
  let cursor = start;
  for (let day = istDay(start); ; day++) {
    const w = windowOf(day);
    if (!w || cursor >= w[1]) continue;
    const begin = Math.max(cursor, w[0]);
    const open = w[1] - begin;
    if (left <= open) return new Date(begin + left);
    left -= open;
    cursor = begin + open;
  }
}

/** `hours` of `basis` after `from` (a call's due times, from the contract's response and resolution hours). */
export function addCountedHours(from: Date, hours: number, basis: HoursBasis): Date {
  return addCountedMs(from, hours * HOUR_MS, basis);
}

/** `pauses`: the pauses one call keeps (its clock lists them all). */
export const CALL_LIMITS = { complaint: 2000, reason: 500, pauses: 50 } as const;

export const CALL_MESSAGES = {
  unknownSite: 'Choose one of your sites',
  unknownEquipment: 'Choose a piece of equipment at this site',
  complaintRequired: 'Say what is wrong',
  priorityRequired: 'Choose how urgent it is',
  reasonRequired: 'Give the reason for the pause',
  notACall: 'This task is not a breakdown call',
  alreadyPaused: 'The call is already paused',
  tooManyPauses: `A call may be paused at most ${CALL_LIMITS.pauses} times`,
  notPaused: 'The call is not paused',
  resolved: 'The call is resolved: its clock has stopped',
} as const;

/** How urgent, as the client says it: the task's priority. */
export const CALL_URGENCY_LABELS: Record<Priority, string> = {
  URGENT: 'Urgent: the plant is down',
  MEDIUM: 'Soon: it runs, but not well',
  LOW: 'When convenient',
};

/** POST /api/calls (a client's own account): their site, optionally a piece there, what is wrong, how urgent. */
export const ZRaiseCallRequest = z.object({
  site_id: zIdOf(CALL_MESSAGES.unknownSite, 'Site'),
  equipment_id: z
    .union([zIdOf(CALL_MESSAGES.unknownEquipment, 'Equipment'), z.literal(''), z.null()], {
      error: CALL_MESSAGES.unknownEquipment,
    })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  complaint: zRequiredText(CALL_MESSAGES.complaintRequired, {
    label: 'What is wrong',
    multiline: true,
    max: CALL_LIMITS.complaint,
  }),
  priority: z.enum(PRIORITIES, { error: CALL_MESSAGES.priorityRequired }),
});
export type TRaiseCallRequest = z.input<typeof ZRaiseCallRequest>;

/** POST /api/calls/{taskId}/pause: why the call waits for the client. */
export const ZPauseCallRequest = z.object({
  reason: zRequiredText(CALL_MESSAGES.reasonRequired, { label: 'Reason', max: CALL_LIMITS.reason }),
});
export type TPauseCallRequest = z.input<typeof ZPauseCallRequest>;

export const ZCallTaskParams = z.object({ taskId: zIdOf(undefined, 'Task') });
export const ZCallContractParams = z.object({ contractId: zIdOf(undefined, 'Contract') });

export interface CallPause {
  reason: string;
  paused_at: string;
  paused_by: string | null;
  resumed_at: string | null;
  resumed_by: string | null;
}

/** The state of one due time: met in time, met late, breached (due passed without it), or still open. */
export type DueState = 'met' | 'late' | 'breached' | 'open';

/** GET /api/calls/{taskId}: a call with its clock (null due times: a chargeable call, outside any contract). */
export interface CallClock {
  task_id: number;
  source: 'staff' | 'client';
  raised_at: string;
  site_id: number | null;
  site_name: string | null;
  client_id: number | null;
  client_name: string | null;
  complaint: string;
  contract: { id: number; number: string | null; hours_basis: HoursBasis } | null;
  /** No contract covers the site or piece: the call is chargeable, and leads to an estimate. */
  chargeable: boolean;
  response_hours: number | null;
  resolution_hours: number | null;
  response_due: string | null;
  resolution_due: string | null;
  responded_at: string | null;
  resolved_at: string | null;
  response_state: DueState | null;
  resolution_state: DueState | null;
  paused: boolean;
  pauses: CallPause[];
  /** Whether the caller may pause and resume it. */
  may_pause: boolean;
}

/** One month of a contract's calls: resolved, resolved within resolution due, the met %. */
export interface SlaMonth {
  /** YYYY-MM (IST). */
  month: string;
  resolved: number;
  met: number;
  /** Whole per cent, null when none was resolved. */
  met_percent: number | null;
}

/** GET /api/calls/contracts/{contractId}/sla: a contract's SLA per month, newest first. */
export interface ContractSla {
  contract_id: number;
  months: SlaMonth[];
  open_calls: number;
  /** Open calls already past their resolution due. */
  open_breached: number;
}

/** GET /api/calls/picks: a client's sites and each site's equipment in service, for the report form. */
export interface CallSitePick {
  id: number;
  site_name: string;
  equipment: { id: number; name: string }[];
}

/** What the client sees back after raising a call. */
export interface RaisedCall {
  task_id: number;
  response_due: string | null;
  resolution_due: string | null;
  chargeable: boolean;
}

/** met % = met / resolved, whole per cent (rounded down, so 99.6 % is never shown as 100). */
export function metPercent(met: number, resolved: number): number | null {
  if (resolved === 0) return null;
  return Math.floor((met * 100) / resolved);
}

/** A due time's state at `now`: the clock stopped at `stoppedAt` (paused) counts as not yet passed. */
export function dueState(
  due: Date | null,
  doneAt: Date | null,
  now: Date,
  stoppedAt: Date | null,
): DueState | null {
  if (!due) return null;
  if (doneAt) return doneAt.getTime() <= due.getTime() ? 'met' : 'late';
  const at = stoppedAt ?? now;
  return at.getTime() > due.getTime() ? 'breached' : 'open';
}

/** The panel line of a due time: "3 h 20 min left", "breached 1 h 5 min ago". */
export function timeLeftText(due: Date, now: Date): string {
  const diff = due.getTime() - now.getTime();
  const minutes = Math.floor(Math.abs(diff) / 60000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const d = Math.floor(h / 24);
  const span = d >= 2 ? `${d} d ${h % 24} h` : h > 0 ? `${h} h ${m} min` : `${m} min`;
  return diff >= 0 ? `${span} left` : `breached ${span} ago`;
}
