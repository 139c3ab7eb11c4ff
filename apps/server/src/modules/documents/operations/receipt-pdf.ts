import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import { PAYMENT_METHOD_LABELS } from '@aquadesk/shared/invoices.ts';
import { receiptFileName } from '@aquadesk/shared/ledger-documents.ts';
import { amountInWords, paiseToRupees } from '@aquadesk/shared/money.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AppContext } from '../../../platform/context.ts';
import type { MailAttachment } from '../../../platform/mail.ts';
import {
  facts,
  inWords,
  partiesBlock,
  pdfImage,
  signatureBlock,
  totalsTable,
} from '../../../platform/pdf.ts';
import { type ReceiptDocument, receiptDocument } from './ledger-documents.ts';
import { letterheadOf, paise, recipientLines, supplierLines, tableWithClosing } from './ledger-pdf-parts.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';

/** The receipt's own facts: its number, when it was made (IST), when the money moved, the invoice it is against. */
function receiptFacts(r: ReceiptDocument): Content {
  const inv = r.invoice.invoice;
  return facts([
    ['Receipt No.', r.receipt.number ?? String(r.receipt.id)],
    ['Date', formatDateTime(r.receipt.createdAt)],
    ['Money received on', formatDate(r.receipt.receivedOn)],
    ['Against invoice', inv.number ?? String(inv.id)],
    ['Invoice date', formatDate(inv.issued_at ?? inv.created_at)],
  ]);
}

/** What was owed, what this payment took off, and what is still due after it (§11). */
function closingBlock(r: ReceiptDocument): Content[] {
  const rows: [string, string][] = [['Invoice value', paise(r.worth_paise)]];
  if (r.received_before_paise > 0) rows.push(['Received before', `− ${paise(r.received_before_paise)}`]);
  rows.push(['This receipt', `− ${paise(r.receipt.amountPaise)}`]);
  rows.push(['Balance due after this receipt', paise(r.balance_after_paise)]);
  return [totalsTable(rows), inWords(`Received: ${amountInWords(paiseToRupees(r.receipt.amountPaise))}`)];
}

/**
 * A payment's receipt as PDF (docs/requirements/002-gst.md §11; the route lets through the invoice's key or
 * staff who may list invoices: assertReceiptAccess): the supplier as the invoice was issued, its number in
 * the receipt series, the date and time it was made and the day the money moved, who paid (name, GSTIN),
 * the invoice it is against, method and reference, the amount in figures and words, the balance still due
 * after it and the signature. A sandbox payment says no money moved. Its own time is the PDF's date, so the
 * same receipt gives the same bytes.
 */
export async function receiptPdf(ctx: AppContext, id: number): Promise<RenderedDocument> {
  const r = await receiptDocument(ctx, id);
  const inv = r.invoice.invoice;
  const amount = paise(r.receipt.amountPaise);
  const signature = signatureBlock(
    'Authorised signatory',
    `For ${inv.supplier.legal_name}`,
    await pdfImage(r.invoice.signature),
  );
  const payment = {
    header: ['Method', 'Reference', 'Money received on', 'Amount'],
    rows: [
      [
        PAYMENT_METHOD_LABELS[r.receipt.method as keyof typeof PAYMENT_METHOD_LABELS] ?? r.receipt.method,
        r.receipt.reference || '—',
        formatDate(r.receipt.receivedOn),
        amount,
      ],
    ],
    widths: ['*', 150, 90, 90],
    right: [3],
  };
  const content: Content[] = [
    partiesBlock(
      { title: 'Supplier', lines: supplierLines(inv.supplier) },
      { title: 'Receipt', width: 215, lines: [receiptFacts(r)] },
    ),
    {
      margin: [0, 8, 0, 0],
      stack: [{ text: 'Received from', style: 'section' }, ...recipientLines(inv.recipient)],
    },
    {
      margin: [0, 10, 0, 0],
      text: [
        'Received with thanks ',
        { text: amount, bold: true },
        ` against tax invoice ${inv.number ?? inv.id}.`,
      ],
    },
    ...(r.test_payment
      ? [
          {
            text: 'TEST PAYMENT: no money moved',
            bold: true,
            color: '#e67700',
            margin: [0, 4, 0, 0] as [number, number, number, number],
          },
        ]
      : []),
    { text: 'Payment', style: 'section' },
    ...tableWithClosing(payment, [
      ...closingBlock(r),
      {
        text: `The tax on this supply is charged on tax invoice ${inv.number ?? inv.id}; this receipt acknowledges payment against it.`,
        style: 'muted',
        margin: [0, 8, 0, 0],
      },
      signature,
    ]),
  ];
  const title = `Receipt ${r.receipt.number ?? r.receipt.id}`;
  return renderDocument(ctx, {
    title,
    createdAt: r.receipt.createdAt,
    modifiedAt: r.receipt.createdAt,
    content,
    clientName: inv.organization,
    clientEmail: r.invoice.clientEmail,
    letterhead: letterheadOf(inv.supplier),
    profileId: r.invoice.profileId,
  });
}

/**
 * The receipt's PDF as the receipt mail attaches it (recordPayment, afterSettled), or null when it could not
 * be made (the render pool busy or past its deadline): the payment stands and the mail goes without it.
 */
export async function receiptAttachment(ctx: AppContext, id: number): Promise<MailAttachment | null> {
  try {
    const { pdf } = await receiptPdf(ctx, id);
    return { filename: receiptFileName(id), content: pdf, contentType: 'application/pdf' };
  } catch {
    return null;
  }
}
