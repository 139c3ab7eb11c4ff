import { ZSearchQuery } from '@aquadesk/shared/search.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { search } from './operations/search.ts';

export function searchRoutes(app: App, ctx: AppContext): void {
  // issue 31 item 10: find anything (docs/api.md "Search")
  app.get(
    '/api/search',
    { config: { action: 'search.use' }, schema: { querystring: ZSearchQuery } },
    async (request) => search(ctx, actor(request), request.query),
  );
}
