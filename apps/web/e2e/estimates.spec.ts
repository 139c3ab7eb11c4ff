import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type SessionUserJson, signedInPage, startSignedIn } from './support/auth.ts';
import { addProduct, PNG } from './support/catalogue.ts';
import { adminSession, createClient, createSite, liveSocket } from './support/clients.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

// The profit journey changes the settings every preview reads: the journeys of this file run one by one.
test.describe.configure({ mode: 'serial' });

const DEFAULT_PROFIT = {
  administrative_expense: '10',
  travel_charge: '12',
  product_profit: '15',
  company_profit: '20',
};

async function setProfit(request: APIRequestContext, admin: SessionUserJson, data = DEFAULT_PROFIT) {
  const res = await request.post('/api/edit-profit-data', { headers: bearer(admin), data });
  expect(res.status(), await res.text()).toBe(200);
}

interface World {
  admin: SessionUserJson;
  estimator: SessionUserJson;
  director: SessionUserJson;
  fitter: SessionUserJson;
  fitterName: string;
  role: string;
  helperRole: string;
  product: string;
  site: string;
  organization: string;
}

/** Everyone and everything a journey needs, made through the API with names no other test uses. */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await adminSession(request);
  await setProfit(request, admin);
  const role = `Pump Fitter ${stamp}`;
  const helperRole = `Helper ${stamp}`;
  const fitterName = `Fitter ${stamp}`;
  const fitter = await makeEmployee(request, { name: fitterName, role, charge: '450' });
  await makeEmployee(request, { name: `Helper ${stamp}`, role: helperRole, charge: '300' });
  const estimator = await makeEmployee(request, {
    name: `Estimator ${stamp}`,
    permissions: ['work_estimate'],
  });
  const director = await makeEmployee(request, {
    name: `Director ${stamp}`,
    permissions: ['technical_director'],
  });
  // not a name the public catalogue journeys search for ("dosing", "RO Membrane")
  const product = `Booster Pump ${stamp}`;
  await addProduct(request, admin.token, {
    name: product,
    categories: 'Booster Pumps',
    price: '1250.50',
    stock: '5',
    is_sellable: true,
  });
  const client = await createClient(request, admin);
  const site = `Plant ${stamp}`;
  await createSite(request, admin, client.id, site);
  return {
    admin,
    estimator: await sessionOf(request, estimator),
    director: await sessionOf(request, director),
    fitter: await sessionOf(request, fitter),
    fitterName,
    role,
    helperRole,
    product,
    site,
    organization: client.organization,
  };
}

/** Picks an option of a searchable Mantine select by typing part of it. */
async function pick(scope: Page | ReturnType<Page['getByRole']>, page: Page, label: string, text: string) {
  const box = scope.getByRole('combobox', { name: label }).or(scope.getByRole('textbox', { name: label }));
  await box.click();
  await box.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text, 'i') })
    .first()
    .click();
}

