import {
  ZCreateDistrictRequest,
  ZCreateSiteRequest,
  ZUpdateResellerSiteRequest,
} from '@aquadesk/shared/sites.ts';
import { actor } from '../../platform/authorize.ts';
import type { App } from '../../platform/context.ts';
import type { SitesService } from './service.ts';

export function sitesRoutes(app: App, sites: SitesService): void {
  app.get('/api/get_all_site', { config: { action: 'site.list' } }, async (request) => {
    return sites.list(actor(request));
  });

  app.post(
    '/api/create-site',
    { config: { action: 'site.create' }, schema: { body: ZCreateSiteRequest } },
    async (request, reply) => {
      return reply.status(201).send({ data: await sites.create(request.body, actor(request)) });
    },
  );

  app.get('/api/districts', { config: { action: 'district.list' } }, async () => sites.districtList());

  app.post(
    '/api/districts',
    { config: { action: 'district.create' }, schema: { body: ZCreateDistrictRequest } },
    async (request, reply) => {
      return reply.status(201).send({ data: await sites.addDistrict(request.body.name) });
    },
  );

  app.get('/api/reseller-sites', { config: { action: 'reseller.sites' } }, async () => sites.listPending());

  app.post(
    '/api/update-reseller-site',
    { config: { action: 'reseller.update_site' }, schema: { body: ZUpdateResellerSiteRequest } },
    async (request) => {
      return { data: await sites.updateAndApprove(request.body, actor(request)) };
    },
  );
}
