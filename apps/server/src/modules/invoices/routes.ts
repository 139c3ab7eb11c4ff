import { ZBulkIdsRequest } from '@aquadesk/shared/bulk.ts';
import { ZEstimateInvoiceParams } from '@aquadesk/shared/estimate-invoice.ts';
import {
  ZCancelInvoiceRequest,
  ZCreateInvoiceRequest,
  ZGetInvoiceQuery,
  ZInvoiceIdParams,
  ZInvoiceListQuery,
  ZInvoiceNoteRequest,
  ZInvoiceOrganizationQuery,
  ZInvoiceProductQuery,
  ZPayInvoiceRequest,
  ZPaymentConfirmRequest,
  ZRecordPaymentRequest,
  ZRefundRequest,
  ZSandboxCheckoutRequest,
  ZSaveDraftRequest,
} from '@aquadesk/shared/invoices.ts';
import { ZListExportQuery } from '@aquadesk/shared/list-exports.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { sendListFile } from '../../platform/list-export.ts';
import { remindMany } from './operations/bulk.ts';
import { cancelInvoice, recordPayment } from './operations/cancel-and-pay.ts';
import { confirmPayment } from './operations/confirm-payment.ts';
import { createInvoice } from './operations/create-invoice.ts';
import { createDraft, deleteDraft, updateDraft } from './operations/drafts.ts';
import { exportInvoices } from './operations/export-invoices.ts';
import { estimateForInvoice, estimateInvoice, invoiceFromEstimate } from './operations/from-estimate.ts';
import { invoiceDetail } from './operations/invoice-detail.ts';
import { invoiceSignature } from './operations/invoice-signature.ts';
import { issueInvoice } from './operations/issue.ts';
import { invoiceOrganizations, invoiceProducts, listInvoices } from './operations/list-invoices.ts';
import { raiseNote, recordRefund } from './operations/notes-and-refunds.ts';
import { payInvoice } from './operations/pay-invoice.ts';
import { publicInvoice } from './operations/public-invoice.ts';
import { remindNow } from './operations/reminders.ts';
import { sandboxCheckout } from './operations/sandbox-checkout.ts';
import { paymentWebhook } from './operations/webhook.ts';

/**
 * Public calls per address (docs/api.md "Invoices"): /get-invoice and paying are rate-limited, counted by the
 * client address Fastify gives (X-Forwarded-For only through a proxy TRUST_PROXY trusts).
 */
export const INVOICE_VIEWS_PER_MINUTE = 60;
export const PAYMENT_CALLS_PER_MINUTE = 120;
const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** The rate limit of each public payment call (pay, confirm, sandbox checkout). */
const PAYMENT_RATE_LIMIT = { max: PAYMENT_CALLS_PER_MINUTE, timeWindow: '1 minute' };

/** Every invoice call (docs/api.md "Invoices", "Tax invoices"), one function per part. */
export function invoicesRoutes(app: App, ctx: AppContext): void {
  invoiceListRoutes(app, ctx);
  taxInvoiceRoutes(app, ctx);
  ledgerRoutes(app, ctx);
  quickPayRoutes(app, ctx);
  paymentWebhookRoute(app, ctx);
}

/** The list, the legacy create call and the create form's pickers. */
function invoiceListRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/get-invoic-list',
    {
      config: { action: 'invoice.list' },
      schema: { querystring: ZInvoiceListQuery.extend(ZListExportQuery.shape) },
    },
    // ?format=csv|xlsx: every row the filters match as a file (docs/api.md "Lists")
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (!format) return listInvoices(ctx, actor(request), query);
      return sendListFile(reply, await exportInvoices(ctx, actor(request), query, format));
    },
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

