import { ZClientListQuery } from '@aquadesk/shared/clients.ts';
import {
  ZCreateResellerRequest,
  ZEditResellerRequest,
  ZResellerListQuery,
  ZResellerPasswordRequest,
} from '@aquadesk/shared/resellers.ts';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { bareUnlessPaged } from '../../platform/paging.ts';
import {
  checkResellerFields,
  createReseller,
  editReseller,
  pendingResellerClients,
  resellerPage,
  resetResellerPassword,
} from './operations/resellers.ts';

export function resellersRoutes(app: App, ctx: AppContext): void {
  // the checks beyond the schema, named with its failures (docs/api.md "Validation errors")
  const resellerChecks = (_request: unknown, fields: Record<string, unknown>) =>
    checkResellerFields(ctx, fields);

  callRoute.get(
    app,
    '/api/get_reseller_page_data',
    { action: 'reseller.page', query: ZResellerListQuery },
    (user, { query }) => resellerPage(ctx, user, query),
  );

  createRoute(
    app,
    '/api/create-reseller',
    { action: 'reseller.create', body: ZCreateResellerRequest, fieldChecks: resellerChecks },
    (user, body) => createReseller(ctx, user, body),
  );

  callRoute.post(
    app,
    '/api/edit-reseller',
    { action: 'reseller.edit', body: ZEditResellerRequest, fieldChecks: resellerChecks },
    async (user, { body }) => ({ data: await editReseller(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/update-reseller-password',
    { action: 'reseller.reset_password', body: ZResellerPasswordRequest },
    async (user, { body }) => {
      await resetResellerPassword(ctx, user, body);
      return { message: 'Password updated' };
    },
  );

  // a list of clients (the spec's bare array) unless the caller pages with `limit` (docs/api.md "Lists")
  app.get(
    '/api/reseller-clients',
    { config: { action: 'reseller.clients' }, schema: { querystring: ZClientListQuery } },
    async (request, reply) => {
      const page = await pendingResellerClients(ctx, actor(request), request.query);
      return bareUnlessPaged(request.query, page, reply);
    },
  );
}
