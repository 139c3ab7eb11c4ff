import type { EInvoiceSource } from '@aquadesk/shared/e-invoice.ts';
import type { PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { roundToPaisa } from '@aquadesk/shared/money.ts';
import type { NoteDocument } from '../../documents/operations/ledger-documents.ts';
import { printedNumber } from '../../invoices/operations/e-invoice-documents.ts';
import type { NoteLineRow, NoteRow } from '../../invoices/operations/records.ts';

/** What the builder reads of a note's document (noteDocument gives it whole). */
export type NoteForEInvoice = Pick<NoteDocument, 'supplier' | 'place_of_supply'> & {
  note: Pick<
    NoteRow,
    'kind' | 'number' | 'reason' | 'issuedAt' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'roundOff' | 'total'
  >;
  lines: Pick<
    NoteLineRow,
    | 'description'
    | 'hsn'
    | 'unit'
    | 'quantity'
    | 'rate'
    | 'value'
    | 'discount'
    | 'taxable'
    | 'gstRate'
    | 'cgstAmount'
    | 'sgstAmount'
    | 'igstAmount'
    | 'amount'
  >[];
  invoice: { invoice: Pick<PublicInvoice, 'number' | 'issued_at' | 'recipient' | 'reverse_charge'> };
};

/**
 * A credit or debit note as the e-invoice builder reads it (docs/requirements/003-e-invoice.md §6-§7): what the
 * note PDF prints (noteDocument), so every value is the note's as issued. The supplier is the profile in force
 * when the note was issued; the recipient, the place of supply and the reverse charge are the invoice's; the
 * invoice it amends is named by its number and date of issue.
 */
export function eInvoiceSourceOfNote(doc: NoteForEInvoice): EInvoiceSource {
  const { note, invoice } = doc;
  const amended = invoice.invoice;
  if (!amended.number || !amended.issued_at) {
    throw new RangeError('a note amends an issued invoice, which has a number and a date');
  }
  return {
    kind: note.kind === 'debit' ? 'debit' : 'credit',
    number: note.number,
    issued_at: note.issuedAt.toISOString(),
    supplier: doc.supplier,
    recipient: amended.recipient,
    place_of_supply: doc.place_of_supply.code,
    reverse_charge: amended.reverse_charge,
    lines: doc.lines.map((l) => ({
      description: l.description,
      hsn: l.hsn,
      unit: l.unit,
      quantity: printedNumber(l.quantity),
      unit_price: roundToPaisa(l.rate),
      value: roundToPaisa(l.value),
      discount: roundToPaisa(l.discount),
      taxable: roundToPaisa(l.taxable),
      gst_rate: printedNumber(l.gstRate),
      cgst: roundToPaisa(l.cgstAmount),
      sgst: roundToPaisa(l.sgstAmount),
      igst: roundToPaisa(l.igstAmount),
      total: roundToPaisa(l.amount),
    })),
    totals: {
      taxable: roundToPaisa(note.taxable),
      cgst: roundToPaisa(note.cgst),
      sgst: roundToPaisa(note.sgst),
      igst: roundToPaisa(note.igst),
      round_off: roundToPaisa(note.roundOff),
      total: roundToPaisa(note.total),
    },
    refers_to: { number: amended.number, issued_at: amended.issued_at },
    reason: note.reason,
  };
}
