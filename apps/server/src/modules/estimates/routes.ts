import { ZEstimateInvoiceParams, ZReadyToInvoiceQuery } from '@aquadesk/shared/estimate-invoice.ts';
import {
  ESTIMATE_MESSAGES,
  estimateCardToWire,
  ZApproveEstimateRequest,
  ZCreateEstimateRequest,
  ZEditEstimateRequest,
  ZEstimateIdRequest,
  ZEstimateListQuery,
  ZFinishEstimateFields,
} from '@aquadesk/shared/estimates.ts';
import { actor } from '../../platform/authorize.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { listRoute } from '../../platform/list-export.ts';
import { ONE_IMAGE, parseMultipart } from '../../platform/uploads.ts';
import { checkEstimateFields, createEstimate } from './operations/create-estimate.ts';
import { estimateDetail } from './operations/estimate-detail.ts';
import { exportEstimates } from './operations/export-estimates.ts';
import {
  estimateForInvoice,
  estimateInvoice,
  invoiceFromEstimate,
} from './operations/invoice-from-estimate.ts';
import { listEstimates } from './operations/list-estimates.ts';
import {
  approveEstimate,
  checkAssignList,
  editEstimate,
  finishEstimate,
  selfApproveEstimate,
  startEstimate,
} from './operations/moves.ts';
import { exportReadyToInvoice, readyToInvoice } from './operations/ready-to-invoice.ts';

export function estimatesRoutes(app: App, ctx: AppContext): void {
  estimateInvoiceRoutes(app, ctx);
  // ?format=csv|xlsx: every estimate the list shows for these filters, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/get-estimate-list',
    { action: 'estimate.list', query: ZEstimateListQuery },
    (user, query) => listEstimates(ctx, user, query),
    (user, query, format) => exportEstimates(ctx, user, query, format),
  );

  // issue 41 item 1: the finished job cards waiting for an invoice (docs/api.md "Ready to invoice")
  listRoute(
    app,
    '/api/estimates/ready-to-invoice',
    { action: 'estimate.ready_to_invoice', query: ZReadyToInvoiceQuery },
    (_user, query) => readyToInvoice(ctx, query),
    (_user, query, format) => exportReadyToInvoice(ctx, query, format),
  );

  app.post(
    '/api/estimate_generater',
    {
      config: {
        action: 'estimate.create',
        idempotent: 'user',
        // the checks beyond the schema, named with its failures (docs/api.md "Validation errors")
        fieldChecks: async (request, fields) =>
          (await checkEstimateFields(ctx, actor(request), fields)).errors,
      },
      schema: { body: ZCreateEstimateRequest },
    },
    async (request, reply) => reply.status(201).send(await createEstimate(ctx, actor(request), request.body)),
  );

  callRoute.post(
    app,
    '/api/get-estimate-by-id',
    { action: 'estimate.view', body: ZEstimateIdRequest },
    async (user, { body }) => estimateCardToWire(await estimateDetail(ctx, user, body)),
  );

  callRoute.post(
    app,
    '/api/approve-estimate',
    {
      action: 'estimate.approve',
      body: ZApproveEstimateRequest,
      fieldChecks: async (_request, fields) => (await checkAssignList(ctx, fields)).errors,
    },
    async (user, { body }) => ({ data: await approveEstimate(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/estimate_edit',
    { action: 'estimate.edit', body: ZEditEstimateRequest },
    async (user, { body }) => ({ data: await editEstimate(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/self-approve',
    { action: 'estimate.self_approve', body: ZEstimateIdRequest },
    async (user, { body }) => ({ data: await selfApproveEstimate(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/start-work',
    { action: 'estimate.start', body: ZEstimateIdRequest },
    async (user, { body }) => ({ data: await startEstimate(ctx, user, body) }),
  );

  app.post('/api/finish-work', { config: { action: 'estimate.finish' } }, async (request) => {
    const { fields, images } = await parseMultipart(request, ctx.config, {
      fields: ZFinishEstimateFields,
      images: { image: { required: ESTIMATE_MESSAGES.imageRequired } },
      bounds: ONE_IMAGE,
    });
    return { data: await finishEstimate(ctx, actor(request), { fields, image: images.image }) };
  });
}

/** A finished job card and its invoice (docs/api.md "An estimate's invoice", "Ready to invoice"). */
function estimateInvoiceRoutes(app: App, ctx: AppContext): void {
  // issue 30 item 8: a finished estimate becomes a draft invoice; the job card shows its invoice
  app.post(
    '/api/estimates/:id/invoice',
    { config: { action: 'invoice.create', idempotent: 'user' }, schema: { params: ZEstimateInvoiceParams } },
    async (request, reply) =>
      reply.status(201).send(await invoiceFromEstimate(ctx, actor(request), request.params.id)),
  );

  // issue 41 item 1: a finished job card as its invoicer reads it, before Make invoice
  callRoute.get(
    app,
    '/api/estimates/:id/for-invoice',
    { action: 'estimate.ready_to_invoice', params: ZEstimateInvoiceParams },
    (user, { params }) => estimateForInvoice(ctx, user, params.id),
  );

  callRoute.get(
    app,
    '/api/estimates/:id/invoice',
    { action: 'invoice.list', params: ZEstimateInvoiceParams },
    (user, { params }) => estimateInvoice(ctx, user, params.id),
  );
}
