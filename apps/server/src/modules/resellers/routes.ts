import { ZClientListQuery } from '@aquadesk/shared/clients.ts';
import {
  ZCreateResellerRequest,
  ZEditResellerRequest,
  ZResellerListQuery,
  ZResellerPasswordRequest,
} from '@aquadesk/shared/resellers.ts';
import { actor } from '../../platform/authorize.ts';
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

  app.get(
    '/api/get_reseller_page_data',
    { config: { action: 'reseller.page' }, schema: { querystring: ZResellerListQuery } },
    async (request) => resellerPage(ctx, actor(request), request.query),
  );

  createRoute(
    app,
    '/api/create-reseller',
    { action: 'reseller.create', body: ZCreateResellerRequest, fieldChecks: resellerChecks },
    (user, body) => createReseller(ctx, user, body),
  );

  app.post(
    '/api/edit-reseller',
    {
      config: { action: 'reseller.edit', fieldChecks: resellerChecks },
      schema: { body: ZEditResellerRequest },
    },
    async (request) => ({ data: await editReseller(ctx, actor(request), request.body) }),
  );

  app.post(
    '/api/update-reseller-password',
    { config: { action: 'reseller.reset_password' }, schema: { body: ZResellerPasswordRequest } },
    async (request) => {
      await resetResellerPassword(ctx, actor(request), request.body);
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
