import type { Cell, TableColumn } from '../../../platform/table-file.ts';

/**
 * The columns of the GST files, each declared once (issue 42 item 2): the registers (register-tables.ts,
 * docs/requirements/002-gst.md §10) and GSTR-1's workbook (modules/gstr1, 004-gstr1.md §7) write the same
 * invoice and note numbers, dates, values and tax figures. Where the portal's template names or sizes a
 * column otherwise (its place of supply is the state code, its reverse charge Y/N), GSTR-1 has a column of
 * its own, below the registers'.
 */
export const GST_COLUMNS = {
  date: { header: 'Date', kind: 'date', width: 12 },
  invoiceNumber: { header: 'Invoice number', kind: 'text', width: 18 },
  invoiceDate: { header: 'Invoice date', kind: 'date', width: 12 },
  invoiceValue: { header: 'Invoice value', kind: 'money', width: 16 },
  noteNumber: { header: 'Note number', kind: 'text', width: 18 },
  noteValue: { header: 'Note value', kind: 'money', width: 16 },
  recipient: { header: 'Recipient', kind: 'text', width: 32 },
  gstin: { header: 'GSTIN', kind: 'text', width: 18 },
  stateCode: { header: 'State code', kind: 'text', width: 8 },
  placeOfSupply: { header: 'Place of supply', kind: 'text', width: 22 },
  billed: { header: 'B2B/B2C', kind: 'text', width: 9 },
  gstRate: { header: 'GST rate %', kind: 'number', width: 9 },
  // GSTR-1's, as the portal's template names them
  recipientGstin: { header: 'GSTIN/UIN of recipient', kind: 'text', width: 18 },
  receiverName: { header: 'Receiver name', kind: 'text', width: 30 },
  noteDate: { header: 'Note date', kind: 'date', width: 12 },
  noteType: { header: 'Note type', kind: 'text', width: 6 },
  placeOfSupplyCode: { header: 'Place of supply', kind: 'text', width: 8 },
  reverseChargeYN: { header: 'Reverse charge', kind: 'text', width: 8 },
  rate: { header: 'Rate', kind: 'number', width: 8 },
} as const satisfies Record<string, TableColumn>;

/** A document's, a rate's or a total's tax figures, in integer paise. */
export interface TaxFigures {
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  cess_paise: number;
}
type TaxFigure = keyof TaxFigures;

const TAX_HEADERS: Record<TaxFigure, string> = {
  taxable_paise: 'Taxable value',
  cgst_paise: 'CGST',
  sgst_paise: 'SGST/UTGST',
  igst_paise: 'IGST',
  cess_paise: 'Cess',
};

/** The registers' order of the tax figures: as the tax invoice prints them. */
export const REGISTER_TAX_ORDER = [
  'taxable_paise',
  'cgst_paise',
  'sgst_paise',
  'igst_paise',
  'cess_paise',
] as const;
/** GSTR-1's order: as the portal's template and offline JSON hold them. */
export const PORTAL_TAX_ORDER = [
  'taxable_paise',
  'igst_paise',
  'cgst_paise',
  'sgst_paise',
  'cess_paise',
] as const;

/** The tax figures' columns in `order`: money, the spreadsheet's own width. */
export const taxColumns = (order: readonly TaxFigure[]): TableColumn[] =>
  order.map((figure) => ({ header: TAX_HEADERS[figure], kind: 'money' }));

/** The tax figures' cells in `order`; `sign` -1 for what counts against the period (a credit note). */
export const taxCells = (figures: TaxFigures, order: readonly TaxFigure[], sign = 1): Cell[] =>
  order.map((figure) => sign * figures[figure]);
