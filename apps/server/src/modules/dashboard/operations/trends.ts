import {
  type MoneyTrendsResponse,
  type TaskTrendsResponse,
  TREND_MONTHS,
  TREND_WEEKS,
} from '@aquadesk/shared/dashboard-trends.ts';
import { monthStart, todayInIndia, weekStart } from '@aquadesk/shared/dates.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { ageingTotals } from '../../receivables/operations/ageing.ts';
import { finishedPerWeek } from '../../work/operations/finished-weeks.ts';
import { revenueByMonth } from '../repository/revenue.ts';

/**
 * GET /api/dashboard/money-trends (docs/api.md "Dashboard trends"): the last 12 IST months' revenue and
 * today's receivables by age, both from the invoices domain (one statement each).
 */
export async function moneyTrends(ctx: AppContext, now = new Date()): Promise<MoneyTrendsResponse> {
  const today = todayInIndia(now);
  const revenue = await revenueByMonth(ctx.db, monthStart(today, TREND_MONTHS - 1), monthStart(today, 0));
  const ageing = await ageingTotals(ctx.db);
  return { revenue, ageing };
}

/** GET /api/dashboard/task-trends: the tasks the caller sees finished in each of the last 12 IST weeks. */
export async function taskTrends(
  ctx: AppContext,
  user: AuthUser,
  now = new Date(),
): Promise<TaskTrendsResponse> {
  const today = todayInIndia(now);
  return { weeks: await finishedPerWeek(ctx, user, weekStart(today, TREND_WEEKS - 1), weekStart(today, 0)) };
}
