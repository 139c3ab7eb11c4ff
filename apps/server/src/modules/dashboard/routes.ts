import { ZRatingRequest } from '@aquadesk/shared/dashboard.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { figures, pending, rating } from './operations/dashboard.ts';
import { moneyTrends, taskTrends } from './operations/trends.ts';

export function dashboardRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/get-rating',
    { config: { action: 'rating.view' }, schema: { body: ZRatingRequest } },
    async (request) => rating(ctx, actor(request), request.body),
  );

  app.get('/api/dashboard/pending', { config: { action: 'rating.view' } }, async (request) =>
    pending(ctx, actor(request)),
  );

  app.get('/api/dashboard/figures', { config: { action: 'dashboard.figures' } }, async () => ({
    data: await figures(ctx),
  }));

  // issue 31 item 13: the trend charts beside the tabs (docs/api.md "Dashboard trends")
  app.get('/api/dashboard/money-trends', { config: { action: 'dashboard.money_trends' } }, async () =>
    moneyTrends(ctx),
  );
  app.get('/api/dashboard/task-trends', { config: { action: 'dashboard.task_trends' } }, async (request) =>
    taskTrends(ctx, actor(request)),
  );
}