/** Tax invoices: drafts (also from a job card), the detail, issue and cancel. */
function taxInvoiceRoutes(app: App, ctx: AppContext): void {
  // Tax invoices (docs/api.md "Tax invoices"): drafts, issue, cancel, payments finance records
  app.post(
    '/api/invoices',
    { config: { action: 'invoice.create', idempotent: 'user' }, schema: { body: ZSaveDraftRequest } },
    async (request, reply) => reply.status(201).send(await createDraft(ctx, actor(request), request.body)),
  );

  // issue 30 item 8: a finished estimate becomes a draft invoice; the job card shows its invoice
  app.post(
    '/api/estimates/:id/invoice',
    { config: { action: 'invoice.create', idempotent: 'user' }, schema: { params: ZEstimateInvoiceParams } },
    async (request, reply) =>
      reply.status(201).send(await invoiceFromEstimate(ctx, actor(request), request.params.id)),
  );

  // issue 41 item 1: a finished job card as its invoicer reads it, before Make invoice
  app.get(
    '/api/estimates/:id/for-invoice',
    { config: { action: 'estimate.ready_to_invoice' }, schema: { params: ZEstimateInvoiceParams } },
    async (request) => estimateForInvoice(ctx, actor(request), request.params.id),
  );

  app.get(
    '/api/estimates/:id/invoice',
    { config: { action: 'invoice.list' }, schema: { params: ZEstimateInvoiceParams } },
    async (request) => estimateInvoice(ctx, actor(request), request.params.id),
  );

  app.get(
    '/api/invoices/:id',
    { config: { action: 'invoice.list' }, schema: { params: ZInvoiceIdParams } },
    async (request) => invoiceDetail(ctx, request.params.id),
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

/** What changes what an invoice owes: payments, credit and debit notes, refunds; reminders. */
function ledgerRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/invoices/:id/payments',
    {
      config: { action: 'invoice.record_payment', idempotent: 'user' },
      schema: { params: ZInvoiceIdParams, body: ZRecordPaymentRequest },
    },
    async (request, reply) =>
      reply.status(201).send(await recordPayment(ctx, actor(request), request.params.id, request.body)),
  );

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

  app.post(
    '/api/invoices/:id/refunds',
    {
      config: { action: 'invoice.record_payment', idempotent: 'user' },
      schema: { params: ZInvoiceIdParams, body: ZRefundRequest },
    },
    async (request, reply) =>
      reply.status(201).send(await recordRefund(ctx, actor(request), request.params.id, request.body)),
  );

  // issue 30 item 7: an overdue reminder mailed now (docs/api.md "Overdue reminders"); a send, so it takes the key
  app.post(
    '/api/invoices/:id/remind',
    { config: { action: 'invoice.remind', idempotent: 'user' }, schema: { params: ZInvoiceIdParams } },
    async (request) => remindNow(ctx, actor(request), request.params.id),
  );

  // issue 41 item 13: "Send reminder" for the invoices ticked on the list, each as the single call decides it
  app.post(
    '/api/invoices/bulk/remind',
    { config: { action: 'invoice.remind', idempotent: 'user' }, schema: { body: ZBulkIdsRequest } },
    async (request) =>
      remindMany(ctx, actor(request), request.body.ids, (invoiceId, error) =>
        request.log.error({ invoiceId, err: error }, 'bulk reminder failed'),
      ),
  );
}

/** The public invoice, paying it, and the creator's signature on it. */
function quickPayRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/get-invoice',
    {
      config: {
        action: 'invoice.public_view',
        rateLimit: { max: INVOICE_VIEWS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: { querystring: ZGetInvoiceQuery },
    },
    // the number alone gives the summary; with the key (or to staff who may list invoices) the invoice whole
    async (request) => ({ data: await publicInvoice(ctx, request.user, request.query) }),
  );

  app.post(
    '/api/pay-invoice',
    {
      config: { action: 'invoice.pay', rateLimit: PAYMENT_RATE_LIMIT },
      schema: { body: ZPayInvoiceRequest },
    },
    async (request) => payInvoice(ctx, request.body),
  );

  app.post(
    '/api/payment-confirm',
    {
      config: { action: 'invoice.confirm', rateLimit: PAYMENT_RATE_LIMIT },
      schema: { body: ZPaymentConfirmRequest },
    },
    async (request) => confirmPayment(ctx, request.body),
  );

  app.post(
    '/api/sandbox-checkout',
    {
      config: { action: 'invoice.sandbox_checkout', rateLimit: PAYMENT_RATE_LIMIT },
      schema: { body: ZSandboxCheckoutRequest },
    },
    async (request) => sandboxCheckout(ctx, request.body),
  );

  // the creator's signature kept with an invoice, for staff who may list invoices (never public)
  app.get(
    '/api/invoice-sign/:id',
    { config: { action: 'invoice.sign' }, schema: { params: ZInvoiceIdParams } },
    async (request, reply) => {
      const image = await invoiceSignature(ctx, request.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(image.data);
    },
  );
}

/** The payment provider's webhook. */
function paymentWebhookRoute(app: App, ctx: AppContext): void {
  // the webhook's signature is over the raw bytes: only this plugin reads bodies as a Buffer
  app.register(async (raw: App) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      '/api/payment-webhook',
      { config: { action: 'invoice.webhook' }, bodyLimit: WEBHOOK_BODY_LIMIT },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { outcome, event } = await paymentWebhook(ctx, {
          rawBody,
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        if (
          outcome === 'unknown_order' ||
          outcome === 'amount_mismatch' ||
          outcome === 'currency_mismatch' ||
          outcome === 'other_payment'
        ) {
          request.log.warn({ event, outcome }, 'payment webhook needs attention');
        } else {
          request.log.info({ event, outcome }, 'payment webhook');
        }
        return { status: 'ok', outcome };
      },
    );
  });
}
