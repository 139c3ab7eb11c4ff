import { formatCount } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUS_LABELS } from '@aquadesk/shared/invoices.ts';
import {
  type InvoiceRegisterResponse,
  type InvoiceRegisterRow,
  type NoteRegisterResponse,
  type NoteTotals,
  type PaymentRegisterResponse,
  RECEIPT_METHOD_LABELS,
  REGISTER_LABELS,
} from '@aquadesk/shared/registers.ts';
import type { Cell, TableColumn, TableFile } from '../../../platform/table-file.ts';
import {
  GST_COLUMNS as C,
  taxCells as cellsOf,
  REGISTER_TAX_ORDER,
  type TaxFigures,
  taxColumns,
} from './gst-columns.ts';

/**
 * The registers as tables to write as CSV or XLSX (docs/requirements/002-gst.md §10): the columns an
 * accountant files from, in the order the screen shows them, and the totals the database summed. Money
 * stays integer paise until the file is written (platform/table-file.ts).
 */

type Register<R, T> = Pick<InvoiceRegisterResponse, 'from' | 'to'> & { data: R[]; totals: T };

const TAX_COLUMNS = taxColumns(REGISTER_TAX_ORDER);
const taxCells = (f: TaxFigures): Cell[] => cellsOf(f, REGISTER_TAX_ORDER);
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** Who an invoice or a note is to, and where it is supplied: its columns and a row's cells. */
const RECIPIENT_COLUMNS = [C.recipient, C.gstin, C.stateCode, C.placeOfSupply, C.billed];
const recipientCells = (row: Pick<InvoiceRegisterRow, RecipientField>): Cell[] => [
  row.recipient,
  row.gstin,
  row.place_of_supply,
  row.place_of_supply_name,
  row.billed,
];
type RecipientField = 'recipient' | 'gstin' | 'place_of_supply' | 'place_of_supply_name' | 'billed';
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const INVOICE_REGISTER_COLUMNS: TableColumn[] = [
  C.invoiceNumber,
  C.date,
  ...RECIPIENT_COLUMNS,
  { header: 'Reverse charge', kind: 'text', width: 9 },
  { header: 'Status', kind: 'text', width: 12 },
  C.gstRate,
  ...TAX_COLUMNS,
  C.invoiceValue,
];

export function invoiceRegisterTable(
  r: Register<InvoiceRegisterResponse['data'][number], InvoiceRegisterResponse['totals']>,
): TableFile {
  const t = r.totals;
  const label = `Total: ${plural(t.invoices, 'invoice', 'invoices')}${t.cancelled ? `, ${formatCount(t.cancelled)} cancelled` : ''}`;
  return {
    sheet: REGISTER_LABELS.invoices,
    columns: INVOICE_REGISTER_COLUMNS,
    rows: r.data.map((row) => [
      row.number,
      row.date,
      ...recipientCells(row),
      yesNo(row.reverse_charge),
      INVOICE_STATUS_LABELS[row.status],
      row.gst_rate,
      ...taxCells(row),
      row.invoice_value_paise,
    ]),
    totals: [
      [label, null, null, null, null, null, null, null, null, null, ...taxCells(t), t.invoice_value_paise],
    ],
  };
}

export const NOTE_REGISTER_COLUMNS: TableColumn[] = [
  C.noteNumber,
  C.date,
  { header: 'Kind', kind: 'text', width: 12 },
  C.invoiceNumber,
  C.invoiceDate,
  ...RECIPIENT_COLUMNS,
  C.gstRate,
  ...TAX_COLUMNS,
  C.noteValue,
];

export const NOTE_KIND_LABELS = { credit: 'Credit note', debit: 'Debit note' } as const;

export function noteRegisterTable(
  r: Register<NoteRegisterResponse['data'][number], NoteRegisterResponse['totals']>,
): TableFile {
  const sum = (label: string, t: NoteTotals): Cell[] => [
    label,
    ...Array<Cell>(10).fill(null),
    ...taxCells(t),
    t.note_value_paise,
  ];
  return {
    sheet: REGISTER_LABELS.notes,
    columns: NOTE_REGISTER_COLUMNS,
    rows: r.data.map((row) => [
      row.number,
      row.date,
      NOTE_KIND_LABELS[row.kind],
      row.invoice_number,
      row.invoice_date,
      ...recipientCells(row),
      row.gst_rate,
      ...taxCells(row),
      row.note_value_paise,
    ]),
    totals: [
      sum(`Credit notes: ${formatCount(r.totals.credit.notes)}`, r.totals.credit),
      sum(`Debit notes: ${formatCount(r.totals.debit.notes)}`, r.totals.debit),
    ],
  };
}

export const PAYMENT_REGISTER_COLUMNS: TableColumn[] = [
  { header: 'Receipt number', kind: 'text', width: 18 },
  C.date,
  { header: 'Kind', kind: 'text', width: 10 },
  C.invoiceNumber,
  { header: 'Client', kind: 'text', width: 32 },
  { header: 'Method', kind: 'text', width: 14 },
  { header: 'Reference', kind: 'text', width: 24 },
  { header: 'Amount', kind: 'money', width: 16 },
];

export function paymentRegisterTable(
  r: Register<PaymentRegisterResponse['data'][number], PaymentRegisterResponse['totals']>,
): TableFile {
  const t = r.totals;
  const sum = (label: string, amount: number): Cell[] => [label, null, null, null, null, null, null, amount];
  return {
    sheet: REGISTER_LABELS.payments,
    columns: PAYMENT_REGISTER_COLUMNS,
    rows: r.data.map((row) => [
      row.number,
      row.date,
      row.kind === 'refund' ? 'Refund' : 'Payment',
      row.invoice_number,
      row.client,
      RECEIPT_METHOD_LABELS[row.method],
      row.reference,
      row.amount_paise,
    ]),
    totals: [
      sum(`Received: ${plural(t.payments, 'payment', 'payments')}`, t.received_paise),
      sum(`Refunded: ${plural(t.refunds, 'refund', 'refunds')}`, -t.refunded_paise),
      sum('Net received', t.net_paise),
    ],
  };
}
