import { expect, test } from '@playwright/test';
import { startSignedIn, uniqueEmail, uniqueOrganization } from './support/auth.ts';
import { adminSession } from './support/clients.ts';
import { resizeTo, saveScreen } from './support/screens.ts';

/*
 * Bringing the books in (issue 41 item 12; docs/api.md "Imports"): an admin picks Clients, chooses a CSV with
 * a wrong e-mail, sees the error at its row and column with Import disabled, chooses the corrected file,
 * imports, and finds the client in the client list. The preview at 375 px.
 */

const see = expect.configure({ timeout: 15_000 });

test('an admin imports clients from a CSV after correcting the row it named', async ({ page, request }) => {
  test.setTimeout(45_000);
  const admin = await adminSession(request);
  const org = uniqueOrganization('Imported');
  const email = uniqueEmail('imported');
  const header = 'Organization,Contact name,Email,Phone number,GSTIN,State';
  const choose = async (mail: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'File to import' }).click();
    await (await chooser).setFiles(file(mail));
  };
  const file = (mail: string) => ({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n${org},anil kumar,${mail},9847012345,,Kerala\r\n`),
  });

  await startSignedIn(page, admin);
  await page.goto('/import');
  await see(page.getByRole('heading', { name: 'Import', level: 2 })).toBeVisible();
  await page.getByRole('radio', { name: 'Clients' }).check({ force: true });
  await choose('anil-at-example');

  const preview = page.getByTestId('import-preview');
  const wrong = preview.locator('tr[data-row="2"] td[data-field="email"]');
  await see(wrong).toHaveAttribute('data-error', 'true');
  await expect(wrong).toContainText('anil-at-example');
  await expect(wrong).toContainText('Invalid email format');
  await expect(page.getByTestId('import-not-clean')).toContainText('1 row of 1 to correct');
  await expect(page.getByTestId('import-errors')).toHaveText('Row 2, Email: Invalid email format');
  await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
  await saveScreen(page, 'import-errors-1366.png', { fullPage: true });
  await resizeTo(page, { width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreen(page, 'import-errors-375.png', { fullPage: true });
  await resizeTo(page, { width: 1366, height: 900 });

  await choose(email);
  await see(page.getByTestId('import-clean')).toContainText('1 row ready to import');
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await see(page.getByRole('status')).toContainText('Imported 1 client');
  await saveScreen(page, 'import-done-1366.png', { fullPage: true });

  await page.getByRole('link', { name: 'Open the clients' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(org);
  await see(page.getByTestId('client-row')).toHaveCount(1);
  await expect(page.getByTestId('client-row')).toContainText(org);

  // an opening balance of the client, brought in by finance's call, is marked as such in the invoice list
  const number = `OLD/${Date.now().toString(36).slice(-6)}`;
  const imported = await request.post('/api/imports/opening-balances', {
    headers: { authorization: `Bearer ${admin.token}` },
    multipart: {
      file: {
        name: 'open.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `Organization,Invoice number,Invoice date,Amount due\r\n${org},${number},01/04/2025,12500.00\r\n`,
        ),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await page.goto('/invoicgeneration');
  await page.getByRole('textbox', { name: 'Search' }).fill(number);
  // the search is written into the address after a pause, redrawing the list: a click before it is taken back
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.locator('[data-testid^="invoice-"]').filter({ hasText: org });
  await see(row).toContainText('Opening balance');
  await expect(row).toContainText('₹12,500.00');
  await saveScreen(row, 'import-opening-balance-row.png');

  // its page says what it is: the old number, date, client and what is owed, and that it is no tax invoice;
  // it offers Record payment, never a copy the server refuses (Print, PDF, Send, WhatsApp, notes, e-invoice)
  await row.getByRole('link', { name: `Open invoice ${number}` }).click();
  const paper = page.getByRole('article', { name: 'Opening balance' });
  await see(paper.getByTestId('invoice-title')).toHaveText('Opening balance');
  await expect(paper.getByTestId('invoice-number')).toHaveText(number);
  await expect(paper).toContainText('Date 01/04/2025');
  await expect(paper.getByTestId('invoice-organization')).toHaveText(org);
  await expect(paper.getByTestId('invoice-total')).toContainText('₹12,500.00');
  await expect(paper.getByTestId('invoice-paid-amount')).toContainText('₹0.00');
  await expect(paper.getByTestId('invoice-balance-due')).toContainText('₹12,500.00');
  await expect(paper.getByTestId('opening-balance-note')).toContainText(
    'Brought in from the books kept before AquaDesk',
  );
  await expect(paper.getByTestId('opening-balance-note')).toContainText('not a tax invoice');
  await expect(page).toHaveTitle(new RegExp(`^Opening balance ${number}`));
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Brought in from the old books, ₹12,500.00 owed',
  );
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
  for (const name of ['Print', 'Download PDF', 'Send', 'Share on WhatsApp', 'Credit note', 'Debit note']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'E-invoice' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notes' })).toHaveCount(0);
  await expect(paper.getByRole('table', { name: 'Invoice lines' })).toHaveCount(0);
  // the client has no GSTIN, and an opening balance was no supply of AquaDesk's to call B2C
  await expect(paper.getByTestId('invoice-recipient-gstin')).toHaveCount(0);
  await saveScreen(page, 'import-opening-balance-1366.png', { fullPage: true });
  await resizeTo(page, { width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreen(page, 'import-opening-balance-375.png', { fullPage: true });

  // its pay link (which the reminders mail) opens the same opening balance, payable, with no PDF to download
  const id = new URL(page.url()).pathname.split('/').pop();
  const detail = await request.get(`/api/invoices/${id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const link = new URL(((await detail.json()) as { pay_link: string }).pay_link);
  await page.goto(`${link.pathname}${link.search}`);
  await see(page.getByTestId('invoice-title')).toHaveText('Opening balance');
  await expect(page.getByTestId('amount-payable')).toHaveText('₹12,500.00');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await saveScreen(page, 'import-opening-balance-pay-375.png', { fullPage: true });
});
