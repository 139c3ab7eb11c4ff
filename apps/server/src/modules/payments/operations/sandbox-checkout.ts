import {
  INVOICE_MESSAGES,
  type InvoiceStatus,
  isOpenInvoice,
  type SandboxCheckoutResponse,
  type ZSandboxCheckoutRequest,
} from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { paymentSignature } from '../../../platform/payments/index.ts';
import { providerLikeId } from '../../../platform/payments/sandbox.ts';
import { invoiceRow } from '../../invoices/operations/records.ts';
import * as repo from '../repository.ts';

/**
 * POST /sandbox-checkout: the sandbox provider's checkout (only while it is the active provider, else 404).
 * `paid` signs a new payment of the order exactly as Razorpay does, for the browser to send to
 * /payment-confirm; `failed` records a failed attempt and leaves the invoice unpaid.
 */
export async function sandboxCheckout(
  ctx: AppContext,
  input: z.output<typeof ZSandboxCheckoutRequest>,
): Promise<SandboxCheckoutResponse> {
  const { db, payments: provider } = ctx;
  if (provider.kind !== 'sandbox') throw notFound('Sandbox checkout');
  const invoice = await invoiceRow(db, input.invoiceID);
  if (!invoice) throw notFound('Invoice');
  const order = await repo.orderById(db, input.order_id);
  if (!order || order.invoiceId !== invoice.id || order.provider !== 'sandbox') {
    throw badRequest(INVOICE_MESSAGES.unknownOrder, { order_id: INVOICE_MESSAGES.unknownOrder });
  }
  if (!isOpenInvoice(invoice.status as InvoiceStatus)) throw conflict(INVOICE_MESSAGES.alreadyPaid);
  const paymentId = providerLikeId('pay');
  // the attempt, failed or paid, is a row of the ledger either way
  const attempt = {
    invoiceId: invoice.id,
    source: 'sandbox',
    provider: 'sandbox',
    orderId: order.orderId,
    paymentId,
    amountPaise: order.amountPaise,
    method: 'sandbox',
  } as const;
  if (input.outcome === 'failed') {
    await repo.appendLedger(db, {
      ...attempt,
      kind: 'payment_failed',
      note: 'failed in the sandbox checkout',
    });
    return { status: 'failed', message: INVOICE_MESSAGES.paymentFailed };
  }
  await repo.appendLedger(db, { ...attempt, kind: 'checkout_paid' });
  return {
    status: 'paid',
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(provider.keySecret, order.orderId, paymentId),
  };
}
