import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signedInPage, uniqueOrganization } from './support/auth.ts';
import { downloaded, parseCsv } from './support/files.ts';
import { type InvoiceLine, issueInvoice, recordPayment } from './support/invoices.ts';
import { financeSession } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

/*
 * The GST registers (issue 30 item 10; docs/requirements/002-gst.md §10): finance opens Registers from the
 * sidebar, picks a period, finds its invoices rate by rate with the period's totals, exports the register
 * as CSV and XLSX and the files read back as the screen shows them; the payment register; a period refused
 * at its field.
 */

const see = expect.configure({ timeout: 20_000 });

test('finance reads the registers of a period with their totals and exports them as CSV and XLSX', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const finance = await financeSession(request);
  const organization = uniqueOrganization('Register Org');
  // within Kerala (no client record: the company's state): 2 × ₹1,000 at 18 % and ₹500 at 5 % on one
  // invoice, ₹1,000 at 18 % on another; ₹1,000 of the second paid by UPI today
  const issue = async (products: InvoiceLine[]) =>
    (await issueInvoice(request, finance, organization, products, '9847000333')).id;
  await issue([
    { discription: 'Dosing pump', quntaty: '2', rate: '1000', gst_rate: '18', hsn: '8413' },
    { discription: 'Service visit', quntaty: '1', rate: '500', gst_rate: '5', hsn: '998719' },
  ]);
  const second = await issue([{ discription: 'Filter media', quntaty: '1', rate: '1000', gst_rate: '18' }]);
  const reference = `UPI-${Date.now().toString(36)}`;
  await recordPayment(request, finance, second, {
    amount: '1000',
    method: 'upi',
    reference,
    received_on: todayInIndia(),
  });

  const staff = await signedInPage(browser, finance);
  await staff.goto('/');
  await staff.getByRole('link', { name: 'Registers' }).first().click();
  await see(staff.getByRole('heading', { name: 'Registers', level: 2 })).toBeVisible();
  // this month by default
  const today = todayInIndia();
  const from = staff.getByRole('textbox', { name: 'From' });
  const to = staff.getByRole('textbox', { name: 'To' });
  await expect(from).toHaveValue(`01/${today.slice(5, 7)}/${today.slice(0, 4)}`);
  // the financial year, then back to this month, by the quick picks
  await staff.getByRole('button', { name: 'This financial year' }).click();
  const fyStart = Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  await see(from).toHaveValue(`01/04/${fyStart}`);
  await expect(to).toHaveValue(`31/03/${fyStart + 1}`);
  await see(staff).toHaveURL(new RegExp(`from=${fyStart}-04-01`));
  await staff.getByRole('button', { name: 'This month' }).click();
  await see(from).toHaveValue(`01/${today.slice(5, 7)}/${today.slice(0, 4)}`);

  // the organisation's invoices: three rows (the first invoice's two rates), the totals of the period
  await staff.getByRole('textbox', { name: 'Search' }).fill(organization);
  await see(staff).toHaveURL(/[?&]search=/);
  const rows = staff.getByTestId('register-row');
  await see(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '5 %' })).toContainText('₹500.00');
  const totals = staff.getByTestId('register-totals');
  await expect(totals).toContainText('Total: 2 invoices');
  await expect(totals.getByTestId('total-taxable_paise')).toHaveText('₹3,500.00');
  await expect(totals.getByTestId('total-cgst_paise')).toHaveText('₹282.50');
  await expect(totals.getByTestId('total-sgst_paise')).toHaveText('₹282.50');
  await expect(totals.getByTestId('total-igst_paise')).toHaveText('₹0.00');
  await expect(totals.getByTestId('total-value')).toHaveText('₹4,065.00');
  const numbers = await rows.getByRole('link').allTextContents();
  expect(numbers.every((n) => /^AQ\/\d{2}-\d{2}\/\d{4,}$/.test(n))).toBe(true);
  await saveScreen(staff, 'registers-1366.png', { fullPage: true });

  // the CSV: UTF-8 with a BOM, the screen's rows, amounts in rupees with two places
  const month = `${today.slice(0, 8)}01`;
  const csv = await downloaded(staff, staff.getByRole('button', { name: 'Export CSV' }));
  expect(csv.name).toMatch(new RegExp(`^invoice-register-${month}-${today.slice(0, 8)}\\d{2}\\.csv$`));
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = parseCsv(text);
  expect(header!.slice(0, 3)).toEqual(['Invoice number', 'Date', 'Recipient']);
  expect(lines.map((l) => l[0])).toEqual(numbers);
  expect(lines.every((l) => l[1] === formatDate(today) && l[2] === organization)).toBe(true);
  expect(lines.map((l) => [l[9], l[10], l[11], l[12]])).toEqual([
    ['5', '500.00', '12.50', '12.50'],
    ['18', '2000.00', '180.00', '180.00'],
    ['18', '1000.00', '90.00', '90.00'],
  ]);
  expect(lines.map((l) => l[15])).toEqual(['2885.00', '2885.00', '1180.00']);

  // the XLSX: the same rows as numbers and dates, and the totals row
  const xlsx = await downloaded(staff, staff.getByRole('button', { name: 'Export XLSX' }));
  expect(xlsx.name).toBe(csv.name.replace(/\.csv$/, '.xlsx'));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(5);
  expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(numbers);
  expect(sheet.getRow(2).getCell(2).value).toEqual(new Date(`${today}T00:00:00Z`));
  expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(11).value)).toEqual([500, 2000, 1000]);
  expect(sheet.getRow(5).getCell(1).value).toBe('Total: 2 invoices');
  expect(sheet.getRow(5).getCell(16).value).toBe(4065);

  // the payment register of the same period and search
  await staff.getByRole('tab', { name: 'Payments' }).click();
  await see(staff).toHaveURL(/register=payments/);
  await see(rows).toHaveCount(1);
  await expect(rows).toContainText(reference);
  await expect(rows).toContainText('UPI');
  await expect(staff.getByTestId('register-totals-amount')).toHaveText('₹1,000.00');
  const payments = await downloaded(staff, staff.getByRole('button', { name: 'Export CSV' }));
  expect(payments.name).toMatch(/^payment-register-/);
  const paymentLines = parseCsv(payments.bytes.toString('utf8')).slice(1);
  expect(paymentLines).toHaveLength(1);
  expect(paymentLines[0]!.slice(2)).toEqual([
    'Payment',
    numbers[2],
    organization,
    'UPI',
    reference,
    '1000.00',
  ]);

  // a period the end of which is before its start, or longer than a year, is refused at its field
  await from.fill('02/01/2026');
  await to.fill('01/01/2026');
  await staff.getByRole('button', { name: 'Show' }).click();
  await see(staff.getByText('The end is before the start')).toBeVisible();
  await from.fill('01/01/2024');
  await staff.getByRole('button', { name: 'Show' }).click();
  await see(staff.getByText('A register covers at most 366 days: choose a shorter period')).toBeVisible();

  // at 375 px the table scrolls inside the page, which does not
  const phone = await signedInPage(browser, finance, 375);
  await phone.goto(`/registers?search=${encodeURIComponent(organization)}`);
  await see(phone.getByTestId('register-row')).toHaveCount(3);
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await saveScreen(phone, 'registers-375.png', { fullPage: true });
});
