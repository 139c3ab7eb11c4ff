import {
  INVOICE_MESSAGES,
  type InvoiceStatus,
  type ZCancelInvoiceRequest,
} from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { announceInvoice, announceReadyToInvoice } from './announce.ts';
import { recordEvent } from './invoice-history.ts';
import { lockInvoiceFirst } from './invoice-lock.ts';
import { movesOf } from './ledger.ts';
import { refusePlainCancel } from './registrations.ts';

/**
 * POST /api/invoices/{id}/cancel (docs/requirements/002-gst.md §6): an issued invoice with nothing paid,
 * credited or debited; its number stays used and it prints CANCELLED with the reason.
 */
export async function cancelInvoice(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: z.output<typeof ZCancelInvoiceRequest>,
): Promise<{ id: number; status: InvoiceStatus }> {
  const estimateId = await ctx.db.transaction(async (tx) => {
    // the invoice's row lock first, as every path that changes what it owes takes it (invoice-lock.ts)
    const row = await lockInvoiceFirst(tx, id);
    if (!row) throw notFound('Invoice');
    if (row.status === 'draft') throw conflict(INVOICE_MESSAGES.draftNoCancel);
    if (row.status === 'cancelled') throw conflict(INVOICE_MESSAGES.alreadyCancelled);
    if (!movesOf(row).cancel) {
      throw conflict(INVOICE_MESSAGES.notCancellable);
    }
    // spec 003 §12: an invoice reported to the IRP (or on its way) is cancelled there, or by a credit note
    await refusePlainCancel(tx, id);
    await repo.updateInvoice(tx, id, {
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelledBy: user.id,
      cancelReason: input.reason,
    });
    await recordEvent(tx, id, 'cancelled', user, { reason: input.reason, number: row.number });
    return row.estimateId;
  });
  await announceInvoice(ctx, id, 'cancelled');
  // its job card is ready to be invoiced again (issue 41 item 1)
  announceReadyToInvoice(ctx, estimateId, true);
  return { id, status: 'cancelled' };
}
