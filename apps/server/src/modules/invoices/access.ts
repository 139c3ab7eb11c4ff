import type {
  InvoiceLineWire,
  InvoiceListRow,
  InvoiceUpi,
  PublicInvoice,
} from '@aquadesk/shared/invoices.ts';
import { amountInWords, paiseToRupees, roundToPaisa } from '@aquadesk/shared/money.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './repository.ts';

/** A stored numeric without trailing zeros (`"2.000"` → `"2"`, `"9.50"` → `"9.5"`). */
export function plainNumber(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export function lineWire(l: repo.InvoiceLineRow): InvoiceLineWire {
  return {
    discription: l.description,
    quntaty: plainNumber(l.quantity),
    rate: roundToPaisa(l.rate),
    cgst: plainNumber(l.cgst),
    sgst: plainNumber(l.sgst),
    igst: plainNumber(l.igst),
    subtotal: roundToPaisa(l.subtotal),
    cgst_amount: roundToPaisa(l.cgstAmount),
    sgst_amount: roundToPaisa(l.sgstAmount),
    igst_amount: roundToPaisa(l.igstAmount),
    amount: roundToPaisa(l.amount),
  };
}

export const invoiceSignUrl = (invoice: repo.InvoiceRow) =>
  invoice.signFile ? `/api/invoice-sign/${invoice.id}` : null;

/** The UPI payment link for the exact amount (NPCI's upi://pay parameters), while unpaid and UPI_ID is set. */
function upiOf(ctx: AppContext, invoice: repo.InvoiceRow): InvoiceUpi | null {
  const payee = ctx.config.upiId;
  if (!payee || invoice.status !== 'unpaid') return null;
  const name = ctx.config.company.name;
  const params = new URLSearchParams({
    pa: payee,
    pn: name,
    am: paiseToRupees(invoice.amountPaise),
    cu: 'INR',
    tn: `Invoice ${invoice.id}`,
  });
  return { payee, name, uri: `upi://pay?${params.toString().replaceAll('+', '%20')}` };
}

/** GET /get-invoice: the proforma invoice for anyone holding its number, without the phone number. */
export async function publicInvoice(ctx: AppContext, id: number): Promise<PublicInvoice> {
  const invoice = await repo.findInvoice(ctx.db, id);
  if (!invoice) throw notFound('Invoice');
  const lines = await repo.linesOf(ctx.db, id);
  const paid = invoice.status === 'PAYMENT COMPLETE';
  return {
    id: invoice.id,
    organization: invoice.organization,
    status: invoice.status as PublicInvoice['status'],
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
    company: ctx.config.company,
    signature_url: invoiceSignUrl(invoice),
    upi: upiOf(ctx, invoice),
    provider: ctx.payments.kind,
  };
}

/** The row of the list for an invoice that just changed (the `invoice_paid` payload). */
export async function listRowOf(ctx: AppContext, id: number): Promise<InvoiceListRow> {
  const row = await repo.listRow(ctx.db, id);
  if (!row) throw notFound('Invoice');
  return row;
}
