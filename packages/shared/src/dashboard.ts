import { z } from 'zod';
import { DASHBOARD_MESSAGES, RATING_RANGE_MAX_YEARS } from './dashboard-constants.ts';
import { addYears, isDay } from './dates.ts';

/**
 * The dashboard (spec 000 §2, §3, §6; docs/api.md "Dashboard"): POST /get-rating, the pending works and
 * the admin figures row.
 */

export {
  DASHBOARD_MESSAGES,
  DASHBOARD_TABS,
  DEFAULT_DASHBOARD_TAB,
  PENDING_MAX,
  RATING_BANDS,
  RATING_RANGE_MAX_YEARS,
  ratingBand,
} from './dashboard-constants.ts';

const zRatingDate = z
  .union([z.iso.date({ error: DASHBOARD_MESSAGES.badDate }), z.literal('').transform(() => null), z.null()], {
    error: DASHBOARD_MESSAGES.badDate,
  })
  .optional()
  .transform((v) => v ?? null);

export const ZRatingRequest = z
  .object({ start_date: zRatingDate, end_date: zRatingDate })
  .superRefine((v, ctx) => {
    // zod runs this even when a field failed above: compare only two real days
    const day = (d: unknown): d is string => typeof d === 'string' && isDay(d);
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
