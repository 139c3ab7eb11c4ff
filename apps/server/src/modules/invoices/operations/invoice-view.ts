import { canonicalRate, stateOfCode, stateTaxName, taxSplitOf } from '@aquadesk/shared/gst.ts';
import {
  type InvoiceBankTransfer,
  type InvoiceListRow,
  type InvoiceUpi,
  isOpenInvoice,
  OPENING_BALANCE_TITLE,
  type PublicInvoice,
  type TaxInvoiceParticulars,
} from '@aquadesk/shared/invoices.ts';
import { amountInWords, paiseToRupees, roundToPaisa } from '@aquadesk/shared/money.ts';
import { computeTaxDocument } from '@aquadesk/shared/tax-invoice.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import {
  type CompanyProfileRow,
  currentProfile,
  letterheadOfProfile,
  profileById,
  supplierOf,
} from '../../company/operations/profile.ts';
import * as repo from '../repository.ts';
import { invoiceSignUrl, lineWire, listRowWire } from '../wire.ts';
import { dueOf, ledgerOf } from './ledger.ts';
import { clientOf } from './recipient.ts';
import { printedRegistration } from './registrations.ts';

type Status = PublicInvoice['status'];

/** The profile an invoice prints with: the one in force when it was issued; a draft's, today's. */
export async function profileOf(
  ctx: AppContext,
  invoice: repo.InvoiceRow,
  db: Queryable = ctx.db,
): Promise<CompanyProfileRow> {
  const kept = invoice.companyProfileId ? await profileById(db, invoice.companyProfileId) : undefined;
  return kept ?? currentProfile(db, ctx.config);
}

/** The UPI payment link for the amount due (NPCI's upi://pay parameters), while it is open and the profile has a UPI id. */
function upiOf(invoice: repo.InvoiceRow, p: CompanyProfileRow): InvoiceUpi | null {
  const due = dueOf(invoice);
  if (!p.upiId || !isOpenInvoice(invoice.status as Status) || due <= 0) return null;
  const name = letterheadOfProfile(p).name;
  const params = new URLSearchParams({
    pa: p.upiId,
    pn: name,
    am: paiseToRupees(due),
    cu: 'INR',
    tn: `Invoice ${invoice.number ?? invoice.id}`,
  });
  return { payee: p.upiId, name, uri: `upi://pay?${params.toString().replaceAll('+', '%20')}` };
}

/** The company's bank account, while open and online payment is off (PAYMENT_PROVIDER=off). */
function bankTransferOf(
  ctx: AppContext,
  invoice: repo.InvoiceRow,
  p: CompanyProfileRow,
): InvoiceBankTransfer | null {
  if (!p.bankAccountNumber || !p.bankAccountName || !p.bankIfsc) return null;
  if (!isOpenInvoice(invoice.status as Status) || ctx.payments.kind !== 'off') return null;
  return {
    account_name: p.bankAccountName,
    account_number: p.bankAccountNumber,
    ifsc: p.bankIfsc,
    bank_name: p.bankName,
  };
}

/** How the invoice is paid, the same in both views (the whole invoice here, its summary in payments). */
export function paying(ctx: AppContext, invoice: repo.InvoiceRow, p: CompanyProfileRow) {
  return {
    provider: ctx.payments.kind,
    bank_transfer: bankTransferOf(ctx, invoice, p),
    upi: upiOf(invoice, p),
    test_payment: invoice.paymentProvider === 'sandbox',
  };
}

