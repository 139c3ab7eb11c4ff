import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv, readTable } from '../../src/platform/table-read.ts';

/** A file brought in read as text, as typed (docs/api.md "Imports"). */
describe('reading a file brought in', () => {
  it('reads CSV as RFC 4180 text: quotes, commas and line breaks inside them, a BOM, leading zeros kept', () => {
    const out = parseCsv('\uFEFFName,Pin\r\n"Lake, ""Road""",0484\r\n\r\n"two\nlines",x\n', 10);
    expect(out).toEqual({
      ok: true,
      rows: [
        { n: 1, cells: ['Name', 'Pin'] },
        { n: 2, cells: ['Lake, "Road"', '0484'] },
        { n: 4, cells: ['two\nlines', 'x'] },
      ],
    });
  });

  it('reads a file saved with ; and drops control characters', () => {
    expect(parseCsv('a;b\n1\u0007;2', 10)).toEqual({
      ok: true,
      rows: [
        { n: 1, cells: ['a', 'b'] },
        { n: 2, cells: ['1', '2'] },
      ],
    });
  });

  it('refuses more rows than the bound, an unclosed quote and bytes that are not UTF-8', async () => {
    expect(parseCsv('h\n1\n2\n3\n', 2)).toEqual({ ok: false, reason: 'too_many_rows' });
    expect(parseCsv('h\n"open', 2)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await readTable(new Uint8Array([0xff, 0xfe, 0x81]))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reads an XLSX sheet: numbers plainly, dates as YYYY-MM-DD, blank rows skipped', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('S');
    sheet.addRow(['Amount', 'Date', 'Phone']);
    sheet.addRow([42480.5, new Date('2025-02-15T00:00:00Z'), 9847012345]);
    sheet.addRow([]);
    sheet.addRow(['x', '', '']);
    const out = await readTable(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(out).toEqual({
      ok: true,
      rows: [
        { n: 1, cells: ['Amount', 'Date', 'Phone'] },
        { n: 2, cells: ['42480.5', '2025-02-15', '9847012345'] },
        { n: 4, cells: ['x', '', ''] },
      ],
    });
  });
});
