import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { type SessionUserJson, startSignedIn, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, liveSocket } from './support/clients.ts';
import { pdfText } from './support/pdf.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { jwtClaims, pdfQrText, pngQrText } from './support/qr.ts';
import { saveScreen } from './support/screens.ts';

/*
 * E-invoices on the web (issue 32; docs/requirements/003-e-invoice.md §10-§13): finance registers a B2B
 * invoice with the IRP (the journeys' server runs the sandbox IRP), sees it registered without a reload with
 * its IRN and signed QR code, and the PDF prints the same QR code; the queue lists it; a B2C invoice has no
 * e-invoice; a technical director reads the IRN but has no buttons.
 */

const see = expect.configure({ timeout: 30_000 });
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '.screens');
const IRN = /^[0-9a-f]{64}$/;

async function signedInPage(browser: Browser, user: SessionUserJson, width = 1366): Promise<Page> {
  // twice the pixels, so that a screenshot of the QR code has whole modules for the decoder
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  await startSignedIn(page, user);
  return page;
}

/**
 * An invoice issued at once (POST /invoice_generater) to a client with a GSTIN (B2B) or to an unregistered one;
 * `address: false` leaves the B2B client without a billing address (no town, no PIN code).
 */
async function issuedInvoice(
  request: APIRequestContext,
  admin: SessionUserJson,
  b2b: boolean,
  address = true,
) {
  const organization = uniqueOrganization(b2b ? 'E-inv B2B' : 'E-inv B2C');
  if (b2b) {
    await createClient(request, admin, organization, {
      gstin: '27AAPFU0939F1ZV',
      ...(address ? { billing_address: 'Plot 12, MIDC Bhosari, Pune, Maharashtra 411026' } : {}),
    });
  }
  const res = await request.post('/api/invoice_generater', {
    headers: bearer(admin),
    data: {
      organization,
      phone_number: '9847000222',
      // an unregistered recipient of ₹50,000 or more is named with their address and state (rule 46(1)(e))
      ...(b2b ? {} : { billing_address: '14 Market Road, Thrissur, Kerala 680001', place_of_supply: '32' }),
      products: [
        {
          discription: 'Pressure sand filter',
          hsn: '84212190',
          unit: 'NOS',
          quntaty: '2',
          rate: '45000',
          gst_rate: '18',
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, organization };
}

/**
 * A B2B invoice registered with the sandbox IRP through the API, as finance's Register button asks for it: the
 * POST queues it (202) and the job registers it; waits on the registration itself, so a journey needs no other.
 */
async function registeredInvoice(
  request: APIRequestContext,
  admin: SessionUserJson,
  finance: SessionUserJson,
) {
  const invoice = await issuedInvoice(request, admin, true);
  const asked = await request.post(`/api/invoices/${invoice.id}/e-invoice`, { headers: bearer(finance) });
  expect(asked.status(), await asked.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/invoices/${invoice.id}`, { headers: bearer(finance) });
        return ((await res.json()) as { e_invoice: { status: string } | null }).e_invoice?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('registered');
  return invoice;
}

async function financeSession(request: APIRequestContext) {
  return sessionOf(
    request,
    await makeEmployee(request, { name: `Finance ${Date.now().toString(36)}`, permissions: ['finance'] }),
  );
}

test('finance registers a B2B invoice with the IRP: registered live, its IRN and QR on screen and in the PDF', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const admin = await adminSession(request);
  const finance = await financeSession(request);
  const { id, organization } = await issuedInvoice(request, admin, true);

  const page = await signedInPage(browser, finance);
  const live = liveSocket(page);
  await page.goto(`/invoice/${id}`);
  await live;
  const bill = page.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  const number = ((await bill.getByTestId('invoice-number').textContent()) ?? '').trim();
  const panel = page.getByRole('region', { name: 'E-invoice' });
  await expect(panel).toContainText('Not registered with the IRP yet');
  await expect(bill.getByTestId('e-invoice-block')).toHaveCount(0);

  // registered through the job: the screen turns to Registered by itself (the live event, or its poll)
  await panel.getByRole('button', { name: 'Register with IRP' }).click();
  await see(panel.getByTestId('e-invoice-status')).toHaveText('Registered');
  const irn = ((await panel.getByTestId('e-invoice-irn').textContent()) ?? '').trim();
  expect(irn).toMatch(IRN);
  await expect(panel.getByTestId('e-invoice-ack-no')).toHaveText(/^\d{15}$/);
  await expect(panel.getByRole('button', { name: 'Download JSON' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel IRN' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Register with IRP' })).toHaveCount(0);
  // the history says what happened in sentences (issue 41 item 9), read afresh
  await page.reload();
  const history = page.getByRole('region', { name: 'History' });
  await see(history).toContainText('E-invoice requested');
  await expect(history).toContainText(`E-invoice registered: IRN ${irn}`);
  await expect(history).not.toContainText('e invoice');
  // a registered invoice is cancelled with its IRN, never alone
  await expect(page.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);
  // the invoice itself prints the IRN, the acknowledgement and the signed QR code
  const block = bill.getByTestId('e-invoice-block');
  await expect(block.getByTestId('e-invoice-doc-irn')).toHaveText(irn);

  // what the server holds: the QR on screen and in the PDF encode exactly its signed QR text
  const detail = await request.get(`/api/invoices/${id}`, { headers: bearer(finance) });
  expect(detail.status()).toBe(200);
  const { e_invoice: e, pay_link: payLink } = (await detail.json()) as {
    e_invoice: { irn: string; ack_no: string; signed_qr: string } | null;
    pay_link: string;
  };
  expect(e?.irn).toBe(irn);
  const signedQr = e?.signed_qr ?? '';
  expect(signedQr.split('.')).toHaveLength(3);

  const qr = block.getByTestId('e-invoice-qr');
  await expect(qr).toBeVisible();
  const shot = await qr.screenshot();
  writeFileSync(path.join(OUT, 'e-invoice-qr.png'), shot);
  expect(await pngQrText(shot), 'the QR on the web invoice').toBe(signedQr);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync(path.join(OUT, 'e-invoice.pdf'), pdf);
  const text = await pdfText(pdf);
  for (const particular of ['IRN', irn, 'Ack No.', e?.ack_no ?? '-', 'Ack Date', number])
    expect(text, particular).toContain(particular);
  // the e-invoice's code is in the top band of the first page (the UPI code is at the foot)
  const printed = await pdfQrText(pdf, { top: 0, bottom: 0.4 });
  expect(printed, 'the QR in the PDF').toBe(signedQr);
  const claims = jwtClaims(printed ?? '');
  const data = JSON.parse(String(claims.data)) as { DocNo: string; Irn: string; DocTyp: string };
  expect(data.DocNo).toBe(number);
  expect(data.Irn).toBe(irn);
  expect(data.DocTyp).toBe('INV');

  // the client's quick pay page shows the same particulars and code, and nothing of the registration's life
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 }, deviceScaleFactor: 2 });
  const quickPay = await visitor.newPage();
  const link = new URL(payLink);
  await quickPay.goto(`${link.pathname}${link.search}`);
  const clientBlock = quickPay.getByTestId('e-invoice-block');
  await see(clientBlock.getByTestId('e-invoice-doc-irn')).toHaveText(irn);
  await expect(clientBlock).toContainText(e?.ack_no ?? '-');
  expect(await pngQrText(await clientBlock.getByTestId('e-invoice-qr').screenshot()), 'the client QR').toBe(
    signedQr,
  );
  await expect(quickPay.getByText('Registered', { exact: true })).toHaveCount(0);
  await visitor.close();

  await saveScreen(page, 'e-invoice-1366.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'a registered invoice with its e-invoice');

  // the queue lists it, registered, linking to the invoice
  await page.getByRole('link', { name: 'E-invoices' }).first().click();
  await see(page.getByRole('heading', { name: 'E-invoices', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(number);
  await see(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'E-invoices' });
  const row = table.getByRole('row').filter({ hasText: number });
  await see(row).toHaveCount(1);
  await expect(row).toContainText('Registered');
  await expect(row).toContainText(irn);
  await expect(row).toContainText(organization);
  await saveScreen(page, 'e-invoice-queue-1366.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the e-invoice queue');
  await row.getByRole('link', { name: `Invoice ${number}` }).click();
  await see(page).toHaveURL(new RegExp(`/invoice/${id}$`));

  // on a phone: the panel and the queue's cards
  const phone = await signedInPage(browser, finance, 375);
  await phone.goto(`/invoice/${id}`);
  await see(phone.getByRole('region', { name: 'E-invoice' }).getByTestId('e-invoice-status')).toHaveText(
    'Registered',
  );
  await saveScreen(phone, 'e-invoice-375.png', { fullPage: true });
  await phone.goto(`/e-invoices?search=${encodeURIComponent(number)}`);
  await see(phone.getByText(`Invoice ${number}`)).toBeVisible();
  await saveScreen(phone, 'e-invoice-queue-375.png', { fullPage: true });
  await phone.context().close();
  await page.context().close();
});

test('a B2C invoice has no e-invoice: no panel, no Register button', async ({ browser, request }) => {
  const admin = await adminSession(request);
  const finance = await financeSession(request);
  const { id } = await issuedInvoice(request, admin, false);
  const page = await signedInPage(browser, finance);
  await page.goto(`/invoice/${id}`);
  const bill = page.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  await expect(bill.getByTestId('invoice-recipient-gstin')).toHaveText('Unregistered (B2C)');
  await expect(page.getByRole('region', { name: 'E-invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register with IRP' })).toHaveCount(0);
  // the server refuses it too, at the recipient's GSTIN
  const res = await request.post(`/api/invoices/${id}/e-invoice`, { headers: bearer(finance) });
  expect(res.status()).toBe(409);
  await page.context().close();
});

test('a technical director reads the IRN and the QR code, with no e-invoice button and no queue', async ({
  browser,
  request,
}) => {
  const inv = await registeredInvoice(request, await adminSession(request), await financeSession(request));
  const director = await sessionOf(
    request,
    await makeEmployee(request, {
      name: `TD ${Date.now().toString(36)}`,
      permissions: ['technical_director'],
    }),
  );
  const page = await signedInPage(browser, director);
  await page.goto(`/invoice/${inv.id}`);
  const panel = page.getByRole('region', { name: 'E-invoice' });
  await see(panel.getByTestId('e-invoice-status')).toHaveText('Registered');
  await expect(panel.getByTestId('e-invoice-irn')).toHaveText(IRN);
  await expect(page.getByRole('article', { name: 'Invoice' }).getByTestId('e-invoice-qr')).toBeVisible();
  for (const name of ['Register with IRP', 'Retry', 'Cancel IRN', 'Download JSON'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'E-invoices' })).toHaveCount(0);
  // nor does the server let them register
  const res = await request.post(`/api/invoices/${inv.id}/e-invoice`, { headers: bearer(director) });
  expect(res.status()).toBe(403);
  await page.context().close();
});

test("finance registers a credit note from the invoice's notes, and cancels another invoice's IRN within the day", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminSession(request);
  const finance = await financeSession(request);
  const page = await signedInPage(browser, finance);

  // a credit note of a registered invoice: its own status and Register in the notes table
  const withNote = await registeredInvoice(request, admin, finance);
  const credit = await request.post(`/api/invoices/${withNote.id}/credit-notes`, {
    headers: bearer(finance),
    data: {
      reason: 'One filter returned',
      products: [
        {
          discription: 'Pressure sand filter',
          hsn: '84212190',
          unit: 'NOS',
          quntaty: '1',
          rate: '45000',
          gst_rate: '18',
        },
      ],
    },
  });
  expect(credit.status(), await credit.text()).toBe(201);
  await page.goto(`/invoice/${withNote.id}`);
  await see(page.getByRole('region', { name: 'E-invoice' }).getByTestId('e-invoice-status')).toHaveText(
    'Registered',
  );
  const noteCell = page.getByRole('region', { name: 'Notes' }).getByTestId('note-e-invoice');
  await noteCell.getByRole('button', { name: /^Register credit note / }).click();
  await see(noteCell).toContainText('Registered');
  await expect(noteCell.getByRole('button')).toHaveCount(0);

  // Cancel IRN: the IRP's reason and a remark; the invoice is cancelled with it and prints nothing of the IRP
  const toCancel = await issuedInvoice(request, admin, true);
  await page.goto(`/invoice/${toCancel.id}`);
  const panel = page.getByRole('region', { name: 'E-invoice' });
  await panel.getByRole('button', { name: 'Register with IRP' }).click();
  await see(panel.getByTestId('e-invoice-status')).toHaveText('Registered');
  await panel.getByRole('button', { name: 'Cancel IRN' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel the IRN of / });
  await dialog.getByRole('button', { name: 'Cancel IRN' }).click();
  await expect(dialog.getByText('Choose why the IRN is cancelled')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Data entry mistake' }).click();
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('Wrong quantity keyed in');
  await dialog.getByRole('button', { name: 'Cancel IRN' }).click();
  await expect(dialog).toBeHidden();
  await see(panel.getByTestId('e-invoice-status')).toHaveText('Cancelled at IRP');
  const bill = page.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-status')).toHaveText('Cancelled');
  await expect(bill.getByTestId('e-invoice-block')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Cancel IRN' })).toHaveCount(0);
  await page.context().close();
});

test('a B2B invoice whose client has no address is refused before anything is sent, naming what to correct', async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const finance = await financeSession(request);
  const { id } = await issuedInvoice(request, admin, true, false);
  const page = await signedInPage(browser, finance);
  await page.goto(`/invoice/${id}`);
  const panel = page.getByRole('region', { name: 'E-invoice' });
  await panel.getByRole('button', { name: 'Register with IRP' }).click();
  await see(panel.getByRole('alert')).toBeVisible();
  await expect(panel.getByTestId('e-invoice-problems')).toContainText(/PIN code/);
  // nothing stored: still not registered, Register still offered
  await expect(panel).toContainText('Not registered with the IRP yet');
  await expect(panel.getByRole('button', { name: 'Register with IRP' })).toBeVisible();
  await saveScreen(page, 'e-invoice-refused-1366.png', { fullPage: true });
  await page.context().close();
});
