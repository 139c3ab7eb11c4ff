import {
  DOCUMENT_NATURE_LABELS,
  type Gstr1Figures,
  type Gstr1InvoiceEntry,
  type Gstr1NoteEntry,
  type Gstr1Report,
  type Gstr1Response,
} from '@aquadesk/shared/gstr1.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import type { Cell, TableFile } from '../../../platform/table-file.ts';
import {
  GST_COLUMNS as C,
  taxCells as cellsOf,
  PORTAL_TAX_ORDER,
  taxColumns,
} from '../../registers/operations/gst-columns.ts';

/**
 * GSTR-1 as a readable workbook (docs/requirements/004-gstr1.md §7): a summary sheet with the reconciliation,
 * then a sheet per section with the columns of the portal's own Excel template, in the order the offline
 * JSON holds them. Money stays integer paise until the file is written (platform/table-file.ts); a credit
 * note's figures are negative, as they count against the period.
 */

const TAX_COLUMNS = taxColumns(PORTAL_TAX_ORDER);
const taxCells = (f: Gstr1Figures, sign = 1): Cell[] => cellsOf(f, PORTAL_TAX_ORDER, sign);

const yesNo = (v: boolean) => (v ? 'Y' : 'N');

const entryRows = <E extends Gstr1InvoiceEntry>(
  entries: readonly E[],
  head: (e: E) => Cell[],
  sign: (e: E) => number = () => 1,
): Cell[][] =>
  entries.flatMap((e) =>
    e.rates.map((r) => [...head(e), sign(e) * e.value_paise, r.rate, ...taxCells(r, sign(e))]),
  );
const noteSign = (e: Gstr1NoteEntry) => (e.kind === 'credit' ? -1 : 1);
const noteType = (e: Gstr1NoteEntry) => (e.kind === 'credit' ? 'C' : 'D');

/** The summary of the sections and the reconciliation with the registers. */
function summarySheets(answer: Gstr1Response): TableFile[] {
  const summary: TableFile = {
    sheet: 'Summary',
    columns: [
      { header: 'Section', kind: 'text', width: 38 },
      { header: 'Documents', kind: 'number', width: 11 },
      { header: 'Rows', kind: 'number', width: 8 },
      ...TAX_COLUMNS,
      { header: 'Value', kind: 'money', width: 16 },
    ],
    rows: answer.sections.map((s) => [
      s.label,
      String(s.documents),
      String(s.rows),
      ...taxCells(s),
      s.value_paise,
    ]),
  };
  const reconciliation: TableFile = {
    sheet: 'Reconciliation',
    columns: [
      { header: 'What', kind: 'text', width: 30 },
      { header: 'GSTR-1', kind: 'number', width: 16 },
      { header: 'Register', kind: 'number', width: 16 },
      { header: 'Difference', kind: 'number', width: 14 },
    ],
    // counts as they are, money in rupees with two places (a number in both files)
    rows: answer.reconciliation.rows.map((r) => {
      const n = (v: number) => (r.unit === 'count' ? String(v) : paiseToRupees(v));
      return [r.what, n(r.gstr1), n(r.register), n(r.difference)];
    }),
  };
  return [summary, reconciliation];
}

