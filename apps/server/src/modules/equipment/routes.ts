import {
  ZAddEquipmentRequest,
  ZEditEquipmentRequest,
  ZEquipmentHistoryQuery,
  ZEquipmentListQuery,
  ZEquipmentParams,
  ZEquipmentSitePickQuery,
  ZRetireEquipmentRequest,
} from '@aquadesk/shared/equipment.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { listRoute } from '../../platform/list-export.ts';
import {
  addEquipment,
  checkPieceFields,
  editEquipment,
  equipmentSitePicks,
  getEquipment,
  listEquipment,
  retireEquipment,
  returnEquipment,
} from './operations/equipment.ts';
import { exportEquipment } from './operations/export-equipment.ts';
import { equipmentHistory } from './operations/history.ts';

/** The plants and equipment at sites (issue 43 item 1; docs/api.md "Equipment"). */
export function equipmentRoutes(app: App, ctx: AppContext): void {
  // ?format=csv|xlsx: every piece the caller may see and the filters match, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/equipment',
    { action: 'equipment.view', query: ZEquipmentListQuery },
    (user, query) => listEquipment(ctx, user, query),
    (user, query, format) => exportEquipment(ctx, user, query, format),
  );

  createRoute(
    app,
    '/api/equipment',
    {
      action: 'equipment.manage',
      body: ZAddEquipmentRequest,
      fieldChecks: async (_request, fields) =>
        checkPieceFields(ctx, { site_id: typeof fields.site_id === 'number' ? fields.site_id : undefined }),
    },
    (user, body) => addEquipment(ctx, user, body),
  );

  callRoute.get(
    app,
    '/api/equipment/site-picks',
    { action: 'equipment.view', query: ZEquipmentSitePickQuery },
    (user, { query }) => equipmentSitePicks(ctx, user, query.search),
  );

  callRoute.get(
    app,
    '/api/equipment/:id',
    { action: 'equipment.view', params: ZEquipmentParams },
    async (user, { params }) => ({ data: await getEquipment(ctx, user, params.id) }),
  );

  callRoute.get(
    app,
    '/api/equipment/:id/history',
    { action: 'equipment.view', params: ZEquipmentParams, query: ZEquipmentHistoryQuery },
    (user, { params, query }) => equipmentHistory(ctx, user, params.id, query),
  );

  callRoute.put(
    app,
    '/api/equipment/:id',
    { action: 'equipment.manage', params: ZEquipmentParams, body: ZEditEquipmentRequest },
    async (user, { params, body }) => ({ data: await editEquipment(ctx, user, params.id, body) }),
  );

  callRoute.post(
    app,
    '/api/equipment/:id/retire',
    { action: 'equipment.manage', params: ZEquipmentParams, body: ZRetireEquipmentRequest },
    async (user, { params, body }) => ({
      data: await retireEquipment(ctx, user, params.id, body.retired_on),
    }),
  );

  callRoute.post(
    app,
    '/api/equipment/:id/return',
    { action: 'equipment.manage', params: ZEquipmentParams },
    async (user, { params }) => ({ data: await returnEquipment(ctx, user, params.id) }),
  );
}
