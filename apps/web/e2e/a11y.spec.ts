import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { type SessionUserJson, startSignedIn, uniqueOrganization } from './support/auth.ts';
import { ensureCatalogue } from './support/catalogue.ts';
import { adminSession, createClient, createReseller, createSite } from './support/clients.ts';
import { ADMIN } from './support/env.ts';
import { issueInvoice, raiseCreditNote } from './support/invoices.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { generateProposal } from './support/proposals.ts';
import { createEstimate, pumpServiceEstimate } from './support/work.ts';

/*
 * Every screen passes axe's WCAG 2.0/2.1 A and AA rules with no serious or critical violation
 * (e2e/support/a11y.ts). How the screens were drawn: every route of apps/web/src/app/router.tsx, public and
 * staff, with an id from the demo data below for the routes that take one (product/:id, quickpay/:id with
 * its key, client/:id, work-estimate/:id, work-report/:id/:worktype, invoice/:id, statement/:clientId,
 * proposal/:id, profile/:email); the tabs of the screens that have them (dashboard ?tab=0-3, work, a
 * client's); the search spotlight, the account menu, the mail forms (a client's note, an invoice's Send to
 * client) and the create forms of several screens, one with its field errors showing. The not-found page
 * is checked at an unknown path. Fourteen parts of a few screens each (so the workers share them and none runs
 * for minutes), each one page at 1366 px that waits for the screen's own
 * content, never a fixed time.
 */

const see = expect.configure({ timeout: 20_000 });

/**
 * Waits until the screen is still: no loader or skeleton left (its data has arrived), and every
 * transition that ends (a drawer sliding in, a tab's fade) has ended, so axe reads the colours as shown.
 */
async function settled(page: Page): Promise<void> {
  await see(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await see(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Opens `path`, waits for `ready` (the screen's own content) and for the screen to settle, then checks. */
async function check(page: Page, path: string, ready: (page: Page) => Locator, name = path): Promise<void> {
  await page.goto(path);
  await see(ready(page).first()).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, name);
}

/** Clicks `button`, waits for the dialog it opens and checks the page with it open; returns the dialog. */
async function checkDialog(page: Page, button: Locator, dialog: Locator, name: string): Promise<Locator> {
  await button.click();
  await see(dialog).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, name);
  return dialog;
}

/** Closes an open drawer or modal with Escape and waits until it has gone. */
async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await see(dialog).toBeHidden();
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name });

interface Seed {
  admin: SessionUserJson;
  employee: SessionUserJson;
  client: { id: number; organization: string };
  invoiceId: number;
  payLink: string;
  estimateId: number;
  taskId: number;
  proposalId: number;
  productId: number;
  contractId: number;
}

