import {
  ZAddPartRequest,
  ZPartContractParams,
  ZPartEquipmentParams,
  ZPartParams,
  ZPartPickQuery,
  ZPartsInvoiceRequest,
  ZPartsToInvoiceQuery,
  ZPartTaskParams,
} from '@aquadesk/shared/parts.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { listRoute } from '../../platform/list-export.ts';
import { exportPartsToInvoice, invoiceClientParts, partsToInvoice } from './operations/invoice-parts.ts';
import { addPart, partPicks, removePart, taskParts } from './operations/task-parts.ts';
import { contractParts, equipmentParts } from './operations/where-used.ts';

/** The parts used on maintenance tasks (issue 43 item 5; docs/api.md "Parts"). */
export function partsRoutes(app: App, ctx: AppContext): void {
  createRoute(app, '/api/parts', { action: 'part.use', body: ZAddPartRequest }, (user, body) =>
    addPart(ctx, user, body),
  );

  callRoute.delete(
    app,
    '/api/parts/:id',
    { action: 'part.use', params: ZPartParams },
    async (user, { params }) => {
      await removePart(ctx, user, params.id);
      return { ok: true };
    },
  );

  callRoute.get(
    app,
    '/api/parts/picks',
    { action: 'part.use', query: ZPartPickQuery },
    async (_user, { query }) => ({ data: await partPicks(ctx, query.search) }),
  );

  callRoute.get(
    app,
    '/api/parts/tasks/:taskId',
    { action: 'part.use', params: ZPartTaskParams },
    (user, { params }) => taskParts(ctx, user, params.taskId),
  );

  // ?format=csv|xlsx: every client with chargeable parts waiting, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/parts/to-invoice',
    { action: 'part.invoice', query: ZPartsToInvoiceQuery },
    (_user, query) => partsToInvoice(ctx, query),
    (_user, query, format) => exportPartsToInvoice(ctx, query, format),
  );

  createRoute(
    app,
    '/api/parts/invoices',
    { action: 'part.invoice', body: ZPartsInvoiceRequest },
    (user, body) => invoiceClientParts(ctx, user, body.client_id),
  );

  callRoute.get(
    app,
    '/api/parts/contracts/:contractId',
    { action: 'contract.view', params: ZPartContractParams },
    (_user, { params }) => contractParts(ctx, params.contractId),
  );

  callRoute.get(
    app,
    '/api/parts/equipment/:equipmentId',
    { action: 'equipment.view', params: ZPartEquipmentParams },
    (user, { params }) => equipmentParts(ctx, user, params.equipmentId),
  );
}
