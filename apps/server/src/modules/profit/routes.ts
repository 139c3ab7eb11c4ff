import { ZEditProfitRequest } from '@aquadesk/shared/profit.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { editProfitData, getProfitData } from './operations/profit-settings.ts';

export function profitRoutes(app: App, ctx: AppContext): void {
  callRoute.get(app, '/api/get-profit-data', { action: 'profit.view' }, async (user) => ({
    data: await getProfitData(ctx, user),
  }));

  callRoute.post(
    app,
    '/api/edit-profit-data',
    { action: 'profit.edit', body: ZEditProfitRequest },
    async (user, { body }) => ({ data: await editProfitData(ctx, user, body) }),
  );
}
