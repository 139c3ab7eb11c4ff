import { randomUUID } from 'node:crypto';
import { billingPeriods } from '@aquadesk/shared/contract-billing.ts';
import { addDays, addYears, monthStart, todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { expect, test } from '@playwright/test';
import { signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, createSite, liveSocket } from './support/clients.ts';
import { bearer, financeSession } from './support/people.ts';
import { overflowOf, saveScreen } from './support/screens.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

test('finance sees a contract’s billing plan, a period billed elsewhere arrives live, bills the due one and opens its invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const organization = uniqueOrganization('Marina Heights');
  const client = await createClient(request, admin, organization, { state_code: '32' });
  const site = await createSite(request, admin, client.id, 'MARINA HEIGHTS STP');
  // monthly in advance from the first of two months ago: three months are due today, the next is not
  const startsOn = monthStart(todayInIndia(), 2);
  const endsOn = addDays(addYears(startsOn, 1), -1);
  const made = await request.post('/api/contracts', {
    headers: { ...bearer(admin), 'idempotency-key': randomUUID() },
    data: {
      client_id: client.id,
      site_ids: [site.site_id],
      equipment_ids: [],
      kind: 'comprehensive',
      starts_on: startsOn,
      ends_on: endsOn,
      visits_per_year: 0,
      response_hours: 4,
      resolution_hours: 24,
      covers_labour: true,
      covers_consumables: true,
      parts_cover: 'all',
      price: '120000',
      billing_frequency: 'monthly',
      billing_timing: 'advance',
      sac: '998719',
      gst_rate: '18',
      technician_id: null,
      terms: '',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const contractId = ((await made.json()) as { data: { id: number } }).data.id;
  const activated = await request.post(`/api/contracts/${contractId}/activate`, { headers: bearer(admin) });
  expect(activated.status(), await activated.text()).toBe(200);
  const number = ((await activated.json()) as { data: { number: string } }).data.number;
  const periods = billingPeriods({
    startsOn,
    endsOn,
    frequency: 'monthly',
    timing: 'advance',
    pricePaise: 120_000_00,
  });
  const [first, second, , fourth] = periods;

  // finance opens the contract: its plan, each month's amount and bill day
  const finance = await financeSession(request);
  const page = await signedInPage(browser, finance, 1280);
  const connected = liveSocket(page);
  await page.goto(`/contracts/${contractId}`);
  await connected;
  const plan = page.getByRole('region', { name: 'Billing plan' });
  const row = (start: string) => plan.getByTestId(`billing-period-${start}`);
  await see(plan.getByRole('table', { name: 'Billing periods' })).toBeVisible();
  await expect(plan.getByTestId(/^billing-period-/)).toHaveCount(12);
  await expect(row(first!.start)).toContainText(formatRupees(paiseToRupees(first!.amount_paise)));
  await expect(row(first!.start)).toContainText('Due');
  await expect(row(fourth!.start)).toContainText(`Due on ${formatDate(fourth!.bill_on)}`);
  await expect(row(fourth!.start).getByRole('button', { name: 'Bill now' })).toHaveCount(0);

  // an admin bills the first month from elsewhere: it arrives on finance's page as a draft
  const elsewhere = await request.post('/api/contract-bills', {
    headers: { ...bearer(admin), 'idempotency-key': randomUUID() },
    data: { contract_id: contractId, period_start: first!.start },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(201);
  await see(row(first!.start).getByRole('link', { name: /^Draft \d+$/ })).toBeVisible();
  await expect(row(first!.start).getByRole('button', { name: 'Bill now' })).toHaveCount(0);

  // finance bills the second month, then opens its invoice
  await row(second!.start).getByRole('button', { name: 'Bill now' }).click();
  await see(page.getByText('Draft invoice made')).toBeVisible();
  const link = row(second!.start).getByRole('link', { name: /^Draft \d+$/ });
  await see(link).toBeVisible();
  await saveScreen(page, 'contract-billing-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await see(plan).toBeVisible();
  expect(await overflowOf(page)).toBe(0);
  await saveScreen(page, 'contract-billing-375.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await link.click();
  await see(
    page.getByText(
      `Annual maintenance contract ${number}, ${formatDate(second!.start)} to ${formatDate(second!.end)}`,
    ),
  ).toBeVisible();
  await saveScreen(page, 'contract-billing-invoice-1280.png', { fullPage: true });
});
