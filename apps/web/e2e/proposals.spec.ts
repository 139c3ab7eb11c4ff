import { type APIRequestContext, expect, test } from '@playwright/test';
import { type SessionUserJson, signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, createReseller, createSite } from './support/clients.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { addProposalProduct } from './support/proposals.ts';
import { saveScreen } from './support/screens.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

/** A PROPOSAL product with intro, content and specification rows, added by the admin (price ₹48,000). */
async function proposalProduct(request: APIRequestContext, admin: SessionUserJson): Promise<string> {
  const name = `Packaged STP ${Date.now().toString(36)}`;
  await addProposalProduct(request, admin, name, {
    intro: 'We thank you for the enquiry and are pleased to offer our packaged plant.',
    content: 'Supply, installation and commissioning of the plant with its control panel.',
    technical_specification: JSON.stringify([
      { heading: 'Capacity', value: '10 KLD' },
      { heading: 'Process', value: 'MBBR' },
    ]),
  });
  return name;
}

/** The default profit the journey's total depends on: p 15 %, a 10 %. */
async function setProfit(request: APIRequestContext, admin: SessionUserJson) {
  const res = await request.post('/api/edit-profit-data', {
    headers: bearer(admin),
    data: { administrative_expense: 10, travel_charge: 12, product_profit: 15, company_profit: 20 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('marketing manager generates a proposal (field errors first), opens it and prints it on A4', async ({
  browser,
  request,
}) => {
  // three browsers on a shared 2-core machine
  test.setTimeout(180_000);
  const admin = await adminSession(request);
  await setProfit(request, admin);
  const product = await proposalProduct(request, admin);
  const made = await makeEmployee(request, { name: 'Rahul Marketing', permissions: ['marketing_manager'] });
  const marketing = await sessionOf(request, made);
  const organization = uniqueOrganization('Lakeshore');

  const page = await signedInPage(browser, marketing, 1280);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Proposal' }).click();
  await see(page).toHaveURL(/\/proposal$/);
  await see(page.getByRole('heading', { name: 'Proposals', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Generate proposal' }).click();
  const form = page.getByRole('form', { name: 'Generate proposal' });
  await see(form).toBeVisible();
  // nothing filled: every field says what it needs, and the errors clear after 3 s (spec 001 §5)
  await form.getByRole('textbox', { name: 'State' }).fill('');
  await form.getByRole('button', { name: 'Generate proposal' }).click();
  await expect(form.getByText('Select a product')).toBeVisible();
  await expect(form.getByText('Enter a heading')).toBeVisible();
  await expect(form.getByText('Enter the client name')).toBeVisible();
  await expect(form.getByText('Select a district')).toBeVisible();
  await expect(form.getByText('Enter the pincode')).toBeVisible();
  await saveScreen(page, 'proposal-form-errors.png');
  await expect(form.getByText('Enter a heading')).toBeHidden({ timeout: 6_000 });

  await form.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: product }).click();
  // the total the server will freeze, previewed with the same money code: 48000 + 15 % + 10 % = 60000
  await see(form.getByLabel('Total preview')).toContainText('₹60,000.00');
  await form.getByRole('textbox', { name: 'Heading' }).fill('Sewage treatment for the new block');
  await form.getByRole('textbox', { name: 'Client name' }).fill('Anita Menon');
  await form.getByRole('textbox', { name: 'Organisation' }).fill(organization);
  await form.getByRole('textbox', { name: 'Address line 1' }).fill('NH 66, Maradu');
  await form.getByRole('textbox', { name: 'Address line 2' }).fill('Nettoor P.O.');
  await form.getByRole('textbox', { name: 'City' }).fill('Kochi');
  await form.getByRole('combobox', { name: 'District' }).click();
  await page.getByRole('option', { name: 'ERNAKULAM' }).click();
  await form.getByRole('textbox', { name: 'State' }).fill('Kerala');
  // letters never reach the digit fields
  await form.getByRole('textbox', { name: 'Pincode' }).fill('68a2040');
  await expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue('682040');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('facilities@lakeshore.example');
  await form.getByRole('textbox', { name: 'Phone' }).fill('98470 12345');
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('9847012345');
  await saveScreen(page, 'proposal-form.png');
  await form.getByRole('button', { name: 'Generate proposal' }).click();

  await see(page.getByText(/Proposal \d+ generated/)).toBeVisible();
  const id = Number((await page.getByText(/Proposal \d+ generated/).textContent())?.match(/\d+/)?.[0]);
  expect(id).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId(`proposal-${id}`);
  await see(row).toContainText(organization);
  await expect(row).toContainText('₹60,000.00');
  await saveScreen(page, 'proposal-list.png');

  // the search finds it by organisation, and the row opens the proposal
  await page.getByRole('textbox', { name: 'Search' }).fill(organization);
  await see(page).toHaveURL(/search=/);
  await see(page.getByTestId(`proposal-${id}`)).toBeVisible();
  await row.getByRole('link', { name: 'Sewage treatment for the new block' }).click();
  await see(page).toHaveURL(new RegExp(`/proposal/${id}$`));
  const doc = page.getByRole('article', { name: 'Proposal' });
  await see(doc).toContainText('Sewage treatment for the new block');
  await expect(doc).toContainText(organization);
  await expect(doc).toContainText(product);
  await expect(doc.getByRole('table', { name: 'Technical specification' })).toContainText('MBBR');
  await expect(doc.getByTestId('proposal-total')).toHaveText('₹60,000.00');
  // issue 41 item 7: the product at the price the client pays; marketing sets no margins, so no breakdown
  await expect(doc.getByTestId('proposal-line-amount')).toHaveText('₹60,000.00');
  await expect(doc).not.toContainText('₹48,000.00');
  await expect(page.getByTestId('internal-figures')).toHaveCount(0);
  await expect(doc).toContainText('Sixty Thousand Rupees Only');
  // spec 001 §9: the printed terms name Thrissur as the jurisdiction (the company's address may name it too)
  await expect(doc.getByRole('listitem').filter({ hasText: 'jurisdiction' })).toHaveText(
    /jurisdiction of the courts at Thrissur/,
  );
  await expect(doc).toContainText('Exclusions');
  await expect(doc).toContainText('Rahul Marketing');
  await see(doc.getByRole('img', { name: product })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreen(page, 'proposal-page.png', { fullPage: true });

  // the proposal on paper: A4 width, no navigation, no buttons; the admin's breakdown (price, profit and
  // expense, marked internal) stays on the screen, so the paper is the client's document
  const print = await signedInPage(browser, admin, 794);
  await print.goto(`/proposal/${id}`);
  await see(print.getByRole('article', { name: 'Proposal' })).toContainText(organization);
  const internal = print.getByRole('region', { name: 'Internal figures: price and margins' });
  await expect(internal.getByTestId('proposal-cost')).toContainText('₹48,000.00');
  await expect(internal.getByTestId('proposal-profit')).toContainText('Product profit (15 %)₹7,200.00');
  await expect(internal.getByTestId('proposal-expense')).toContainText(
    'Administrative expense (10 %)₹4,800.00',
  );
  await saveScreen(print, 'proposal-internal-794.png', { fullPage: true });
  await print.emulateMedia({ media: 'print' });
  await expect(print.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(print.getByRole('navigation')).toBeHidden();
  await expect(internal).toBeHidden();
  await expect(print.getByRole('article', { name: 'Proposal' })).not.toContainText('₹48,000.00');
  const box = await print.getByRole('article', { name: 'Proposal' }).boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(794);
  await print.waitForLoadState('networkidle');
  await saveScreen(print, 'proposal-print-a4.png', { fullPage: true });

  // a phone: the list as cards, the proposal in one column
  const phone = await signedInPage(browser, marketing, 375);
  await phone.goto('/proposal');
  await see(phone.getByTestId(`proposal-${id}`)).toContainText(organization);
  await saveScreen(phone, 'proposal-list-375.png', { fullPage: true });
  await phone.goto(`/proposal/${id}`);
  await see(phone.getByRole('article', { name: 'Proposal' })).toContainText(organization);
  await phone.waitForLoadState('networkidle');
  await saveScreen(phone, 'proposal-page-375.png', { fullPage: true });
  await phone.goto('/proposal');
  await phone.getByRole('button', { name: 'Generate proposal' }).click();
  await see(phone.getByRole('form', { name: 'Generate proposal' })).toBeVisible();
  await saveScreen(phone, 'proposal-form-375.png');
});

test('a proposal picks a client and one of their sites: the details fill, stay editable, and the proposal shows them', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await adminSession(request);
  const product = await proposalProduct(request, admin);
  const stamp = Date.now().toString(36);
  const client = await createClient(request, admin, uniqueOrganization('Riverside Flats'));
  await createSite(request, admin, client.id, `Riverside STP ${stamp}`);
  await createSite(request, admin, client.id, `Riverside Pool ${stamp}`, 'THRISSUR');
  // marketing writes proposals but lists no clients or sites: the pickers are its own calls
  const made = await makeEmployee(request, {
    name: `Nisha Marketing ${stamp}`,
    permissions: ['marketing_manager'],
  });
  const marketing = await sessionOf(request, made);

  const page = await signedInPage(browser, marketing, 1366);
  await page.goto('/proposal');
  await page.getByRole('button', { name: 'Generate proposal' }).click();
  const form = page.getByRole('form', { name: 'Generate proposal' });
  await see(form).toBeVisible();
  await form.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: product }).click();
  await form.getByRole('textbox', { name: 'Heading' }).fill('Sewage treatment for Riverside');
  // the site picker waits for its client
  await expect(
    form.getByRole('textbox', { name: 'Site' }).or(form.getByRole('combobox', { name: 'Site' })),
  ).toBeDisabled();

  const clientBox = form.getByRole('combobox', { name: 'Client', exact: true });
  await clientBox.click();
  await clientBox.fill(client.organization);
  await see(page.getByRole('option', { name: new RegExp(client.organization) })).toBeVisible();
  await page.getByRole('option', { name: new RegExp(client.organization) }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Client name' })).toHaveValue(/asha menon/i);
  await expect(form.getByRole('textbox', { name: 'Organisation' })).toHaveValue(client.organization);
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(client.email);
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('9847000222');

  const siteBox = form.getByRole('combobox', { name: 'Site', exact: true });
  await siteBox.click();
  // that client's two sites are offered; typing narrows them
  await see(page.getByRole('option', { name: new RegExp(`Riverside Pool ${stamp}`, 'i') })).toBeVisible();
  await siteBox.fill('stp');
  await see(page.getByRole('option', { name: new RegExp(`Riverside Pool ${stamp}`, 'i') })).toBeHidden();
  await page.getByRole('option', { name: new RegExp(`Riverside STP ${stamp}`, 'i') }).click();
  await expect(form.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('MG ROAD');
  await expect(form.getByRole('textbox', { name: 'Address line 2' })).toHaveValue('NEAR PARK');
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('KOCHI');
  await expect(form.getByRole('combobox', { name: 'District' })).toHaveValue('ERNAKULAM');
  await expect(form.getByRole('textbox', { name: 'State' })).toHaveValue('KERALA');
  await expect(form.getByRole('textbox', { name: 'Pincode' })).toHaveValue('682001');
  // what was filled stays editable
  await form.getByRole('textbox', { name: 'Address line 2' }).fill('Gate 2, near the park');
  await saveScreen(page, 'proposal-form-picked-1366.png');

  await form.getByRole('button', { name: 'Generate proposal' }).click();
  await see(page.getByText(/Proposal \d+ generated/)).toBeVisible();
  const id = Number((await page.getByText(/Proposal \d+ generated/).textContent())?.match(/\d+/)?.[0]);
  expect(id).toBeGreaterThan(0);
  await page.goto(`/proposal/${id}`);
  const doc = page.getByRole('article', { name: 'Proposal' });
  await see(doc).toContainText(client.organization);
  await expect(doc).toContainText(client.email);
  await expect(doc).toContainText('MG ROAD');
  await expect(doc).toContainText('Gate 2, near the park');
  await expect(doc).toContainText('KOCHI');
  await expect(doc).toContainText('682001');

  // a phone: the pickers stack and fill the same, nothing runs off the side
  const phone = await signedInPage(browser, marketing, 375);
  await phone.goto('/proposal');
  await phone.getByRole('button', { name: 'Generate proposal' }).click();
  const small = phone.getByRole('form', { name: 'Generate proposal' });
  await see(small).toBeVisible();
  const phoneClient = small.getByRole('combobox', { name: 'Client', exact: true });
  await phoneClient.click();
  await phoneClient.fill(client.organization);
  await phone.getByRole('option', { name: new RegExp(client.organization) }).click();
  const phoneSite = small.getByRole('combobox', { name: 'Site', exact: true });
  await phoneSite.click();
  await phone.getByRole('option', { name: new RegExp(`Riverside STP ${stamp}`, 'i') }).click();
  await expect(small.getByRole('textbox', { name: 'City' })).toHaveValue('KOCHI');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreen(phone, 'proposal-form-picked-375.png');
});

test('a reseller sees only their own proposals; another proposal is not found', async ({
  browser,
  request,
}) => {
  const admin = await adminSession(request);
  const products = (await (
    await request.get('/api/get-proposal-list', { headers: bearer(admin) })
  ).json()) as { proposal: { id: number }[]; products: { id: number }[] };
  const others = products.proposal[0]?.id;
  expect(others).toBeGreaterThan(0);
  const session = await createReseller(request, admin, ['THRISSUR'], 'Meera Reseller');
  const page = await signedInPage(browser, session, 1280);
  await page.goto('/proposal');
  await see(page.getByText('No proposals yet')).toBeVisible();
  await page.goto(`/proposal/${others}`);
  await see(page.getByText(/not found/i).first()).toBeVisible();
});
