import { ZRatingRequest } from '@aquadesk/shared/dashboard.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { figures, pending, rating } from './operations/dashboard.ts';

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
}
