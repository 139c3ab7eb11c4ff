import type {
  DashboardFigures,
  PendingResponse,
  RatingResponse,
  ZRatingRequest,
} from '@aquadesk/shared/dashboard.ts';
import { PENDING_MAX } from '@aquadesk/shared/dashboard.ts';
import { hasAnyRole } from '@aquadesk/shared/permissions.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { estimatesAsWork } from '../../estimates/operations/work-estimates.ts';
import { pendingTasks } from '../../work/operations/list-work.ts';
import * as repo from '../repository.ts';

/**
 * POST /get-rating (spec 000 §3, §6; docs/api.md "Dashboard"). An admin sees every task's count and both
 * rankings. Anyone else (employee, reseller) sees the counts of the tasks they see and only their own row
 * of the ranking they belong to: the score stays relative to the whole period's peers, but the peers'
 * names and figures are not shown to them.
 */
export async function rating(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZRatingRequest>,
): Promise<RatingResponse> {
  const period = { from: input.start_date, to: input.end_date };
  const admin = hasAnyRole(user, ['admin']);
  const [statusCount, employee, reseller] = await Promise.all([
    repo.statusCount(ctx.db, period, admin ? null : user.id),
    admin || hasAnyRole(user, ['employee']) ? repo.ranking(ctx.db, period, 'employee') : [],
    admin || hasAnyRole(user, ['reseller']) ? repo.ranking(ctx.db, period, 'reseller') : [],
  ]);
  const own = <T extends { id: number }>(list: T[]) => (admin ? list : list.filter((p) => p.id === user.id));
  return { rating: { statusCount, employee: own(employee), reseller: own(reseller) } };
}

/** The Pending works tab: open tasks (overdue first) and open estimates the caller may see. */
export async function pending(ctx: AppContext, user: AuthUser): Promise<PendingResponse> {
  const [tasks, estimates] = await Promise.all([
    pendingTasks(ctx, user, PENDING_MAX),
    estimatesAsWork(ctx, user, { limit: PENDING_MAX }),
  ]);
  return {
    data: [
      ...tasks,
      ...estimates.rows
        .filter((e) => e.status !== 'FINISHED')
        .map((e) => ({
          kind: 'estimate' as const,
          id: e.work_estimate_id,
          worktype: null,
          title: [e.site_name, e.work.join(', ')].filter(Boolean).join(' — ').slice(0, 120),
          status: e.status,
          deadline: null,
          overdue: false,
        })),
    ],
  };
}

/** The admin figures row (beyond the spec). */
export async function figures(ctx: AppContext): Promise<DashboardFigures> {
  return repo.figures(ctx.db);
}
