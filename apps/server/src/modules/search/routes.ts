import { ZSearchQuery } from '@aquadesk/shared/search.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { search } from './operations/search.ts';

export function searchRoutes(app: App, ctx: AppContext): void {
  // issue 31 item 10: find anything (docs/api.md "Search")
  callRoute.get(app, '/api/search', { action: 'search.use', query: ZSearchQuery }, (user, { query }) =>
    search(ctx, user, query),
  );
}
