import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { expect, test } from '@playwright/test';
import { signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient } from './support/clients.ts';
import { AMC_LINE, issueInvoice, raiseCreditNote, recordPayment } from './support/invoices.ts';
import { financeSession } from './support/people.ts';
import { overflowOf, saveScreen } from './support/screens.ts';

/*
 * What clients owe (issue 30; docs/requirements/002-gst.md §8-§9): a credit note raised on the invoice
 * screen (one above the invoice's worth is refused at the lines), the client's statement with its running
 * balance, and Receivables aged by days past due.
 */

const see = expect.configure({ timeout: 20_000 });

test('finance credits a part-paid invoice, reads the client statement and finds the client in Receivables', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminSession(request);
  const client = await createClient(request, admin, uniqueOrganization('Statement Org'));
  const finance = await financeSession(request);

  // an invoice of ₹10,000 at 18 % (₹11,800.00 in Kerala) for the client's organisation, ₹5,000 paid
  const { id } = await issueInvoice(request, finance, client.organization, [AMC_LINE], '9847000222');
  await recordPayment(request, finance, id, {
    amount: '5000',
    method: 'bank_transfer',
    reference: 'UTR-PART-5000',
    received_on: todayInIndia(),
  });

  const staff = await signedInPage(browser, finance);
  await staff.goto(`/invoice/${id}`);
  const bill = staff.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-balance-due')).toContainText('₹6,800.00');
  const notes = staff.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('No credit or debit note raised.');
  // nothing was paid beyond the invoice's worth: no refund to make
  await expect(staff.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // a credit note above what the invoice is worth is refused under its lines
  await staff.getByRole('button', { name: 'Credit note' }).click();
  const modal = staff.getByRole('dialog', { name: /^Credit note/ });
  const line = modal.getByRole('group', { name: 'Line 1' });
  await expect(line.getByRole('textbox', { name: 'Description' })).toHaveValue('Annual maintenance contract');
  await modal.getByRole('textbox', { name: 'Reason' }).fill('Two visits of the contract were not made');
  await line.getByRole('textbox', { name: 'Rate (₹)' }).fill('20000');
  await modal.getByRole('button', { name: 'Raise credit note' }).click();
  await see(modal.getByTestId('note-lines-error')).toHaveText(
    'A credit note cannot be more than the invoice is still worth (₹11,800.00)',
  );

  // ₹1,000 + 18 % = ₹1,180.00 off: ₹6,800.00 − ₹1,180.00 = ₹5,620.00 still due
  await line.getByRole('textbox', { name: 'Rate (₹)' }).fill('1000');
  await expect(line.getByTestId('line-1-amount')).toContainText('₹1,180.00');
  await modal.getByRole('button', { name: 'Raise credit note' }).click();
  await expect(modal).toBeHidden();
  const note = notes.getByTestId('note-row');
  await see(note).toHaveCount(1);
  await expect(note).toContainText(/CN\/\d{2}-\d{2}\/\d{4}/);
  await expect(note).toContainText('Credit note');
  await expect(note).toContainText('Two visits of the contract were not made');
  await expect(note).toContainText('₹1,180.00');
  await see(bill.getByTestId('invoice-balance-due')).toContainText('₹5,620.00');
  await expect(staff.getByTestId('history-entry').last()).toContainText('Credit note CN/');
  await saveScreen(staff, 'invoice-notes-1366.png', { fullPage: true });

  // the client's statement: invoice, payment and credit note, closing at what is still due
  await staff.getByRole('link', { name: 'Client statement' }).click();
  await see(staff).toHaveURL(new RegExp(`/statement/${client.id}$`));
  await see(staff.getByTestId('statement-client')).toContainText(client.organization);
  const lines = staff.getByRole('table', { name: 'Statement' }).getByTestId('statement-line');
  await see(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Invoice');
  await expect(lines.nth(0)).toContainText('₹11,800.00');
  await expect(lines.nth(1)).toContainText('Payment');
  await expect(lines.nth(1)).toContainText('₹5,000.00');
  await expect(lines.nth(1)).toContainText('₹6,800.00');
  await expect(lines.nth(2)).toContainText('Credit note');
  await expect(lines.nth(2)).toContainText('₹1,180.00');
  await expect(staff.getByTestId('statement-opening-balance')).toHaveText('₹0.00');
  await expect(staff.getByTestId('statement-closing-balance')).toHaveText('₹5,620.00');
  await expect(staff.getByTestId('statement-closing')).toContainText('₹5,620.00');
  // what is due by age closes at the same figure (the invoices are not yet past their terms)
  await expect(staff.getByTestId('ageing-total')).toContainText('₹5,620.00');
  await expect(staff.getByRole('button', { name: 'Print' })).toBeVisible();
  await saveScreen(staff, 'statement-1366.png', { fullPage: true });

  // Receivables, from the sidebar: the client owes ₹5,620.00, all of it not yet due or just due
  await staff.getByRole('link', { name: 'Receivables' }).first().click();
  await see(staff.getByRole('heading', { name: 'Receivables', level: 2 })).toBeVisible();
  await expect(staff.getByTestId('receivables-as-of')).toContainText(/as of \d{2}\/\d{2}\/\d{4}/);
  await staff.getByRole('textbox', { name: 'Search' }).fill(client.organization);
  // the search is in the URL once the list asks for it: count the rows of that answer, not the first one's
  await see(staff).toHaveURL(/[?&]search=/);
  await see(staff.getByTestId('receivables-as-of')).toBeVisible();
  const row = staff.getByTestId('receivable-row').filter({ hasText: client.organization });
  await see(staff.getByTestId('receivable-row')).toHaveCount(1);
  await expect(row.getByTestId('receivable-total_paise')).toHaveText('₹5,620.00');
  await expect(staff.getByTestId('receivables-totals').getByTestId('receivable-total_paise')).toHaveText(
    '₹5,620.00',
  );
  await saveScreen(staff, 'receivables-1366.png', { fullPage: true });

  // its organisation opens the statement again
  await row.getByRole('link', { name: client.organization }).click();
  await see(staff).toHaveURL(new RegExp(`/statement/${client.id}$`));

  // at 375 px: the tables scroll inside the page, which does not
  const phone = await signedInPage(browser, finance, 375);
  await phone.goto(`/statement/${client.id}`);
  await see(phone.getByTestId('statement-closing-balance')).toHaveText('₹5,620.00');
  await expect(phone.getByText('Scroll sideways to see every column →').first()).toBeVisible();
  expect(await overflowOf(phone)).toBeLessThanOrEqual(0);
  await saveScreen(phone, 'statement-375.png', { fullPage: true });
  await phone.goto(`/receivables?search=${encodeURIComponent(client.organization)}`);
  await see(phone.getByTestId('receivable-row')).toHaveCount(1);
  await expect(phone.getByText('Scroll sideways to see every column →').first()).toBeVisible();
  expect(await overflowOf(phone)).toBeLessThanOrEqual(0);
  await saveScreen(phone, 'receivables-375.png', { fullPage: true });
  await phone.goto(`/invoice/${id}`);
  await see(phone.getByRole('region', { name: 'Notes' }).getByTestId('note-row')).toHaveCount(1);
  expect(await overflowOf(phone)).toBeLessThanOrEqual(0);
  await saveScreen(phone, 'invoice-notes-375.png', { fullPage: true });
});

test('a statement period that ends before it starts is named at To', async ({ browser, request }) => {
  const admin = await adminSession(request);
  const client = await createClient(request, admin, uniqueOrganization('Period Org'));
  const staff = await signedInPage(browser, admin);
  await staff.goto(`/statement/${client.id}`);
  await see(staff.getByTestId('statement-closing-balance')).toHaveText('₹0.00');
  const period = staff.getByRole('form', { name: 'Statement period' });
  await period.getByRole('textbox', { name: 'From' }).fill('10/05/2026');
  await period.getByRole('textbox', { name: 'To' }).fill('01/05/2026');
  await period.getByRole('button', { name: 'Show' }).click();
  await see(period.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(
    'The end is before the start',
  );
});

test('a paid invoice credited is refunded what was paid beyond its worth; a debit note is listed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const { id } = await issueInvoice(request, admin, uniqueOrganization('Refund Org'));
  await recordPayment(request, admin, id, {
    amount: '11800',
    method: 'bank_transfer',
    reference: 'UTR-FULL',
    received_on: todayInIndia(),
  });
  await raiseCreditNote(request, admin, id, 'One visit not made', [
    { discription: 'Visit', quntaty: '1', rate: '1000', gst_rate: '18', cgst: '0', sgst: '0', igst: '0' },
  ]);

  const staff = await signedInPage(browser, admin);
  await staff.goto(`/invoice/${id}`);
  const refundButton = staff.getByRole('button', { name: 'Refund' });
  await see(refundButton).toBeVisible();
  await refundButton.click();
  const modal = staff.getByRole('dialog', { name: /^Refund/ });
  const amount = modal.getByRole('textbox', { name: 'Amount (₹)' });
  await expect(amount).toHaveValue('1,180.00');
  await amount.fill('2000');
  await modal.getByRole('textbox', { name: 'Reference' }).fill('UTR-REFUND');
  await modal.getByRole('button', { name: 'Record refund' }).click();
  await see(amount).toHaveAccessibleDescription(
    /^At most ₹1,180\.00 was paid beyond what the invoice is worth/,
  );
  await amount.fill('1180');
  await modal.getByRole('button', { name: 'Record refund' }).click();
  await expect(modal).toBeHidden();
  const refund = staff.getByRole('region', { name: 'Receipts' }).getByTestId('receipt-row').filter({
    hasText: '(refund)',
  });
  await see(refund).toHaveCount(1);
  await expect(refund).toContainText('₹1,180.00');
  await expect(staff.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // a debit note adds to what is owed: ₹100 + 18 % = ₹118.00
  await staff.getByRole('button', { name: 'Debit note' }).click();
  const debit = staff.getByRole('dialog', { name: /^Debit note/ });
  await debit.getByRole('textbox', { name: 'Reason' }).fill('Extra filter cartridge fitted');
  await debit.getByRole('group', { name: 'Line 1' }).getByRole('textbox', { name: 'Rate (₹)' }).fill('100');
  await debit.getByRole('button', { name: 'Raise debit note' }).click();
  await expect(debit).toBeHidden();
  const note = staff
    .getByRole('region', { name: 'Notes' })
    .getByTestId('note-row')
    .filter({ hasText: 'Debit note' });
  await see(note).toHaveCount(1);
  await expect(note).toContainText(/DN\/\d{2}-\d{2}\/\d{4}/);
  await expect(note).toContainText('₹118.00');
  await see(staff.getByRole('article', { name: 'Invoice' }).getByTestId('invoice-balance-due')).toContainText(
    '₹118.00',
  );
});
