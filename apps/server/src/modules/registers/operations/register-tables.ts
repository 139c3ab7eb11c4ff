import { formatCount } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUS_LABELS } from '@aquadesk/shared/invoices.ts';
import {
  type InvoiceRegisterResponse,
  type NoteRegisterResponse,
  type NoteTotals,
  type PaymentRegisterResponse,
  RECEIPT_METHOD_LABELS,
  REGISTER_LABELS,
  type TaxFigures,
} from '@aquadesk/shared/registers.ts';
import type { Cell, TableColumn, TableFile } from '../../../platform/table-file.ts';

/**
 * The registers as tables to write as CSV or XLSX (docs/requirements/002-gst.md §10): the columns an
 * accountant files from, in the order the screen shows them, and the totals the database summed. Money
 * stays integer paise until the file is written (platform/table-file.ts).
 */

type Register<R, T> = Pick<InvoiceRegisterResponse, 'from' | 'to'> & { data: R[]; totals: T };

const TAX_COLUMNS: TableColumn[] = [
  { header: 'Taxable value', kind: 'money' },
  { header: 'CGST', kind: 'money' },
  { header: 'SGST/UTGST', kind: 'money' },
  { header: 'IGST', kind: 'money' },
  { header: 'Cess', kind: 'money' },
];
const taxCells = (f: TaxFigures): Cell[] => [
  f.taxable_paise,
  f.cgst_paise,
  f.sgst_paise,
  f.igst_paise,
  f.cess_paise,
];
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const INVOICE_REGISTER_COLUMNS: TableColumn[] = [
  { header: 'Invoice number', kind: 'text', width: 18 },
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Recipient', kind: 'text', width: 32 },
  { header: 'GSTIN', kind: 'text', width: 18 },
  { header: 'State code', kind: 'text', width: 8 },
  { header: 'Place of supply', kind: 'text', width: 22 },
  { header: 'B2B/B2C', kind: 'text', width: 9 },
  { header: 'Reverse charge', kind: 'text', width: 9 },
  { header: 'Status', kind: 'text', width: 12 },
  { header: 'GST rate %', kind: 'number', width: 9 },
  ...TAX_COLUMNS,
  { header: 'Invoice value', kind: 'money', width: 16 },
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
      row.recipient,
      row.gstin,
      row.place_of_supply,
      row.place_of_supply_name,
      row.billed,
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
  { header: 'Note number', kind: 'text', width: 18 },
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Kind', kind: 'text', width: 12 },
  { header: 'Invoice number', kind: 'text', width: 18 },
  { header: 'Invoice date', kind: 'date', width: 12 },
  { header: 'Recipient', kind: 'text', width: 32 },
  { header: 'GSTIN', kind: 'text', width: 18 },
  { header: 'State code', kind: 'text', width: 8 },
  { header: 'Place of supply', kind: 'text', width: 22 },
  { header: 'B2B/B2C', kind: 'text', width: 9 },
  { header: 'GST rate %', kind: 'number', width: 9 },
  ...TAX_COLUMNS,
  { header: 'Note value', kind: 'money', width: 16 },
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
      row.recipient,
      row.gstin,
      row.place_of_supply,
      row.place_of_supply_name,
      row.billed,
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
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Kind', kind: 'text', width: 10 },
  { header: 'Invoice number', kind: 'text', width: 18 },
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
