import {
  invoiceDetailToWire,
  ZCancelInvoiceRequest,
  ZCreateInvoiceRequest,
  ZInvoiceIdParams,
  ZInvoiceListQuery,
  ZInvoiceNoteRequest,
  ZInvoiceOrganizationQuery,
  ZInvoiceProductQuery,
  ZSaveDraftRequest,
} from '@aquadesk/shared/invoices.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { listRoute } from '../../platform/list-export.ts';
import { sendFile } from '../../platform/send-file.ts';
import { cancelInvoice } from './operations/cancel.ts';
import { createInvoice } from './operations/create-invoice.ts';
import { createDraft, deleteDraft, updateDraft } from './operations/drafts.ts';
import { exportInvoices } from './operations/export-invoices.ts';
import { invoiceDetail } from './operations/invoice-detail.ts';
import { invoiceSignature } from './operations/invoice-signature.ts';
import { issueInvoice } from './operations/issue.ts';
import { invoiceOrganizations, invoiceProducts, listInvoices } from './operations/list-invoices.ts';
import { raiseNote } from './operations/notes.ts';

/** Every invoice call (docs/api.md "Invoices", "Tax invoices"), one function per part. */
export function invoicesRoutes(app: App, ctx: AppContext): void {
  invoiceListRoutes(app, ctx);
  taxInvoiceRoutes(app, ctx);
  ledgerRoutes(app, ctx);
  signatureRoute(app, ctx);
}

/** The list, the legacy create call and the create form's pickers. */
function invoiceListRoutes(app: App, ctx: AppContext): void {
  // ?format=csv|xlsx: every row the filters match as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/get-invoic-list',
    { action: 'invoice.list', query: ZInvoiceListQuery },
    (user, query) => listInvoices(ctx, user, query),
    (user, query, format) => exportInvoices(ctx, user, query, format),
  );

  app.post(
    '/api/invoice_generater',
    { config: { action: 'invoice.create', idempotent: 'user' }, schema: { body: ZCreateInvoiceRequest } },
    async (request, reply) => reply.status(201).send(await createInvoice(ctx, actor(request), request.body)),
  );

  // Not in the spec's call list: the create form's organisation suggestions (free text stays allowed)
  app.get(
    '/api/invoice-organizations',
    { config: { action: 'invoice.create' }, schema: { querystring: ZInvoiceOrganizationQuery } },
    async (request) => invoiceOrganizations(ctx, actor(request), request.query),
  );

  app.get(
    '/api/invoice-products',
    { config: { action: 'invoice.create' }, schema: { querystring: ZInvoiceProductQuery } },
    async (request) => invoiceProducts(ctx, actor(request), request.query),
  );
}

/** Tax invoices: drafts, the detail, issue and cancel (a job card's draft is estimates' call). */
function taxInvoiceRoutes(app: App, ctx: AppContext): void {
  // Tax invoices (docs/api.md "Tax invoices"): drafts, issue, cancel, payments finance records
  app.post(
    '/api/invoices',
    { config: { action: 'invoice.create', idempotent: 'user' }, schema: { body: ZSaveDraftRequest } },
    async (request, reply) => reply.status(201).send(await createDraft(ctx, actor(request), request.body)),
  );

  app.get(
    '/api/invoices/:id',
    { config: { action: 'invoice.list' }, schema: { params: ZInvoiceIdParams } },
    async (request) => invoiceDetailToWire(await invoiceDetail(ctx, request.params.id)),
  );

  app.put(
    '/api/invoices/:id',
    { config: { action: 'invoice.create' }, schema: { params: ZInvoiceIdParams, body: ZSaveDraftRequest } },
    async (request) => updateDraft(ctx, actor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/invoices/:id',
    { config: { action: 'invoice.create' }, schema: { params: ZInvoiceIdParams } },
    async (request, reply) => {
      await deleteDraft(ctx, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invoices/:id/issue',
    { config: { action: 'invoice.create' }, schema: { params: ZInvoiceIdParams } },
    async (request) => issueInvoice(ctx, actor(request), request.params.id),
  );

  app.post(
    '/api/invoices/:id/cancel',
    {
      config: { action: 'invoice.cancel' },
      schema: { params: ZInvoiceIdParams, body: ZCancelInvoiceRequest },
    },
    async (request) => cancelInvoice(ctx, actor(request), request.params.id, request.body),
  );
}

/** What changes what an invoice owes: credit and debit notes (payments and refunds: modules/payments). */
function ledgerRoutes(app: App, ctx: AppContext): void {
  for (const kind of ['credit', 'debit'] as const) {
    app.post(
      `/api/invoices/:id/${kind}-notes`,
      {
        config: { action: 'invoice.note', idempotent: 'user' },
        schema: { params: ZInvoiceIdParams, body: ZInvoiceNoteRequest },
      },
      async (request, reply) =>
        reply.status(201).send(await raiseNote(ctx, actor(request), request.params.id, kind, request.body)),
    );
  }
}

/** The creator's signature on an invoice. */
function signatureRoute(app: App, ctx: AppContext): void {
  // the creator's signature kept with an invoice, for staff who may list invoices (never public)
  app.get(
    '/api/invoice-sign/:id',
    { config: { action: 'invoice.sign' }, schema: { params: ZInvoiceIdParams } },
    async (request, reply) => {
      const { data: body, contentType } = await invoiceSignature(ctx, request.params.id);
      return sendFile(reply, { body, contentType }, { cache: 'private, max-age=3600' });
    },
  );
}
