import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { INVOICE_MESSAGES, type InvoiceStatus, type ZRefundRequest } from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees, toPaise } from '@aquadesk/shared/money.ts';
import { refundableOf } from '@aquadesk/shared/receivables.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError } from '../../../platform/errors.ts';
import { announceInvoice } from '../../invoices/operations/announce.ts';
import { addRefundInTx } from '../../invoices/operations/invoice-balance.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import { lockedIssued } from '../../invoices/operations/invoice-lock.ts';
import { dueOf, ledgerOf, refuseBeforeIssue } from '../../invoices/operations/ledger.ts';

const rupeesOf = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * POST /api/invoices/{id}/refunds (docs/requirements/002-gst.md §8-§9): money returned to the client, at
 * most what was paid beyond what the invoice is now worth (after a credit note on a paid invoice).
 */
export async function recordRefund(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: z.output<typeof ZRefundRequest>,
): Promise<{ id: number; refund_id: number; status: InvoiceStatus; due_paise: number }> {
  const amountPaise = toPaise(input.amount);
  if (input.received_on > todayInIndia()) throw fieldError('received_on', INVOICE_MESSAGES.receivedOnFuture);
  const result = await ctx.db.transaction(async (tx) => {
    const invoice = await lockedIssued(tx, id);
    refuseBeforeIssue(invoice.issuedAt, input.received_on);
    const ledger = ledgerOf(invoice);
    const most = refundableOf(ledger);
    if (amountPaise > most) throw fieldError('amount', INVOICE_MESSAGES.refundAboveOverpaid(rupeesOf(most)));
    const { refund, updated } = await addRefundInTx(tx, invoice, user, {
      amountPaise,
      method: input.method,
      reference: input.reference,
      receivedOn: input.received_on,
    });
    await recordEvent(tx, id, 'refund', user, {
      method: input.method,
      amount_paise: amountPaise,
      reference: input.reference,
      received_on: input.received_on,
    });
    return { refund, updated };
  });
  await announceInvoice(ctx, id, 'refunded');
  return {
    id,
    refund_id: result.refund.id,
    status: result.updated.status as InvoiceStatus,
    due_paise: dueOf(result.updated),
  };
}
