import { readFileSync } from 'node:fs';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type SessionUserJson, signedInPage } from './support/auth.ts';
import { adminSession, createClient, createSite } from './support/clients.ts';
import { issueInvoice, raiseCreditNote, recordPayment } from './support/invoices.ts';
import { latestMailTo } from './support/outbox.ts';
import { downloadedPdf } from './support/pdf.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { addProposalProduct, generateProposal, proposalProductNamed } from './support/proposals.ts';
import { saveScreen } from './support/screens.ts';
import { createEstimate, pumpServiceEstimate, roleIdNamed } from './support/work.ts';

// issue 14: every business document as a PDF, downloaded and mailed to the client from its page
const see = expect.configure({ timeout: 20_000 });

/** Clicks Download PDF and checks a real PDF under the document's name arrives. */
async function downloadPdf(page: Page, fileName: RegExp): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(fileName);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
}

/** Opens Send to client, replaces the recipients with `to`, sends, and checks the PDF in the outbox. */
async function sendToClient(page: Page, to: string, fileName: RegExp, expectedFirst?: string): Promise<void> {
  await page.getByRole('button', { name: 'Send to client' }).click();
  const dialog = page.getByRole('dialog');
  const recipients = dialog.getByRole('combobox', { name: 'To' });
  if (expectedFirst) await see(dialog.getByText(expectedFirst, { exact: true })).toBeVisible();
  // a send with no valid recipient is refused at the field
  await recipients.fill('not-an-address');
  await recipients.press('Enter');
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(dialog.getByText(/is not a valid e-mail address/)).toBeVisible();
  await recipients.press('Backspace');
  await recipients.fill(to);
  await recipients.press('Enter');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please find the document attached.');
  await saveScreen(page, `send-${fileName.source.slice(0, 8).replace(/\W/g, '')}.png`);
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(dialog.getByText('The PDF was sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const mail = await latestMailTo(to, 15_000);
  expect(mail).toContain('Please find the document attached.');
  expect(mail).toMatch(/Content-Type: application\/pdf/);
  expect(mail).toMatch(fileName);
  await see(page.getByTestId('document-send').filter({ hasText: to })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreen(page, `sent-${fileName.source.slice(0, 8).replace(/\W/g, '')}-375.png`);
}

async function makeInvoice(request: APIRequestContext, admin: SessionUserJson, organization: string) {
  return issueInvoice(request, admin, organization, [
    { discription: 'Sand filter media', quntaty: '2', rate: '1250.50', cgst: '9', sgst: '9', igst: '0' },
  ]);
}

async function makeJobCard(request: APIRequestContext, admin: SessionUserJson) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const role = `PDF Fitter ${stamp}`;
  await makeEmployee(request, { name: `Fitter ${stamp}`, role, charge: '450' });
  const client = await createClient(request, admin);
  const { site_id } = await createSite(request, admin, client.id, `PDF Plant ${stamp}`);
  const roleId = await roleIdNamed(request, admin, role);
  return { id: await createEstimate(request, admin, pumpServiceEstimate(site_id, roleId)), client };
}

test('an invoice: Download PDF on the quick pay page, then Send to client with the PDF in the outbox', async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const { id } = await makeInvoice(request, admin, `PDF Org ${Date.now().toString(36)}`);
  // staff who may list invoices open it whole by its number, signed in
  const page = await signedInPage(browser, admin, 1280);
  await page.goto(`/quickpay/${id}`);
  await see(page.getByTestId('payment-status')).toBeVisible();
  await downloadPdf(page, new RegExp(`^invoice-${id}\\.pdf$`));
  await sendToClient(page, `billing-${id}@example.com`, new RegExp(`invoice-${id}\\.pdf`));
  await page.context().close();
});

// issue 41 item 4: the invoice page sends the invoice (PDF, pay link) and shares it on WhatsApp
test("the invoice page: Send to the client's address with a subject, the history's line, and WhatsApp's link", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const client = await createClient(request, admin);
  const { id, pay_link } = await makeInvoice(request, admin, client.organization);
  const page = await signedInPage(browser, admin, 1280);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/invoice/${id}`);
  // WhatsApp's click-to-chat, in a new tab: the invoice's mobile as 91…, the text with the pay link
  const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
  await see(whatsApp).toHaveAttribute('target', '_blank');
  const href = new URL((await whatsApp.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919847012345');
  expect(href.searchParams.get('text')).toContain(pay_link);
  expect(href.searchParams.get('text')).toMatch(/Tax Invoice \S+ from .+: ₹2,951\.18 due/);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await see(dialog.getByText(client.email, { exact: true })).toBeVisible();
  // a bad copy is refused at its field
  const cc = dialog.getByRole('combobox', { name: 'Cc' });
  await cc.fill('not-an-address');
  await cc.press('Enter');
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(dialog.getByText('not-an-address is not a valid e-mail address')).toBeVisible();
  await cc.press('Backspace');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your invoice for the filter media');
  await saveScreen(page, 'invoice-send-1366.png');
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(dialog.getByText('The PDF was sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await see(dialog).toBeHidden();
  const mail = await latestMailTo(client.email, 15_000);
  expect(mail).toContain('Subject: Your invoice for the filter media');
  expect(mail).toMatch(new RegExp(`invoice-${id}\\.pdf`));
  await see(
    page.getByTestId('history-entry').filter({ hasText: `Sent to ${client.email} by ` }),
  ).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectStillShellAt375(page);
  await saveScreen(page, 'invoice-sent-375.png');
  await page.context().close();
});

/**
 * The page at 375 px at once after a resize from 1366 px: the sidebar gone (no strip of it left on the
 * page's left), the main content at the page's padding, nothing wider than the window.
 */
async function expectStillShellAt375(page: Page): Promise<void> {
  const shell = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    contentLeft: document.querySelector('main')?.firstElementChild?.getBoundingClientRect().left ?? -1,
    sidebarRight: document.querySelector('.mantine-AppShell-navbar')?.getBoundingClientRect().right ?? 0,
  }));
  expect(shell.overflow, 'the page is no wider than the window').toBeLessThanOrEqual(0);
  expect(shell.sidebarRight, 'no strip of the sidebar on the left').toBeLessThanOrEqual(0);
  expect(shell.contentLeft).toBeGreaterThanOrEqual(0);
  expect(shell.contentLeft).toBeLessThanOrEqual(16);
}

/** Sends from the open dialog with `subject`, and finds the mail with it (and `file`) to the client. */
async function sendWithSubject(page: Page, email: string, subject: string, file: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(dialog.getByText('The PDF was sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await see(dialog).toBeHidden();
  await expect
    .poll(async () => latestMailTo(email, 15_000), { timeout: 15_000 })
    .toContain(`Subject: ${subject}`);
  expect(await latestMailTo(email)).toMatch(file);
}

// issue 41 item 4: a receipt and a note are sent from their rows, the statement from its screen; an admin
// chooses whether an issued invoice is mailed at once
test("a receipt's and a credit note's row Send, the statement's Send (at 375 px), and Company settings' Send invoices on issue", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const client = await createClient(request, admin);
  const { id } = await makeInvoice(request, admin, client.organization);
  const { receipt_number } = await recordPayment(request, admin, id, {
    amount: '1000',
    method: 'cheque',
    reference: 'CHQ-004712',
    received_on: todayInIndia(),
  });
  const { number: noteNumber } = await raiseCreditNote(request, admin, id, 'One bag returned', [
    { discription: 'Sand filter media', quntaty: '1', rate: '100', gst_rate: '18' },
  ]);
  const detail = await request.get(`/api/invoices/${id}`, { headers: bearer(admin) });
  const clientId = ((await detail.json()) as { client_id: number }).client_id;

  const page = await signedInPage(browser, admin, 1280);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/invoice/${id}`);
  // the receipt's row: a send with no recipient is refused at To
  await page.getByRole('button', { name: `Send Receipt ${receipt_number} to the client` }).click();
  const dialog = page.getByRole('dialog', { name: `Send Receipt ${receipt_number} to the client` });
  const to = dialog.getByRole('combobox', { name: 'To' });
  await see(dialog.getByText(client.email, { exact: true })).toBeVisible();
  await to.press('Backspace');
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(dialog.getByText('Enter at least one e-mail address')).toBeVisible();
  await to.fill(client.email);
  await to.press('Enter');
  await sendWithSubject(page, client.email, `Receipt ${receipt_number} for your cheque`, /receipt-\d+\.pdf/);

  // the note's row: a copy to the address already in To is refused at Cc
  await page.getByRole('button', { name: `Send Credit note ${noteNumber} to the client` }).click();
  const cc = page.getByRole('dialog').getByRole('combobox', { name: 'Cc' });
  await cc.fill(client.email);
  await cc.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Send PDF' }).click();
  await see(page.getByRole('dialog').getByText(`${client.email} is already in To`)).toBeVisible();
  await saveScreen(page, 'note-send-1366.png');
  await cc.press('Backspace');
  await sendWithSubject(page, client.email, `Credit note ${noteNumber}`, /note-\d+\.pdf/);
  await see(
    page
      .getByTestId('history-entry')
      .filter({ hasText: `Credit note ${noteNumber}: Sent to ${client.email}` }),
  ).toBeVisible();

  // the client's statement, on a phone
  await page.goto(`/statement/${clientId}`);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await see(page.getByRole('dialog').getByText(client.email, { exact: true })).toBeVisible();
  await saveScreen(page, 'statement-send-375.png');
  await sendWithSubject(page, client.email, 'Your statement of account', /statement-\d+/);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.context().close();

  // Company settings: the switch saves at once and says who changed it; put back off for the other journeys
  const settings = await signedInPage(browser, admin, 1280);
  try {
    await settings.setViewportSize({ width: 375, height: 800 });
    await settings.goto('/company-settings');
    const toggle = settings.getByRole('switch', { name: 'Send invoices on issue' });
    await see(toggle).toBeEnabled();
    await toggle.check();
    const mailSection = settings.getByRole('region', { name: 'Mail' });
    await see(mailSection.getByText(/^Changed by .+ at /)).toBeVisible();
    await saveScreen(mailSection, 'company-send-on-issue-375.png');
    await settings.reload();
    await see(toggle).toBeChecked();
    await toggle.uncheck();
    await see(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
  } finally {
    await request.put('/api/company-settings', { headers: bearer(admin), data: { send_on_issue: false } });
    await settings.context().close();
  }
});

