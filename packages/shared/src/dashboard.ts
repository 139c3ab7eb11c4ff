import { z } from 'zod';

/**
 * The dashboard (spec 000 §2, §3, §6; docs/api.md "Dashboard"): POST /get-rating, the pending works and
 * the admin figures row.
 */

/** spec 000 §3: the rank colour bands (8.5, 7.5, 6.5, 5 or more, lower). */
export const RATING_BANDS = [8.5, 7.5, 6.5, 5] as const;

/** 0 (best) to 4 (lowest): the band a score falls in. */
export function ratingBand(score: number): 0 | 1 | 2 | 3 | 4 {
  const i = RATING_BANDS.findIndex((edge) => score >= edge);
  return (i === -1 ? 4 : i) as 0 | 1 | 2 | 3 | 4;
}

/** The longest period a rating may cover. */
export const RATING_RANGE_MAX_YEARS = 10;

/** spec 000 §6: tab index 0 to 3; the default is Employee status (1). */
export const DASHBOARD_TABS = [
  'Overview status',
  'Employee status',
  'Reseller status',
  'Pending works',
] as const;
export const DEFAULT_DASHBOARD_TAB = 1;

/** How many pending works the Pending works tab shows (tasks and estimates each). */
export const PENDING_MAX = 50;

export const DASHBOARD_MESSAGES = {
  badDate: 'Enter a valid date (YYYY-MM-DD)',
  toBeforeFrom: 'To must be on or after From',
  rangeTooLong: `Choose a period of at most ${RATING_RANGE_MAX_YEARS} years`,
} as const;

const zRatingDate = z
  .union([z.iso.date({ error: DASHBOARD_MESSAGES.badDate }), z.literal('').transform(() => null), z.null()], {
    error: DASHBOARD_MESSAGES.badDate,
  })
  .optional()
  .transform((v) => v ?? null);

/** Adds `years` to an ISO date (Feb 29 rolls to Mar 1). */
function addYears(iso: string, years: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

export const ZRatingRequest = z
  .object({ start_date: zRatingDate, end_date: zRatingDate })
  .superRefine((v, ctx) => {
    // zod runs this even when a field failed above: compare only two well-formed days
    const day = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d);
    if (day(v.start_date) && day(v.end_date)) {
      if (v.end_date < v.start_date) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: DASHBOARD_MESSAGES.toBeforeFrom });
      } else if (v.end_date > addYears(v.start_date, RATING_RANGE_MAX_YEARS)) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: DASHBOARD_MESSAGES.rangeTooLong });
      }
    }
  });
export type RatingRequest = z.input<typeof ZRatingRequest>;

export interface StatusCount {
  status: string;
  total_count: number;
}

export interface RatingPerson {
  /** The person's user id (beside the spec's fields, for keys and "this is you"). */
  id: number;
  name: string;
  relative_rank_score_out_of_10: number;
  total_work: number;
  finished_work: number;
  reviewing_work: number;
}

export interface RatingResponse {
  rating: { statusCount: StatusCount[]; employee: RatingPerson[]; reseller: RatingPerson[] };
}

/** One open task or estimate on the Pending works tab. */
export interface PendingWork {
  kind: 'task' | 'estimate';
  id: number;
  /** The task's work type (for its report link); null for an estimate. */
  worktype: string | null;
  title: string;
  status: string;
  /** The task's deadline; null for an estimate (estimates carry none). */
  deadline: string | null;
  overdue: boolean;
}

export interface PendingResponse {
  data: PendingWork[];
}

/** The admin figures row (beyond the spec). Money as decimal strings. */
export interface DashboardFigures {
  open_estimates: number;
  open_estimates_value: string;
  unpaid_invoices: number;
  unpaid_invoices_total: string;
  overdue_tasks: number;
  on_leave_today: number;
}
