import { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { verifyWebhookSignature } from '../../../platform/payments/index.ts';
import { lockInvoiceFirst } from '../../invoices/operations/invoice-lock.ts';
import type { Notified } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { afterSettled, type SettleOutcome, settleInTx } from './settle.ts';

const ZId = z.string().min(1).max(100);
const ZPaymentEntity = z
  .object({
    id: ZId,
    order_id: ZId.nullish(),
    amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().max(10).nullish(),
    status: z.string().max(40).optional(),
    method: z.string().max(40).nullish(),
  })
  .loose();
/** The parts of Razorpay's webhook body we read (https://razorpay.com/docs/webhooks/payloads/payments). */
const ZWebhookEvent = z
  .object({
    event: z.string().max(100),
    payload: z
      .object({
        payment: z.object({ entity: ZPaymentEntity }).loose().optional(),
        order: z
          .object({
            entity: z.object({ id: ZId, amount_paid: z.number().int().nonnegative().optional() }).loose(),
          })
          .loose()
          .optional(),
      })
      .loose()
      .default({}),
  })
  .loose();

export const HANDLED_EVENTS = ['payment.captured', 'order.paid', 'payment.failed'] as const;

export type WebhookOutcome =
  | 'ignored'
  | 'replay'
  | 'unknown_order'
  | 'failed_recorded'
  | SettleOutcome['kind'];

/**
 * POST /payment-webhook (docs/api.md "Payments"): the raw body's HMAC-SHA256 with RAZORPAY_WEBHOOK_SECRET must
 * match X-Razorpay-Signature (else 400, nothing changed); an event id already in the ledger is a replay and
 * ignored; payment.captured and order.paid settle the invoice even when the browser never came back;
 * payment.failed is recorded. Events for orders we never made are stored, acknowledged and change nothing.
 * Only a payment in INR of the invoice's exact amount settles; any other currency or amount is recorded and
 * flagged (settle.ts).
 */
export async function paymentWebhook(
  ctx: AppContext,
  input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
): Promise<{ outcome: WebhookOutcome; event: string }> {
  const { db } = ctx;
  if (!verifyWebhookSignature(ctx.config.razorpay.webhookSecret, input.rawBody, input.signature)) {
    throw badRequest('Invalid webhook signature', { 'x-razorpay-signature': 'Invalid webhook signature' });
  }
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON');
  }
  const parsed = ZWebhookEvent.safeParse(body);
  if (!parsed.success) throw badRequest('The webhook body is not a payment event');
  const { event, payload } = parsed.data;
  if (!(HANDLED_EVENTS as readonly string[]).includes(event)) return { outcome: 'ignored', event };

  const payment = payload.payment?.entity;
  const orderId = payment?.order_id ?? payload.order?.entity.id ?? null;
  const amountPaise = payment?.amount ?? payload.order?.entity.amount_paid ?? null;
  const currency = payment?.currency ?? null;
  const eventId = input.eventId && input.eventId.length <= 100 ? input.eventId : null;

  // an order never changes its invoice: read before the transaction, whose first statement is then the
  // invoice's row lock, before the event is stored (invoice-lock.ts: payment.captured and order.paid of one
  // payment arrive together, and each stored event row locks the invoice against the other's settlement)
  const order = orderId ? await repo.orderById(db, orderId) : undefined;
  let notified: Notified = [];
  const result = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const invoice = order ? await lockInvoiceFirst(tx, order.invoiceId) : undefined;
    if (order && !invoice) throw new Error(`order ${order.orderId} names a missing invoice`);
    const stored = await repo.appendEventOnce(tx, {
      invoiceId: order?.invoiceId ?? null,
      kind: order ? 'webhook' : 'unknown_order',
      source: 'webhook',
      provider: order?.provider ?? 'razorpay',
      orderId,
      paymentId: payment?.id ?? null,
      eventId,
      event,
      amountPaise,
      currency,
      method: payment?.method ?? null,
    });
    if (!stored) return 'replay';
    if (!order || !invoice) return 'unknown_order';
    if (event === 'payment.failed') {
      await repo.appendLedger(tx, {
        invoiceId: order.invoiceId,
        kind: 'payment_failed',
        source: 'webhook',
        provider: order.provider,
        orderId: order.orderId,
        paymentId: payment?.id ?? null,
        amountPaise,
        currency,
        method: payment?.method ?? null,
      });
      return 'failed_recorded';
    }
    if (!payment || amountPaise === null) return 'ignored';
    const outcome = await settleInTx(ctx, tx, invoice, {
      order,
      paymentId: payment.id,
      amountPaise,
      currency,
      method: payment.method ?? null,
      source: 'webhook',
    });
    if (outcome.kind === 'settled') notified = outcome.notified;
    return outcome.kind;
  });
  if (result === 'settled' && order && amountPaise !== null) {
    await afterSettled(ctx, order.invoiceId, amountPaise, notified);
  }
  return { outcome: result, event };
}
