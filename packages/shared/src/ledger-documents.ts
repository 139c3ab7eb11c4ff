import { ZInvoicePdfQuery, ZStatementQuery } from './invoices.ts';

/**
 * The documents of what an invoice owes, as PDF (issue 30 items 6 and 7; docs/api.md "Documents";
 * docs/requirements/002-gst.md §11-§13): a payment's receipt, a credit or debit note, a client's statement.
 * A receipt and a note open with their invoice's key (as the invoice PDF does) or for staff who may list
 * invoices; a statement for those who may see receivables.
 */

/** GET /receipt-pdf/{id}?key=: the receipt of a payment (a refund has none). */
export const ZReceiptPdfQuery = ZInvoicePdfQuery.pick({ key: true });
/** GET /note-pdf/{id}?key=&copy=: a credit or debit note, as the original or the duplicate (rule 48 as the invoice). */
export const ZNotePdfQuery = ZInvoicePdfQuery;
/** GET /statement-pdf/{clientId}?from=&to=: the period of GET /clients/{id}/statement. */
export const ZStatementPdfQuery = ZStatementQuery;

export const receiptPdfPath = (id: number) => `/api/receipt-pdf/${id}`;
export const notePdfPath = (id: number) => `/api/note-pdf/${id}`;
export function statementPdfPath(clientId: number, period: { from?: string; to?: string } = {}): string {
  // the dates are YYYY-MM-DD (ZStatementQuery): nothing in them needs escaping
  const query = (['from', 'to'] as const)
    .filter((k) => period[k])
    .map((k) => `${k}=${encodeURIComponent(period[k] ?? '')}`)
    .join('&');
  return `/api/statement-pdf/${clientId}${query ? `?${query}` : ''}`;
}

/** The file names (Content-Disposition, the receipt mail's attachment, the web's download). */
export const receiptFileName = (id: number) => `receipt-${id}.pdf`;
export const noteFileName = (kind: 'credit' | 'debit', id: number) => `${kind}-note-${id}.pdf`;
export const statementFileName = (clientId: number, from: string, to: string) =>
  `statement-${clientId}-${from}-${to}.pdf`;
