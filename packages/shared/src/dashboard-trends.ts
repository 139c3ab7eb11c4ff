/**
 * The dashboard's trend charts (issue 31 item 13, docs/api.md "Dashboard trends"): revenue invoiced and
 * collected by IST month, receivables by age, tasks finished by IST week. Amounts are integer paise.
 */

/** How many months and weeks each chart shows, the current one last. */
export const TREND_MONTHS = 12;
export const TREND_WEEKS = 12;

/** One IST month: tax invoices issued plus debit notes less credit notes; receipts less refunds. */
export interface RevenueMonth {
  /** 'YYYY-MM' in India's time. */
  month: string;
  invoiced_paise: number;
  collected_paise: number;
}

/** What clients owe by days past due, as of `as_of` (the same figures as GET /api/receivables' totals). */
export interface AgeingTotals {
  as_of: string;
  total_paise: number;
  not_due_paise: number;
  d0_30_paise: number;
  d31_60_paise: number;
  d61_90_paise: number;
  over_90_paise: number;
}

/** GET /api/dashboard/money-trends (who may see receivables). */
export interface MoneyTrendsResponse {
  revenue: RevenueMonth[];
  ageing: AgeingTotals;
}

/** One IST week (Monday to Sunday) and the tasks the viewer sees that were finished in it. */
export interface TaskWeek {
  /** The week's Monday, 'YYYY-MM-DD'. */
  week: string;
  finished: number;
}

/** GET /api/dashboard/task-trends (who may see the dashboard). */
export interface TaskTrendsResponse {
  weeks: TaskWeek[];
}
