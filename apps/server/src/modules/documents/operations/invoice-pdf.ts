import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import { INVOICE_COPY_LABELS, type InvoiceCopy, type PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import { printedRoundOff, ROUND_OFF_LABEL } from '@aquadesk/shared/round-off.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AppContext } from '../../../platform/context.ts';
import {
  facts,
  inWords,
  linesTable,
  partiesBlock,
  pdfImage,
  plainNumber,
  rupees,
  signatureBlock,
  totalsTable,
} from '../../../platform/pdf.ts';
import { eInvoiceFacts, qrNode } from './e-invoice-pdf-block.ts';
import { invoiceDocument, refuseOpeningBalanceCopy } from './invoice-document.ts';
import { recipientLines, stateOf, supplierLines } from './ledger-pdf-parts.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';
import { taxLinesTable } from './tax-lines-table.ts';

/** An HSN summary this short moves to the next page with the signature rather than leave it alone. */
const HSN_ROWS_KEPT_WITH_SIGNATURE = 12;

const percent = (value: string) => `${plainNumber(value)} %`;
const paise = (p: number) => rupees(paiseToRupees(p));

/** The payment status as printed: PAID (a sandbox payment marked a test), PARTLY PAID, UNPAID, CANCELLED. */
function statusBlock(inv: PublicInvoice): Content {
  if (inv.cancelled) {
    return {
      stack: [
        { text: 'CANCELLED', bold: true, color: '#c92a2a', fontSize: 14 },
        { text: `${formatDate(inv.cancelled.at)}: ${inv.cancelled.reason}`, style: 'muted' },
      ],
    };
  }
  if (inv.status === 'draft')
    return { text: 'DRAFT (not issued)', bold: true, color: '#5c6770', fontSize: 12 };
  if (inv.status === 'PAYMENT COMPLETE') {
    return {
      stack: [
        inv.test_payment
          ? { text: 'PAID (TEST PAYMENT)', bold: true, color: '#e67700', fontSize: 12 }
          : { text: 'PAID', bold: true, color: '#2b8a3e', fontSize: 12 },
        ...(inv.test_payment ? [{ text: 'No money moved', style: 'muted' }] : []),
        ...(inv.paid_at ? [{ text: `on ${formatDateTime(inv.paid_at)}`, style: 'muted' }] : []),
        ...(inv.payment_id ? [{ text: `Payment ${inv.payment_id}`, style: 'muted' }] : []),
      ],
    };
  }
  if (inv.status === 'partly_paid')
    return { text: 'PARTLY PAID', bold: true, color: '#e67700', fontSize: 12 };
  return { text: 'UNPAID', bold: true, color: '#c92a2a', fontSize: 12 };
}

/** The document's facts and payment status (rule 46 (b)-(d), (n), (p)), under the copy's label. */
function aboutLines(inv: PublicInvoice): Content[] {
  return [
    facts([
      ['Invoice No.', inv.number ?? 'Draft (no number yet)'],
      ['Date', formatDate(inv.issued_at ?? inv.created_at)],
      ...(inv.due_date ? [['Due date', formatDate(inv.due_date)] as const] : []),
      [
        'Place of supply',
        inv.place_of_supply ? stateOf(inv.place_of_supply.name, inv.place_of_supply.code) : '—',
      ],
      ['Reverse charge', inv.reverse_charge ? 'Yes' : 'No'],
    ]),
    { text: 'Payment status', style: 'muted', margin: [0, 4, 0, 0] },
    statusBlock(inv),
  ];
}

/**
 * The supplier, the document's facts and the recipient (rule 46 (a)-(g), (n), (p)). A registered e-invoice
 * (docs/requirements/003-e-invoice.md §10) opens with its IRN and acknowledgement above the supplier and the
 * signed QR code at the top right; the facts then stand beside the recipient, so the block costs little height.
 */
function headBlocks(inv: PublicInvoice, copy: InvoiceCopy): Content[] {
  const about = { title: INVOICE_COPY_LABELS[copy], width: 215, lines: aboutLines(inv) };
  if (!inv.e_invoice) {
    return [partiesBlock({ title: 'Supplier', lines: supplierLines(inv.supplier) }, about), billTo(inv)];
  }
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            ...eInvoiceFacts(inv.e_invoice),
            { text: 'Supplier', style: 'section' },
            ...supplierLines(inv.supplier),
          ],
        },
        { width: 'auto', stack: [qrNode(inv.e_invoice.signed_qr)] },
      ],
      columnGap: 16,
    },
    { margin: [0, 8, 0, 0], stack: [partiesBlock({ title: 'Bill to', lines: billedLines(inv) }, about)] },
  ];
}

