import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { startSignedIn, uniqueOrganization } from './support/auth.ts';
import { downloaded, parseCsv } from './support/files.ts';
import { issueInvoice } from './support/invoices.ts';
import { bearer, financeSession } from './support/people.ts';

/*
 * List exports (issue 31 item 12; docs/api.md "Lists"): finance filters the invoices list, exports it from
 * the header's Export menu as CSV and as XLSX, and both files hold the filtered rows as the list shows them.
 */

const see = expect.configure({ timeout: 20_000 });
/** Opens the Export menu, picks `format` and answers the file it downloads. */
async function exportAs(page: Page, format: 'CSV' | 'XLSX'): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Export' }).click();
  return downloaded(page, page.getByRole('menuitem', { name: format }));
}

test('finance exports the filtered invoices list as CSV and XLSX', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const finance = await financeSession(request);
  const organization = uniqueOrganization('Export Org');
  const numbers: string[] = [];
  for (const rate of ['1000', '250.5']) {
    const line = { discription: 'Dosing pump', quntaty: '1', rate, gst_rate: '18', hsn: '8413' };
    const { id } = await issueInvoice(request, finance, organization, [line], '9847000444');
    const one = await request.get(`/api/get-invoic-list?search=${id}`, { headers: bearer(finance) });
    const row = ((await one.json()) as { data: { id: number; number: string }[] }).data.find(
      (r) => r.id === id,
    );
    numbers.push(row!.number);
  }

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await startSignedIn(page, finance);
  await page.goto(`/invoicgeneration?search=${encodeURIComponent(organization)}`);
  await see(page.getByRole('heading', { name: 'Invoices', level: 2 })).toBeVisible();
  await see(page.getByText(numbers[0]!)).toBeVisible();
  await see(page.getByText(numbers[1]!)).toBeVisible();

  const csv = await exportAs(page, 'CSV');
  expect(csv.name).toBe(`invoices-${todayInIndia()}.csv`);
  const [header, ...rows] = parseCsv(csv.bytes.toString('utf8'));
  // the columns read below (the API test list-exports.test.ts holds the whole header)
  const read = [0, 2, 3, 6, 7, 8];
  expect(read.map((i) => header![i])).toEqual(['Number', 'Date', 'Organisation', 'Total', 'Due', 'Status']);
  // newest first, as the list: ₹250.50 + 9 % CGST + 9 % SGST (₹22.55 each) = ₹295.60, ₹1,000 + 18 % = ₹1,180
  expect(rows.map((r) => read.map((i) => r[i]))).toEqual([
    [numbers[1], formatDate(todayInIndia()), organization, '295.60', '295.60', 'Unpaid'],
    [numbers[0], formatDate(todayInIndia()), organization, '1180.00', '1180.00', 'Unpaid'],
  ]);

  const xlsx = await exportAs(page, 'XLSX');
  expect(xlsx.name).toBe(`invoices-${todayInIndia()}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(3);
  // the same columns as the CSV
  expect(sheet.getRow(1).values).toEqual([undefined, ...header!]);
  expect(sheet.getRow(2).getCell(1).value).toBe(numbers[1]);
  expect(sheet.getRow(2).getCell(7).value).toBe(295.6);
  expect(sheet.getRow(3).getCell(7).value).toBe(1180);
  expect(sheet.getRow(3).getCell(3).value).toBeInstanceOf(Date);
  await context.close();
});
