import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { type SessionUserJson, signedInPage, uniqueOrganization } from './support/auth.ts';
import { addTaxedProduct } from './support/catalogue.ts';
import { adminSession, createClient, liveSocket } from './support/clients.ts';
import { checkAddressReading } from './support/forms.ts';
import { draftInvoice, issueInvoice } from './support/invoices.ts';
import { downloadedPdf } from './support/pdf.ts';
import { bearer, financeSession } from './support/people.ts';
import { overflowOf, saveScreen } from './support/screens.ts';

/*
 * Tax invoices on the web (issue 30; docs/requirements/002-gst.md): drafts, issue with a number, the split by
 * the place of supply, part payments with receipts, quick pay of the balance, cancellation.
 */

const see = expect.configure({ timeout: 20_000 });
const NUMBER = /^AQ\/\d{2}-\d{2}\/\d{4}$/;

test.describe.configure({ mode: 'serial' });

/** A signed-in page whose clipboard the journey may write and read (Copy pay link). */
const staffPage = (browser: Browser, user: SessionUserJson, width = 1366) =>
  signedInPage(browser, user, width, { permissions: ['clipboard-read', 'clipboard-write'] });

/** Opens the invoice list and its Create invoice dialog. */
async function openCreateForm(staff: Page): Promise<Locator> {
  await staff.goto('/invoicgeneration');
  await see(staff.getByRole('heading', { name: 'Invoices', level: 2 })).toBeVisible();
  await staff.getByRole('button', { name: 'Create Invoice' }).click();
  return staff.getByRole('dialog', { name: 'Create invoice' });
}

/** Issues the Create invoice form and opens the invoice it made from the answer's link: the invoice's article. */
async function issueAndOpen(staff: Page, form: Locator): Promise<Locator> {
  await form.getByRole('button', { name: 'Issue invoice' }).click();
  const done = staff.getByRole('dialog', { name: 'Invoice created' });
  await see(done.getByText(/^Invoice \d+ created$/)).toBeVisible();
  await done.getByRole('link', { name: 'Open invoice' }).click();
  return staff.getByRole('article', { name: 'Invoice' });
}

/** The admin's page on the invoice list with its Create invoice dialog open. */
async function adminCreating(browser: Browser, request: APIRequestContext) {
  const admin = await adminSession(request);
  const staff = await staffPage(browser, admin);
  return { admin, staff, form: await openCreateForm(staff) };
}

