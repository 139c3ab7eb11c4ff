import { z } from 'zod';
import { zBulkIds } from './bulk.ts';
import { addDays, isDay, weekdayOf } from './dates.ts';
import { ZPageQuery } from './paging.ts';
import { hasAnyRole, type Principal } from './permissions.ts';
import { MESSAGES, withNumberBounds, zId, zLongText, zRequiredText, zWhole } from './validation.ts';

// spec 000 §6: admin and finance see everyone's leaves; others their own
export const LEAVE_SEES_ALL = ['admin', 'finance'] as const;
export function seesEveryonesLeave(p: Principal): boolean {
  return hasAnyRole(p, LEAVE_SEES_ALL);
}

// spec 000 §9: leave types and durations (index order 0, 1, 2)
export const LEAVE_TYPES = ['Annual Leave', 'Compensatory Off', 'Leave Without Pay'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_DURATIONS = ['Full Day', 'First half', 'Second half'] as const;
export const LEAVE_WITHOUT_PAY: LeaveType = 'Leave Without Pay';
export const LEAVE_STATUSES = ['PENDING', 'APPROVE', 'REJECT'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * The longest range one request may apply for, in calendar days (both ends counted): a month, so a
 * mistyped year cannot file hundreds of leaves (docs/api.md "Leave").
 */
export const LEAVE_RANGE_MAX_DAYS = 31;

export const LEAVE_MESSAGES = {
  badDate: 'Enter a valid date',
  badDuration: 'Choose a duration from the list',
  badType: 'Choose a leave type from the list',
  onlyPending: 'Only a pending leave can be changed',
  sameDay: 'You already have a leave on this date',
  success: 'Successfully apply leave',
  toBeforeFrom: 'To must be on or after From',
  rangeTooLong: `A range can be at most ${LEAVE_RANGE_MAX_DAYS} days, both ends counted`,
  noWorkingDay: 'These days are all Sundays: there is no working day to apply for',
  /** One day of a range failed its rule: the day (dd/mm/yyyy) and the rule's message. */
  dayFailed: (day: string, message: string) => `${day}: ${message}`,
} as const;

/** A duration as the form holds it (its label) or as the wire carries it (its index). */
export function durationIndex(value: string | number): number {
  if (typeof value === 'number') return value;
  const asNumber = Number(value);
  if (value.trim() !== '' && Number.isInteger(asNumber)) return asNumber;
  return LEAVE_DURATIONS.findIndex((d) => d.toLowerCase() === value.trim().toLowerCase());
}

/** The duration's index (0, 1, 2) or its label; -0, fractions and anything else are refused at the field. */
const zHalfDayIndex = zWhole({
  min: 0,
  max: LEAVE_DURATIONS.length - 1,
  message: LEAVE_MESSAGES.badDuration,
});
const zHalfDay = z
  .union([z.number(), z.string().max(20, { error: LEAVE_MESSAGES.badDuration })], {
    error: MESSAGES.required,
  })
  .refine((v) => String(v).trim() !== '', { error: MESSAGES.required, abort: true })
  .transform((v) => (typeof v === 'string' && !/^\s*\d+\s*$/.test(v) ? durationIndex(v) : v))
  .pipe(zHalfDayIndex);
withNumberBounds(zHalfDay, { places: 0, min: 0, max: LEAVE_DURATIONS.length - 1 });

const zLeaveType = zRequiredText()
  .transform((v) => LEAVE_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()) ?? v)
  .pipe(z.enum(LEAVE_TYPES, { error: LEAVE_MESSAGES.badType }));

const zLeaveDate = zRequiredText().pipe(z.iso.date({ error: LEAVE_MESSAGES.badDate }));

/**
 * A leave's reason is a few lines: the leave list shows it whole in every row (issue 28: a list row
 * carries no long text), so it is bounded to what such a row shows.
 */
export const LEAVE_REASON_MAX = 500;

/** spec 000 §7 /apply-leave (status sent by a client is ignored: docs/api.md Settled points). */
/** GET /leave-summary (beyond the spec): a calendar year, this one when absent. */
export const ZLeaveSummaryQuery = z.object({
  year: zWhole({ min: 2000, max: 2100, message: 'Enter a year from 2000 to 2100' }).optional(),
});

export const ZApplyLeaveRequest = z.object({
  leave_date: zLeaveDate,
  half_day: zHalfDay,
  leave_type: zLeaveType,
  reason: zLongText(MESSAGES.required, { label: 'Reason', max: LEAVE_REASON_MAX }),
});
export type TApplyLeaveRequest = z.input<typeof ZApplyLeaveRequest>;

/**
 * The working days from `from` to `to`, both included, in order. The leave rules name no holidays, so
 * Sundays are the only days off (docs/api.md "Leave", ranges); a range longer than the bound is cut there.
 */
export function leaveRangeDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let i = 0, day = from; day <= to && i < LEAVE_RANGE_MAX_DAYS; i += 1, day = addDays(from, i)) {
    if (weekdayOf(day) !== 0) days.push(day);
  }
  return days;
}

