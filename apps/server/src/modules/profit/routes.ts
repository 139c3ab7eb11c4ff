import { ZEditProfitRequest } from '@aquadesk/shared/profit.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { editProfitData, getProfitData } from './operations/profit-settings.ts';

export function profitRoutes(app: App, ctx: AppContext): void {
  app.get('/api/get-profit-data', { config: { action: 'profit.view' } }, async (request) => ({
    data: await getProfitData(ctx, actor(request)),
  }));

  app.post(
    '/api/edit-profit-data',
    { config: { action: 'profit.edit' }, schema: { body: ZEditProfitRequest } },
    async (request) => ({ data: await editProfitData(ctx, actor(request), request.body) }),
  );
}