test('a visitor downloads the invoice PDF from its link (with the key) without signing in, and sees no Send to client', async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const { id, pay_link } = await makeInvoice(request, admin, `PDF Visitor ${Date.now().toString(36)}`);
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(pay_link);
  await see(page.getByTestId('payment-status')).toBeVisible();
  await downloadPdf(page, new RegExp(`^invoice-${id}\\.pdf$`));
  await expect(page.getByRole('button', { name: 'Send to client' })).toHaveCount(0);
  // by its number alone: the summary, with no PDF to download (issue 28)
  await page.goto(`/quickpay/${id}`);
  await see(page.getByTestId('summary-organization')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  const byNumber = await request.get(`/api/invoice-pdf/${id}`);
  expect(byNumber.status()).toBe(404);
  await context.close();
});

test("a job card: Download PDF, then Send to client prefilled with the client's e-mail", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const { id, client } = await makeJobCard(request, admin);
  const page = await signedInPage(browser, admin, 1280);
  await page.goto(`/work-estimate/${id}`);
  await see(page.getByRole('article', { name: 'Job card' })).toBeVisible();
  // the client's copy (docs/api.md "What each document shows to whom"): prices, GST and the total only
  const pdf = await downloadedPdf(page);
  expect(pdf.fileName).toMatch(new RegExp(`^estimate-${id}\\.pdf$`));
  expect(pdf.text).toMatch(/Total ₹[\d,]+\.00/);
  expect(pdf.text).not.toMatch(/profit|expense|rate \/ hour/i);
  // the fitter's pay (₹450 an hour) is no line of it: labour is one service line for its 4 hours
  expect(pdf.text).not.toContain('₹450.00');
  expect(pdf.text).toContain('4 hours');
  await sendToClient(page, `site-${id}@example.com`, new RegExp(`estimate-${id}\\.pdf`), client.email);
  await page.context().close();
});

