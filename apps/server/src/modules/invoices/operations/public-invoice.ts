import {
  type InvoiceBankTransfer,
  type InvoiceListRow,
  type InvoiceSummary,
  type InvoiceUpi,
  maskOrganization,
  type PublicInvoice,
} from '@aquadesk/shared/invoices.ts';
import { amountInWords, paiseToRupees, roundToPaisa } from '@aquadesk/shared/money.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { invoiceSignUrl, lineWire, listRowWire } from '../wire.ts';
import { invoiceAccess } from './visibility.ts';

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

/** The company's bank account, while unpaid and online payment is off (PAYMENT_PROVIDER=off). */
function bankTransferOf(ctx: AppContext, invoice: repo.InvoiceRow): InvoiceBankTransfer | null {
  const { bank } = ctx.config;
  if (!bank || invoice.status !== 'unpaid' || ctx.payments.kind !== 'off') return null;
  return {
    account_name: bank.accountName,
    account_number: bank.accountNumber,
    ifsc: bank.ifsc,
    bank_name: bank.bankName,
  };
}

/** How the invoice is paid, the same in both views. */
function paying(ctx: AppContext, invoice: repo.InvoiceRow) {
  return {
    provider: ctx.payments.kind,
    bank_transfer: bankTransferOf(ctx, invoice),
    upi: upiOf(ctx, invoice),
    test_payment: invoice.paymentProvider === 'sandbox',
  };
}

/**
 * The number alone (docs/api.md "Invoices"): what a bill-payment counter shows, enough to recognise the bill
 * and pay it: status, amount due, the organisation masked. Nothing else of the invoice.
 */
export function invoiceSummary(ctx: AppContext, invoice: repo.InvoiceRow): InvoiceSummary {
  const unpaid = invoice.status === 'unpaid';
  return {
    view: 'summary',
    id: invoice.id,
    organization: maskOrganization(invoice.organization),
    status: invoice.status as InvoiceSummary['status'],
    amount_due: unpaid ? paiseToRupees(invoice.amountPaise) : '0.00',
    amount_paise: unpaid ? invoice.amountPaise : 0,
    currency: 'INR',
    company: ctx.config.company,
    ...paying(ctx, invoice),
  };
}

/** The proforma invoice whole (with its key, or for staff), without the phone number. */
export async function wholeInvoice(ctx: AppContext, invoice: repo.InvoiceRow): Promise<PublicInvoice> {
  const lines = await repo.linesOf(ctx.db, invoice.id);
  const paid = invoice.status === 'PAYMENT COMPLETE';
  return {
    view: 'full',
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
    ...paying(ctx, invoice),
  };
}

/** GET /get-invoice: the invoice whole with its key (or for staff), else its summary. */
export async function publicInvoice(
  ctx: AppContext,
  user: AuthUser | null,
  query: { id: number; key?: string | undefined },
): Promise<PublicInvoice | InvoiceSummary> {
  const { invoice, whole } = await invoiceAccess(ctx, user, query.id, query.key);
  return whole ? wholeInvoice(ctx, invoice) : invoiceSummary(ctx, invoice);
}

/** The row of the list for an invoice that just changed (the `invoice_paid` payload). */
export async function listRowOf(ctx: AppContext, id: number): Promise<InvoiceListRow> {
  const row = await repo.listRow(ctx.db, id);
  if (!row) throw notFound('Invoice');
  return listRowWire(ctx.config, row);
}
