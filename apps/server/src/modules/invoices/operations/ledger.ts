import { istDay } from '@aquadesk/shared/dates.ts';
import { INVOICE_MESSAGES, type InvoiceStatus, invoiceMoves } from '@aquadesk/shared/invoices.ts';
import { type InvoiceLedger, payableOf } from '@aquadesk/shared/receivables.ts';
import { fieldError } from '../../../platform/errors.ts';
import type * as repo from '../repository.ts';

/** An invoice's ledger sums as receivables.ts reads them (docs/requirements/002-gst.md §7-§8). */
export function ledgerOf(row: repo.InvoiceRow): InvoiceLedger {
  return {
    total_paise: row.amountPaise,
    debited_paise: row.debitedPaise,
    credited_paise: row.creditedPaise,
    paid_paise: row.paidPaise,
    refunded_paise: row.refundedPaise,
    cancelled: row.status === 'cancelled',
  };
}

/** What is still owed on an issued invoice (0 on a draft, a cancelled or a paid one). */
export const dueOf = (row: repo.InvoiceRow) => (row.status === 'draft' ? 0 : payableOf(ledgerOf(row)));

/** What may be done with the invoice now: the one rule the web's buttons read too (shared invoiceMoves). */
export function movesOf(row: repo.InvoiceRow) {
  const { cancelled: _c, ...sums } = ledgerOf(row);
  return invoiceMoves({ status: row.status as InvoiceStatus, balance: { ...sums, due_paise: dueOf(row) } });
}

/**
 * Money received or refunded on an invoice is dated on or after the day it was issued (IST): a payment
 * dated before its invoice would put the client's statement in credit before the debt existed
 * (docs/requirements/002-gst.md §8). Refused at the date field.
 */
export function refuseBeforeIssue(issuedAt: Date | null, receivedOn: string): void {
  if (!issuedAt) return;
  const issuedOn = istDay(issuedAt);
  if (receivedOn < issuedOn)
    throw fieldError('received_on', INVOICE_MESSAGES.receivedBeforeInvoice(issuedOn));
}