/** The rule 46 particulars of an invoice: frozen when issued; a draft's as they would be issued today. */
async function particularsOf(
  ctx: AppContext,
  invoice: repo.InvoiceRow,
  lines: repo.InvoiceLineRow[],
  profile: CompanyProfileRow,
): Promise<TaxInvoiceParticulars> {
  const draft = invoice.status === 'draft';
  const client = draft ? await clientOf(ctx.db, invoice.organization) : undefined;
  const gstin = draft ? (client?.gstin ?? null) : invoice.recipientGstin;
  const recipientState = draft ? (client?.state_code ?? null) : invoice.recipientStateCode;
  const place = invoice.placeOfSupply ?? (draft ? (client?.state_code ?? profile.stateCode) : null);
  const taxed = lines.every((l) => l.hsn && l.gstRate !== null && l.taxable !== null);
  // the HSN summary and the tax totals are sums of the printed lines (tax-invoice.ts)
  const figures =
    place && taxed
      ? computeTaxDocument(
          lines.map((l) => ({
            hsn: l.hsn ?? '',
            quantity: l.quantity,
            unitPrice: l.rate,
            discount: l.discount,
            gstRate: canonicalRate(l.gstRate ?? '0'),
          })),
          profile.stateCode,
          place,
          invoice.roundOff,
        )
      : null;
  const ledger = ledgerOf(invoice);
  const address = invoice.billingAddress || (draft ? (client?.billing_address ?? '') : '');
  return {
    title:
      invoice.kind === 'opening_balance' ? OPENING_BALANCE_TITLE : draft ? 'Proforma Invoice' : 'Tax Invoice',
    number: invoice.number,
    issued_at: invoice.issuedAt?.toISOString() ?? null,
    due_date: invoice.dueDate,
    supplier: supplierOf(profile),
    recipient: {
      name: invoice.organization,
      address,
      // a draft delivers where it bills unless told otherwise; an issued invoice as frozen
      delivery_address: draft ? invoice.deliveryAddress || address : invoice.deliveryAddress,
      gstin,
      state_code: recipientState,
      state_name: recipientState ? (stateOfCode(recipientState)?.name ?? null) : null,
      billed: gstin ? 'B2B' : 'B2C',
    },
    place_of_supply: place ? { code: place, name: stateOfCode(place)?.name ?? place } : null,
    reverse_charge: invoice.reverseCharge,
    split: place && taxed ? taxSplitOf(profile.stateCode, place) : null,
    state_tax: place ? stateTaxName(place) : 'SGST',
    tax_lines: lines.map((l) => ({
      hsn: l.hsn,
      unit: l.unit,
      discount: roundToPaisa(l.discount),
      taxable: roundToPaisa(l.taxable ?? l.subtotal),
      gst_rate: canonicalRate(l.gstRate ?? '0'),
    })),
    hsn_summary: figures?.hsn_summary ?? [],
    tax_totals: {
      value: figures?.totals.value ?? roundToPaisa(invoice.subtotal),
      discount: figures?.totals.discount ?? '0.00',
      taxable: figures?.totals.taxable ?? roundToPaisa(invoice.subtotal),
      cgst: roundToPaisa(invoice.cgstTotal),
      sgst: roundToPaisa(invoice.sgstTotal),
      igst: roundToPaisa(invoice.igstTotal),
      round_off: roundToPaisa(invoice.roundOff),
      total: roundToPaisa(invoice.total),
    },
    balance: {
      total_paise: ledger.total_paise,
      paid_paise: ledger.paid_paise,
      refunded_paise: ledger.refunded_paise,
      credited_paise: ledger.credited_paise,
      debited_paise: ledger.debited_paise,
      due_paise: dueOf(invoice),
    },
    cancelled:
      invoice.cancelledAt && invoice.cancelReason
        ? { at: invoice.cancelledAt.toISOString(), reason: invoice.cancelReason }
        : null,
    terms: profile.terms,
  };
}

/** The invoice whole (with its key, or for staff), without the phone number. */
export async function wholeInvoice(ctx: AppContext, invoice: repo.InvoiceRow): Promise<PublicInvoice> {
  const [lines, profile, registration] = await Promise.all([
    repo.linesOf(ctx.db, invoice.id),
    profileOf(ctx, invoice),
    invoice.status === 'draft' ? null : printedRegistration(ctx.db, { invoiceId: invoice.id, noteId: null }),
  ]);
  const paid = invoice.status === 'PAYMENT COMPLETE';
  return {
    view: 'full',
    id: invoice.id,
    organization: invoice.organization,
    status: invoice.status as Status,
    created_at: invoice.createdAt.toISOString(),
    lines: lines.map(lineWire),
    totals: {
      subtotal: roundToPaisa(invoice.subtotal),
      cgst: roundToPaisa(invoice.cgstTotal),
      sgst: roundToPaisa(invoice.sgstTotal),
      igst: roundToPaisa(invoice.igstTotal),
      total: roundToPaisa(invoice.total),
      amount_paise: invoice.amountPaise,
    },
    currency: 'INR',
    total_in_words: amountInWords(invoice.total),
    ...(paid && invoice.orderId ? { order_id: invoice.orderId } : {}),
    ...(paid && invoice.paymentId ? { payment_id: invoice.paymentId } : {}),
    ...(paid && invoice.paidAt ? { paid_at: invoice.paidAt.toISOString() } : {}),
    company: letterheadOfProfile(profile),
    signature_url: invoiceSignUrl(invoice),
    // registered only: the IRN, acknowledgement and QR the document prints (spec 003 §10), never an error
    e_invoice: registration,
    ...paying(ctx, invoice, profile),
    ...(await particularsOf(ctx, invoice, lines, profile)),
  };
}

/** The row of the list for an invoice that just changed (the live events' payload). */
export async function listRowOf(ctx: AppContext, id: number): Promise<InvoiceListRow> {
  const row = await repo.listRow(ctx.db, id);
  if (!row) throw notFound('Invoice');
  return listRowWire(ctx.config, row);
}
