import { ZRatingRequest } from '@aquadesk/shared/dashboard.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { figures, pending, rating } from './operations/dashboard.ts';
import { moneyTrends, taskTrends } from './operations/trends.ts';

export function dashboardRoutes(app: App, ctx: AppContext): void {
  callRoute.post(app, '/api/get-rating', { action: 'rating.view', body: ZRatingRequest }, (user, { body }) =>
    rating(ctx, user, body),
  );

  callRoute.get(app, '/api/dashboard/pending', { action: 'rating.view' }, (user) => pending(ctx, user));

  app.get('/api/dashboard/figures', { config: { action: 'dashboard.figures' } }, async () => ({
    data: await figures(ctx),
  }));

  // issue 31 item 13: the trend charts beside the tabs (docs/api.md "Dashboard trends")
  app.get('/api/dashboard/money-trends', { config: { action: 'dashboard.money_trends' } }, async () =>
    moneyTrends(ctx),
  );
  callRoute.get(app, '/api/dashboard/task-trends', { action: 'dashboard.task_trends' }, (user) =>
    taskTrends(ctx, user),
  );
}
