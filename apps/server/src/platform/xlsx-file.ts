import { PassThrough } from 'node:stream';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import ExcelJS from 'exceljs';
import type { Cell, CellKind, TableFile } from './table-file.ts';

/**
 * A table (table-file.ts) as an XLSX workbook of one sheet, with exceljs's streaming writer (rows go out as
 * they are added, so 50,000 rows take a few MB of heap): the header row bold and frozen, amounts as numbers
 * in ₹ with two places, dates as date cells shown dd/mm/yyyy, and the totals rows bold. Text is written as
 * text: a cell of an XLSX file is typed, so it is never run as a formula.
 */

/** ₹ with two places; a spreadsheet set to India groups the digits in lakhs and crores. */
export const RUPEE_FORMAT = '"₹"#,##0.00;-"₹"#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = { money: RUPEE_FORMAT, date: DATE_FORMAT };

/** A cell's value as exceljs writes it: a number, a date (midnight UTC of the IST day, as a serial date) or text. */
function xlsxValue(kind: CellKind, cell: Cell): string | number | Date | null {
  if (cell === null) return null;
  switch (kind) {
    case 'money':
      return Number(paiseToRupees(cell as number));
    case 'date':
      return new Date(`${String(cell)}T00:00:00Z`);
    case 'number':
      return Number(cell);
    default:
      return String(cell);
  }
}

/** A workbook of one table, or of several (a sheet each, in order; names at most 31 characters). */
export async function writeXlsx(tables: TableFile | readonly TableFile[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  for (const table of Array.isArray(tables) ? (tables as readonly TableFile[]) : [tables as TableFile]) {
    addSheet(book, table);
  }
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

function addSheet(book: ExcelJS.stream.xlsx.WorkbookWriter, table: TableFile): void {
  const sheet = book.addWorksheet(table.sheet.slice(0, 31), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = table.columns.map((c, i) => {
    const numFmt = NUMBER_FORMATS[c.kind];
    return {
      key: String(i),
      width: c.width ?? (c.kind === 'text' ? 24 : 14),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const add = (cells: readonly Cell[], bold = false) => {
    const row = sheet.addRow(table.columns.map((c, i) => xlsxValue(c.kind, cells[i] ?? null)));
    if (bold) row.font = { bold: true };
    row.commit();
  };
  for (const cells of table.rows) add(cells);
  for (const cells of table.totals ?? []) add(cells, true);
  sheet.commit();
}
