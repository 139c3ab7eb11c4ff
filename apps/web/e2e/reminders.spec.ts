import { readFile } from 'node:fs/promises';
import { REMINDER_MESSAGES } from '@aquadesk/shared/reminders.ts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { type SessionUserJson, signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient } from './support/clients.ts';
import { AMC_LINE, issueInvoice } from './support/invoices.ts';
import { latestMailTo } from './support/outbox.ts';
import { bearer, financeSession } from './support/people.ts';
import { resizeTo, saveScreen } from './support/screens.ts';

/*
 * Overdue reminders (issue 30 item 7; docs/api.md "Overdue reminders"): finance, who may not open the
 * client page, switches a client's reminders on the client's statement; and sends a reminder for an
 * invoice that is due from its screen, where the history then shows it. The journeys' server runs with
 * OVERDUE_REMINDERS=0 (playwright.config.ts): only what the journey asks is mailed.
 */

const see = expect.configure({ timeout: 20_000 });
const todayIst = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** A client billed with no days of credit: an invoice issued today is due today. */
async function clientDueOnIssue(request: APIRequestContext, prefix: string) {
  const admin = await adminSession(request);
  const client = await createClient(request, admin, uniqueOrganization(prefix));
  const edited = await request.post('/api/edit-client', {
    headers: bearer(admin),
    data: {
      user_id: client.id,
      name: 'Asha Menon',
      phone_number: '9847000222',
      organization: client.organization,
      payment_terms_days: 0,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return client;
}

async function invoiceFor(request: APIRequestContext, by: SessionUserJson, organization: string) {
  return (await issueInvoice(request, by, organization, [AMC_LINE], '9847000222')).id;
}

test('finance switches a client’s overdue reminders off on the statement, and it sticks', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const finance = await financeSession(request);
  const client = await clientDueOnIssue(request, 'Quiet Org');
  const id = await invoiceFor(request, finance, client.organization);

  const page = await signedInPage(browser, finance);
  await page.goto(`/statement/${client.id}`);
  await see(page.getByTestId('statement-client')).toContainText(client.organization);
  const reminders = page.getByRole('switch', { name: 'Send overdue reminders' });
  await see(reminders).toBeChecked();
  await reminders.click();
  await see(reminders).not.toBeChecked();
  await expect(reminders).toBeEnabled();

  // it is the server's state: a reload reads it back
  await page.reload();
  await see(page.getByTestId('statement-client')).toContainText(client.organization);
  await see(page.getByRole('switch', { name: 'Send overdue reminders' })).not.toBeChecked();
  await saveScreen(page, 'statement-reminders-1366.png', { fullPage: true });

  // A statement fetched before a switch and answered after it does not switch it back (lib/put-saved.ts):
  // the refetch of everything on screen when the socket connects did, on a busy machine. Here a period's
  // statement is read from the server, held until the switch is saved, then answered.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held: Promise<void> | undefined;
  await page.route(`**/api/clients/${client.id}/statement?*`, async (route) => {
    if (held) return route.continue();
    held = (async () => {
      const before = await route.fetch(); // the statement as it was before the switch
      await released;
      // the app may have cancelled it, having seen it was started before the switch: nothing to answer
      await route.fulfill({ response: before }).catch(() => undefined);
    })();
    await held;
  });
  const period = page.getByRole('form', { name: 'Statement period' });
  await period.getByRole('textbox', { name: 'From' }).fill('01/05/2026');
  await period.getByRole('button', { name: 'Show' }).click();
  await expect.poll(() => held !== undefined).toBe(true);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/clients/${client.id}/reminders`) && r.request().method() !== 'GET',
  );
  await page.getByRole('switch', { name: 'Send overdue reminders' }).click();
  expect((await saved).status()).toBe(200);
  release();
  await held;
  await see(page.getByText(/^01\/05\/2026 to /)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Send overdue reminders' })).toBeChecked();
  await page.unroute(`**/api/clients/${client.id}/statement?*`);
  // and off again, as the rest of this journey reads it
  await page.getByRole('switch', { name: 'Send overdue reminders' }).click();
  await see(page.getByRole('switch', { name: 'Send overdue reminders' })).not.toBeChecked();

  // the invoice screen says so, and a reminder asked for is refused with the reason
  await page.goto(`/invoice/${id}`);
  const section = page.getByRole('region', { name: 'Reminders' });
  await see(section).toContainText('Overdue reminders are off for this client.');
  await section.getByRole('button', { name: 'Send reminder now' }).click();
  await see(section.getByRole('alert')).toHaveText(REMINDER_MESSAGES.off);
  await expect(section.getByTestId('invoice-last-reminder')).toHaveText('No reminder mailed yet.');
});

test('finance sends a reminder for an invoice that is due and sees it in the history', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const finance = await financeSession(request);
  const client = await clientDueOnIssue(request, 'Reminded Org');
  const id = await invoiceFor(request, finance, client.organization);

  const page = await signedInPage(browser, finance);
  await page.goto(`/invoice/${id}`);
  const section = page.getByRole('region', { name: 'Reminders' });
  await see(section.getByTestId('invoice-last-reminder')).toHaveText('No reminder mailed yet.');
  await expect(section).toContainText(`a reminder goes to ${client.email}`);
  await section.getByRole('button', { name: 'Send reminder now' }).click();

  const today = todayIst();
  await see(section.getByTestId('invoice-last-reminder')).toContainText(`Last reminder mailed on ${today}`);
  await see(page.getByTestId('history-entry').last()).toContainText(
    `Reminder mailed to ${client.email} on ${today}`,
  );
  await expect(page.getByTestId('history-entry').last()).toContainText(finance.name);

  // the client's mail: the amount due in rupees and the quick pay link with the invoice's key
  const mail = (await latestMailTo(client.email)).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  expect(mail).toContain('Payment reminder: invoice');
  expect(mail).toMatch(new RegExp(`/quickpay/${id}\\?key=[A-Za-z0-9_-]{32}`));

  // a second within the week is refused, naming the day of the last
  await section.getByRole('button', { name: 'Send reminder now' }).click();
  await see(section.getByRole('alert')).toContainText(`A reminder was mailed on ${today}`);
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Reminder mailed' })).toHaveCount(1);
  await saveScreen(page, 'invoice-reminders-1366.png', { fullPage: true });
});

test('finance ticks invoices on the list: reminders for those due, a ZIP of their PDFs, a mail to each', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const finance = await financeSession(request);
  const client = await clientDueOnIssue(request, 'Bulk Org');
  const due = [
    await invoiceFor(request, finance, client.organization),
    await invoiceFor(request, finance, client.organization),
  ];
  const paid = await invoiceFor(request, finance, client.organization);
  const payment = await request.post(`/api/invoices/${paid}/payments`, {
    headers: bearer(finance),
    data: {
      amount: '11800',
      method: 'cash',
      reference: '',
      received_on: todayIst().split('/').reverse().join('-'),
    },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  const paidNumber = (
    (await (await request.get(`/api/invoices/${paid}`, { headers: bearer(finance) })).json()) as {
      invoice: { number: string };
    }
  ).invoice.number;

  const page = await signedInPage(browser, finance);
  await page.goto(`/invoicgeneration?organization=${encodeURIComponent(client.organization)}`);
  for (const id of [...due, paid]) await see(page.getByTestId(`invoice-${id}`)).toBeVisible();
  const all = page.getByRole('checkbox', { name: 'Select all invoices on this page' });
  const count = page.getByTestId('bulk-count');
  const outcome = page.getByTestId('bulk-outcome');
  await all.check();
  await see(count).toHaveText('3 invoices selected');
  await saveScreen(page, 'invoices-bulk-1366.png', { fullPage: true });

  // reminders: the two due are mailed, the paid one is skipped with the reason
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await see(outcome).toContainText(`Reminders sent for 2 invoices; 1 skipped: ${paidNumber}: Nothing is due`);
  await expect(count).toBeHidden();
  const reminder = (await latestMailTo(client.email)).replace(/=\r?\n/g, '');
  expect(reminder).toContain('Payment reminder: invoice');

  // one ZIP holding the three PDFs
  await all.check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDFs' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const names = Object.keys(zip.files);
  expect(names).toHaveLength(3);
  for (const name of names) {
    expect(name).toMatch(/^invoice-.+\.pdf$/);
    expect((await zip.file(name)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await see(outcome).toHaveText('Downloaded 3 PDFs in one ZIP');

  // a mail to the client for each, after saying what it does
  await page.getByRole('checkbox', { name: `Select invoice ${paidNumber}` }).uncheck();
  await see(count).toHaveText('2 invoices selected');
  await page.getByRole('button', { name: 'Mail', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail invoices to clients' });
  await see(dialog).toContainText('Mail 2 invoices, each with its PDF and pay link');
  await dialog.getByRole('button', { name: 'Mail 2' }).click();
  await see(outcome).toHaveText('Mailed 2 invoices');
  const mailed = await latestMailTo(client.email);
  expect(mailed).toContain('application/pdf');

  // a phone: the cards tick too, and the bar wraps inside the window
  await resizeTo(page, { width: 375, height: 800 });
  await page.getByRole('checkbox', { name: 'Select all invoices on this page' }).check();
  await see(count).toHaveText('3 invoices selected');
  const bar = page.getByRole('region', { name: 'Selected' });
  await expect(bar.getByRole('button', { name: 'Download PDFs' })).toBeVisible();
  const box = await bar.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreen(page, 'invoices-bulk-375.png');
});
