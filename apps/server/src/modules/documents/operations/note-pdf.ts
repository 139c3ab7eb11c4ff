import { formatDate } from '@aquadesk/shared/format.ts';
import { INVOICE_COPY_LABELS, type InvoiceCopy } from '@aquadesk/shared/invoices.ts';
import { amountInWords, roundToPaisa } from '@aquadesk/shared/money.ts';
import { printedRoundOff, ROUND_OFF_LABEL } from '@aquadesk/shared/round-off.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AppContext } from '../../../platform/context.ts';
import {
  facts,
  inWords,
  partiesBlock,
  pdfImage,
  rupees,
  signatureBlock,
  totalsTable,
} from '../../../platform/pdf.ts';
import { eInvoiceFacts, qrNode } from './e-invoice-pdf-block.ts';
import { type NoteDocument, noteDocument } from './ledger-documents.ts';
import {
  letterheadOf,
  recipientLines,
  stateOf,
  supplierLines,
  tableWithClosing,
} from './ledger-pdf-parts.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';
import { taxLinesTable } from './tax-lines-table.ts';

const TITLES = { credit: 'Credit Note', debit: 'Debit Note' } as const;
const money = (value: string) => rupees(roundToPaisa(value));

const kindOf = (n: NoteDocument) => (n.note.kind === 'debit' ? 'debit' : 'credit');

/** The note's facts (rule 53 (1A)(b)-(d), (g)): its nature, number and date, the invoice it corrects. */
function noteFacts(n: NoteDocument): Content {
  const inv = n.invoice.invoice;
  return facts([
    [`${TITLES[kindOf(n)]} No.`, n.note.number],
    ['Date', formatDate(n.note.issuedAt)],
    ['Against invoice', inv.number ?? String(inv.id)],
    ['Invoice date', formatDate(inv.issued_at ?? inv.created_at)],
    ['Place of supply', stateOf(n.place_of_supply.name, n.place_of_supply.code)],
    ['Reverse charge', inv.reverse_charge ? 'Yes' : 'No'],
  ]);
}

/** The lines as the note has them: HSN/SAC, quantity, rate, discount, taxable value and the tax split (h). */
function linesOf(n: NoteDocument) {
  const lines = n.lines.map((l) => ({
    description: l.description,
    hsn: l.hsn,
    quantity: l.quantity,
    unit: l.unit,
    rate: l.rate,
    discount: l.discount,
    taxable: l.taxable,
    gstRate: l.gstRate,
    cgst: l.cgstAmount,
    sgst: l.sgstAmount,
    igst: l.igstAmount,
    total: l.amount,
  }));
  return { ...taxLinesTable(lines, n.split, n.state_tax), fontSize: 8 };
}

function totalsOf(n: NoteDocument): Content {
  const { note } = n;
  const rows: [string, string][] = [['Taxable value', money(note.taxable)]];
  if (n.split === 'inter') rows.push(['IGST', money(note.igst)]);
  else rows.push(['CGST', money(note.cgst)], [n.state_tax, money(note.sgst)]);
  const roundOff = printedRoundOff(note.roundOff);
  if (roundOff) rows.push([ROUND_OFF_LABEL, roundOff]);
  rows.push([`${TITLES[kindOf(n)]} total`, money(note.total)]);
  return totalsTable(rows);
}

/**
 * A credit or debit note as PDF (docs/requirements/002-gst.md §12, CGST rule 53 (1A); the route lets
 * through the invoice's key or staff who may list invoices: assertNoteAccess): its nature, number and date,
 * the supplier as the note was issued, the recipient as the invoice was, the original invoice's number and
 * date, the reason, the lines with HSN/SAC, taxable value and the tax split the note was taxed with, the
 * totals, the amount in words and the signature; the copy rule 48 names, as the invoice prints it.
 */
export async function notePdf(
  ctx: AppContext,
  id: number,
  copy: InvoiceCopy = 'original',
): Promise<RenderedDocument & { kind: 'credit' | 'debit' }> {
  const n = await noteDocument(ctx, id);
  const inv = n.invoice.invoice;
  const title = TITLES[kindOf(n)];
  const signature = signatureBlock(
    'Authorised signatory',
    `For ${n.supplier.legal_name}`,
    await pdfImage(n.invoice.signature),
  );
  const about = { title: INVOICE_COPY_LABELS[copy], width: 215 as const, lines: [noteFacts(n)] };
  // a registered note opens with its IRN and acknowledgement above the supplier and the signed QR code at the
  // top right, its facts beside the recipient (spec 003 §10), as the invoice's PDF
  const head: Content[] = n.e_invoice
    ? [
        {
          columns: [
            {
              width: '*',
              stack: [
                ...eInvoiceFacts(n.e_invoice),
                { text: 'Supplier', style: 'section' },
                ...supplierLines(n.supplier),
              ],
            },
            { width: 'auto', stack: [qrNode(n.e_invoice.signed_qr)] },
          ],
          columnGap: 16,
        },
        {
          margin: [0, 8, 0, 0],
          stack: [
            partiesBlock(
              { title: 'Recipient', lines: recipientLines(inv.recipient, { delivery: true }) },
              about,
            ),
          ],
        },
      ]
    : [
        partiesBlock({ title: 'Supplier', lines: supplierLines(n.supplier) }, about),
        {
          margin: [0, 8, 0, 0],
          stack: [
            { text: 'Recipient', style: 'section' },
            ...recipientLines(inv.recipient, { delivery: true }),
          ],
        },
      ];
  const content: Content[] = [
    ...head,
    { text: 'Reason', style: 'section' },
    { text: n.note.reason },
    { text: 'Items', style: 'section' },
    ...tableWithClosing(linesOf(n), [totalsOf(n), inWords(amountInWords(n.note.total)), signature]),
  ];
  const rendered = await renderDocument(ctx, {
    title: `${title} ${n.note.number}`,
    createdAt: n.note.issuedAt,
    modifiedAt: n.note.issuedAt,
    content,
    clientName: inv.organization,
    clientEmail: n.invoice.clientEmail,
    letterhead: letterheadOf(n.supplier),
    profileId: n.note.companyProfileId ?? n.invoice.profileId,
  });
  return { ...rendered, kind: kindOf(n) };
}
