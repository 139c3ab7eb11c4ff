import { exact, fixed2 } from '@aquadesk/shared/decimal.ts';
import type { InvoiceDetailResponse } from '@aquadesk/shared/invoices.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { printedRoundOff } from '@aquadesk/shared/round-off.ts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type SessionUserJson, signedInPage } from './support/auth.ts';
import { addTaxedProduct, PNG } from './support/catalogue.ts';
import { adminSession, createClient, createSite } from './support/clients.ts';
import { downloadedPdf } from './support/pdf.ts';
import { bearer, type MadeEmployee, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';
import { createEstimate, roleIdNamed } from './support/work.ts';

/*
 * From the job card to the invoice (issue 30 item 8; docs/api.md "An estimate's invoice"): a finished
 * estimate made a draft invoice in one click, issued, printed; the job card then links to its invoice. Its
 * rounding is a Round off line, never a discount, and a credit note of all of it equals it (issue 41 item 5).
 */

const see = expect.configure({ timeout: 20_000 });
const NUMBER = /^AQ\/\d{2}-\d{2}\/\d{4}$/;
/** What the client must never see: the product's cost and the fitter's pay per hour. */
const PUMP_COST = '15321.77';
const FITTER_PAY = '437.13';

interface JobCard {
  id: number;
  fitter: MadeEmployee;
  total: string;
  role: string;
}

/** The admin (signed in through the API) and a job card of theirs, as startedJobCard makes it. */
async function adminJobCard(request: APIRequestContext): Promise<{ admin: SessionUserJson; job: JobCard }> {
  const admin = await adminSession(request);
  return { admin, job: await startedJobCard(request, admin) };
}

/** A job card by `admin` for a pump, four hours of a fitter and 12 km, approved and started. */
async function startedJobCard(request: APIRequestContext, admin: SessionUserJson): Promise<JobCard> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const role = `Invoice Fitter ${stamp}`;
  const fitter = await makeEmployee(request, { name: `Fitter ${stamp}`, role, charge: FITTER_PAY });
  const client = await createClient(request, admin);
  const { site_id } = await createSite(request, admin, client.id, `Invoice Plant ${stamp}`);
  const productId = await addTaxedProduct(request, admin, {
    name: `Dosing Pump ${stamp}`,
    description: 'Electronic dosing pump, 6 LPH.',
    categories: 'Dosing Pumps',
    price: PUMP_COST,
    is_sellable: false,
    hsn: '84137010',
  });
  const roleId = await roleIdNamed(request, admin, role);
  const id = await createEstimate(request, admin, {
    site_id,
    work: ['Replace the chlorine dosing pump'],
    products: [{ id: productId, quantity: 2 }],
    labour: [{ role_id: roleId, work_hour: 4 }],
    travel_distance: 12,
    discount: '5',
    administrative_expense: '10',
  });
  const approved = await request.post('/api/approve-estimate', {
    headers: bearer(admin),
    data: { id, assignList: [{ id: fitter.id }] },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await request.post('/api/start-work', { headers: bearer(admin), data: { id } })).status()).toBe(
    200,
  );
  const card = await request.post('/api/get-estimate-by-id', { headers: bearer(admin), data: { id } });
  const total = ((await card.json()) as { totals: { total: string } }).totals.total;
  return { id, fitter, total, role };
}