/** The recipient's name, address, delivery address, GSTIN and state (rule 46 (d)-(f), (o)). */
const billedLines = (inv: PublicInvoice): Content[] => recipientLines(inv.recipient, { delivery: true });

/** The recipient under the supplier and its facts. */
function billTo(inv: PublicInvoice): Content {
  return { margin: [0, 8, 0, 0], stack: [{ text: 'Bill to', style: 'section' }, ...billedLines(inv)] };
}

/** The lines with every figure rule 46 (h)-(m) asks: HSN, quantity and unit, rate, discount, taxable value, tax. */
function linesBlock(inv: PublicInvoice): Content {
  const lines = inv.lines.map((l, i) => {
    const t = inv.tax_lines[i]!;
    return {
      description: l.description,
      hsn: t.hsn,
      quantity: l.quantity,
      unit: t.unit,
      rate: l.rate,
      discount: t.discount,
      taxable: t.taxable,
      gstRate: t.gst_rate,
      cgst: l.cgst_amount,
      sgst: l.sgst_amount,
      igst: l.igst_amount,
      total: l.amount,
    };
  });
  const { header, rows, widths, right } = taxLinesTable(lines, inv.split ?? 'intra', inv.state_tax);
  return { fontSize: 8, stack: [linesTable(header, rows, widths, right)] };
}

/** Taxable value and tax by HSN/SAC and rate (the summary a return is filed from). */
function hsnSummary(inv: PublicInvoice): Content[] {
  if (inv.hsn_summary.length === 0) return [];
  const inter = inv.split === 'inter';
  const header = inter
    ? ['HSN/SAC', 'GST rate', 'Quantity', 'Taxable value', 'IGST']
    : ['HSN/SAC', 'GST rate', 'Quantity', 'Taxable value', 'CGST', inv.state_tax];
  const rows = inv.hsn_summary.map((h) => {
    const head = [h.hsn, percent(h.gst_rate), h.quantity, rupees(h.taxable)];
    return inter ? [...head, rupees(h.igst)] : [...head, rupees(h.cgst), rupees(h.sgst)];
  });
  const widths = inter ? [70, 60, 70, '*', 90] : [70, 60, 70, '*', 80, 80];
  return [
    { text: 'HSN/SAC summary', style: 'section' },
    { fontSize: 8, stack: [linesTable(header, rows, widths, inter ? [1, 2, 3, 4] : [1, 2, 3, 4, 5])] },
  ];
}

function totalsBlock(inv: PublicInvoice): Content {
  const t = inv.tax_totals;
  const inter = inv.split === 'inter';
  const rows: [string, string][] = [['Taxable value', rupees(t.taxable)]];
  if (t.discount !== '0.00')
    rows.unshift(['Value before discount', rupees(t.value)], ['Discount', `− ${rupees(t.discount)}`]);
  if (inter) rows.push(['IGST', rupees(t.igst)]);
  else rows.push(['CGST', rupees(t.cgst)], [inv.state_tax, rupees(t.sgst)]);
  // the round-off on a line of its own above the total, never folded into a line (spec 002 §8)
  const roundOff = printedRoundOff(t.round_off);
  if (roundOff) rows.push([ROUND_OFF_LABEL, roundOff]);
  rows.push(['Invoice total', rupees(t.total)]);
  return totalsTable(rows);
}

