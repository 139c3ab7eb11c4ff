import {
  type EInvoiceCheck,
  type EInvoiceSource,
  eInvoiceJson,
  eInvoiceSourceOfInvoice,
  validateEInvoice,
} from '@aquadesk/shared/e-invoice.ts';
import type { EInvoiceDocumentKind } from '@aquadesk/shared/e-invoice-status.ts';
import { OPENING_BALANCE_MESSAGES } from '@aquadesk/shared/imports.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { noteDocument } from '../../documents/operations/ledger-documents.ts';
import { wholeInvoice } from '../../invoices/operations/invoice-view.ts';
import { invoiceRow, noteRow } from '../../invoices/operations/records.ts';
import type { DocumentKey } from '../repository.ts';
import * as eRepo from '../repository.ts';
import { eInvoiceSourceOfNote } from './note-source.ts';

/** The words of the refusals (docs/api.md "E-invoices"). */
export const E_INVOICE_MESSAGES = {
  b2c: 'An invoice to a client without a GSTIN is not reported to the IRP (B2C)',
  draft: 'A draft is not a tax document: issue it before registering it with the IRP',
  cancelled: 'A cancelled invoice is not reported to the IRP',
  invoiceIrnCancelled: "The invoice's IRN was cancelled at the IRP: its notes are not reported",
  registeredNoCancel:
    'This invoice is registered with the IRP: cancel its IRN (within 24 hours) or issue a credit note',
  windowPassed:
    'The IRN can no longer be cancelled (24 hours after its acknowledgement): issue a credit note',
  nothingToCancel: 'This invoice has no IRN to cancel',
  alreadyCancelled: 'The IRN of this invoice is already cancelled',
  off: 'E-invoicing is off (EINVOICE_PROVIDER=off): download the JSON and upload it to the IRP yourself',
  unreachable: 'The IRP could not be reached: try again in a few minutes',
} as const;

/** Which document a call names: an invoice by its id, or a note by its id. */
export interface DocumentRef {
  kind: 'invoice' | 'note';
  id: number;
}

/** A document about to be registered: its key, its number and client, and the builder's source. */
export interface ReportableDocument {
  key: DocumentKey;
  number: string;
  clientName: string;
  source: EInvoiceSource;
}

/**
 * The stored document as the builder reads it (spec 003 §7), when it may be reported: issued, not cancelled,
 * to a client with a GSTIN (B2B, §2); a note of an invoice that is neither cancelled nor whose IRN was.
 */
export async function reportableDocument(ctx: AppContext, ref: DocumentRef): Promise<ReportableDocument> {
  if (ref.kind === 'invoice') {
    const row = await invoiceRow(ctx.db, ref.id);
    if (!row) throw notFound('Invoice');
    if (row.status === 'draft' || !row.number) throw conflict(E_INVOICE_MESSAGES.draft);
    if (row.status === 'cancelled') throw conflict(E_INVOICE_MESSAGES.cancelled);
    if (row.kind === 'opening_balance') throw conflict(OPENING_BALANCE_MESSAGES.noEInvoice);
    const invoice = await wholeInvoice(ctx, row);
    if (!invoice.recipient.gstin) throw conflict(E_INVOICE_MESSAGES.b2c, 'gstin');
    return {
      key: { kind: 'invoice', invoiceId: row.id, noteId: null },
      number: row.number,
      clientName: row.organization,
      source: eInvoiceSourceOfInvoice(invoice),
    };
  }
  const note = await noteRow(ctx.db, ref.id);
  if (!note) throw notFound('Note');
  const row = await invoiceRow(ctx.db, note.invoiceId);
  if (!row) throw notFound('Note');
  const invoiceRegistration = await eRepo.registrationOf(ctx.db, { invoiceId: row.id, noteId: null });
  if (row.status === 'cancelled' || invoiceRegistration?.status === 'cancelled') {
    throw conflict(E_INVOICE_MESSAGES.invoiceIrnCancelled);
  }
  const doc = await noteDocument(ctx, note.id);
  if (!doc.invoice.invoice.recipient.gstin) throw conflict(E_INVOICE_MESSAGES.b2c, 'gstin');
  const kind: EInvoiceDocumentKind = note.kind === 'debit' ? 'debit_note' : 'credit_note';
  return {
    key: { kind, invoiceId: row.id, noteId: note.id },
    number: note.number,
    clientName: row.organization,
    source: eInvoiceSourceOfNote(doc),
  };
}

/** The INV-01 JSON of a document and the checks of spec 003 §8 on it, at `now`. */
export function checkedJson(source: EInvoiceSource, now: Date): { json: unknown; check: EInvoiceCheck } {
  const json = eInvoiceJson(source);
  return { json, check: validateEInvoice(json, { now }) };
}

/** The key of a registration's document, for building it again (the job, spec 003 §11). */
export function refOfRow(row: Pick<eRepo.EInvoiceRow, 'invoiceId' | 'noteId'>): DocumentRef {
  return row.noteId === null ? { kind: 'invoice', id: row.invoiceId } : { kind: 'note', id: row.noteId };
}
