import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AppContext } from '../../../platform/context.ts';
import {
  facts,
  inWords,
  linesTable,
  partiesBlock,
  pdfImage,
  rupees,
  signatureBlock,
  totalsTable,
} from '../../../platform/pdf.ts';
import { invoiceDocument } from '../../invoices/operations/invoice-document.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';

/** A stored percent as printed ("9", "2.5"). */
const percent = (value: string) => `${value} %`;

/**
 * The proforma invoice as PDF (the route lets through only the invoice's key or staff who may list invoices:
 * assertInvoicePdfAccess): the lines with their GST, the totals in figures and words, the payment status (a
 * sandbox payment marked as a test payment) and, while unpaid with UPI_ID set, the UPI QR code for the exact
 * amount.
 */
export async function invoicePdf(ctx: AppContext, id: number): Promise<RenderedDocument> {
  const doc = await invoiceDocument(ctx, id);
  const inv = doc.invoice;
  const paid = inv.status === 'PAYMENT COMPLETE';
  const status: Content = paid
    ? {
        stack: [
          inv.test_payment
            ? { text: 'PAID (TEST PAYMENT)', bold: true, color: '#e67700', fontSize: 12 }
            : { text: 'PAID', bold: true, color: '#2b8a3e', fontSize: 12 },
          ...(inv.test_payment ? [{ text: 'No money moved', style: 'muted' }] : []),
          ...(inv.paid_at ? [{ text: `on ${formatDateTime(inv.paid_at)}`, style: 'muted' }] : []),
          ...(inv.payment_id ? [{ text: `Payment ${inv.payment_id}`, style: 'muted' }] : []),
        ],
      }
    : { text: 'UNPAID', bold: true, color: '#c92a2a', fontSize: 12 };
  const content: Content[] = [
    partiesBlock(
      { title: 'Bill to', lines: [{ text: inv.organization, bold: true, fontSize: 11 }] },
      {
        title: 'Invoice',
        width: 200,
        lines: [
          facts([
            ['Invoice No.', String(inv.id)],
            ['Date', formatDate(inv.created_at)],
          ]),
          { text: 'Payment status', style: 'muted', margin: [0, 4, 0, 0] },
          status,
        ],
      },
    ),
    { text: 'Items', style: 'section' },
    linesTable(
      ['#', 'Description', 'Qty', 'Rate', 'CGST', 'SGST', 'IGST', 'Amount'],
      inv.lines.map((l, i) => [
        String(i + 1),
        l.discription,
        l.quntaty,
        rupees(l.rate),
        percent(l.cgst),
        percent(l.sgst),
        percent(l.igst),
        rupees(l.amount),
      ]),
      [16, '*', 32, 70, 36, 36, 36, 80],
      [0, 2, 3, 4, 5, 6, 7],
    ),
    totalsTable([
      ['Subtotal', rupees(inv.totals.subtotal)],
      ['CGST', rupees(inv.totals.cgst)],
      ['SGST', rupees(inv.totals.sgst)],
      ['IGST', rupees(inv.totals.igst)],
      ['Total', rupees(inv.totals.total)],
    ]),
    inWords(inv.total_in_words),
  ];
  const signature = signatureBlock('Authorised signatory', inv.company.name, await pdfImage(doc.signature));
  if (inv.upi) {
    content.push({
      margin: [0, 16, 0, 0],
      columns: [
        {
          width: 'auto',
          stack: [
            { text: 'Pay by UPI', style: 'section', margin: [0, 0, 0, 4] },
            { qr: inv.upi.uri, fit: 110, eccLevel: 'M' },
            { text: `${inv.upi.payee} · ${rupees(inv.totals.total)}`, style: 'muted', margin: [0, 4, 0, 0] },
          ],
        },
        { width: '*', stack: [signature] },
      ],
    });
  } else {
    content.push(signature);
  }
  const rendered = await renderDocument(ctx, {
    title: `Invoice ${inv.id}`,
    createdAt: doc.createdAt,
    modifiedAt: doc.modifiedAt,
    content,
    clientName: inv.organization,
    clientEmail: doc.clientEmail,
  });
  // the send mail carries the quick pay link with the invoice's key
  const link = {
    label: inv.status === 'unpaid' ? 'View and pay it online' : 'View it online',
    url: doc.payLink,
  };
  return { ...rendered, link };
}