/** What has been paid or credited, and what is due, once anything has. */
function balanceBlock(inv: PublicInvoice): Content[] {
  const b = inv.balance;
  if (b.paid_paise === 0 && b.credited_paise === 0 && b.debited_paise === 0) return [];
  const rows: [string, string][] = [];
  if (b.debited_paise > 0) rows.push(['Debit notes', paise(b.debited_paise)]);
  if (b.credited_paise > 0) rows.push(['Credit notes', `− ${paise(b.credited_paise)}`]);
  rows.push(['Received', `− ${paise(b.paid_paise - b.refunded_paise)}`]);
  rows.push(['Balance due', paise(b.due_paise)]);
  return [totalsTable(rows)];
}

/**
 * The tax invoice as PDF (docs/requirements/002-gst.md §3-§5; the route lets through only the invoice's key
 * or staff who may list invoices: assertInvoicePdfAccess): every particular of rule 46 from the one model
 * the web invoice shows, the HSN summary, the copy rule 48 names, the status (CANCELLED with its reason), and
 * while open with a UPI id, the UPI QR code for the balance due; once registered with the IRP, its IRN,
 * acknowledgement and signed QR code at the top. A draft prints as a Proforma Invoice.
 */
export async function invoicePdf(
  ctx: AppContext,
  id: number,
  copy: InvoiceCopy = 'original',
): Promise<RenderedDocument> {
  await refuseOpeningBalanceCopy(ctx, id);
  const doc = await invoiceDocument(ctx, id);
  const inv = doc.invoice;
  const signature = signatureBlock(
    'Authorised signatory',
    `For ${inv.supplier.legal_name}`,
    await pdfImage(doc.signature),
  );
  // what closes the document stays together, so a signature never stands alone on a page: the HSN summary
  // (when it is short enough to move whole), the terms, the signature and the UPI code
  const summary = hsnSummary(inv);
  const movable = inv.hsn_summary.length <= HSN_ROWS_KEPT_WITH_SIGNATURE;
  const closing: Content[] = [
    ...(movable ? summary : []),
    ...(inv.terms
      ? [
          { text: 'Terms', style: 'section' },
          { text: inv.terms, style: 'muted' },
        ]
      : []),
  ];
  if (inv.upi) {
    closing.push({
      margin: [0, 16, 0, 0],
      columns: [
        {
          width: 'auto',
          stack: [
            { text: 'Pay by UPI', style: 'section', margin: [0, 0, 0, 4] },
            { qr: inv.upi.uri, fit: 110, eccLevel: 'M' },
            {
              text: `${inv.upi.payee} · ${paise(inv.balance.due_paise)}`,
              style: 'muted',
              margin: [0, 4, 0, 0],
            },
          ],
        },
        { width: '*', stack: [signature] },
      ],
    });
  } else {
    closing.push(signature);
  }
  const content: Content[] = [
    ...headBlocks(inv, copy),
    { text: 'Items', style: 'section' },
    linesBlock(inv),
    { stack: [totalsBlock(inv), inWords(inv.total_in_words), ...balanceBlock(inv)], unbreakable: true },
    ...(movable ? [] : summary),
    { stack: closing, unbreakable: true },
  ];
  const title = inv.number ? `${inv.title} ${inv.number}` : `${inv.title} (draft ${inv.id})`;
  const rendered = await renderDocument(ctx, {
    title,
    createdAt: doc.createdAt,
    modifiedAt: doc.modifiedAt,
    content,
    clientName: inv.organization,
    clientEmail: doc.clientEmail,
    letterhead: {
      name: inv.supplier.trade_name || inv.supplier.legal_name,
      address: inv.supplier.address,
      email: inv.supplier.email,
      phone: inv.supplier.phone,
    },
    profileId: doc.profileId,
  });
  // the send mail carries the quick pay link with the invoice's key
  const open = inv.status === 'unpaid' || inv.status === 'partly_paid';
  const link = { label: open ? 'View and pay it online' : 'View it online', url: doc.payLink };
  return { ...rendered, link };
}
