import {
  ZCreateResellerRequest,
  ZEditResellerRequest,
  ZResellerPasswordRequest,
} from '@aquadesk/shared/resellers.ts';
import type { App } from '../../platform/context.ts';
import type { ResellersService } from './service.ts';

export function resellersRoutes(app: App, resellers: ResellersService): void {
  app.get('/api/get_reseller_page_data', { config: { action: 'reseller.page' } }, async () =>
    resellers.page(),
  );

  app.post(
    '/api/create-reseller',
    { config: { action: 'reseller.create' }, schema: { body: ZCreateResellerRequest } },
    async (request, reply) => reply.status(201).send({ data: await resellers.create(request.body) }),
  );

  app.post(
    '/api/edit-reseller',
    { config: { action: 'reseller.edit' }, schema: { body: ZEditResellerRequest } },
    async (request) => ({ data: await resellers.edit(request.body) }),
  );

  app.post(
    '/api/update-reseller-password',
    { config: { action: 'reseller.reset_password' }, schema: { body: ZResellerPasswordRequest } },
    async (request) => {
      await resellers.resetPassword(request.body);
      return { message: 'Password updated' };
    },
  );

  app.get('/api/reseller-clients', { config: { action: 'reseller.clients' } }, async () =>
    resellers.pendingClients(),
  );
}