/** The invoices' sections: B2B, B2C large and B2C small. */
function invoiceSheets(report: Gstr1Report): TableFile[] {
  const b2b: TableFile = {
    sheet: 'b2b',
    columns: [
      C.recipientGstin,
      C.receiverName,
      C.invoiceNumber,
      C.invoiceDate,
      C.placeOfSupplyCode,
      C.reverseChargeYN,
      { header: 'Invoice type', kind: 'text', width: 12 },
      C.invoiceValue,
      C.rate,
      ...TAX_COLUMNS,
    ],
    rows: entryRows(report.b2b, (e) => [
      e.gstin,
      e.recipient,
      e.number,
      e.date,
      e.place_of_supply,
      yesNo(e.reverse_charge),
      'Regular B2B',
    ]),
  };
  const b2cl: TableFile = {
    sheet: 'b2cl',
    columns: [C.invoiceNumber, C.invoiceDate, C.placeOfSupplyCode, C.invoiceValue, C.rate, ...TAX_COLUMNS],
    rows: entryRows(report.b2cl, (e) => [e.number, e.date, e.place_of_supply]),
  };
  const b2cs: TableFile = {
    sheet: 'b2cs',
    columns: [
      { header: 'Type', kind: 'text', width: 6 },
      { header: 'Supply', kind: 'text', width: 8 },
      C.placeOfSupplyCode,
      C.rate,
      ...TAX_COLUMNS,
    ],
    rows: report.b2cs.map((r) => ['OE', r.supply, r.place_of_supply, r.rate, ...taxCells(r)]),
  };
  return [b2b, b2cl, b2cs];
}

/** The notes' sections, the HSN summary and the documents issued (table 13). */
function noteAndSummarySheets(report: Gstr1Report): TableFile[] {
  const cdnr: TableFile = {
    sheet: 'cdnr',
    columns: [
      C.recipientGstin,
      C.receiverName,
      C.noteNumber,
      C.noteDate,
      C.noteType,
      C.invoiceNumber,
      C.placeOfSupplyCode,
      C.reverseChargeYN,
      C.noteValue,
      C.rate,
      ...TAX_COLUMNS,
    ],
    rows: entryRows(
      report.cdnr,
      (e) => [
        e.gstin,
        e.recipient,
        e.number,
        e.date,
        noteType(e),
        e.invoice_number,
        e.place_of_supply,
        yesNo(e.reverse_charge),
      ],
      noteSign,
    ),
  };
  const cdnur: TableFile = {
    sheet: 'cdnur',
    columns: [
      { header: 'UR type', kind: 'text', width: 6 },
      C.noteNumber,
      C.noteDate,
      C.noteType,
      C.invoiceNumber,
      C.placeOfSupplyCode,
      C.noteValue,
      C.rate,
      ...TAX_COLUMNS,
    ],
    rows: entryRows(
      report.cdnur,
      (e) => ['B2CL', e.number, e.date, noteType(e), e.invoice_number, e.place_of_supply],
      noteSign,
    ),
  };
  const hsn: TableFile = {
    sheet: 'hsn',
    columns: [
      { header: 'Tab', kind: 'text', width: 6 },
      { header: 'HSN/SAC', kind: 'text', width: 10 },
      { header: 'Description', kind: 'text', width: 30 },
      { header: 'UQC', kind: 'text', width: 6 },
      { header: 'Total quantity', kind: 'number', width: 12 },
      C.rate,
      ...TAX_COLUMNS,
    ],
    rows: report.hsn.map((r) => [r.tab, r.hsn, r.description, r.unit, r.quantity, r.rate, ...taxCells(r)]),
  };
  const docs: TableFile = {
    sheet: 'docs',
    columns: [
      { header: 'Nature of document', kind: 'text', width: 28 },
      { header: 'Sr. no. from', kind: 'text', width: 18 },
      { header: 'Sr. no. to', kind: 'text', width: 18 },
      { header: 'Total number', kind: 'number', width: 12 },
      { header: 'Cancelled', kind: 'number', width: 10 },
      { header: 'Net issued', kind: 'number', width: 10 },
    ],
    rows: report.doc_issue.map((d) => [
      DOCUMENT_NATURE_LABELS[d.nature],
      d.from,
      d.to,
      String(d.total),
      String(d.cancelled),
      String(d.net),
    ]),
  };
  return [cdnr, cdnur, hsn, docs];
}

export function gstr1Tables(answer: Gstr1Response, report: Gstr1Report): TableFile[] {
  return [...summarySheets(answer), ...invoiceSheets(report), ...noteAndSummarySheets(report)];
}