async function makeProposal(request: APIRequestContext, admin: SessionUserJson, marketing: SessionUserJson) {
  const name = `PDF Plant ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await addProposalProduct(request, admin, name);
  const product = await proposalProductNamed(request, marketing, name);
  const email = `buyer-${Date.now().toString(36)}@lakeshore.example`;
  const id = await generateProposal(request, marketing, product, {
    headding: 'Proposal for a 10 KLD sewage treatment plant',
    organization: 'Lakeshore Hospital',
    email,
  });
  return { id, email };
}

test("a proposal: the marketing manager downloads its PDF and sends it to the client's e-mail", async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const made = await makeEmployee(request, { name: 'Mira Marketing', permissions: ['marketing_manager'] });
  const marketing = await sessionOf(request, made);
  const { id, email } = await makeProposal(request, admin, marketing);
  const page = await signedInPage(browser, marketing, 1280);
  await page.goto(`/proposal/${id}`);
  await see(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  const pdf = await downloadedPdf(page);
  expect(pdf.fileName).toMatch(new RegExp(`^proposal-${id}\\.pdf$`));
  // the price as the client pays it (₹48,000 raised by the profit and the expense), never the breakdown
  expect(pdf.text).toMatch(/Total ₹[\d,]+\.\d{2}/);
  expect(pdf.text).not.toMatch(/profit|expense/i);
  expect(pdf.text).not.toContain('₹48,000.00');
  await sendToClient(page, email, new RegExp(`proposal-${id}\\.pdf`), email);
  await page.context().close();
});
