import { plainNumber } from '@aquadesk/shared/decimal.ts';
import type { InvoiceLine, InvoiceListRow } from '@aquadesk/shared/invoices.ts';
import { roundToPaisa } from '@aquadesk/shared/money.ts';
import type { Config } from '../../config.ts';
import type * as repo from './repository.ts';

/** A stored line as the invoice shows it (the routes send it with the wire's names: publicInvoiceToWire). */
export function lineWire(l: repo.InvoiceLineRow): InvoiceLine {
  return {
    description: l.description,
    quantity: plainNumber(l.quantity),
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

/** The quick pay page with the invoice's key: the link staff copy and the mails carry. */
export function payLinkOf(config: Pick<Config, 'publicUrl'>, id: number, key: string): string {
  return `${config.publicUrl}/quickpay/${id}?key=${encodeURIComponent(key)}`;
}

/** A list row as the repository reads it, with the key to make its link. */
export function listRowWire(config: Pick<Config, 'publicUrl'>, row: repo.InvoiceListRecord): InvoiceListRow {
  const { access_key, payment_provider, ...rest } = row;
  return {
    ...rest,
    pay_link: payLinkOf(config, row.id, access_key),
    test_payment: payment_provider === 'sandbox',
  };
}