async function seed(request: APIRequestContext): Promise<Seed> {
  await ensureCatalogue(request);
  const admin = await adminSession(request);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const role = `A11y Fitter ${stamp}`;
  const fitter = await makeEmployee(request, { name: `Fitter ${stamp}`, role });
  const employee = await sessionOf(request, fitter);
  const client = await createClient(request, admin, uniqueOrganization('A11y Org'));
  const { site_id } = await createSite(request, admin, client.id, `A11y Plant ${stamp}`);

  const made = await issueInvoice(request, admin, client.organization, [
    { discription: 'Filter cartridge', quntaty: '2', rate: '1000', gst_rate: '18', hsn: '84219900' },
  ]);
  const link = new URL(made.pay_link);
  await raiseCreditNote(request, admin, made.id, 'One cartridge returned', [
    { discription: 'Filter cartridge', quntaty: '1', rate: '1000', gst_rate: '18' },
  ]);

  const pickers = await request.get('/api/get-estimate-list', { headers: bearer(admin) });
  const roleId = ((await pickers.json()) as { roles: { id: number; name: string }[] }).roles.find(
    (r) => r.name === role,
  )?.id;
  const estimateId = await createEstimate(
    request,
    admin,
    pumpServiceEstimate(site_id, roleId, ['Service the dosing pump']),
  );

  const task = await request.post('/api/add-maintenance', {
    headers: bearer(admin),
    data: {
      panel_type: 'Control panel',
      site_id,
      complaint: 'The blower trips every hour',
      users_id: [fitter.id],
      in_operation_since: 'Fresh',
      status: 'ASSIGNED',
      worktype: 'Maintenance',
      priority: 'LOW',
      deadline: '2099-12-01',
    },
  });
  expect(task.status(), await task.text()).toBe(201);
  const taskId = ((await task.json()) as { data: { id: number } }).data.id;

  const leave = await request.post('/api/apply-leave', {
    headers: bearer(employee),
    data: { leave_date: '2026-12-21', half_day: 0, leave_type: 'Annual Leave', reason: 'Home town visit' },
  });
  expect(leave.status(), await leave.text()).toBe(201);

  const proposals = await request.get('/api/get-proposal-list', { headers: bearer(admin) });
  const offered = ((await proposals.json()) as { products: { id: number; product_name: string }[] }).products;
  const plant = offered.find((p) => p.product_name === 'Packaged Sewage Treatment Plant 50 KLD')!;
  const sellable = await request.get('/api/get_sellable_products');
  const pump = ((await sellable.json()) as { data: { id: number; name: string }[] }).data.find((p) =>
    p.name.startsWith('Electronic Chlorine Dosing Pump'),
  )!;
  const proposalId = await generateProposal(request, admin, plant, {
    headding: 'Proposal for a 50 KLD sewage treatment plant',
    organization: client.organization,
    email: `buyer-${stamp}@lakeshore.example`,
  });
  await createReseller(request, admin, ['ERNAKULAM'], `A11y Reseller ${stamp}`);
  await request.post('/api/add-dept', {
    headers: bearer(admin),
    data: { name: 'Head Office', description: 'The whole company', manager_id: admin.id, parent_id: null },
  });
  const note = await request.post('/api/create-note', {
    headers: bearer(admin),
    data: { client_id: client.id, site_id, heading: 'Blower noise', description: 'Check the bearings' },
  });
  expect(note.status(), await note.text()).toBe(201);
  const contract = await request.post('/api/contracts', {
    headers: bearer(admin),
    data: {
      client_id: client.id,
      site_ids: [site_id],
      kind: 'comprehensive',
      starts_on: '2026-04-01',
      ends_on: '2027-03-31',
      visits_per_year: 12,
      response_hours: 4,
      resolution_hours: 24,
      covers_labour: true,
      covers_consumables: false,
      parts_cover: 'none',
      price: '120000',
      billing_frequency: 'quarterly',
      billing_timing: 'advance',
      sac: '998719',
      gst_rate: '18',
      terms: 'Visits on working days.',
    },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  return {
    admin,
    employee,
    client,
    invoiceId: made.id,
    payLink: `${link.pathname}${link.search}`,
    estimateId,
    taskId,
    proposalId,
    productId: pump.id,
    contractId: ((await contract.json()) as { data: { id: number } }).data.id,
  };
}

// The demo data every part reads, made once per worker (the parts run on both workers at once).
let seeded: Promise<Seed> | undefined;

/** One part of the journey: a 1366 px page and the demo data (each part a handful of checks). */
async function begin(page: Page, request: APIRequestContext): Promise<Seed> {
  await page.setViewportSize({ width: 1366, height: 900 });
  seeded ??= seed(request);
  return seeded;
}

test('visitor: home, catalogue, a product, contact with its errors, wishlist', async ({ page, request }) => {
  const s = await begin(page, request);
  await check(page, '/', (p) => p.locator('#Service'), 'home');
  await check(page, '/product', (p) => p.getByTestId('product-card'), 'catalogue');
  await check(page, `/product/${s.productId}`, heading(/^Electronic Chlorine Dosing Pump/), 'a product');
  await check(page, '/contact', (p) => p.getByLabel('Message'), 'contact');
  // a form with its field errors showing
  await page.getByRole('button', { name: 'Send message' }).click();
  await see(page.getByRole('alert')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'contact with its field errors');
  await check(page, '/wishlist', heading(/wishlist/i), 'wishlist');
});

test('visitor: quick pay with its key and without, login with an error', async ({ page, request }) => {
  const s = await begin(page, request);
  await check(page, s.payLink, (p) => p.getByRole('article', { name: 'Invoice' }), 'quick pay with its key');
  await check(page, `/quickpay/${s.invoiceId}`, (p) => p.getByTestId('summary-organization'), 'quick pay');
  await check(page, '/login', (p) => p.getByRole('button', { name: 'Log in' }), 'login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nobody@e2e.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await see(page.getByRole('alert')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'login with an error');
});

test('visitor: sign-up, password reset, legal and policy pages, not found', async ({ page, request }) => {
  await begin(page, request);
  // the login's form family and the static pages: their heading is their content
  const mainHeading = (p: Page) => p.getByRole('main').getByRole('heading');
  for (const path of ['/sign-up', '/forgot-password', '/reset-password?token=unknown']) {
    await check(page, path, mainHeading, path.slice(1));
  }
  for (const path of ['/legal-doc', '/privacyPolicy', '/terms&Conditions']) {
    await check(page, path, mainHeading, path.slice(1));
  }
  await check(page, '/no-such-page', heading('Page not found'), 'not found');
});

// The staff screens, as the admin, in the sidebar's order (the leave tracker, an employee's, last).
test('staff: home, the account menu, the dashboard tabs', async ({ page, request }) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/', heading(/^Welcome/), 'staff home');
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Account menu' }),
    page.getByRole('menu'),
    'account menu',
  );
  await page.keyboard.press('Escape');
  for (const tab of [0, 1, 2, 3]) {
    await check(
      page,
      `/dashboard?tab=${tab}`,
      (p) => p.getByRole('tab', { selected: true }),
      `dashboard tab ${tab}`,
    );
  }
});

test('staff: work tasks and estimates tabs, the register work form, a work task', async ({
  page,
  request,
}) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/work?tab=assignments', heading('Work'), 'work tasks');
  await check(page, '/work?tab=estimate', heading('Work'), 'work estimates');
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Register work' }),
    page.getByRole('dialog'),
    'register work form',
  );
  await check(page, `/work-report/${s.taskId}/Maintenance`, heading(/Maintenance/), 'a work task');
});