/** Picks an option of a Mantine select by its label (a searchable one after typing `search`). */
async function pick(scope: Locator, label: string, option: string, search?: string) {
  const input = scope.getByRole('combobox', { name: label }).or(scope.getByRole('textbox', { name: label }));
  await input.click();
  if (search) await input.fill(search);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

interface LineInput {
  description: string;
  hsn?: string;
  quantity: string;
  unit?: string;
  rate: string;
  discount?: string;
  gst?: string;
}

/** Fills the create form's organisation, phone and first line. */
async function fillInvoice(form: Locator, organization: string, line: LineInput) {
  await form
    .getByRole('combobox', { name: 'Organisation' })
    .or(form.getByRole('textbox', { name: 'Organisation' }))
    .fill(organization);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('9847012345');
  const group = form.getByRole('group', { name: 'Line 1' });
  await group.getByRole('textbox', { name: 'Description' }).fill(line.description);
  if (line.hsn) await group.getByRole('textbox', { name: 'HSN/SAC' }).fill(line.hsn);
  await group.getByRole('textbox', { name: 'Quantity' }).fill(line.quantity);
  if (line.unit) await pick(group, 'Unit', line.unit, line.unit.slice(0, 3));
  await group.getByRole('textbox', { name: 'Rate (₹)' }).fill(line.rate);
  if (line.discount) await group.getByRole('textbox', { name: 'Discount (₹)' }).fill(line.discount);
  if (line.gst) await pick(group, 'GST rate', line.gst);
  return group;
}

/** An invoice issued at once through the spec's call: one line of ₹10,000 at 18 % (₹11,800.00 in Kerala). */
async function issuedInvoice(request: APIRequestContext, by: SessionUserJson) {
  const organization = uniqueOrganization('Tax Org');
  const created = await issueInvoice(request, by, organization);
  const url = new URL(created.pay_link);
  return { id: created.id, organization, link: `${url.pathname}${url.search}` };
}

test('a B2C invoice: a draft with HSN, unit, discount and 18 %, edited, then issued with its number and CGST + SGST', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { staff, form } = await adminCreating(browser, request);
  const organization = uniqueOrganization('B2C Org');
  await fillInvoice(form, organization, {
    description: 'Sand filter vessel',
    hsn: '84212190',
    quantity: '2',
    unit: 'SET (Sets)',
    rate: '10000',
    discount: '500',
    gst: '18 %',
  });
  // by hand: 2 × 10,000 − 500 = 19,500 taxable; CGST 9 % = 1,755.00 and SGST 9 % = 1,755.00 → 23,010.00
  await expect(form.getByTestId('form-taxable')).toContainText('₹19,500.00');
  await expect(form.getByTestId('form-cgst')).toContainText('₹1,755.00');
  await expect(form.getByTestId('form-sgst')).toContainText('₹1,755.00');
  await expect(form.getByTestId('form-igst')).toHaveCount(0);
  await expect(form.getByTestId('form-total')).toHaveText('₹23,010.00');
  await expect(form.getByTestId('form-preview-note')).toContainText(
    "the invoice's figures are fixed when it is saved",
  );

  await form.getByRole('button', { name: 'Save draft' }).click();
  const saved = staff.getByRole('dialog', { name: 'Draft saved' });
  await see(saved.getByText(/^Draft invoice \d+ saved$/)).toBeVisible();
  await saved.getByRole('link', { name: 'Open invoice' }).click();
  await see(staff).toHaveURL(/\/invoice\/\d+$/);

  const bill = staff.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-title')).toHaveText('Proforma Invoice');
  await expect(bill.getByTestId('invoice-number')).toHaveText('Draft: numbered when issued');
  await expect(bill.getByTestId('invoice-status')).toHaveText('Draft');
  await expect(staff.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  // the draft edited: three sets now
  await staff.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = staff.getByRole('dialog', { name: /^Edit draft invoice \d+$/ });
  const line = edit.getByRole('group', { name: 'Line 1' });
  await expect(line.getByRole('textbox', { name: 'HSN/SAC' })).toHaveValue('84212190');
  await expect(line.getByRole('textbox', { name: 'Discount (₹)' })).toHaveValue('500');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await edit.getByRole('button', { name: 'Save draft' }).click();
  await expect(edit).toBeHidden();
  // 3 × 10,000 − 500 = 29,500; CGST and SGST 2,655.00 each → 34,810.00
  await see(bill.getByTestId('invoice-total')).toContainText('₹34,810.00');

  await staff.getByRole('button', { name: 'Issue invoice' }).click();
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  await expect(bill.getByTestId('invoice-number')).toHaveText(NUMBER);
  await expect(bill.getByTestId('invoice-status')).toHaveText('Unpaid');
  await expect(bill.getByTestId('invoice-recipient-gstin')).toHaveText('Unregistered (B2C)');
  await expect(bill.getByTestId('invoice-place-of-supply')).toContainText('Kerala (32)');
  await expect(bill.getByTestId('invoice-reverse-charge')).toContainText('No');
  await expect(bill.getByTestId('invoice-subtotal')).toContainText('₹29,500.00');
  await expect(bill.getByTestId('invoice-cgst')).toContainText('₹2,655.00');
  await expect(bill.getByTestId('invoice-sgst')).toContainText('₹2,655.00');
  await expect(bill.getByTestId('invoice-igst')).toHaveCount(0);
  const row = bill.getByTestId('invoice-line');
  await expect(row.getByTestId('invoice-line-hsn')).toHaveText('84212190');
  await expect(row).toContainText('SET');
  await expect(row.getByTestId('invoice-line-discount')).toHaveText('₹500.00');
  // issue 41 item 9: at 1366 px the line table (HSN, unit, discount, CGST and SGST) fits without a sideways scroll
  const lineBox = bill
    .locator('.scroll-box')
    .filter({ has: staff.getByRole('table', { name: 'Invoice lines' }) });
  expect(await lineBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  await expect(bill.getByText('Scroll sideways to see every column →')).toHaveCount(0);
  await expect(bill.getByTestId('invoice-hsn-row')).toContainText('84212190');
  await expect(staff.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByTestId('history-entry')).toHaveCount(3);
  await expect(history).toContainText(/Issued as AQ\/\d{2}-\d{2}\/\d{4}/);

  // its PDF: the same particulars, CGST + SGST, the original for the recipient
  const number = ((await bill.getByTestId('invoice-number').textContent()) ?? '').trim();
  const pdf = await downloadedPdf(staff);
  for (const particular of [
    'Tax Invoice',
    'ORIGINAL FOR RECIPIENT',
    number,
    organization,
    'Kerala',
    '84212190',
    'CGST',
    'SGST',
    '2,655.00',
    '34,810.00',
  ])
    expect(pdf.text, particular).toContain(particular);
  expect(pdf.text).not.toContain('IGST');

  // the list shows its number and what is due
  await staff.getByRole('link', { name: 'Invoices', exact: true }).click();
  await staff.getByRole('textbox', { name: 'Search' }).fill(organization);
  const listRow = staff.getByTestId(/^invoice-\d+$/);
  await see(listRow).toHaveCount(1);
  await expect(listRow.getByRole('link', { name: /^Open invoice AQ/ })).toHaveText(NUMBER);
  await expect(listRow.getByTestId('invoice-due')).toHaveText('₹34,810.00');
});

test('an inter-state invoice (place of supply Karnataka) carries IGST only', async ({ browser, request }) => {
  const { staff, form } = await adminCreating(browser, request);
  await fillInvoice(form, uniqueOrganization('Inter Org'), {
    description: 'Effluent treatment consultancy',
    hsn: '998334',
    quantity: '1',
    rate: '1000',
  });
  await pick(form, 'Place of supply', 'Karnataka (29)', 'Karna');
  await expect(form.getByTestId('form-igst')).toContainText('₹180.00');
  await expect(form.getByTestId('form-cgst')).toHaveCount(0);
  await expect(form.getByTestId('line-1-tax')).toContainText('IGST ₹180.00');
  const bill = await issueAndOpen(staff, form);
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  await expect(bill.getByTestId('invoice-place-of-supply')).toContainText('Karnataka (29)');
  await expect(bill.getByTestId('invoice-igst')).toContainText('₹180.00');
  await expect(bill.getByTestId('invoice-cgst')).toHaveCount(0);
  await expect(bill.getByTestId('invoice-sgst')).toHaveCount(0);
  await expect(bill.getByTestId('invoice-total')).toContainText('₹1,180.00');
});

test('a discount above the line value is named at the Discount field, and nothing is saved', async ({
  browser,
  request,
}) => {
  const { staff, form } = await adminCreating(browser, request);
  const line = await fillInvoice(form, uniqueOrganization('Discount Org'), {
    description: 'Dosing pump',
    quantity: '1',
    rate: '100',
    discount: '150',
  });
  await form.getByRole('button', { name: 'Save draft' }).click();
  const discount = line.getByRole('textbox', { name: 'Discount (₹)' });
  await expect(discount).toHaveAttribute('aria-invalid', 'true');
  await expect(discount).toHaveAccessibleDescription(/The discount is more than the line's value/);
  // said once, at the field: not again above the form
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByTestId('line-1-amount')).toContainText('—');
  await expect(staff.getByRole('dialog', { name: 'Draft saved' })).toHaveCount(0);
});

test('an unregistered client at ₹50,000: issuing is refused at the addresses and the state (rule 46(1)(e)), then prints them', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { admin, staff, form } = await adminCreating(browser, request);
  const organization = uniqueOrganization('Walk-in Hospital');
  await fillInvoice(form, organization, { description: 'STP blower overhaul', quantity: '1', rate: '50000' });
  const billing = form.getByRole('textbox', { name: 'Billing address' });
  const delivery = form.getByRole('textbox', { name: 'Delivery address' });
  const place = form
    .getByRole('combobox', { name: 'Place of supply' })
    .or(form.getByRole('textbox', { name: 'Place of supply' }));
  // the form says so before anything is sent: no GSTIN, ₹50,000.00 taxable
  await expect(form.getByTestId('form-taxable')).toContainText('₹50,000.00');
  await expect(billing).toHaveAccessibleDescription(/CGST rule 46\(1\)\(e\)/);
  await saveScreen(staff, 'tax-rule-46-form-1366.png');
  await form.getByRole('button', { name: 'Issue invoice' }).click();
  for (const [field, words] of [
    [billing, /client's address/],
    [delivery, /delivery address/],
    [place, /state of delivery/],
  ] as const) {
    await see(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(words);
    await expect(field).toHaveAccessibleDescription(/₹50,000\.00\), CGST rule 46\(1\)\(e\)/);
  }
  await place.scrollIntoViewIfNeeded();
  await saveScreen(staff, 'tax-rule-46-refused-1366.png');
  // on a phone the messages wrap within the form
  await staff.setViewportSize({ width: 375, height: 800 });
  await expect(billing).toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(() => staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await place.scrollIntoViewIfNeeded();
  await saveScreen(staff, 'tax-rule-46-refused-375.png');
  await staff.setViewportSize({ width: 1366, height: 900 });
  await expect(staff.getByRole('dialog', { name: 'Invoice created' })).toHaveCount(0);

  await billing.fill('Door 4, Beach Road, Kozhikode 673001');
  await delivery.fill('Plant room, Feroke, Kozhikode 673631');
  await pick(form, 'Place of supply', 'Kerala (32)', 'Kera');
  const bill = await issueAndOpen(staff, form);
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  await expect(bill.getByTestId('invoice-billing-address')).toHaveText(
    'Door 4, Beach Road, Kozhikode 673001',
  );
  await expect(bill.getByTestId('invoice-delivery-address')).toHaveText(
    'Delivery address: Plant room, Feroke, Kozhikode 673631',
  );
  await expect(bill.getByTestId('invoice-place-of-supply')).toContainText('Kerala (32)');
  await saveScreen(bill, 'tax-rule-46-issued-1366.png');
  await staff.setViewportSize({ width: 375, height: 800 });
  // the recipient's block, delivery address included, wraps within the printed invoice
  const deliveredTo = bill.getByTestId('invoice-delivery-address');
  await expect(deliveredTo).toBeVisible();
  await expect.poll(() => bill.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(
    ((await deliveredTo.boundingBox())?.x ?? 0) + ((await deliveredTo.boundingBox())?.width ?? 0),
  ).toBeLessThanOrEqual(375);
  await saveScreen(bill, 'tax-rule-46-issued-375.png');
  await staff.setViewportSize({ width: 1366, height: 900 });

  // a draft issued from its page: the edit form opens with the refusal at its fields
  const draft = await draftInvoice(request, admin, uniqueOrganization('Walk-in Draft'), [
    { discription: 'STP blower overhaul', quntaty: '5', rate: '10000', gst_rate: '18' },
  ]);
  await staff.goto(`/invoice/${draft}`);
  await see(bill.getByTestId('invoice-title')).toHaveText('Proforma Invoice');
  await staff.getByRole('button', { name: 'Issue invoice' }).click();
  const edit = staff.getByRole('dialog', { name: /^Edit draft invoice \d+$/ });
  const draftBilling = edit.getByRole('textbox', { name: 'Billing address' });
  await see(draftBilling).toHaveAttribute('aria-invalid', 'true');
  await expect(draftBilling).toHaveAccessibleDescription(/CGST rule 46\(1\)\(e\)/);
  await saveScreen(staff, 'tax-rule-46-draft-1366.png');
  await draftBilling.fill('Door 4, Beach Road, Kozhikode 673001');
  await pick(edit, 'Place of supply', 'Kerala (32)', 'Kera');
  await edit.getByRole('button', { name: 'Save draft' }).click();
  await expect(edit).toBeHidden();
  await staff.getByRole('button', { name: 'Issue invoice' }).click();
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  await expect(bill.getByTestId('invoice-delivery-address')).toHaveText('Delivery address: as above');
});

test('finance records a part payment (a payment above the balance is named at Amount), then quick pay pays the rest', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const finance = await financeSession(request);
  const { id, link } = await issuedInvoice(request, finance);
  const staff = await staffPage(browser, finance);
  const live = liveSocket(staff);
  await staff.goto(`/invoice/${id}`);
  const bill = staff.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-total')).toContainText('₹11,800.00');
  await live;

  await staff.getByRole('button', { name: 'Record payment' }).click();
  const modal = staff.getByRole('dialog', { name: /^Record payment/ });
  const amount = modal.getByRole('textbox', { name: 'Amount (₹)' });
  await expect(amount).toHaveValue('11,800.00');
  const received = modal.getByRole('textbox', { name: 'Date received' });
  const dayInIndia = (at: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(at);
  const today = dayInIndia(new Date());
  await expect(received).toHaveValue(today);
  // money cannot come in before the invoice was issued (today): named at the date, with the invoice's date
  await received.fill(dayInIndia(new Date(Date.now() - 24 * 60 * 60 * 1000)));
  await received.press('Tab');
  await see(received).toHaveAccessibleDescription(`The date cannot be before the invoice's date (${today})`);
  await received.fill(today);
  await received.press('Tab');
  await expect(received).not.toHaveAccessibleDescription(/before the invoice's date/);
  await amount.fill('20000');
  await modal.getByRole('textbox', { name: 'Reference' }).fill('UTR123456789');
  await modal.getByRole('button', { name: 'Record payment' }).click();
  await see(amount).toHaveAccessibleDescription('The balance due is ₹11,800.00: a payment cannot be more');

  await amount.fill('5000');
  await pick(modal, 'Method', 'UPI');
  await modal.getByRole('textbox', { name: 'Reference' }).fill('UPI-REF-5000');
  await modal.getByRole('button', { name: 'Record payment' }).click();
  await expect(modal).toBeHidden();
  await see(bill.getByTestId('invoice-status')).toHaveText('Partly paid');
  await expect(bill.getByTestId('invoice-paid-amount')).toContainText('₹5,000.00');
  await expect(bill.getByTestId('invoice-balance-due')).toContainText('₹6,800.00');
  const receipt = staff.getByRole('region', { name: 'Receipts' }).getByTestId('receipt-row');
  await expect(receipt).toHaveCount(1);
  await expect(receipt).toContainText('UPI-REF-5000');
  await expect(receipt).toContainText('₹5,000.00');
  // something is paid: it can no longer be cancelled
  await expect(staff.getByRole('button', { name: 'Cancel invoice' })).toHaveCount(0);

  // the client pays the rest on the quick pay page
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await see(visitor.getByTestId('payment-status')).toHaveText('Partly paid');
  await expect(visitor.getByTestId('amount-payable')).toHaveText('₹6,800.00');
  await visitor.getByRole('button', { name: 'Pay Now' }).click();
  const checkout = visitor.getByRole('dialog', { name: 'Sandbox checkout' });
  await see(checkout.getByTestId('sandbox-amount')).toHaveText('₹6,800.00');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await see(visitor.getByTestId('payment-status')).toHaveText('Paid');

  // the staff screen, open all along, follows the live event
  await see(bill.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(bill.getByTestId('invoice-balance-due')).toContainText('₹0.00');
  await expect(staff.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
});

test('an unpaid invoice cancelled with a reason prints CANCELLED', async ({ browser, request }) => {
  const admin = await adminSession(request);
  const { id } = await issuedInvoice(request, admin);
  const staff = await staffPage(browser, admin);
  await staff.goto(`/invoice/${id}`);
  const bill = staff.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-status')).toHaveText('Unpaid');
  await staff.getByRole('button', { name: 'Cancel invoice' }).click();
  const modal = staff.getByRole('dialog', { name: /^Cancel invoice/ });
  await modal.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(modal.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
    'Enter the reason',
  );
  await modal.getByRole('textbox', { name: 'Reason' }).fill('Raised against the wrong organisation');
  await modal.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(modal).toBeHidden();
  const stamp = bill.getByTestId('invoice-cancelled');
  await see(stamp).toContainText('CANCELLED');
  await expect(stamp).toContainText('Raised against the wrong organisation');
  await expect(bill.getByTestId('invoice-status')).toHaveText('Cancelled');
  await expect(bill.getByTestId('invoice-number')).toHaveText(NUMBER);
  await expect(staff.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(staff.getByRole('region', { name: 'History' })).toContainText(
    'Cancelled: Raised against the wrong organisation',
  );
});

test('a draft is deleted after a confirmation, and is gone', async ({ browser, request }) => {
  const admin = await adminSession(request);
  const id = await draftInvoice(request, admin, uniqueOrganization('Draft Org'), [
    { discription: 'Site survey', quntaty: '1', rate: '2500', gst_rate: '18' },
  ]);
  const staff = await staffPage(browser, admin);
  await staff.goto(`/invoice/${id}`);
  await see(staff.getByTestId('invoice-title')).toHaveText('Proforma Invoice');
  await staff.getByRole('button', { name: 'Delete' }).click();
  const confirm = staff.getByRole('dialog', { name: `Delete draft invoice ${id}?` });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await staff.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await see(staff).toHaveURL(/\/invoicgeneration$/);
  const gone = await request.get(`/api/invoices/${id}`, { headers: bearer(admin) });
  expect(gone.status()).toBe(404);
});

test('a B2B invoice: a client with a GSTIN in Maharashtra, a line filled from a product, issued with IGST, and its PDF holds every particular', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  const stamp = Date.now().toString(36);
  const client = await createClient(request, admin, uniqueOrganization('B2B Org'), {
    gstin: '27AAPFU0939F1ZV',
    billing_address: 'Plot 12, MIDC Bhosari, Pune 411026',
    payment_terms_days: 15,
  });
  const product = `Pressure Sand Filter ${stamp}`;
  await addTaxedProduct(request, admin, {
    name: product,
    description: 'Mild steel pressure sand filter, 2 m³/h.',
    categories: 'Filters',
    price: '45000',
    is_sellable: true,
    hsn: '84212190',
  });

  const staff = await staffPage(browser, admin);
  const form = await openCreateForm(staff);
  const organization = form
    .getByRole('combobox', { name: 'Organisation' })
    .or(form.getByRole('textbox', { name: 'Organisation' }));
  await organization.fill(client.organization);
  // a known client: picked from the suggestions, its phone number comes with it
  await staff.getByRole('option', { name: client.organization, exact: true }).click();
  await see(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9847000222');
  // a B2B client: the billing address says what its e-invoice will read, the record's while none is typed
  await checkAddressReading(
    form.getByRole('textbox', { name: 'Billing address' }),
    { town: 'Pune', pin: '411026' },
    { name: 'Maharashtra', code: '27' },
    { address: 'Plot 12, Electronic City, Bengaluru 560100', pin: '560100' },
    '',
  );
  const line = form.getByRole('group', { name: 'Line 1' });
  await pick(line, 'Fill line 1 from a product', product, product);
  await expect(line.getByRole('textbox', { name: 'Description' })).toHaveValue(product);
  await expect(line.getByRole('textbox', { name: 'HSN/SAC' })).toHaveValue('84212190');
  await expect(line.getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue('45,000.00');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('2');
  const bill = await issueAndOpen(staff, form);

  // no place of supply chosen: the client's state decides (Maharashtra), so IGST: 2 × 45,000 = 90,000 + 16,200
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  const number = ((await bill.getByTestId('invoice-number').textContent()) ?? '').trim();
  expect(number).toMatch(NUMBER);
  await expect(bill.getByTestId('invoice-recipient-gstin')).toContainText('27AAPFU0939F1ZV');
  await expect(bill.getByTestId('invoice-place-of-supply')).toContainText('Maharashtra (27)');
  await expect(bill.getByTestId('invoice-line-hsn')).toHaveText('84212190');
  await expect(bill.getByTestId('invoice-igst')).toContainText('₹16,200.00');
  await expect(bill.getByTestId('invoice-cgst')).toHaveCount(0);
  await expect(bill.getByTestId('invoice-total')).toContainText('₹1,06,200.00');

  const pdf = await downloadedPdf(staff);
  for (const particular of [
    'Tax Invoice',
    'ORIGINAL FOR RECIPIENT',
    number,
    '32AAACA1234A1ZT',
    '27AAPFU0939F1ZV',
    'Maharashtra',
    'MIDC Bhosari',
    product,
    '84212190',
    'IGST',
    '16,200.00',
    '1,06,200.00',
  ])
    expect(pdf.text, particular).toContain(particular);
  expect(pdf.text).not.toMatch(/CGST|SGST/);
});

for (const width of [1366, 375] as const) {
  test(`tax invoice screens at ${width}px fit the width: form, draft, part-paid invoice, payment, cancelled, quick pay`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await adminSession(request);
    const shot = (page: Page, name: string, fullPage = true) =>
      saveScreen(page, `tax-${name}-${width}.png`, { fullPage });
    const staff = await staffPage(browser, admin, width);

    const form = await openCreateForm(staff);
    await fillInvoice(form, uniqueOrganization('Screens Org'), {
      description: 'Sand filter vessel',
      hsn: '84212190',
      quantity: '2',
      rate: '10000',
      discount: '500',
    });
    await expect(form.getByTestId('form-total')).toHaveText('₹23,010.00');
    await shot(staff, 'form', false);
    await form.getByRole('button', { name: 'Save draft' }).click();
    await staff
      .getByRole('dialog', { name: 'Draft saved' })
      .getByRole('link', { name: 'Open invoice' })
      .click();
    await see(staff.getByTestId('invoice-title')).toHaveText('Proforma Invoice');
    await staff.waitForLoadState('networkidle');
    await shot(staff, 'draft');
    expect(await overflowOf(staff)).toBeLessThanOrEqual(0);

    const { id, link, organization } = await issuedInvoice(request, admin);
    await staff.goto(`/invoice/${id}`);
    await see(staff.getByTestId('invoice-status')).toHaveText('Unpaid');
    await staff.getByRole('button', { name: 'Record payment' }).click();
    const modal = staff.getByRole('dialog', { name: /^Record payment/ });
    await modal.getByRole('textbox', { name: 'Amount (₹)' }).fill('5000');
    await modal.getByRole('textbox', { name: 'Reference' }).fill('UTR123456789');
    await shot(staff, 'payment', false);
    await modal.getByRole('button', { name: 'Record payment' }).click();
    await see(staff.getByTestId('invoice-status')).toHaveText('Partly paid');
    await staff.waitForLoadState('networkidle');
    await shot(staff, 'part-paid');
    expect(await overflowOf(staff)).toBeLessThanOrEqual(0);

    // other journeys add invoices meanwhile: this one is found by its organisation
    await staff.goto(`/invoicgeneration?search=${encodeURIComponent(organization)}`);
    await see(staff.getByTestId(`invoice-${id}`)).toBeVisible();
    await staff.waitForLoadState('networkidle');
    await shot(staff, 'list');
    expect(await overflowOf(staff)).toBeLessThanOrEqual(0);

    const cancelled = await issuedInvoice(request, admin);
    await staff.goto(`/invoice/${cancelled.id}`);
    await staff.getByRole('button', { name: 'Cancel invoice' }).click();
    const cancel = staff.getByRole('dialog', { name: /^Cancel invoice/ });
    await cancel.getByRole('textbox', { name: 'Reason' }).fill('Raised twice');
    await cancel.getByRole('button', { name: 'Cancel invoice' }).click();
    await see(staff.getByTestId('invoice-cancelled')).toBeVisible();
    await shot(staff, 'cancelled');
    expect(await overflowOf(staff)).toBeLessThanOrEqual(0);

    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await visitor.goto(link);
    await see(visitor.getByTestId('payment-status')).toHaveText('Partly paid');
    await visitor.waitForLoadState('networkidle');
    await shot(visitor, 'quick-pay');
    expect(await overflowOf(visitor)).toBeLessThanOrEqual(0);
  });
}
