import { IMPORT_LIMITS } from '@aquadesk/shared/imports.ts';
import ExcelJS from 'exceljs';

/**
 * A file of rows brought in (docs/api.md "Imports"): CSV or XLSX as rows of text cells, the header first.
 * It runs on the export pool's thread (table-export.ts), with its deadline and heap limit: an XLSX is a zip
 * whose 2 MB may unpack to far more. Every cell is read as text, as a person typed it: a CSV's "0484" stays
 * "0484" (a spreadsheet's or exceljs's CSV reader would make it 484), an XLSX number is written plainly, a
 * date cell as YYYY-MM-DD.
 */

/** A row of the file: its number as a spreadsheet shows it (the header is 1) and its cells. */
export interface ReadRow {
  n: number;
  cells: string[];
}

export type ReadOutcome =
  | { ok: true; rows: ReadRow[] }
  | { ok: false; reason: 'unreadable' | 'too_many_rows' };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Is it an XLSX (a zip), by its first bytes rather than its name? */
export const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((b, i) => bytes[i] === b);

/** Control characters but tab, LF and CR: a cell never keeps one (the schemas would refuse it anyway). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const bounded = (text: string) => text.replace(CONTROL, '').slice(0, IMPORT_LIMITS.cellChars);

/** RFC 4180 CSV (quotes doubled inside quoted fields, CRLF or LF), after a UTF-8 byte order mark if any. */
export function parseCsv(text: string, maxRows: number): ReadOutcome {
  const rows: ReadRow[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let n = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // a spreadsheet saved with ; as its separator (Excel in many locales) is read with it
  const firstLine = text.slice(i, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const sep = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const endRow = () => {
    row.push(bounded(cell));
    cell = '';
    n += 1;
    if (row.some((c) => c.trim() !== '')) rows.push({ n, cells: row });
    row = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(bounded(cell));
      cell = '';
      if (row.length > IMPORT_LIMITS.maxColumns) return { ok: false, reason: 'unreadable' };
    } else if (ch === '\n') {
      endRow();
      if (rows.length > maxRows + 1) return { ok: false, reason: 'too_many_rows' };
    } else if (ch !== '\r') cell += ch;
  }
  if (quoted) return { ok: false, reason: 'unreadable' };
  if (cell !== '' || row.length > 0) endRow();
  if (rows.length > maxRows + 1) return { ok: false, reason: 'too_many_rows' };
  return { ok: true, rows };
}

/** A cell of an XLSX sheet as the text it shows. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first sheet of an XLSX workbook as rows of text (blank rows skipped). */
export async function parseXlsx(bytes: Uint8Array, maxRows: number): Promise<ReadOutcome> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer,
    );
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { ok: false, reason: 'unreadable' };
  if (sheet.actualRowCount > maxRows + 1) return { ok: false, reason: 'too_many_rows' };
  if (sheet.actualColumnCount > IMPORT_LIMITS.maxColumns) return { ok: false, reason: 'unreadable' };
  const rows: ReadRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(r.cellCount, IMPORT_LIMITS.maxColumns); c++) {
      cells.push(bounded(cellText(r.getCell(c).value)));
    }
    if (cells.some((c) => c.trim() !== '')) rows.push({ n: r.number, cells });
  });
  return { ok: true, rows };
}

/** CSV or XLSX (told apart by the bytes) as rows of text. */
export async function readTable(
  bytes: Uint8Array,
  maxRows: number = IMPORT_LIMITS.maxRows,
): Promise<ReadOutcome> {
  if (isZip(bytes)) return parseXlsx(bytes, maxRows);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return parseCsv(text, maxRows);
}