/**
 * POST /apply-leave-range (beyond the spec): one leave per working day from `from_date` to `to_date`
 * (inclusive), each with the same duration, type and reason, each checked as /apply-leave checks one.
 */
export const ZApplyLeaveRangeRequest = z
  .object({
    from_date: zLeaveDate,
    to_date: zLeaveDate,
    half_day: zHalfDay,
    leave_type: zLeaveType,
    reason: zLongText(MESSAGES.required, { label: 'Reason', max: LEAVE_REASON_MAX }),
  })
  .superRefine((v, ctx) => {
    // zod runs this even when a field failed above: compare only two real days
    const day = (d: unknown): d is string => typeof d === 'string' && isDay(d);
    if (!day(v.from_date) || !day(v.to_date)) return;
    if (v.to_date < v.from_date) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: LEAVE_MESSAGES.toBeforeFrom });
    } else if (v.to_date >= addDays(v.from_date, LEAVE_RANGE_MAX_DAYS)) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: LEAVE_MESSAGES.rangeTooLong });
    } else if (leaveRangeDays(v.from_date, v.to_date).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['to_date'], message: LEAVE_MESSAGES.noWorkingDay });
    }
  });
export type TApplyLeaveRangeRequest = z.input<typeof ZApplyLeaveRangeRequest>;

export const ZUpdateLeaveRequest = ZApplyLeaveRequest.extend({ id: zId });
export type TUpdateLeaveRequest = z.input<typeof ZUpdateLeaveRequest>;

/** spec 000 §3: is_paid is 1 or 0 (true and false, and their text, are taken too). */
const zFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: 'Choose Paid Leave or Unpaid Leave',
  })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** spec 000 §7 /approve-leave: status APPROVE or REJECT, is_paid 1/0 (ignored for Leave Without Pay). */
export const ZApproveLeaveRequest = z.object({
  id: zId,
  is_paid: zFlag.optional().default(false),
  status: z.enum(['APPROVE', 'REJECT'], { error: 'Choose Approve or Reject' }),
});
export type TApproveLeaveRequest = z.input<typeof ZApproveLeaveRequest>;

/**
 * POST /approve-leaves (issue 41 item 13): the same decision for up to BULK_MAX pending leaves, each decided as
 * POST /approve-leave decides one.
 */
export const ZApproveLeavesRequest = ZApproveLeaveRequest.omit({ id: true }).extend({ ids: zBulkIds });
export type TApproveLeavesRequest = z.input<typeof ZApproveLeavesRequest>;

/** A leave as GET /get_leaves lists it (spec 000 §3). */
export interface LeaveRecord {
  id: number;
  user_id: number;
  name: string;
  email: string;
  leave_date: string;
  leave_type: LeaveType;
  half_day: number;
  is_paid: 0 | 1;
  reason: string;
  status: LeaveStatus;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/**
 * GET /get_leaves's query (issue 10): status, type, a date range (inclusive) and a search over the
 * person's name and e-mail. Newest date first, then id.
 */
export const ZLeaveListQuery = ZPageQuery.extend({
  /** One status, or DECIDED for approved and rejected (the history). */
  status: z.enum([...LEAVE_STATUSES, 'DECIDED'], { error: 'Unknown status' }).optional(),
  leave_type: z.enum(LEAVE_TYPES, { error: LEAVE_MESSAGES.badType }).optional(),
  from: z.iso.date({ error: LEAVE_MESSAGES.badDate }).optional(),
  to: z.iso.date({ error: LEAVE_MESSAGES.badDate }).optional(),
});
export type TLeaveListQuery = z.input<typeof ZLeaveListQuery>;

/** GET /get_leaves: the page of leaves (docs/api.md "Lists"). */
export interface LeaveListResponse {
  data: LeaveRecord[];
  next_cursor: string | null;
  total: number;
}

/** GET /leave-summary row: days taken this year per person and type (beyond the spec). */
export interface LeaveSummaryRow {
  user_id: number;
  name: string;
  leave_type: LeaveType;
  days: number;
}

/** A half day counts half (issue #4). */
export const leaveDays = (halfDay: number) => (halfDay === 0 ? 1 : 0.5);

/** GET /leave-summary. */
export interface LeaveSummaryResponse {
  year: number;
  data: LeaveSummaryRow[];
}
