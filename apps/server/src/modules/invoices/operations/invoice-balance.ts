import { type InvoiceStatus, invoiceStatusOf } from '@aquadesk/shared/invoices.ts';
import type { Tx } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import * as repo from '../repository.ts';
import { ledgerOf } from './ledger.ts';
import type { InvoiceRow, ReceiptRow } from './records.ts';

/**
 * What the payments domain changes of an invoice (docs/architecture.md "The invoices' rooms"): only invoices
 * writes the invoice tables, so a settlement, a payment recorded by hand and a refund change an invoice's
 * status and balance through these, inside the caller's transaction, under the row lock the caller took
 * first (invoice-lock.ts). What it reads of an invoice, it reads through records.ts.
 */

/**
 * Settles an open invoice by an online payment of its whole balance (repository.ts `settleInvoice`: one
 * conditional UPDATE); undefined when it was not open or its balance is not the amount.
 */
export function settleOnlineInTx(
  tx: Tx,
  input: Parameters<typeof repo.settleInvoice>[1],
): Promise<InvoiceRow | undefined> {
  return repo.settleInvoice(tx, input);
}

/** A payment received (its receipt already stored) added to what the invoice has been paid; its status follows. */
export function addPaymentInTx(
  tx: Tx,
  invoice: InvoiceRow,
  amountPaise: number,
  method: string,
): Promise<InvoiceRow> {
  const paidPaise = invoice.paidPaise + amountPaise;
  const status: InvoiceStatus = invoiceStatusOf({ ...ledgerOf(invoice), paid_paise: paidPaise });
  return repo.updateInvoice(tx, invoice.id, {
    paidPaise,
    status,
    ...(status === 'PAYMENT COMPLETE' ? { paidAt: new Date(), paymentMethod: method } : {}),
  });
}

/** A refund stored against the invoice and added to what it has refunded; its status follows. */
export async function addRefundInTx(
  tx: Tx,
  invoice: InvoiceRow,
  user: AuthUser,
  input: { amountPaise: number; method: string; reference: repo.NewReceipt['reference']; receivedOn: string },
): Promise<{ refund: ReceiptRow; updated: InvoiceRow }> {
  const refund = await repo.insertReceipt(tx, {
    invoiceId: invoice.id,
    kind: 'refund',
    method: input.method,
    amountPaise: input.amountPaise,
    reference: input.reference,
    receivedOn: input.receivedOn,
    recordedBy: user.id,
    recorderName: user.name,
  });
  const refundedPaise = invoice.refundedPaise + input.amountPaise;
  const status = invoiceStatusOf({ ...ledgerOf(invoice), refunded_paise: refundedPaise });
  const updated = await repo.updateInvoice(tx, invoice.id, { refundedPaise, status });
  return { refund, updated };
}
