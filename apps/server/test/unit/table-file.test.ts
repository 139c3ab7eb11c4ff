import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.ts';
import { TableExporter } from '../../src/platform/table-export.ts';
import {
  type Cell,
  csvCell,
  defuseFormula,
  parseCsv,
  type TableFile,
  writeCsv,
} from '../../src/platform/table-file.ts';
import { DATE_FORMAT, RUPEE_FORMAT, writeXlsx } from '../../src/platform/xlsx-file.ts';

/**
 * The files a list exports (docs/api.md "Registers"): CSV as RFC 4180 with a BOM and CRLF, formula-safe;
 * XLSX with typed cells; both made on the export pool.
 */

const table = (rows: Cell[][], totals?: Cell[][]): TableFile => ({
  sheet: 'Register',
  columns: [
    { header: 'Number', kind: 'text' },
    { header: 'Date', kind: 'date' },
    { header: 'Rate %', kind: 'number' },
    { header: 'Amount', kind: 'money' },
  ],
  rows,
  ...(totals ? { totals } : {}),
});

describe('CSV', () => {
  it('starts with the BOM, ends every line with CRLF, and writes amounts and dates as the app shows them', () => {
    const csv = writeCsv(table([['AQ/25-26/0001', '2026-03-31', '18', 118050]], [['Total', null, null, 1]]));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('Number,Date,Rate %,Amount\r\nAQ/25-26/0001,31/03/2026,18,1180.50\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and leaves an empty cell empty', () => {
    const csv = writeCsv(table([['Rao, "Sons"\nLtd', null, null, null]]));
    expect(csv.split('\r\n')[1]).toBe('"Rao, ""Sons""\nLtd",,,');
  });

  it('defuses text a spreadsheet would run (= + - @ tab CR first), but numbers stay numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(defuseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(defuseFormula('Acme =1')).toBe('Acme =1');
    expect(csvCell('text', '=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    // a refund is a negative amount and stays a number; so does a rate
    expect(csvCell('money', -118000)).toBe('-1180.00');
    expect(csvCell('money', 5)).toBe('0.05');
    expect(csvCell('number', '0.25')).toBe('0.25');
    const csv = writeCsv(table([['-5 refund', '2026-04-01', '5', -500]]));
    expect(parseCsv(csv)[1]).toEqual(["'-5 refund", '01/04/2026', '5', '-5.00']);
  });

  it('parses back to the same cells, whatever the text (property)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({
        unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', '₹', 'ക'),
        maxLength: 12,
      }),
    );
    const paise = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, paise), { maxLength: 20 }), (cells) => {
        const rows: Cell[][] = cells.map(([t, p]) => [t, '2026-01-15', '18', p]);
        const parsed = parseCsv(writeCsv(table(rows)));
        expect(parsed[0]).toEqual(['Number', 'Date', 'Rate %', 'Amount']);
        expect(parsed).toHaveLength(rows.length + 1);
        parsed.slice(1).forEach((row, i) => {
          const [t, p] = cells[i]!;
          // the text as it was, with a ' in front only where a spreadsheet would run it
          expect(row[0]).toBe(/^[=+\-@\t\r]/.test(t) ? `'${t}` : t);
          // an amount reads back as the exact paise it was
          expect(Math.round(Number(row[3]) * 100)).toBe(p);
          expect(row[3]).toMatch(/^-?\d+\.\d{2}$/);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('XLSX', () => {
  it('writes numbers as numbers in ₹, dates as dates, a frozen bold header and bold totals', async () => {
    const bytes = await writeXlsx(
      table(
        [
          ['=1+1', '2026-03-31', '18', 118050],
          ['AQ/25-26/0002', '2026-04-01', '0.25', -2500],
        ],
        [['Total', null, null, 115550]],
      ),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Register');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Number', 'Date', 'Rate %', 'Amount']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const first = sheet.getRow(2);
    // text is text (a typed cell never runs), numbers are numbers
    expect(first.getCell(1).value).toBe('=1+1');
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toEqual(new Date('2026-03-31T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe(DATE_FORMAT);
    expect(first.getCell(3).value).toBe(18);
    expect(first.getCell(4).value).toBe(1180.5);
    expect(first.getCell(4).numFmt).toBe(RUPEE_FORMAT);
    expect(sheet.getRow(3).getCell(3).value).toBe(0.25);
    expect(sheet.getRow(3).getCell(4).value).toBe(-25);
    const totals = sheet.getRow(4);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(4).value).toBe(1155.5);
    expect(totals.getCell(4).font?.bold).toBe(true);
    expect(totals.getCell(4).numFmt).toBe(RUPEE_FORMAT);
    expect(sheet.rowCount).toBe(4);
  });
});

describe('TableExporter', () => {
  const exporter = new TableExporter({ workers: 1, queue: 0 });
  afterAll(() => exporter.close());

  it('writes the files on its worker, and a full pool is 503 with Retry-After', async () => {
    const rows: Cell[][] = Array.from({ length: 20_000 }, (_, i) => [`AQ/${i}`, '2026-04-01', '18', i]);
    const [csv, busy] = await Promise.allSettled([
      exporter.write('csv', table(rows)),
      exporter.write('xlsx', table(rows)),
    ]);
    expect(csv.status).toBe('fulfilled');
    const text = (csv as PromiseFulfilledResult<Buffer>).value.toString('utf8');
    expect(parseCsv(text)).toHaveLength(20_001);
    expect(busy.status).toBe('rejected');
    const error = (busy as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(503);
    expect(error.headers).toEqual({ 'retry-after': '2' });
    const xlsx = await exporter.write('xlsx', table(rows.slice(0, 10)));
    // a zip (the XLSX container)
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
  }, 60_000);
});
