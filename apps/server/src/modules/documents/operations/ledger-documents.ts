import type { PublicEInvoice } from '@aquadesk/shared/e-invoice-status.ts';
import { stateOfCode, stateTaxName, type TaxSplit, taxSplitOf } from '@aquadesk/shared/gst.ts';
import type { InvoiceSupplier } from '@aquadesk/shared/invoices.ts';
import { payableOf } from '@aquadesk/shared/receivables.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import {
  type CompanyLetterhead,
  letterheadOfProfile,
  profileById,
  supplierOf,
} from '../../company/operations/profile.ts';
import { profileOf } from '../../invoices/operations/invoice-view.ts';
import {
  invoiceRow,
  type NoteLineRow,
  type NoteRow,
  noteLines,
  noteRow,
  notesOfInvoice,
  type ReceiptRow,
  receiptRow,
  receiptsOfInvoice,
} from '../../invoices/operations/records.ts';
import { printedRegistration } from '../../invoices/operations/registrations.ts';
import { invoiceAccess } from '../../invoices/operations/visibility.ts';
import { type InvoiceDocument, invoiceDocument } from './invoice-document.ts';

/**
 * What the receipt and note PDFs print (issue 30 items 6 and 7; docs/requirements/002-gst.md §11-§13), read
 * through invoices' records.ts (a client's statement: modules/receivables). The PDFs are built beside them.
 */

/**
 * Who may open a receipt's or a note's PDF: as for its invoice's PDF (docs/api.md "Documents"), whoever gives
 * that invoice's key, or staff who may list invoices; anyone else 404, and a key that is not its invoice's 403.
 * The record is found by its own id first, so a key opens the documents of its own invoice only.
 */
async function assertInvoiceWhole(
  ctx: AppContext,
  user: AuthUser | null,
  invoiceId: number,
  key: string | undefined,
  thing: string,
): Promise<void> {
  const { whole } = await invoiceAccess(ctx, user, invoiceId, key);
  if (!whole) throw notFound(thing);
}

// ——— a payment's receipt (rule 50's particulars, §11) ———

export interface ReceiptDocument {
  /** The invoice it is against, with the signature it was issued with and its supplier (the profile then). */
  invoice: InvoiceDocument;
  receipt: ReceiptRow;
  /** What the invoice was worth when the money came (its total with the notes raised before). */
  worth_paise: number;
  /** What had been received for it before, less what was refunded. */
  received_before_paise: number;
  /** What was still due once this payment was taken. */
  balance_after_paise: number;
  /** A sandbox payment: no money moved (issue 28), and the receipt says so. */
  test_payment: boolean;
}

/** The receipt of a payment by its id, for whoever may open it (above); a refund has no receipt (404). */
export async function assertReceiptAccess(
  ctx: AppContext,
  user: AuthUser | null,
  id: number,
  key: string | undefined,
): Promise<void> {
  const receipt = await receiptRow(ctx.db, id);
  if (receipt?.kind !== 'payment') throw notFound('Receipt');
  await assertInvoiceWhole(ctx, user, receipt.invoiceId, key, 'Receipt');
}

/**
 * The receipt as printed; the caller has checked access. The balance after it is the invoice's as it stood
 * then (docs/requirements/002-gst.md §11): the payments and refunds recorded up to it (their ids follow the
 * order they were taken in, under the invoice's row lock) and the notes issued before the receipt was made
 * (by their times), so a later payment or note never changes an earlier receipt.
 */
export async function receiptDocument(ctx: AppContext, id: number): Promise<ReceiptDocument> {
  const receipt = await receiptRow(ctx.db, id);
  if (receipt?.kind !== 'payment') throw notFound('Receipt');
  const [invoice, receipts, notes, row] = await Promise.all([
    invoiceDocument(ctx, receipt.invoiceId),
    receiptsOfInvoice(ctx.db, receipt.invoiceId),
    notesOfInvoice(ctx.db, receipt.invoiceId),
    invoiceRow(ctx.db, receipt.invoiceId),
  ]);
  const sum = (amounts: number[]) => amounts.reduce((s, a) => s + a, 0);
  const upTo = receipts.filter((r) => r.id <= receipt.id);
  const received = (kind: 'payment' | 'refund') =>
    sum(upTo.filter((r) => r.kind === kind).map((r) => r.amountPaise));
  const noted = notes.filter((n) => n.issuedAt.getTime() <= receipt.createdAt.getTime());
  const raised = (kind: 'credit' | 'debit') =>
    sum(noted.filter((n) => n.kind === kind).map((n) => n.totalPaise));
  const [paid, refunded, credited, debited] = [
    received('payment'),
    received('refund'),
    raised('credit'),
    raised('debit'),
  ];
  const total = row?.amountPaise ?? 0;
  const ledger = {
    total_paise: total,
    debited_paise: debited,
    credited_paise: credited,
    paid_paise: paid,
    refunded_paise: refunded,
    cancelled: false,
  };
  return {
    invoice,
    receipt,
    worth_paise: total + debited - credited,
    received_before_paise: paid - receipt.amountPaise - refunded,
    balance_after_paise: payableOf(ledger),
    test_payment: receipt.method === 'online' && row?.paymentProvider === 'sandbox',
  };
}

// ——— a credit or debit note (rule 53 (1A), §12) ———

export interface NoteDocument {
  /** The original invoice: its number and date, the recipient it was issued to, its signature. */
  invoice: InvoiceDocument;
  note: NoteRow;
  lines: NoteLineRow[];
  /** The supplier as the note was issued: the profile in force that day. */
  supplier: InvoiceSupplier;
  letterhead: CompanyLetterhead;
  /** The split the note was taxed with: the invoice's place of supply and the state it was issued under. */
  split: TaxSplit;
  state_tax: 'SGST' | 'UTGST';
  place_of_supply: { code: string; name: string };
  /** The note's IRN, acknowledgement and signed QR code once registered (spec 003 §10), else null. */
  e_invoice: PublicEInvoice | null;
}

export async function assertNoteAccess(
  ctx: AppContext,
  user: AuthUser | null,
  id: number,
  key: string | undefined,
): Promise<void> {
  const note = await noteRow(ctx.db, id);
  if (!note) throw notFound('Note');
  await assertInvoiceWhole(ctx, user, note.invoiceId, key, 'Note');
}

/** The note as printed; the caller has checked access (assertNoteAccess). */
export async function noteDocument(ctx: AppContext, id: number): Promise<NoteDocument> {
  const note = await noteRow(ctx.db, id);
  if (!note) throw notFound('Note');
  const row = await invoiceRow(ctx.db, note.invoiceId);
  if (!row) throw notFound('Note');
  const [invoice, lines, issuedUnder, own, registration] = await Promise.all([
    invoiceDocument(ctx, note.invoiceId),
    noteLines(ctx.db, id),
    profileOf(ctx, row),
    note.companyProfileId ? profileById(ctx.db, note.companyProfileId) : undefined,
    printedRegistration(ctx.db, { invoiceId: note.invoiceId, noteId: id }),
  ]);
  // as raiseNote taxed it: the invoice's place of supply, the supplier state the invoice was issued under
  const place = row.placeOfSupply ?? issuedUnder.stateCode;
  const profile = own ?? issuedUnder;
  return {
    invoice,
    note,
    lines,
    supplier: supplierOf(profile),
    letterhead: letterheadOfProfile(profile),
    split: taxSplitOf(issuedUnder.stateCode, place),
    state_tax: stateTaxName(place),
    place_of_supply: { code: place, name: stateOfCode(place)?.name ?? place },
    e_invoice: registration,
  };
}
