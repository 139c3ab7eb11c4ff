import { paiseToRupees } from '@aquadesk/shared/money.ts';

/**
 * A table as a file (docs/api.md "Registers", "Exports"): columns of a kind, rows of cells, and an optional
 * totals row, written as CSV here and as XLSX by xlsx-file.ts. Any list can export through it; the files
 * are made on a worker thread (table-export.ts), never on the thread that answers HTTP.
 *
 * A cell's kind says how it is written:
 * - `text`: as it is; in CSV, text that a spreadsheet would run as a formula is defused (below);
 * - `money`: integer paise, written as rupees with two places (`-1180.50`), a number in both files;
 * - `date`: `YYYY-MM-DD` (an IST calendar day), written dd/mm/yyyy in CSV, a date cell in XLSX;
 * - `number`: a decimal as text (`"18"`, `"0.25"`), a number in both files.
 * A null cell is empty.
 */
export type CellKind = 'text' | 'money' | 'date' | 'number';
export type Cell = string | number | null;

export interface TableColumn {
  header: string;
  kind: CellKind;
  /** The XLSX column's width in characters. */
  width?: number;
}

export interface TableFile {
  /** The XLSX sheet's name (at most 31 characters). */
  sheet: string;
  columns: readonly TableColumn[];
  rows: readonly (readonly Cell[])[];
  /** Rows of sums under the data, bold in XLSX; CSV leaves them out, so a CSV holds data rows only. */
  totals?: readonly (readonly Cell[])[];
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** UTF-8's byte order mark: Excel reads a CSV as UTF-8 (₹, Devanagari, Malayalam) only with it. */
const BOM = '\uFEFF';

/**
 * A text cell a spreadsheet would take for a formula (or a DDE call) when it opens a CSV: one that begins
 * with `=`, `+`, `-`, `@`, a tab or a carriage return. It is written with a `'` in front, which a
 * spreadsheet shows as text (OWASP "CSV injection"). Numbers and amounts are never text cells.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with a comma, a quote, CR or LF is quoted, and its quotes doubled. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `YYYY-MM-DD` as dd/mm/yyyy, as the app shows a date. */
const dayMonthYear = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A cell's text in a CSV, before quoting. */
export function csvCell(kind: CellKind, cell: Cell): string {
  if (cell === null) return '';
  switch (kind) {
    case 'money':
      return paiseToRupees(cell as number);
    case 'date':
      return dayMonthYear(String(cell));
    case 'number':
      return String(cell);
    default:
      return defuseFormula(String(cell));
  }
}

/** A CSV file: UTF-8 with its BOM, the header row, one line per row, CRLF after each, RFC 4180 quoting. */
export function writeCsv(table: TableFile): string {
  const line = (cells: readonly string[]) => `${cells.map(quoteField).join(',')}\r\n`;
  let out = BOM + line(table.columns.map((c) => defuseFormula(c.header)));
  for (const row of table.rows) out += line(table.columns.map((c, i) => csvCell(c.kind, row[i] ?? null)));
  return out;
}

/**
 * Reads a CSV written by `writeCsv` (or any RFC 4180 text) back into its rows of fields: for tests and
 * for checking a file, not for guessing at other dialects. A leading BOM is dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith(BOM) ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