test('staff: estimates, the new estimate form, a job card', async ({ page, request }) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/work-estimate', heading(/estimate/i), 'estimates');
  const estimateForm = await checkDialog(
    page,
    page.getByRole('button', { name: 'New estimate' }),
    page.getByRole('dialog', { name: 'New estimate' }),
    'new estimate form',
  );
  await closeDialog(page, estimateForm);
  await check(page, `/work-estimate/${s.estimateId}`, heading(/Estimate/), 'a job card');
});

test('staff: employees and their form, resellers, their clients and sites, profit', async ({
  page,
  request,
}) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/employee', heading('Employee'), 'employees');
  const employeeForm = await checkDialog(
    page,
    page.getByRole('button', { name: 'Add Employee' }),
    page.getByRole('dialog', { name: 'Add Employee' }),
    'add employee form',
  );
  await closeDialog(page, employeeForm);
  await check(page, '/reseller', heading('Reseller'), 'resellers');
  await check(page, '/reseller-clients', heading(/Reseller/), 'reseller clients');
  await check(page, '/reseller-sites', heading(/Reseller/), 'reseller sites');
  await check(page, '/profit', heading('Profit'), 'profit');
});

test('staff: clients, the add client form with its errors, a client with its tabs and mail form', async ({
  page,
  request,
}) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/client', heading('Client'), 'clients');
  const clientForm = await checkDialog(
    page,
    page.getByRole('button', { name: 'Add Client' }),
    page.getByRole('dialog', { name: 'Add Client' }),
    'add client form',
  );
  // the same form with its field errors showing
  await clientForm.getByRole('button', { name: 'Add Client' }).click();
  await see(clientForm.getByText('This field is required').first()).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'add client form with its field errors');
  await closeDialog(page, clientForm);
  await check(page, `/client/${s.client.id}`, (p) => p.getByTestId('note-card'), 'a client, notes tab');
  const mail = await checkDialog(
    page,
    page.getByTestId('note-card').getByRole('button', { name: 'Mail' }),
    page.getByRole('dialog', { name: 'Send Mail' }),
    "a client's note, mail form",
  );
  await closeDialog(page, mail);
  for (const tab of ['Recode', 'work']) {
    await page.getByRole('tab', { name: tab }).click();
    await see(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page, `a client, ${tab} tab`);
  }
});

test('staff: sites, products, invoices, the create invoice form', async ({ page, request }) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  // lists that grow with the other journeys are read searched to the seed's own rows (axe reads each cell)
  const mine = `?search=${encodeURIComponent(s.client.organization)}`;
  const seedRow = (p: Page) => p.getByText(s.client.organization);
  await check(page, `/site${mine}`, seedRow, 'sites');
  await check(page, '/products', heading('Products'), 'products');
  // the list searched for the seed's organisation: the same rows and form, not every invoice the other
  // journeys made (axe reads each cell: a hundred rows took it 27 s)
  await page.goto('/invoicgeneration');
  await page.getByPlaceholder('Invoice number, organisation or phone').fill(s.client.organization);
  await see(page.getByTestId('list-foot')).toHaveText(/^Showing 1 of 1 invoice$/);
  await see(page.getByTestId(`invoice-${s.invoiceId}`)).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'invoices');
  const invoiceForm = await checkDialog(
    page,
    page.getByRole('button', { name: 'Create Invoice' }),
    page.getByRole('dialog', { name: 'Create invoice' }),
    'create invoice form',
  );
  await closeDialog(page, invoiceForm);
});

