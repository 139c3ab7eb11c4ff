import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { payLinkOf } from '../wire.ts';

/**
 * The invoices' records as other domains read them, in one place: documents prints an invoice, a note or a
 * receipt from them (documents/operations/invoice-document.ts, ledger-documents.ts), e-invoices reports them,
 * payments settles and mails against them, receivables reminds of them. They take the database or a
 * transaction; only invoices writes these tables.
 */

export type InvoiceRow = repo.InvoiceRow;
export type NoteRow = repo.NoteRow;
export type NoteLineRow = repo.NoteLineRow;
export type ReceiptRow = repo.ReceiptRow;

export function invoiceRow(db: Queryable, id: number): Promise<InvoiceRow | undefined> {
  return repo.findInvoice(db, id);
}

export function noteRow(db: Queryable, id: number): Promise<NoteRow | undefined> {
  return repo.noteById(db, id);
}

export function noteLines(db: Queryable, noteId: number): Promise<NoteLineRow[]> {
  return repo.noteLinesOf(db, noteId);
}

/** An invoice's credit and debit notes, oldest first. */
export function notesOfInvoice(db: Queryable, invoiceId: number): Promise<NoteRow[]> {
  return repo.notesOf(db, invoiceId);
}

export function receiptRow(db: Queryable, id: number): Promise<ReceiptRow | undefined> {
  return repo.receiptById(db, id);
}

/** An invoice's receipts and refunds, in the order they were taken. */
export function receiptsOfInvoice(db: Queryable, invoiceId: number): Promise<ReceiptRow[]> {
  return repo.receiptsOf(db, invoiceId);
}

/** The quick pay page with the invoice's key (what a mail links to). */
export function payLinkOfInvoice(ctx: AppContext, invoice: Pick<InvoiceRow, 'id' | 'accessKey'>): string {
  return payLinkOf(ctx.config, invoice.id, invoice.accessKey);
}
