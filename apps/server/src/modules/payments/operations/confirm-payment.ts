import {
  INVOICE_MESSAGES,
  type PaymentConfirmResponse,
  type ZPaymentConfirmRequest,
} from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { verifyPaymentSignature } from '../../../platform/payments/index.ts';
import { lockInvoiceFirst } from '../../invoices/operations/invoice-lock.ts';
import { invoiceRow } from '../../invoices/operations/records.ts';
import * as repo from '../repository.ts';
import { afterSettled, settleInTx } from './settle.ts';

/**
 * POST /payment-confirm (spec 001 §7, docs/api.md "Payments"): the signature is checked (timing-safe) against
 * the order the server created for this invoice; the invoice is marked PAYMENT COMPLETE exactly once. A repeat
 * of the settling payment is a 200 no-op; a bad signature is 400 and changes nothing but the ledger.
 */
export async function confirmPayment(
  ctx: AppContext,
  input: z.output<typeof ZPaymentConfirmRequest>,
): Promise<PaymentConfirmResponse> {
  const { db, payments: provider } = ctx;
  const invoice = await invoiceRow(db, input.invoiceID);
  if (!invoice) throw notFound('Invoice');
  const order = await repo.orderById(db, input.order_id);
  const unknownOrder = () =>
    badRequest(INVOICE_MESSAGES.unknownOrder, { order_id: INVOICE_MESSAGES.unknownOrder });
  if (!order || order.invoiceId !== invoice.id) throw unknownOrder();
  // PAYMENT_PROVIDER=off: nothing verifies or settles a payment online
  if (provider.kind === 'off') throw new AppError(503, INVOICE_MESSAGES.paymentOff);
  // an order of another provider (a sandbox order after the switch to Razorpay) never settles here
  if (order.provider !== provider.kind) throw unknownOrder();
  const reject = async (field: string, message: string, note: string) => {
    await repo.appendLedger(db, {
      invoiceId: invoice.id,
      kind: 'confirm_rejected',
      source: 'browser',
      provider: order.provider,
      orderId: order.orderId,
      paymentId: input.payment_id,
      amountPaise: input.amount ?? null,
      note,
    });
    return badRequest(message, { [field]: message });
  };
  const signed = verifyPaymentSignature(provider.keySecret, {
    orderId: order.orderId,
    paymentId: input.payment_id,
    signature: input.signature,
  });
  if (!signed) throw await reject('signature', INVOICE_MESSAGES.badSignature, 'bad signature');
  if (input.amount !== undefined && input.amount !== order.amountPaise) {
    throw await reject('amount', INVOICE_MESSAGES.amountMismatch, 'amount differs from the order');
  }

  // the real provider also says what was paid and how; the sandbox signed the order's amount itself
  let amountPaise = order.amountPaise;
  let currency: string | null = order.currency;
  let method: string | null = provider.kind === 'sandbox' ? 'sandbox' : null;
  if (provider.kind !== 'sandbox') {
    const payment = await provider.fetchPayment(input.payment_id);
    if (payment) {
      if (payment.orderId && payment.orderId !== order.orderId) {
        throw await reject('payment_id', INVOICE_MESSAGES.badSignature, 'payment of another order');
      }
      // signed but not taken (declined or refunded at the provider): the invoice stays unpaid
      if (!['captured', 'authorized'].includes(payment.status)) {
        throw await reject('payment_id', INVOICE_MESSAGES.paymentFailed, `payment ${payment.status}`);
      }
      amountPaise = payment.amount;
      currency = payment.currency;
      method = payment.method;
    }
  }

  // the invoice's row lock first, as every settling path takes it (invoice-lock.ts)
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockInvoiceFirst(tx, invoice.id);
    if (!locked) throw notFound('Invoice');
    return settleInTx(ctx, tx, locked, {
      order,
      paymentId: input.payment_id,
      amountPaise,
      currency,
      method,
      source: 'browser',
    });
  });
  if (outcome.kind === 'amount_mismatch') {
    throw new AppError(400, INVOICE_MESSAGES.amountMismatch, { amount: INVOICE_MESSAGES.amountMismatch });
  }
  if (outcome.kind === 'currency_mismatch') {
    throw new AppError(400, INVOICE_MESSAGES.currencyMismatch, {
      payment_id: INVOICE_MESSAGES.currencyMismatch,
    });
  }
  if (outcome.kind === 'other_payment') throw conflict(INVOICE_MESSAGES.alreadyPaid);
  if (outcome.kind === 'settled') await afterSettled(ctx, invoice.id, amountPaise, outcome.notified);
  const now = await invoiceRow(db, invoice.id);
  return {
    data: {
      id: invoice.id,
      status: 'PAYMENT COMPLETE',
      order_id: now?.orderId ?? order.orderId,
      payment_id: now?.paymentId ?? input.payment_id,
      paid_at: (now?.paidAt ?? new Date()).toISOString(),
    },
  };
}
