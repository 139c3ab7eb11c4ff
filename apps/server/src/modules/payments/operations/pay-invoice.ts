import {
  INVOICE_MESSAGES,
  type InvoiceStatus,
  isOpenInvoice,
  type PayInvoiceResponse,
  type ZPayInvoiceRequest,
} from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../../platform/errors.ts';
import { dueOf } from '../../invoices/operations/ledger.ts';
import { invoiceRow } from '../../invoices/operations/records.ts';
import * as repo from '../repository.ts';

/**
 * POST /pay-invoice (spec 001 §7, docs/api.md "Payments"): the amount comes from the invoice itself (integer
 * paise, nearest paisa); the client's amount must match it. An open order for the same invoice and amount is
 * reused; a new one is made with the provider otherwise and recorded in the ledger.
 */
export async function payInvoice(
  ctx: AppContext,
  input: z.output<typeof ZPayInvoiceRequest>,
): Promise<PayInvoiceResponse> {
  const { db, payments: provider } = ctx;
  const invoice = await invoiceRow(db, input.invoiceID);
  if (!invoice) throw notFound('Invoice');
  if (invoice.status === 'draft') throw notFound('Invoice');
  if (invoice.status === 'cancelled') throw conflict(INVOICE_MESSAGES.alreadyCancelled);
  if (!isOpenInvoice(invoice.status as InvoiceStatus)) throw conflict(INVOICE_MESSAGES.alreadyPaid);
  // quick pay pays the balance due (docs/requirements/002-gst.md §7): what part payments and notes left
  const due = dueOf(invoice);
  if (input.amount !== due) throw fieldError('amount', INVOICE_MESSAGES.amountMismatch);
  if (due < 100) throw fieldError('amount', 'The amount to pay must be at least ₹1.00');
  // PAYMENT_PROVIDER=off (docs/decisions/0004-payments.md): a request that is right in every other way gets
  // 503 and no order; the quick pay page shows the bank transfer instead
  if (provider.kind === 'off') throw new AppError(503, INVOICE_MESSAGES.paymentOff);

  let order = await repo.openOrder(db, invoice.id, provider.kind, due);
  if (!order) {
    let made: Awaited<ReturnType<typeof provider.createOrder>>;
    try {
      made = await provider.createOrder({
        amountPaise: due,
        currency: 'INR',
        receipt: `invoice-${invoice.id}`,
        invoiceId: invoice.id,
      });
    } catch {
      throw new AppError(502, 'The payment provider could not be reached. Please try again.');
    }
    if (made.amount !== due || made.currency !== 'INR') {
      throw new AppError(502, 'The payment provider answered a different amount. Please try again.');
    }
    order = await db.transaction(async (tx) => {
      const created = await repo.insertOrder(tx, {
        invoiceId: invoice.id,
        provider: provider.kind,
        orderId: made.id,
        amountPaise: due,
        currency: 'INR',
      });
      if (created) {
        await repo.appendLedger(tx, {
          invoiceId: invoice.id,
          kind: 'order_created',
          source: 'server',
          provider: provider.kind,
          orderId: made.id,
          amountPaise: due,
        });
        return created;
      }
      // another click made one first: that open order is the one to pay
      return repo.openOrder(tx, invoice.id, provider.kind, due);
    });
    if (!order) throw new AppError(503, 'Please try again.');
  }
  return {
    amount: order.amountPaise,
    currency: 'INR',
    id: order.orderId,
    provider: provider.kind,
    key_id: provider.keyId,
    invoice_id: invoice.id,
    name: ctx.config.brand,
    description: `Invoice ${invoice.number ?? invoice.id}`,
  };
}
