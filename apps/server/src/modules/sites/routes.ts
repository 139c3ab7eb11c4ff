import {
  ZCreateDistrictRequest,
  ZCreateSiteRequest,
  ZUpdateResellerSiteRequest,
} from '@aquadesk/shared/sites.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import {
  addDistrict,
  createSite,
  listDistricts,
  listPendingSites,
  listSites,
  updateAndApproveSite,
} from './service.ts';

export function sitesRoutes(app: App, ctx: AppContext): void {
  app.get('/api/get_all_site', { config: { action: 'site.list' } }, async (request) => {
    return listSites(ctx, actor(request));
  });

  app.post(
    '/api/create-site',
    { config: { action: 'site.create' }, schema: { body: ZCreateSiteRequest } },
    async (request, reply) => {
      return reply.status(201).send({ data: await createSite(ctx, actor(request), request.body) });
    },
  );

  app.get('/api/districts', { config: { action: 'district.list' } }, async (request) =>
    listDistricts(ctx, actor(request)),
  );

  app.post(
    '/api/districts',
    { config: { action: 'district.create' }, schema: { body: ZCreateDistrictRequest } },
    async (request, reply) => {
      return reply.status(201).send({ data: await addDistrict(ctx, actor(request), request.body) });
    },
  );

  app.get('/api/reseller-sites', { config: { action: 'reseller.sites' } }, async (request) =>
    listPendingSites(ctx, actor(request)),
  );

  app.post(
    '/api/update-reseller-site',
    { config: { action: 'reseller.update_site' }, schema: { body: ZUpdateResellerSiteRequest } },
    async (request) => {
      return { data: await updateAndApproveSite(ctx, actor(request), request.body) };
    },
  );
}
