import { ZBulkIdsRequest } from '@aquadesk/shared/bulk.ts';
import {
  ZCreateDistrictRequest,
  ZCreateSiteRequest,
  ZOrganizationSearchQuery,
  ZSiteListQuery,
  ZSitePickQuery,
  ZUpdateResellerSiteRequest,
} from '@aquadesk/shared/sites.ts';
import type { z } from 'zod';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { listRoute } from '../../platform/list-export.ts';
import { bareUnlessPaged } from '../../platform/paging.ts';

type TCreateSiteFields = z.output<typeof ZCreateSiteRequest>;

import { approveSites } from './operations/bulk-sites.ts';
import { exportSites } from './operations/export-sites.ts';
import { listSitePicks } from './operations/site-picks.ts';
import {
  addDistrict,
  checkResellerSite,
  checkSiteFields,
  createSite,
  listDistricts,
  listPendingSites,
  listSites,
  searchOrganizations,
  updateAndApproveSite,
} from './operations/sites.ts';

export function sitesRoutes(app: App, ctx: AppContext): void {
  // ?format=csv|xlsx: every site the caller may see and the filters match, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/get_all_site',
    { action: 'site.list', query: ZSiteListQuery },
    (user, query) => listSites(ctx, user, query),
    (user, query, format) => exportSites(ctx, user, query, format),
  );

  // Not in the spec's call list: the site form's organisation picker (replaces `orgList`, docs/api.md)
  callRoute.get(
    app,
    '/api/search-organizations',
    { action: 'site.create', query: ZOrganizationSearchQuery },
    (user, { query }) => searchOrganizations(ctx, user, query),
  );

  // Not in the spec's call list: the proposal form's site picker, one client's sites (docs/api.md "Sites")
  callRoute.get(app, '/api/site-picks', { action: 'site.pick', query: ZSitePickQuery }, (user, { query }) =>
    listSitePicks(ctx, user, query),
  );

  createRoute(
    app,
    '/api/create-site',
    {
      action: 'site.create',
      body: ZCreateSiteRequest,
      fieldChecks: async (request, fields) =>
        (await checkSiteFields(ctx, actor(request), fields as Partial<TCreateSiteFields>)).errors,
    },
    (user, body) => createSite(ctx, user, body),
  );

  callRoute.get(app, '/api/districts', { action: 'district.list' }, (user) => listDistricts(ctx, user));

  createRoute(
    app,
    '/api/districts',
    { action: 'district.create', body: ZCreateDistrictRequest },
    (user, body) => addDistrict(ctx, user, body),
  );

  // a list of sites (the spec's bare array) unless the caller pages with `limit` (docs/api.md "Lists")
  app.get(
    '/api/reseller-sites',
    { config: { action: 'reseller.sites' }, schema: { querystring: ZSiteListQuery } },
    async (request, reply) => {
      const page = await listPendingSites(ctx, actor(request), request.query);
      return bareUnlessPaged(request.query, page, reply);
    },
  );

  callRoute.post(
    app,
    '/api/update-reseller-site',
    {
      action: 'reseller.update_site',
      body: ZUpdateResellerSiteRequest,
      fieldChecks: async (_request, fields) => (await checkResellerSite(ctx, fields)).errors,
    },
    async (user, { body }) => ({ data: await updateAndApproveSite(ctx, user, body) }),
  );

  // issue 41 item 13: the ticked resellers' sites approved as they stand, each as Save & Approve does
  app.post(
    '/api/approve-reseller-sites',
    { config: { action: 'reseller.update_site', idempotent: 'user' }, schema: { body: ZBulkIdsRequest } },
    async (request) =>
      approveSites(ctx, actor(request), request.body.ids, (siteId, error) =>
        request.log.error({ siteId, err: error }, 'bulk site approval failed'),
      ),
  );
}
