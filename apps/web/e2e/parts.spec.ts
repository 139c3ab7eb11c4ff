import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { expect, type Page, test } from '@playwright/test';
import { signedInPage, uniqueOrganization } from './support/auth.ts';
import { postProduct } from './support/catalogue.ts';
import { adminSession, createClient, createSite, liveSocket } from './support/clients.ts';
import { bearer, financeSession, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

// issue 43 item 5: the parts used on a maintenance task (docs/requirements/008-parts.md)
const see = expect.configure({ timeout: 20_000 });

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Picks `name` in the Product search and sets the quantity. */
async function pickPart(page: Page, name: string, quantity: string) {
  const form = page.getByRole('form', { name: 'Add a part' });
  const product = form
    .getByRole('textbox', { name: 'Product' })
    .or(form.getByRole('combobox', { name: 'Product' }));
  await product.first().click();
  await product.first().fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await form.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await form.getByRole('button', { name: 'Add part' }).click();
}

test('a technician adds two parts on the phone (one refused for its stock at the field), finance makes the draft from Ready to invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await adminSession(request);
  const organization = uniqueOrganization('Parts Org');
  const client = await createClient(request, admin, organization);
  const { site_id } = await createSite(request, admin, client.id, `Parts Plant ${stamp}`);
  const techMade = await makeEmployee(request, { name: `Parts Tech ${stamp}` });
  const tech = await sessionOf(request, techMade);
  const membrane = `Membrane ${stamp}`;
  const dosing = `Dosing head ${stamp}`;
  for (const [name, stock, price] of [
    [membrane, '5', '1250.00'],
    [dosing, '1', '3400.00'],
  ] as const) {
    const res = await postProduct(request, admin.token, {
      name,
      description: 'Spare for an STP',
      categories: 'Spares',
      price,
      stock,
      unit: 'NOS',
      gst_rate: '18',
      hsn: '8421',
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const made = await request.post('/api/add-maintenance', {
    headers: bearer(admin),
    data: {
      panel_type: 'Blower',
      site_id,
      complaint: 'Blower noisy, membrane torn',
      users_id: [techMade.id],
      worktype: 'Maintenance',
      priority: 'MEDIUM',
      deadline: todayInIndia(),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const taskId = ((await made.json()) as { data: { id: number } }).data.id;

  // finance watches Ready to invoice: nothing of this client's yet
  const finance = await signedInPage(browser, await financeSession(request), 1280);
  const watching = liveSocket(finance);
  await finance.goto('/ready-to-invoice');
  await watching;
  const section = finance.getByRole('region', { name: 'Chargeable parts' });
  await section.getByRole('textbox', { name: 'Find a client with chargeable parts' }).fill(organization);
  await see(section.getByText('No client of that name has chargeable parts waiting')).toBeVisible();

  // the technician, on a phone, adds the membrane, then asks two dosing heads of the one in stock
  const phone = await signedInPage(browser, tech, 375);
  await phone.goto(`/work-report/${taskId}/Maintenance`);
  const parts = phone.getByRole('region', { name: 'Parts used' });
  await see(parts.getByText('No parts used yet')).toBeVisible();
  await pickPart(phone, membrane, '2');
  await see(parts.getByText(membrane)).toBeVisible();
  await pickPart(phone, dosing, '2');
  await see(parts.getByText('Only 1 in stock')).toBeVisible();
  await saveScreen(phone, 'parts-stock-refused-375.png', { fullPage: true });
  await parts.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await parts.getByRole('button', { name: 'Add part' }).click();
  await see(parts.getByText(dosing)).toBeVisible();
  await see(parts.getByText('Chargeable to the client: ₹5,900.00 before GST')).toBeVisible();
  await noSideScroll(phone);
  await saveScreen(phone, 'parts-task-375.png', { fullPage: true });

  // finance sees the client arrive live and makes the draft
  const row = section.getByTestId(`parts-client-${client.id}`);
  await see(row).toBeVisible();
  await see(row.getByText('₹5,900.00')).toBeVisible();
  await saveScreen(finance, 'parts-ready-to-invoice-1280.png', { fullPage: true });
  await row.getByRole('button', { name: `Make draft invoice for ${organization}` }).click();
  await see(finance).toHaveURL(/\/invoice\/\d+$/);
  await see(finance.getByText(`${membrane} (task #${taskId})`).first()).toBeVisible();
  await see(finance.getByText(`${dosing} (task #${taskId})`).first()).toBeVisible();

  // the technician's lines now say Invoiced, and may not be removed
  await see(parts.getByText('Invoiced')).toHaveCount(2);
  await see(parts.getByRole('button', { name: /Remove/ })).toHaveCount(0);
});
