import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient } from './support/clients.ts';
import { AMC_LINE, issueInvoice, raiseCreditNote, recordPayment } from './support/invoices.ts';
import { latestMailTo } from './support/outbox.ts';
import { downloadedPdfText } from './support/pdf.ts';
import { bearer, financeSession } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

/*
 * The receipt, credit note and statement PDFs (issue 30 items 6 and 7; docs/requirements/002-gst.md
 * §11-§13): finance downloads each from the invoice screen and the statement screen and reads what it says.
 */

const see = expect.configure({ timeout: 20_000 });

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
  const finance = await financeSession(request);
  // ₹10,000.50 at 18 % in Kerala: CGST and SGST ₹900.05 each (900.045), ₹11,800.60 in all
  const amc = { ...AMC_LINE, rate: '10000.50' };
  const { id } = await issueInvoice(request, finance, client.organization, [amc], '9847000222');
  const { receipt_number } = await recordPayment(request, finance, id, {
    amount: '5000.25',
    method: 'cheque',
    reference: 'CHQ-004711',
    received_on: todayInIndia(),
  });
  // the client's receipt mail carries the receipt's PDF
  const mail = await latestMailTo(client.email, 15_000);
  expect(mail).toMatch(/Content-Type: application\/pdf; name=receipt-\d+\.pdf/);
  const { number: noteNumber } = await raiseCreditNote(request, finance, id, 'One visit not made', [
    { discription: 'Maintenance visit', quntaty: '1', rate: '1000', gst_rate: '18' },
  ]);

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
