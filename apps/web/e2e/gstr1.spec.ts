import { readFileSync } from 'node:fs';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { expect, test } from '@playwright/test';
import { signedInPage, uniqueOrganization } from './support/auth.ts';
import { issueInvoice } from './support/invoices.ts';
import { financeSession } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

/*
 * GSTR-1 from the books (issue 32 item 5; docs/requirements/004-gstr1.md): finance opens GSTR-1 from the
 * sidebar, picks this month, sees its sections with the invoices just issued and the reconciliation with the
 * registers in green, downloads the portal's JSON and reads it back; a quarter; the screen at 375 px.
 */

const see = expect.configure({ timeout: 20_000 });
/** January to December, as the period picker names them. */
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Date(Date.UTC(2026, m, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
);

interface PortalJson {
  gstin: string;
  fp: string;
  b2cs?: { sply_ty: string; typ: string; pos: string; rt: number; txval: number; camt?: number }[];
  hsn?: { hsn_b2b?: unknown[]; hsn_b2c?: { hsn_sc: string; rt: number }[] };
  doc_issue?: { doc_det: { doc_num: number; docs: { from: string; to: string; totnum: number }[] }[] };
}

test('finance reads a month of GSTR-1, reconciled with the registers, and downloads the portal JSON', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const finance = await financeSession(request);
  // a walk-in sale within Kerala today: ₹1,000 at 18 % and ₹500 at 5 % (B2C others)
  const organization = uniqueOrganization('GSTR Org');
  await issueInvoice(
    request,
    finance,
    organization,
    [
      { discription: 'Dosing pump', quntaty: '1', rate: '1000', gst_rate: '18', hsn: '8413' },
      { discription: 'Service visit', quntaty: '1', rate: '500', gst_rate: '5', hsn: '998719' },
    ],
    '9847000444',
  );

  const staff = await signedInPage(browser, finance);
  await staff.goto('/');
  await staff.getByRole('link', { name: 'GSTR-1' }).first().click();
  await see(staff.getByRole('heading', { name: 'GSTR-1', level: 2 })).toBeVisible();

  // last month by default; pick this month
  const today = todayInIndia();
  const year = today.slice(0, 4);
  const month = today.slice(5, 7);
  await staff.getByRole('combobox', { name: 'Year' }).click();
  await staff.getByRole('option', { name: year, exact: true }).click();
  await staff.getByRole('combobox', { name: 'Month' }).click();
  await staff.getByRole('option', { name: MONTHS[Number(month) - 1]!, exact: true }).click();
  await see(staff).toHaveURL(new RegExp(`period=${year}-${month}`));
  await see(staff.getByText(`return period ${month}${year}`)).toBeVisible();

  // the sale is in B2C others; the return agrees with the registers
  await see(staff.getByTestId('gstr1-section-b2cs')).toBeVisible();
  expect(Number(await staff.getByTestId('gstr1-b2cs-documents').textContent())).toBeGreaterThanOrEqual(1);
  const reconciliation = staff.getByTestId('gstr1-reconciliation');
  await see(reconciliation).toContainText('Reconciled with the registers');
  // every figure beside the register's, folded away while they agree
  await staff.getByRole('button', { name: /Every figure/ }).click();
  const taxable = staff.getByRole('row', { name: /Invoices: taxable value/ });
  await see(taxable).toBeVisible();
  await expect(taxable.getByRole('cell').last()).toHaveText('₹0.00');
  await saveScreen(staff, 'gstr1-1366.png', { fullPage: true });

  // the JSON: named by GSTIN and period, the sale's rates in B2CS within Kerala, table 13
  const [file] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^GSTR1_[0-9A-Z]{15}_${month}${year}\\.json$`));
  const json = JSON.parse(readFileSync((await file.path())!, 'utf8')) as PortalJson;
  expect(json.fp).toBe(`${month}${year}`);
  expect(file.suggestedFilename()).toContain(json.gstin);
  const intra = (json.b2cs ?? []).filter((r) => r.sply_ty === 'INTRA' && r.pos === json.gstin.slice(0, 2));
  expect(intra.map((r) => r.rt)).toEqual(expect.arrayContaining([5, 18]));
  expect(intra.every((r) => r.typ === 'OE' && typeof r.txval === 'number')).toBe(true);
  expect(json.hsn?.hsn_b2c?.some((r) => r.hsn_sc === '998719' && r.rt === 5)).toBe(true);
  const invoices = json.doc_issue?.doc_det.find((d) => d.doc_num === 1);
  expect(invoices?.docs[0]?.totnum).toBeGreaterThanOrEqual(1);

  // the quarter of the financial year that holds this month
  await staff.locator('label', { hasText: /^Quarter$/ }).click();
  await see(staff).toHaveURL(/period=\d{4}-Q[1-4]/);
  await see(staff.getByTestId('gstr1-reconciliation')).toContainText('Reconciled with the registers');

  // at 375 px the tables scroll inside the page, which does not
  const phone = await signedInPage(browser, finance, 375);
  await phone.goto(`/gstr1?period=${year}-${month}`);
  await see(phone.getByTestId('gstr1-section-b2cs')).toBeVisible();
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await saveScreen(phone, 'gstr1-375.png', { fullPage: true });
});
