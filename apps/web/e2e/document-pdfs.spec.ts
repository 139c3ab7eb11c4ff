import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type SessionUserJson, startSignedIn, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient } from './support/clients.ts';
import { latestMailTo } from './support/outbox.ts';
import { downloadedPdfText } from './support/pdf.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

/*
 * The receipt, credit note and statement PDFs (issue 30 items 6 and 7; docs/requirements/002-gst.md
 * §11-§13): finance downloads each from the invoice screen and the statement screen and reads what it says.
 */

const see = expect.configure({ timeout: 20_000 });
const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function signedInPage(browser: Browser, user: SessionUserJson): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await startSignedIn(page, user);
  return page;
}

/** Clicks `button`, waits for the file it saves under `fileName`, and reads its text. */
async function downloaded(page: Page, button: Locator, fileName: RegExp): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(fileName);
  return downloadedPdfText(download);
}

test('finance downloads a receipt, a credit note and the client statement as PDF and each says what it should', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const client = await createClient(request, admin, uniqueOrganization('PDF Ledger Org'));
  const finance = await sessionOf(
    request,
    await makeEmployee(request, { name: `Finance ${Date.now().toString(36)}`, permissions: ['finance'] }),
  );
  // ₹10,000.50 at 18 % in Kerala: CGST and SGST ₹900.05 each (900.045), ₹11,800.60 in all
  const created = await request.post('/api/invoice_generater', {
    headers: bearer(finance),
    data: {
      organization: client.organization,
      phone_number: '9847000222',
      products: [
        { discription: 'Annual maintenance contract', quntaty: '1', rate: '10000.50', gst_rate: '18' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const paid = await request.post(`/api/invoices/${id}/payments`, {
    headers: bearer(finance),
    data: { amount: '5000.25', method: 'cheque', reference: 'CHQ-004711', received_on: todayIst() },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { receipt_number } = (await paid.json()) as { receipt_number: string };
  // the client's receipt mail carries the receipt's PDF
  const mail = await latestMailTo(client.email, 15_000);
  expect(mail).toMatch(/Content-Type: application\/pdf; name=receipt-\d+\.pdf/);
  const credited = await request.post(`/api/invoices/${id}/credit-notes`, {
    headers: bearer(finance),
    data: {
      reason: 'One visit not made',
      products: [{ discription: 'Maintenance visit', quntaty: '1', rate: '1000', gst_rate: '18' }],
    },
  });
  expect(credited.status(), await credited.text()).toBe(201);
  const { number: noteNumber } = (await credited.json()) as { number: string };

  const staff = await signedInPage(browser, finance);
  await staff.goto(`/invoice/${id}`);
  const detail = await request.get(`/api/invoices/${id}`, { headers: bearer(finance) });
  const { number } = ((await detail.json()) as { invoice: { number: string } }).invoice;

  // the receipt: its number, the payer, the invoice, the cheque, the amount and what was left after it
  const receiptButton = staff
    .getByRole('region', { name: 'Receipts' })
    .getByRole('button', { name: `Download receipt ${receipt_number}` });
  const receipt = await downloaded(staff, receiptButton, /^receipt-\d+\.pdf$/);
  expect(receipt).toContain(`Receipt ${receipt_number}`);
  expect(receipt).toContain(`Received from ${client.organization}`);
  expect(receipt).toContain(`Against invoice ${number}`);
  expect(receipt).toContain('Cheque');
  expect(receipt).toContain('CHQ-004711');
  expect(receipt).toContain('Received with thanks ₹5,000.25');
  expect(receipt).toContain('Five Thousand Rupees And Twenty Five Paise Only');
  expect(receipt).toContain('Balance due after this receipt ₹6,800.35');

  // the credit note: ₹1,000 + CGST ₹90 + SGST ₹90 = ₹1,180.00 against the invoice
  const noteButton = staff
    .getByRole('region', { name: 'Notes' })
    .getByRole('button', { name: `Download credit note ${noteNumber}` });
  const note = await downloaded(staff, noteButton, /^credit-note-\d+\.pdf$/);
  expect(note).toContain(`Credit Note ${noteNumber}`);
  expect(note).toContain('ORIGINAL FOR RECIPIENT');
  expect(note).toContain(`Against invoice ${number}`);
  expect(note).toContain('One visit not made');
  expect(note).toContain('CGST ₹90.00');
  expect(note).toContain('SGST ₹90.00');
  expect(note).toContain('Credit Note total ₹1,180.00');
  expect(note).toContain('One Thousand One Hundred Eighty Rupees Only');
  await saveScreen(staff, 'invoice-pdf-buttons-1366.png', { fullPage: true });

  // the statement: the PDF beside Print, with the running balance to ₹5,620.35 and its ageing
  await staff.getByRole('link', { name: 'Client statement' }).click();
  await see(staff.getByTestId('statement-closing-balance')).toHaveText('₹5,620.35');
  const pdfButton = staff.getByRole('button', { name: 'PDF', exact: true });
  await expect(staff.getByRole('button', { name: 'Print' })).toBeVisible();
  const statement = await downloaded(staff, pdfButton, new RegExp(`^statement-${client.id}-.+\\.pdf$`));
  expect(statement).toContain('Statement of account');
  expect(statement).toContain(client.organization);
  expect(statement).toContain(`Invoice ${number} ₹11,800.60 ₹11,800.60`);
  expect(statement).toContain('₹5,000.25 ₹6,800.35');
  expect(statement).toContain(`Credit note ${noteNumber} (${number}) ₹1,180.00 ₹5,620.35`);
  expect(statement).toContain('Closing balance ₹5,620.35');
  expect(statement).toContain('Total due');
  await saveScreen(staff, 'statement-pdf-button-1366.png', { fullPage: true });
});
