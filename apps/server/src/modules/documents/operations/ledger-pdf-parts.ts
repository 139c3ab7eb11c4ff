import type { InvoiceRecipient, InvoiceSupplier } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import type { Content } from 'pdfmake/interfaces';
import { facts, linesTable, rupees } from '../../../platform/pdf.ts';
import { type Letterhead, LINES_LAYOUT } from '../../../platform/pdf-render.ts';

/**
 * The pieces the receipt, note and statement PDFs share (docs/requirements/002-gst.md §11-§13), beside the
 * platform's (platform/pdf.ts): who the supplier and the recipient are, and a table whose last lines stay
 * with the block that closes the document.
 */

export const paise = (p: number) => rupees(paiseToRupees(p));

/** A state as documents name it: "Kerala (32)" (spec 002 §1). */
export const stateOf = (name: string | null, code: string | null) =>
  code ? `${name ?? code} (${code})` : '—';

/** The letterhead a supplier prints under: the name it trades under, its address and contact (as the invoice's). */
export const letterheadOf = (s: InvoiceSupplier): Letterhead => ({
  name: s.trade_name || s.legal_name,
  address: s.address,
  email: s.email,
  phone: s.phone,
});

/** The supplier's name, address and GSTIN (rules 46 (a), 50 (a), 53 (1A)(a)). */
export function supplierLines(s: InvoiceSupplier): Content[] {
  return [
    { text: s.legal_name, bold: true },
    ...(s.trade_name && s.trade_name !== s.legal_name ? [{ text: `Trading as ${s.trade_name}` }] : []),
    { text: s.address },
    facts([
      ['GSTIN', s.gstin ?? 'Not registered'],
      ...(s.pan ? [['PAN', s.pan] as const] : []),
      ['State', stateOf(s.state_name, s.state_code)],
    ]),
  ];
}

/**
 * The recipient as the invoice was issued to them: name, address, GSTIN (or B2C) and state; with `delivery`,
 * where the supply was delivered too (rules 46(1)(e), (o) and 53(1A)(f): the invoice and its notes).
 */
export function recipientLines(r: InvoiceRecipient, opts: { delivery?: boolean } = {}): Content[] {
  const delivery = r.delivery_address.trim();
  return [
    { text: r.name, bold: true, fontSize: 11 },
    ...(r.address ? [{ text: r.address }] : []),
    ...(opts.delivery && delivery
      ? [
          {
            text: [
              { text: 'Delivery address: ', bold: true },
              delivery === r.address.trim() ? 'as above' : delivery,
            ],
          },
        ]
      : []),
    facts([
      ['GSTIN', r.gstin ?? 'Unregistered (B2C)'],
      ['State', stateOf(r.state_name, r.state_code)],
    ]),
  ];
}

/**
 * A ruled table whose last `kept` rows are laid out with `closing` as one unbreakable block, so the totals,
 * the amount in words and the signature never open a page on their own: they move with the lines they close.
 * `lead` (the table's heading) is kept with the header when every row moves with the closing.
 */
export function tableWithClosing(
  table: {
    header: readonly string[];
    rows: readonly (readonly string[])[];
    widths: readonly (string | number)[];
    right: readonly number[];
    fontSize?: number;
  },
  closing: Content[],
  kept = 2,
  lead: Content[] = [],
): Content[] {
  const { header, rows, widths, right } = table;
  const cut = Math.max(0, rows.length - kept);
  const fontSize = table.fontSize ?? 9.5;
  const align = (i: number) => (right.includes(i) ? ('right' as const) : ('left' as const));
  const tail: Content = {
    fontSize,
    table: {
      widths: [...widths],
      body: rows.slice(cut).map((row) => row.map((text, i) => ({ text, alignment: align(i) }))),
    },
    layout: LINES_LAYOUT,
  };
  const head = linesTable(header, rows.slice(0, cut), widths, right);
  // the header always leads: with every row kept, it moves with them
  if (cut === 0)
    return [{ stack: [...lead, { fontSize, stack: [head] }, tail, ...closing], unbreakable: true }];
  return [...lead, { fontSize, stack: [head] }, { stack: [tail, ...closing], unbreakable: true }];
}