async function finish(request: APIRequestContext, admin: SessionUserJson, id: number): Promise<void> {
  const res = await request.post('/api/finish-work', {
    headers: bearer(admin),
    multipart: {
      id: String(id),
      time: new Date().toISOString(),
      image: { name: 'done.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a finished job card becomes a draft invoice in one click; issued and printed, and the job card links to it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { admin, job } = await adminJobCard(request);
  const staff = await signedInPage(browser, admin, 1280);
  await staff.goto(`/work-estimate/${job.id}`);
  await see(staff.getByRole('article', { name: 'Job card' })).toBeVisible();
  // the work is not done yet: nothing to invoice
  await see(staff.getByRole('button', { name: 'Finish', exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Make invoice' })).toHaveCount(0);

  await finish(request, admin, job.id);
  await staff.reload();
  const make = staff.getByRole('button', { name: 'Make invoice' });
  await see(make).toBeVisible();
  await saveScreen(staff, 'estimate-make-invoice.png');
  // the fitter who did the work does not bill: no button, no invoice
  const fitter = await signedInPage(browser, await sessionOf(request, job.fitter), 1280);
  await fitter.goto(`/work-estimate/${job.id}`);
  await see(fitter.getByRole('article', { name: 'Job card' })).toBeVisible();
  await expect(fitter.getByRole('button', { name: 'Make invoice' })).toHaveCount(0);
  await fitter.context().close();

  await make.click();
  await see(staff).toHaveURL(/\/invoice\/\d+$/);
  const invoiceUrl = new URL(staff.url()).pathname;
  const bill = staff.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-title')).toHaveText('Proforma Invoice');
  await expect(bill.getByTestId('invoice-line')).toHaveCount(3);
  await expect(bill.getByTestId('invoice-line').nth(1)).toContainText(`Labour: ${job.role}, 4 hours`);
  await expect(bill.getByTestId('invoice-line').nth(2)).toContainText('Travel: 12 km');
  await expect(bill.getByTestId('invoice-line').first().getByTestId('invoice-line-hsn')).toHaveText(
    '84137010',
  );
  // what the job card told the client to pay, to the paisa
  await expect(bill.getByTestId('invoice-total')).toContainText(formatRupees(job.total));
  for (const internal of [formatRupees(PUMP_COST), formatRupees(FITTER_PAY), 'profit', 'xpense']) {
    await expect(bill).not.toContainText(internal);
  }
  // issue 41 item 5: each line takes the job card's 5 % and nothing more; the job card's rounding down to
  // the rupee is a Round off line of its own above the total
  const invoiceId = Number(invoiceUrl.split('/').pop());
  const drafted = (await (
    await request.get(`/api/invoices/${invoiceId}`, { headers: bearer(admin) })
  ).json()) as InvoiceDetailResponse;
  const figures = drafted.invoice;
  expect(figures.tax_lines.map((l) => l.discount)).toEqual(
    figures.lines.map((l) => fixed2(exact(l.subtotal).percent(exact(5)))),
  );
  const roundOff = printedRoundOff(figures.tax_totals.round_off);
  expect(roundOff).not.toBeNull();
  await expect(bill.getByTestId('invoice-round-off')).toHaveText(`Round off${roundOff}`);
  await expect(bill.getByTestId('invoice-line-discount')).toHaveText(
    figures.tax_lines.map((l) => formatRupees(l.discount)),
  );

  await staff.getByRole('button', { name: 'Issue invoice' }).click();
  await see(bill.getByTestId('invoice-title')).toHaveText('Tax Invoice');
  await expect(bill.getByTestId('invoice-number')).toHaveText(NUMBER);
  const number = (await bill.getByTestId('invoice-number').textContent()) ?? '';
  await expect(bill.getByTestId('invoice-total')).toContainText(formatRupees(job.total));

  // its PDF, as the client gets it: the round-off on its own line above the total
  const printed = (await downloadedPdf(staff)).text;
  expect(printed).toContain(`Tax Invoice ${number}`);
  expect(printed.replaceAll(/\s+/g, ' ')).toContain(
    `Round off ${roundOff} Invoice total ${formatRupees(job.total)}`,
  );
  // a description may wrap around the HSN/SAC column in the text the reader draws out
  expect(printed).toContain('Travel: 12 km');
  expect(printed).toMatch(/Labour: Invoice .*Fitter .*, 4 hours/);
  expect(printed).toContain(formatRupees(job.total));
  for (const internal of [PUMP_COST, formatRupees(PUMP_COST), FITTER_PAY, 'rofit', 'xpense']) {
    expect(printed).not.toContain(internal);
  }

  // the job card names its invoice and links to it; no second invoice is offered
  await staff.goto(`/work-estimate/${job.id}`);
  const link = staff.getByTestId('estimate-invoice').getByRole('link', { name: `Invoice ${number}` });
  await see(link).toBeVisible();
  await expect(staff.getByTestId('estimate-invoice')).toContainText('Unpaid');
  await expect(staff.getByRole('button', { name: 'Make invoice' })).toHaveCount(0);
  await saveScreen(staff, 'estimate-invoice-link.png');
  await link.click();
  await see(staff).toHaveURL(new RegExp(`${invoiceUrl}$`));
  await see(bill.getByTestId('invoice-number')).toHaveText(number);
  await staff.setViewportSize({ width: 1366, height: 900 });
  await saveScreen(
    bill.getByRole('table', { name: 'Invoice totals' }),
    'estimate-invoice-round-off-1366.png',
  );

  // a credit note opens as the invoice is printed: its lines with their discounts, and its round-off, so that
  // crediting all of it comes to the invoice's total to the paisa and leaves nothing due
  await staff.getByRole('button', { name: 'Credit note' }).click();
  const modal = staff.getByRole('dialog', { name: /^Credit note/ });
  for (const [i, line] of figures.tax_lines.entries()) {
    const group = modal.getByRole('group', { name: `Line ${i + 1}` });
    await expect(group.getByRole('textbox', { name: 'Discount (₹)' })).toHaveValue(
      formatRupees(line.discount).slice(1),
    );
    await expect(group.getByRole('textbox', { name: 'Rate (₹)' })).toHaveValue(
      formatRupees(figures.lines[i]!.rate).slice(1),
    );
  }
  await expect(modal.getByRole('textbox', { name: 'Round off (₹)' })).toHaveValue(
    figures.tax_totals.round_off,
  );
  await expect(modal.getByTestId('note-total')).toContainText(formatRupees(job.total));
  await modal.getByRole('textbox', { name: 'Round off (₹)' }).scrollIntoViewIfNeeded();
  await saveScreen(staff, 'credit-note-round-off-1366.png');
  await staff.setViewportSize({ width: 375, height: 800 });
  await modal.getByRole('textbox', { name: 'Round off (₹)' }).scrollIntoViewIfNeeded();
  await saveScreen(staff, 'credit-note-round-off-375.png');
  await modal.getByRole('textbox', { name: 'Reason' }).fill('The work was billed on another invoice');
  await modal.getByRole('button', { name: 'Raise credit note' }).click();
  await expect(modal).toBeHidden();
  const note = staff.getByRole('region', { name: 'Notes' }).getByTestId('note-row');
  await see(note).toContainText(formatRupees(job.total));
  await expect(bill.getByTestId('invoice-balance-due')).toContainText('₹0.00');
  await saveScreen(staff, 'estimate-invoice-credited-375.png', { fullPage: true });
  await staff.context().close();
});

test('a second Make invoice from a job card opened before the first is refused, naming the draft, which it then links to', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, job } = await adminJobCard(request);
  await finish(request, admin, job.id);
  const first = await signedInPage(browser, admin, 1280);
  const second = await signedInPage(browser, admin, 1280);
  for (const page of [first, second]) {
    await page.goto(`/work-estimate/${job.id}`);
    await see(page.getByRole('button', { name: 'Make invoice' })).toBeVisible();
  }
  await first.getByRole('button', { name: 'Make invoice' }).click();
  await see(first).toHaveURL(/\/invoice\/\d+$/);
  const draftId = Number(new URL(first.url()).pathname.split('/').pop());

  await second.getByRole('button', { name: 'Make invoice' }).click();
  const refused = `Estimate ${job.id} already has a draft invoice (${draftId})`;
  await see(second.getByRole('alert').filter({ hasText: refused })).toHaveText(refused);
  const link = second.getByTestId('estimate-invoice').getByRole('link', { name: 'Draft invoice' });
  await see(link).toBeVisible();
  await expect(second.getByRole('button', { name: 'Make invoice' })).toHaveCount(0);
  await expect(second).toHaveURL(new RegExp(`/work-estimate/${job.id}$`));
  await saveScreen(second, 'estimate-invoice-refused.png');
  await link.click();
  await see(second).toHaveURL(new RegExp(`/invoice/${draftId}$`));
  await first.context().close();
  await second.context().close();
});

test('finance invoices finished work from Ready to invoice: the job card joins the queue live, shows only client prices, and leaves it once invoiced', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, job } = await adminJobCard(request);
  const finance = await sessionOf(
    request,
    await makeEmployee(request, { name: `Finance ${Date.now().toString(36)}`, permissions: ['finance'] }),
  );
  const page = await signedInPage(browser, finance, 1280);
  // the dashboard counts the queue and leads to it; the sidebar has it too
  await page.goto('/dashboard');
  const figure = page.getByRole('main').getByRole('link', { name: /Ready to invoice/ });
  await see(figure).toBeVisible();
  await figure.click();
  await see(page).toHaveURL(/\/ready-to-invoice$/);
  await see(page.getByRole('heading', { name: 'Ready to invoice', level: 2 })).toBeVisible();
  const row = page.getByTestId(`ready-row-${job.id}`);
  // still in progress: not in the queue; finished while the screen is open, it arrives live
  await expect(row).toHaveCount(0);
  await finish(request, admin, job.id);
  await see(row).toBeVisible();
  await expect(row).toContainText(formatRupees(job.total));
  await expect(row).toContainText('Replace the chlorine dosing pump');
  await saveScreen(page, 'ready-to-invoice-1280.png');

  await row.getByRole('button', { name: `Open estimate ${job.id}` }).click();
  const drawer = page.getByRole('dialog', { name: `Estimate ${job.id}` });
  const card = drawer.getByTestId('ready-card');
  await see(card).toBeVisible();
  const lines = card.getByRole('table', { name: "Lines at the client's prices" });
  await expect(lines).toContainText(`Labour: ${job.role}, 4 hours`);
  await expect(lines).toContainText('Travel: 12 km');
  await expect(lines.getByRole('row').last()).toContainText(formatRupees(job.total));
  for (const internal of [formatRupees(PUMP_COST), formatRupees(FITTER_PAY), 'rofit', 'xpense']) {
    await expect(card).not.toContainText(internal);
  }
  await saveScreen(page, 'ready-to-invoice-card-1280.png');

  await drawer.getByRole('button', { name: 'Make invoice' }).click();
  await see(page).toHaveURL(/\/invoice\/\d+$/);
  const bill = page.getByRole('article', { name: 'Invoice' });
  await see(bill.getByTestId('invoice-title')).toHaveText('Proforma Invoice');
  await expect(bill.getByTestId('invoice-total')).toContainText(formatRupees(job.total));
  await page.goBack();
  await see(page.getByRole('heading', { name: 'Ready to invoice', level: 2 })).toBeVisible();
  await see(row).toHaveCount(0);

  // on a phone the queue reads as cards, without sideways scrolling
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('textbox', { name: 'Search' }).fill('no such job card anywhere');
  await see(page.getByText('No finished job card waiting for an invoice matches this search')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await saveScreen(page, 'ready-to-invoice-375.png');
  await page.context().close();
});
