import { exact, fixed2, plain } from '../../src/decimal.ts';
import type { EInvoiceSource, InvoiceForEInvoice } from '../../src/e-invoice.ts';
import { gstinCheckCharacter, stateOfCode } from '../../src/gst.ts';
import type { InvoiceRecipient, InvoiceSupplier } from '../../src/invoices.ts';
import { computeTaxDocument, type TaxLineInput } from '../../src/tax-invoice.ts';

/**
 * Tax documents as AquaDesk stores and prints them, for the e-invoice tests (docs/requirements/003-e-invoice.md):
 * every figure comes from computeTaxDocument, as the invoices domain stores it.
 */

/** A GSTIN with its check character (spec 002 §2). */
export const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

export const SUPPLIER: InvoiceSupplier = {
  legal_name: 'AquaDesk Environmental Engineering Private Limited',
  trade_name: 'AquaDesk',
  address: '4th Floor, Lake View Towers\n80 Feet Road, Koramangala\nBengaluru 560034',
  gstin: gstin('29AABCA1234B1Z'),
  pan: 'AABCA1234B',
  state_code: '29',
  state_name: 'Karnataka',
  email: 'accounts@aquadesk.example',
  phone: '+91 80 4123 4567',
};

/** A client in the supplier's own state: CGST and SGST. */
export const KARNATAKA_CLIENT: InvoiceRecipient = {
  name: 'Mysore Lakeside Resorts Private Limited',
  address: '12 Lake Road, Bengaluru 560001',
  delivery_address: '12 Lake Road, Bengaluru 560001',
  gstin: gstin('29AAGCM4321D1Z'),
  state_code: '29',
  state_name: 'Karnataka',
  billed: 'B2B',
};

/** A client in another state: IGST. */
export const KERALA_CLIENT: InvoiceRecipient = {
  name: 'Riverside Hotels LLP',
  address: '2nd Floor, Riverside Towers\nMG Road, Thrissur, Kerala 680 001',
  delivery_address: '2nd Floor, Riverside Towers\nMG Road, Thrissur, Kerala 680 001',
  gstin: gstin('32AAKFR5678C1Z'),
  state_code: '32',
  state_name: 'Kerala',
  billed: 'B2B',
};

export interface FixtureLine extends TaxLineInput {
  description: string;
  unit: string;
}

export const LINES: FixtureLine[] = [
  {
    description: 'Sewage treatment plant operation and maintenance, November',
    hsn: '998719',
    unit: 'OTH',
    quantity: '1',
    unitPrice: '48500',
    discount: '0',
    gstRate: '18',
  },
  {
    description: 'Ultrafiltration membrane module "UF-80"',
    hsn: '84212190',
    unit: 'NOS',
    quantity: '3',
    unitPrice: '12333.33',
    discount: '1250.50',
    gstRate: '18',
  },
  {
    description: 'Water quality testing, 12 samples',
    hsn: '998346',
    unit: 'NOS',
    quantity: '12',
    unitPrice: '1499.99',
    discount: '0',
    gstRate: '5',
  },
];

/** An issued invoice as GET /get-invoice carries it, its figures those computeTaxDocument gives. */
export function issuedInvoice(
  recipient: InvoiceRecipient,
  placeOfSupply: string,
  lines: readonly FixtureLine[] = LINES,
  over: Partial<InvoiceForEInvoice> = {},
): InvoiceForEInvoice {
  const figures = computeTaxDocument(lines, SUPPLIER.state_code, placeOfSupply);
  const { total_paise: _paise, ...totals } = figures.totals;
  const percent = (f: { gst_rate: string }, part: 'half' | 'whole') =>
    part === 'whole' ? f.gst_rate : plain(exact(f.gst_rate).times(exact('0.5')));
  return {
    status: 'unpaid',
    number: 'AQ/26-27/0042',
    issued_at: '2026-11-20T05:30:00.000Z',
    supplier: SUPPLIER,
    recipient,
    place_of_supply: { code: placeOfSupply, name: stateOfCode(placeOfSupply)?.name ?? placeOfSupply },
    reverse_charge: false,
    lines: lines.map((l, i) => {
      const f = figures.lines[i] as (typeof figures.lines)[number];
      const intra = figures.split === 'intra';
      return {
        description: l.description,
        quantity: String(l.quantity),
        rate: fixed2(exact(l.unitPrice)),
        cgst: intra ? percent(f, 'half') : '0',
        sgst: intra ? percent(f, 'half') : '0',
        igst: intra ? '0' : percent(f, 'whole'),
        subtotal: f.value,
        cgst_amount: f.cgst,
        sgst_amount: f.sgst,
        igst_amount: f.igst,
        amount: f.total,
      };
    }),
    tax_lines: lines.map((l, i) => {
      const f = figures.lines[i] as (typeof figures.lines)[number];
      return { hsn: l.hsn, unit: l.unit, discount: f.discount, taxable: f.taxable, gst_rate: f.gst_rate };
    }),
    tax_totals: totals,
    ...over,
  };
}

/** A credit note on an invoice, figured like it (spec 002 §12), as the note PDF prints it. */
export function creditNote(
  invoice: InvoiceForEInvoice,
  lines: readonly FixtureLine[],
  placeOfSupply: string,
): EInvoiceSource {
  const figures = computeTaxDocument(lines, SUPPLIER.state_code, placeOfSupply);
  return {
    kind: 'credit',
    number: 'CN/26-27/0007',
    issued_at: '2026-11-25T10:00:00.000Z',
    supplier: SUPPLIER,
    recipient: invoice.recipient,
    place_of_supply: placeOfSupply,
    reverse_charge: false,
    lines: lines.map((l, i) => {
      const f = figures.lines[i] as (typeof figures.lines)[number];
      return {
        description: l.description,
        hsn: l.hsn,
        unit: l.unit,
        quantity: String(l.quantity),
        unit_price: String(l.unitPrice),
        value: f.value,
        discount: f.discount,
        taxable: f.taxable,
        gst_rate: f.gst_rate,
        cgst: f.cgst,
        sgst: f.sgst,
        igst: f.igst,
        total: f.total,
      };
    }),
    totals: {
      taxable: figures.totals.taxable,
      cgst: figures.totals.cgst,
      sgst: figures.totals.sgst,
      igst: figures.totals.igst,
      round_off: figures.totals.round_off,
      total: figures.totals.total,
    },
    refers_to: { number: invoice.number ?? '', issued_at: invoice.issued_at ?? '' },
    reason: 'Two membrane modules returned unused',
  };
}
