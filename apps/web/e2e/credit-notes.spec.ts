import { expect, test } from '@playwright/test';
import { startSignedIn, uniqueOrganization } from './support/auth.ts';
import { adminSession } from './support/clients.ts';
import { issueInvoice } from './support/invoices.ts';
import { saveScreen } from './support/screens.ts';

/*
 * A credit note of part of an invoice (issue 30 item 5; docs/requirements/002-gst.md §9): the note opens
 * with the invoice's lines, a line is removed and another's quantity lowered, and what is owed falls by the
 * note's total.
 */

const see = expect.configure({ timeout: 20_000 });

test('a credit note of part of a two-line invoice: one line removed, the other partly credited', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  // 2 × ₹1,000 + 1 × ₹5,000 at 18 % in Kerala: ₹7,000 + ₹1,260 = ₹8,260.00
  const { id } = await issueInvoice(request, admin, uniqueOrganization('Credit Org'), [
    { discription: 'Filter cartridge', quntaty: '2', rate: '1000', gst_rate: '18', hsn: '84219900' },
    { discription: 'Commissioning visit', quntaty: '1', rate: '5000', gst_rate: '18', hsn: '998719' },
  ]);

  await startSignedIn(page, admin);
  await page.goto(`/invoice/${id}`);
  const bill = page.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-total')).toContainText('₹8,260.00');

  await page.getByRole('button', { name: 'Credit note' }).click();
  const modal = page.getByRole('dialog', { name: /^Credit note/ });
  const first = modal.getByRole('group', { name: 'Line 1' });
  await expect(first.getByRole('textbox', { name: 'Description' })).toHaveValue('Filter cartridge');
  await expect(first.getByRole('textbox', { name: 'HSN/SAC' })).toHaveValue('84219900');
  await expect(
    modal.getByRole('group', { name: 'Line 2' }).getByRole('textbox', { name: 'Description' }),
  ).toHaveValue('Commissioning visit');
  await expect(modal.getByTestId('note-total')).toContainText('₹8,260.00');

  // the visit was not made: its line goes; one cartridge of two came back
  await modal.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(modal.getByRole('group', { name: 'Line 2' })).toHaveCount(0);
  await first.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await expect(modal.getByTestId('note-total')).toContainText('₹1,180.00');
  await expect(modal.getByRole('button', { name: 'Remove line 1' })).toHaveCount(0);
  await modal.getByRole('textbox', { name: 'Reason' }).fill('One cartridge returned unused');
  await saveScreen(page, 'credit-note-modal-1366.png');
  await modal.getByRole('button', { name: 'Raise credit note' }).click();
  await expect(modal).toBeHidden();

  const note = page.getByRole('region', { name: 'Notes' }).getByTestId('note-row');
  await see(note).toHaveCount(1);
  await expect(note).toContainText(/CN\/\d{2}-\d{2}\/\d{4}/);
  await expect(note).toContainText('₹1,180.00');
  await expect(bill.getByTestId('invoice-balance-due')).toContainText('₹7,080.00');
});
