import {
  E_INVOICE_CANCEL_REASONS,
  type EInvoiceWire,
  type ZEInvoiceCancelRequest,
} from '@aquadesk/shared/e-invoice-status.ts';
import { INVOICE_MESSAGES } from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { IrpError } from '../../../platform/irp/provider.ts';
import { CANCEL_WINDOW_CROSSED } from '../../../platform/irp/sandbox.ts';
import { announceReadyToInvoice } from '../../invoices/operations/announce.ts';
import { cancelWithIrn } from '../../invoices/operations/e-invoice-documents.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import { lockInvoiceFirst } from '../../invoices/operations/invoice-lock.ts';
import { movesOf } from '../../invoices/operations/ledger.ts';
import { invoiceRow } from '../../invoices/operations/records.ts';
import * as eRepo from '../repository.ts';
import { E_INVOICE_MESSAGES } from './document.ts';
import { announceEInvoice } from './register.ts';
import { cancellableUntil, eInvoiceWireOf } from './wire.ts';

/**
 * POST /api/invoices/{id}/e-invoice/cancel (spec 003 §12): a registered invoice with nothing paid, credited
 * or debited (the plain cancel's rule), within 24 hours of its acknowledgement: the IRN is cancelled at the
 * IRP, then the registration and the invoice are cancelled together, the remark as the invoice's reason.
 * After 24 hours the IRP refuses, and so does AquaDesk: a credit note undoes the supply instead.
 */
export async function cancelAtIrp(
  ctx: AppContext,
  user: AuthUser,
  invoiceId: number,
  input: z.output<typeof ZEInvoiceCancelRequest>,
  now = new Date(),
): Promise<EInvoiceWire> {
  const invoice = await invoiceRow(ctx.db, invoiceId);
  if (!invoice) throw notFound('Invoice');
  const registration = await eRepo.registrationOf(ctx.db, { invoiceId, noteId: null });
  if (registration?.status === 'cancelled') throw conflict(E_INVOICE_MESSAGES.alreadyCancelled, 'reason');
  if (registration?.status !== 'registered' || !registration.irn) {
    throw conflict(E_INVOICE_MESSAGES.nothingToCancel, 'reason');
  }
  if (invoice.status === 'cancelled') throw conflict(INVOICE_MESSAGES.alreadyCancelled, 'reason');
  if (!movesOf(invoice).cancel) throw conflict(INVOICE_MESSAGES.notCancellable, 'reason');
  const until = cancellableUntil(registration);
  if (!until || now.getTime() > until.getTime()) throw conflict(E_INVOICE_MESSAGES.windowPassed, 'reason');
  try {
    await ctx.irp.cancel(registration.irn, input.reason, input.remark);
  } catch (error) {
    if (error instanceof IrpError) {
      if (error.code === CANCEL_WINDOW_CROSSED.code)
        throw conflict(E_INVOICE_MESSAGES.windowPassed, 'reason');
      if (error.retry) throw new AppError(503, E_INVOICE_MESSAGES.unreachable);
      throw conflict(`The IRP refused the cancellation: ${error.message}`.slice(0, 300), 'reason');
    }
    throw error;
  }
  // the IRN is cancelled at the IRP: the invoice is cancelled with it, whatever happened in between
  const cancelled = await ctx.db.transaction(async (tx) => {
    // the invoice's row lock first, as every path that changes what it owes takes it (invoice-lock.ts)
    await lockInvoiceFirst(tx, invoiceId);
    const row = await eRepo.markCancelled(tx, registration.id, {
      reason: input.reason,
      remark: input.remark,
      now,
    });
    await cancelWithIrn(tx, invoiceId, user, { remark: input.remark, now });
    await recordEvent(tx, invoiceId, 'cancelled', user, {
      reason: input.remark,
      number: invoice.number,
      irn: registration.irn,
      irp_reason: E_INVOICE_CANCEL_REASONS[input.reason],
    });
    return row;
  });
  // after the commit: the invoice left the books (invoice_cancelled, as the plain cancel says it), and its
  // job card is ready to be invoiced again (issue 41 item 1)
  await announceEInvoice(ctx, cancelled, 'cancelled');
  announceReadyToInvoice(ctx, invoice.estimateId, true);
  return eInvoiceWireOf(cancelled);
}
