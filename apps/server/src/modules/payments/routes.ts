import {
  publicInvoiceAnswerToWire,
  ZGetInvoiceQuery,
  ZInvoiceIdParams,
  ZPayInvoiceRequest,
  ZPaymentConfirmRequest,
  ZRecordPaymentRequest,
  ZRefundRequest,
  ZSandboxCheckoutRequest,
} from '@aquadesk/shared/invoices.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { confirmPayment } from './operations/confirm-payment.ts';
import { payInvoice } from './operations/pay-invoice.ts';
import { publicInvoice } from './operations/public-invoice.ts';
import { recordPayment } from './operations/record-payment.ts';
import { recordRefund } from './operations/refunds.ts';
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

/** Every payment call (docs/api.md "Invoices", "Tax invoices"): quick pay, the webhook, payments and refunds recorded by hand. */
export function paymentsRoutes(app: App, ctx: AppContext): void {
  recordedPaymentRoutes(app, ctx);
  quickPayRoutes(app, ctx);
  paymentWebhookRoute(app, ctx);
}

/** Money received outside the checkout and money returned, as finance records them. */
function recordedPaymentRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/invoices/:id/payments',
    {
      config: { action: 'invoice.record_payment', idempotent: 'user' },
      schema: { params: ZInvoiceIdParams, body: ZRecordPaymentRequest },
    },
    async (request, reply) =>
      reply.status(201).send(await recordPayment(ctx, actor(request), request.params.id, request.body)),
  );

  app.post(
    '/api/invoices/:id/refunds',
    {
      config: { action: 'invoice.record_payment', idempotent: 'user' },
      schema: { params: ZInvoiceIdParams, body: ZRefundRequest },
    },
    async (request, reply) =>
      reply.status(201).send(await recordRefund(ctx, actor(request), request.params.id, request.body)),
  );
}

/** The public invoice (the quick pay page) and paying it. */
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
    async (request) => ({
      data: publicInvoiceAnswerToWire(await publicInvoice(ctx, request.user, request.query)),
    }),
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