test('staff: an invoice with its credit note and form, quick pay with its mail form', async ({
  page,
  request,
}) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(
    page,
    `/invoice/${s.invoiceId}`,
    (p) => p.getByRole('region', { name: 'Notes' }).getByTestId('note-row'),
    'an invoice and its credit note',
  );
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Credit note', exact: true }),
    page.getByRole('dialog', { name: /^Credit note/ }),
    'credit note form',
  );
  // the quick pay page of a signed-in biller, with its mail form
  await check(page, `/quickpay/${s.invoiceId}`, (p) => p.getByTestId('payment-status'), 'quick pay, staff');
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Send to client' }),
    page.getByRole('dialog'),
    'send invoice to client form',
  );
});

test('staff: receivables, a statement, registers, GSTR-1, ready to invoice, import', async ({
  page,
  request,
}) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/ready-to-invoice', heading('Ready to invoice'), 'ready to invoice');
  const mine = `?search=${encodeURIComponent(s.client.organization)}`;
  const seedRow = (p: Page) => p.getByText(s.client.organization);
  await check(page, `/receivables${mine}`, seedRow, 'receivables');
  await check(page, `/statement/${s.client.id}`, heading(/Statement/), 'a statement');
  await check(page, `/registers${mine}`, seedRow, 'registers');
  await check(page, '/gstr1', heading('GSTR-1'), 'GSTR-1');
  await check(page, '/import', heading('Import'), 'import');
});

test('staff: proposals with the form and one proposal, contracts with the form and one contract, the visit calendar, departments, messages', async ({
  page,
  request,
}) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/proposal', heading(/Proposal/), 'proposals');
  const proposalForm = await checkDialog(
    page,
    page.getByRole('button', { name: 'Generate proposal' }),
    page.getByRole('dialog', { name: 'Generate proposal' }),
    'proposal form with its client and site pickers',
  );
  await closeDialog(page, proposalForm);
  await check(page, `/proposal/${s.proposalId}`, heading(/Proposal/), 'a proposal');
  await check(page, '/contracts', heading('Contracts'), 'contracts');
  const contractForm = await checkDialog(
    page,
    page.getByRole('button', { name: 'New contract' }),
    page.getByRole('dialog', { name: 'New contract' }),
    'contract form',
  );
  await closeDialog(page, contractForm);
  await check(page, `/contracts/${s.contractId}`, heading(/Draft contract/), 'a contract');
  await check(page, '/visits', heading('Visits'), 'the visit calendar');
  await check(page, '/dept', (p) => p.getByRole('button', { name: /^Department / }), 'departments');
  await check(page, '/messages', heading('Messages'), 'messages');
});

test('staff: company settings, profile, notifications, the search spotlight', async ({ page, request }) => {
  const s = await begin(page, request);
  await startSignedIn(page, s.admin);
  await check(page, '/company-settings', heading('Company settings'), 'company settings');
  await check(page, `/profile/${encodeURIComponent(ADMIN.email)}`, heading(/Profile/), 'profile');
  const bell = await checkDialog(
    page,
    page.getByRole('button', { name: /^Notifications/ }),
    page.getByRole('dialog', { name: 'Notifications' }),
    'notifications drawer',
  );
  await closeDialog(page, bell);

  // the search spotlight, with a hit
  await page.getByRole('button', { name: /^Find anything/ }).click();
  await page.getByRole('textbox', { name: 'Find anything' }).fill(s.client.organization);
  await see(
    page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(s.client.organization) })
      .first(),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'search spotlight');
  await page.keyboard.press('Escape');
});

test("employee: the leave tracker, its form and a date field's calendar", async ({ page, request }) => {
  const s = await begin(page, request);
  // the leave tracker is an employee's screen
  await startSignedIn(page, s.employee);
  await check(page, '/leave-tracker', heading('Leave tracker'), 'leave tracker');
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Apply leave' }),
    page.getByRole('dialog', { name: 'Apply Leave' }),
    'apply leave form',
  );
  // a date field's calendar, open
  await page.getByRole('dialog', { name: 'Apply Leave' }).getByRole('textbox', { name: 'From' }).click();
  await see(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'a date field with its calendar open');
});
