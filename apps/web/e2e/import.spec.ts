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
  const row = page.locator('[data-testid^="invoice-"]').filter({ hasText: org });
  await see(row).toContainText('Opening balance');
  await expect(row).toContainText('₹12,500.00');
  await saveScreen(row, 'import-opening-balance-row.png');
});