/** Chooses an option of a list's filter (a Mantine select, not searchable). */
async function pickFilter(page: Page, label: string, option: string) {
  await page
    .getByRole('combobox', { name: label })
    .or(page.getByRole('textbox', { name: label }))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the New estimate panel: two work items, products and labour with the summing rules, travel. */
async function fillPanel(page: Page, w: World) {
  const panel = page.getByRole('dialog', { name: 'New estimate' });
  await pick(panel, page, 'Client site', w.site);
  await panel.getByRole('textbox', { name: 'Work item 1' }).fill('Replace the chlorine dosing pump');
  await panel.getByRole('button', { name: 'Add work item' }).click();
  await panel.getByRole('textbox', { name: 'Work item 2' }).fill('Service the STP blower');

  // spec 001 §5: the same product twice is one line with the sum
  await pick(panel, page, 'Product', w.product);
  await panel.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await panel.getByRole('button', { name: 'Add product' }).click();
  await pick(panel, page, 'Product', w.product);
  await panel.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await panel.getByRole('button', { name: 'Add product' }).click();
  const products = panel.getByRole('table', { name: 'Products on this estimate' });
  await expect(products.getByRole('row')).toHaveCount(2);
  await expect(products.getByRole('row', { name: new RegExp(w.product) })).toContainText('3');

  // the same for hours; at 0 or below the line goes
  await pick(panel, page, 'Role', w.role);
  await panel.getByRole('textbox', { name: 'Hours' }).fill('4');
  await panel.getByRole('button', { name: 'Add labour' }).click();
  await pick(panel, page, 'Role', w.role);
  await panel.getByRole('textbox', { name: 'Hours' }).fill('1.5');
  await panel.getByRole('button', { name: 'Add labour' }).click();
  await pick(panel, page, 'Role', w.helperRole);
  await panel.getByRole('textbox', { name: 'Hours' }).fill('2');
  await panel.getByRole('button', { name: 'Add labour' }).click();
  const labour = panel.getByRole('table', { name: 'Labour on this estimate' });
  await expect(labour.getByRole('row')).toHaveCount(3);
  await pick(panel, page, 'Role', w.helperRole);
  await panel.getByRole('textbox', { name: 'Hours' }).fill('-2');
  await panel.getByRole('button', { name: 'Add labour' }).click();
  await expect(labour.getByRole('row')).toHaveCount(2);
  await expect(labour.getByRole('row', { name: new RegExp(w.role) })).toContainText('5.5');

  await panel.getByRole('textbox', { name: 'Travel distance (km)' }).fill('10');
  return panel;
}

/**
 * The figures by hand (docs/api.md "Money", a 10 %, t ₹12/km, p 15 %, c 20 %): products 3 × 1250.50 =
 * 3751.50 + 15 % = 4314.225; labour 5.5 h × 450 = 2475 (products present: no company profit); travel
 * 10 × 12 × 2 × 1 line = 240; base 7029.225; expense 10 % = 702.9225; discount 0; GST 18 % of 7732.1475 =
 * 1391.78655; total 9123.93405, down to ₹9,123.
 */
const EXPECTED = {
  labour: '₹2,475.00',
  products: '₹4,314.23',
  travel: '₹240.00',
  administrative_expense: '₹702.92',
  discount: '₹0.00',
  gst: '₹1,391.79',
  total: '₹9,123.00',
  words: 'Nine Thousand One Hundred Twenty Three Rupees Only',
};

/**
 * The same job card as its client reads it (issue 41 item 7; docs/api.md "What each document shows to whom"):
 * each line at the price the client pays, the profit and expense folded in: the pump 1250.50 × 1.15 × 1.10 =
 * 1581.8825 a piece, 3 of them 4745.6475; labour 2475 × 1.10 = 2722.50; travel 240 × 1.10 = 264. Value
 * 7732.1475 to the paisa 7,732.15, the paisa left by rounding going to the pump's line (4,745.65); GST
 * 1,391.79; the total down to the rupee took off 0.94.
 */
const CLIENT_COPY = {
  lines: [
    ['3', '₹1,581.88', '₹4,745.65'],
    ['1', '₹2,722.50', '₹2,722.50'],
    ['1', '₹264.00', '₹264.00'],
  ],
  value: '₹7,732.15',
  gst: '₹1,391.79',
  round_off: '− ₹0.94',
  total: '₹9,123.00',
};

/** The job card's Charges and totals are the client's copy: no cost, no pay rate, no margin note. */
async function expectClientCopy(card: ReturnType<Page['getByRole']>) {
  const lines = card.getByTestId('client-line');
  await expect(lines).toHaveCount(CLIENT_COPY.lines.length);
  for (const [i, cells] of CLIENT_COPY.lines.entries()) {
    for (const cell of cells) await expect(lines.nth(i)).toContainText(cell);
  }
  for (const key of ['value', 'gst', 'round_off', 'total'] as const) {
    await expect(card.getByTestId(`client-${key}`)).toContainText(CLIENT_COPY[key]);
  }
  await expect(card.getByTestId('client-discount')).toHaveCount(0);
  await expect(card.getByTestId('client-total-in-words')).toHaveText(EXPECTED.words);
  await expect(card).not.toContainText('₹1,250.50');
  await expect(card).not.toContainText('₹450.00');
  await expect(card).not.toContainText(/profit|expense/i);
  // the printed terms follow the figures: GST is added on top
  await expect(card).toContainText('GST at 18 % is added to the value after the discount');
}

async function expectFigures(scope: ReturnType<Page['getByRole']>) {
  for (const key of [
    'labour',
    'products',
    'travel',
    'administrative_expense',
    'discount',
    'gst',
    'total',
  ] as const) {
    await expect(scope.getByTestId(`total-${key}`)).toContainText(EXPECTED[key]);
  }
  await expect(scope.getByTestId('total-in-words')).toHaveText(EXPECTED.words);
}

test('an estimate from quote to finished work: preview, approval seen live, start, finish with a photo, print', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const w = await makeWorld(request);

  // the estimator writes it; the preview shows every figure as the server will store it
  const estimator = await signedInPage(browser, w.estimator, 1280);
  await estimator.goto('/work-estimate');
  await see(estimator.getByRole('heading', { name: 'Work estimates', level: 2 })).toBeVisible();
  await estimator.getByRole('button', { name: 'New estimate' }).click();
  const panel = estimator.getByRole('dialog', { name: 'New estimate' });
  // spec 001 §6: discount and administrative expense are for admin and technical director only
  await expect(panel.getByRole('textbox', { name: 'Discount (%)' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create estimate' }).click();
  await expect(panel.getByText('Select a client')).toBeVisible();
  await expect(panel.getByText('A work item cannot be blank')).toBeVisible();
  await expect(panel.getByText('Add at least one labour entry')).toBeVisible();
  await fillPanel(estimator, w);
  await expectFigures(panel.getByRole('region', { name: 'Estimate preview' }));
  await panel.getByRole('button', { name: 'Create estimate' }).click();
  await see(estimator).toHaveURL(/\/work-estimate\/\d+$/);
  const id = Number(estimator.url().split('/').pop());
  const card = estimator.getByRole('article', { name: 'Job card' });
  await see(card).toContainText('JOBCARD ESTIMATE');
  await expectClientCopy(card);
  // issue 41 item 7: the estimator sets margins, so she has the breakdown beside it, marked internal
  const internal = estimator.getByRole('region', { name: 'Internal figures: cost and margins' });
  await expect(internal).toContainText('Internal: not on the client’s copy');
  await expectFigures(internal);
  await expect(internal).toContainText('Product profit 15.00 %');
  await expect(card).toContainText('NOT CONFIRM');
  // a work_estimate user has no Approve or Edit (spec 001 §6: admin or technical_director)
  await expect(estimator.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  // spec 001 §4, §6: a creator without approve rights who is not a reseller may approve it themselves
  await expect(estimator.getByRole('button', { name: 'Self Approve' })).toBeVisible();
  await expect(
    estimator.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Estimates' }),
  ).toBeVisible();

  // issue 41 item 8: her list holds the estimates she advises, and says so; Advisor "Others" is spec 001 §6's
  // list, without the rows whose e-mail is hers
  await estimator.goto('/work-estimate');
  await see(estimator.getByRole('heading', { name: 'Work estimates', level: 2 })).toBeVisible();
  await expect(estimator.getByTestId('list-scope')).toHaveText('Estimates you advise or are assigned to');
  await see(estimator.getByTestId(`estimate-${id}`)).toBeVisible();
  await expect(estimator.getByRole('columnheader', { name: 'Advisor' })).toHaveCount(0);
  await pickFilter(estimator, 'Advisor', 'Others');
  await see(estimator.getByTestId('list-scope')).toHaveText(
    'Estimates others advise that you are assigned to',
  );
  await expect(estimator.getByTestId(`estimate-${id}`)).toHaveCount(0);

  // a director keeps the list open, where the estimator's row is; another director's browser approves it
  const watcher = await signedInPage(browser, w.director, 1280);
  const live = liveSocket(watcher);
  await watcher.goto('/work-estimate');
  await live;
  const row = watcher.getByTestId(`estimate-${id}`);
  await see(row).toContainText('NOT CONFIRM');
  await expect(row).toContainText(w.site.toUpperCase());
  // what the client pays, as the job card's total (issue 31 item 8)
  await expect(row.getByTestId('estimate-amount')).toHaveText(EXPECTED.total);

  const director = await signedInPage(browser, w.director, 1280);
  await director.goto('/work-estimate');
  await see(director.getByRole('columnheader', { name: 'Advisor' })).toBeVisible();
  await director
    .getByTestId(`estimate-${id}`)
    .getByRole('link', { name: `Open estimate ${id}` })
    .click();
  await see(director.getByRole('button', { name: 'Edit' })).toBeVisible();
  await director.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = director.getByRole('dialog', { name: 'Approve estimate' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve.getByText('Select at least one employee')).toBeVisible();
  await pick(approve, director, 'Assign to', w.fitterName);
  // the list closes once a person is picked
  await expect(director.getByRole('listbox')).toBeHidden();
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await see(director.getByRole('article', { name: 'Job card' })).toContainText(
    `Assigned to: ${w.fitterName}`,
  );
  await expect(director.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  // the watching director's open list follows without a reload
  await see(row).toContainText('APPROVED');

  // the assignee starts and finishes it with a photo; he sets no margins: the client's copy alone
  const fitter = await signedInPage(browser, w.fitter, 1280);
  await fitter.goto(`/work-estimate/${id}`);
  await see(fitter.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await expectClientCopy(fitter.getByRole('article', { name: 'Job card' }));
  await expect(fitter.getByTestId('internal-figures')).toHaveCount(0);
  await fitter.getByRole('button', { name: 'Start', exact: true }).click();
  await see(fitter.getByRole('button', { name: 'Finish', exact: true })).toBeVisible();
  await see(row).toContainText('IN PROGRESS');
  await fitter.getByRole('button', { name: 'Finish', exact: true }).click();
  const finish = fitter.getByRole('dialog', { name: 'Finish work' });
  await finish.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(finish.getByText('Please add a photo of the finished work')).toBeVisible();
  const fileInput = finish.locator('input[type="file"]');
  await expect(fileInput).toHaveAttribute('accept', 'image/*');
  await expect(fileInput).toHaveAttribute('capture', 'environment');
  await fileInput.setInputFiles({ name: 'done.png', mimeType: 'image/png', buffer: PNG });
  await finish.getByRole('button', { name: 'Finish', exact: true }).click();
  await see(fitter.getByRole('img', { name: 'Photo of the finished work' })).toBeVisible();
  await expect(fitter.getByRole('article', { name: 'Job card' })).toContainText('FINISHED');
  await see(row).toContainText('FINISHED');

  // the job card on paper: A4 width, no navigation, no buttons, and the client's document alone: a director's
  // internal figures stay on the screen
  const print = await signedInPage(browser, w.director, 794);
  await print.goto(`/work-estimate/${id}`);
  await see(print.getByRole('article', { name: 'Job card' })).toContainText('FINISHED');
  await expect(print.getByTestId('internal-figures')).toBeVisible();
  await print.emulateMedia({ media: 'print' });
  await expect(print.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(print.getByRole('navigation')).toBeHidden();
  await expect(print.getByTestId('internal-figures')).toBeHidden();
  await expectClientCopy(print.getByRole('article', { name: 'Job card' }));
  const box = await print.getByRole('article', { name: 'Job card' }).boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(794);
  await print.waitForLoadState('networkidle');
  await saveScreen(print, 'job-card-print-a4.png', { fullPage: true });

  // the client page's work tab links to it
  const admin = await signedInPage(browser, w.admin, 1280);
  const clients = (await (
    await request.get('/api/get_client_data', { headers: bearer(w.admin) })
  ).json()) as {
    data: { id: number; organization: string }[];
  };
  const clientId = clients.data.find((c) => c.organization === w.organization)?.id;
  await admin.goto(`/client/${clientId}`);
  await admin.getByRole('tab', { name: 'work' }).click();
  const tab = admin.getByRole('table', { name: 'Estimates of this client' });
  await see(tab).toContainText('FINISHED');
  await tab.getByRole('link', { name: `No. ${id}` }).click();
  await see(admin).toHaveURL(new RegExp(`/work-estimate/${id}$`));
});

test('a director edits the travel cost as a ₹ amount: grouped the Indian way as it is typed, saved as typed', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const w = await makeWorld(request);
  const estimator = await signedInPage(browser, w.estimator, 1280);
  await estimator.goto('/work-estimate');
  await estimator.getByRole('button', { name: 'New estimate' }).click();
  await fillPanel(estimator, w);
  await estimator
    .getByRole('dialog', { name: 'New estimate' })
    .getByRole('button', { name: 'Create estimate' })
    .click();
  await see(estimator).toHaveURL(/\/work-estimate\/\d+$/);
  const id = Number(estimator.url().split('/').pop());

  const director = await signedInPage(browser, w.director, 1366);
  await director.goto(`/work-estimate/${id}`);
  await see(director.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await director.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = director.getByRole('dialog', { name: 'Edit estimate' });
  const travel = edit.getByRole('textbox', { name: 'Travel cost (₹)' });
  // plain digits typed: shown with lakh grouping, letters never reach it
  await travel.fill('123456.78');
  await expect(travel).toHaveValue('1,23,456.78');
  await travel.pressSequentially('9x');
  await expect(travel).toHaveValue('1,23,456.78');
  await saveScreen(director, 'estimate-edit-money-1366.png');
  await director.setViewportSize({ width: 375, height: 800 });
  await saveScreen(director, 'estimate-edit-money-375.png');
  await director.setViewportSize({ width: 1366, height: 900 });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await see(edit).toBeHidden();
  await see(
    director.getByRole('region', { name: 'Internal figures: cost and margins' }).getByTestId('total-travel'),
  ).toContainText('₹1,23,456.78');
  const stored = await request.post('/api/get-estimate-by-id', {
    headers: bearer(w.director),
    data: { id },
  });
  expect(await stored.text()).toContain('"travel_cost":"123456.78"');
});

test('profit settings: a wrong figure is named at its field, a right one is saved', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  await setProfit(request, admin);
  await startSignedIn(page, admin);
  await page.goto('/profit');
  await see(page.getByTestId('profit-travel_charge')).toContainText('12.00');
  await page.getByRole('button', { name: 'Update Profit' }).click();
  const form = page.getByRole('dialog', { name: 'Update Profit' });
  await form.getByRole('textbox', { name: /Travel charge/ }).fill('100.5');
  await form.getByRole('textbox', { name: /Product profit/ }).fill('12.345');
  await form.getByRole('textbox', { name: /Company profit/ }).fill('');
  await form.getByRole('button', { name: 'Update Profit' }).click();
  await expect(form.getByText('Enter a number from 0 to 100')).toBeVisible();
  await expect(form.getByText('Use at most 2 decimal places')).toBeVisible();
  await expect(form.getByText('This field is required')).toBeVisible();
  // nothing was sent: the stored figures did not move
  const before = await request.get('/api/get-profit-data', { headers: bearer(admin) });
  expect(((await before.json()) as { data: { travel_charge: string } }).data.travel_charge).toBe('12.00');

  await form.getByRole('textbox', { name: /Travel charge/ }).fill('14.75');
  await form.getByRole('textbox', { name: /Product profit/ }).fill('12.5');
  await form.getByRole('textbox', { name: /Company profit/ }).fill('22');
  await form.getByRole('button', { name: 'Update Profit' }).click();
  await see(form.getByText('Profit updated')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('profit-travel_charge')).toContainText('14.75');
  await expect(page.getByTestId('profit-product_profit')).toContainText('12.50');
  const after = await request.get('/api/get-profit-data', { headers: bearer(admin) });
  expect(((await after.json()) as { data: unknown }).data).toEqual({
    administrative_expense: '10.00',
    travel_charge: '14.75',
    product_profit: '12.50',
    company_profit: '22.00',
  });
  await setProfit(request, admin);
});

test('new estimate: a text over its bound is named at its field, and the work list stops at its bound', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, await adminSession(request), 1280);
  await page.goto('/work-estimate');
  await see(page.getByRole('heading', { name: 'Work estimates', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New estimate' }).click();
  const panel = page.getByRole('dialog', { name: 'New estimate' });
  // issue 28: every text that reaches the job card's PDF is bounded
  await panel.getByRole('textbox', { name: 'Work item 1' }).fill(`Replace the pump ${'x'.repeat(490)}`);
  await panel.getByRole('textbox', { name: 'Remarks' }).fill('r'.repeat(5001));
  await panel.getByRole('button', { name: 'Create estimate' }).click();
  await expect(panel.getByText('Work item must be at most 500 characters')).toBeVisible();
  await expect(panel.getByText('Remarks must be at most 5000 characters')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Work item 1' })).toHaveAttribute('aria-invalid', 'true');
  await saveScreen(page, 'estimate-panel-bound-errors.png');
  const add = panel.getByRole('button', { name: 'Add work item' });
  for (let i = 1; i < 50; i++) await add.click();
  await expect(panel.getByRole('textbox', { name: 'Work item 50' })).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(panel.getByText('An estimate has at most 50 work items')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Work item 50' }).scrollIntoViewIfNeeded();
  await saveScreen(page, 'estimate-panel-bounds.png');
  await page.context().close();
});

for (const width of [1280, 375] as const) {
  test(`estimate screens at ${width}px: list, panel, job card`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const w = await makeWorld(request);
    const page = await signedInPage(browser, w.admin, width);
    await page.goto('/work-estimate');
    await see(page.getByRole('heading', { name: 'Work estimates', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'New estimate' }).click();
    const panel = await fillPanel(page, w);
    await panel.getByRole('textbox', { name: 'Discount (%)' }).fill('5');
    await panel.getByRole('textbox', { name: 'Administrative expense (%)' }).fill('8');
    await saveScreen(page, `estimate-panel-${width}.png`, { fullPage: false });
    await panel.getByRole('button', { name: 'Create estimate' }).click();
    await see(page).toHaveURL(/\/work-estimate\/\d+$/);
    await see(page.getByRole('article', { name: 'Job card' })).toContainText('JOBCARD ESTIMATE');
    await page.waitForLoadState('networkidle');
    await saveScreen(page, `estimate-job-card-${width}.png`, { fullPage: true });
    // the list as a director, where the admin's estimate shows (spec 001 §6 hides the admin's own)
    const lister = await signedInPage(browser, w.director, width);
    await lister.goto('/work-estimate');
    await see(lister.getByTestId(/^estimate-\d+$/).first()).toBeVisible();
    await lister.waitForLoadState('networkidle');
    await saveScreen(lister, `estimate-list-${width}.png`, { fullPage: true });
    // nothing runs off the side of a phone
    const overflow = await lister.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('labour charge rates: a role with no rate is named in the Role list and refused; a rate set on Profit prices it', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const role = `Unpriced Rigger ${stamp}`;
  // its only holder has no pay: neither a rate nor a mean pay
  await makeEmployee(request, { name: `Rigger ${stamp}`, role, charge: '0' });
  await startSignedIn(page, admin);
  await page.goto('/work-estimate');
  await page.getByRole('button', { name: 'New estimate' }).click();
  const panel = page.getByRole('dialog', { name: 'New estimate' });
  await pick(panel, page, 'Role', `${role} · no charge rate`);
  await panel.getByRole('textbox', { name: 'Hours' }).fill('3');
  await panel.getByRole('button', { name: 'Add labour' }).click();
  await see(
    panel.getByText(`${role} has no charge rate: an admin or work estimator sets one on the Profit screen`),
  ).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Labour on this estimate' })).toHaveCount(0);
  await saveScreen(page, 'estimate-unpriced-role-1280.png');
  await page.keyboard.press('Escape');

  await page.goto('/profit');
  const rates = page.getByRole('table', { name: 'Labour charge rates' });
  const row = rates.getByRole('row', { name: new RegExp(role) });
  await see(row).toContainText('No rate');
  await row.getByRole('button', { name: `Set rate of ${role}` }).click();
  const form = page.getByRole('dialog', { name: `Charge rate: ${role}` });
  const field = form.getByRole('textbox', { name: 'Charge per hour (₹)' });
  await field.fill('0');
  await form.getByRole('button', { name: 'Save rate' }).click();
  await see(
    form.getByText('The charge per hour must be more than ₹0; leave it empty for no rate'),
  ).toBeVisible();
  await field.fill('820.5');
  await form.getByRole('button', { name: 'Save rate' }).click();
  await see(form.getByText('Charge rate saved')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  await see(row).toContainText('₹820.50');
  await saveScreen(page, 'profit-labour-rates-1280.png');

  // the estimate's Role list now prices it
  await page.goto('/work-estimate');
  await page.getByRole('button', { name: 'New estimate' }).click();
  await pick(panel, page, 'Role', `${role} · ₹820.50/h`);
  await panel.getByRole('textbox', { name: 'Hours' }).fill('3');
  await panel.getByRole('button', { name: 'Add labour' }).click();
  // its header and the one line
  await see(panel.getByRole('table', { name: 'Labour on this estimate' }).getByRole('row')).toHaveCount(2);
});
