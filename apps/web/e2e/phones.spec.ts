import { todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { type SessionUserJson, startSignedIn, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, createReseller, createSite } from './support/clients.ts';
import { raiseCreditNote } from './support/invoices.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { addProposalProduct, generateProposal, proposalProductNamed } from './support/proposals.ts';
import { saveScreen } from './support/screens.ts';
import { createEstimate, pumpServiceEstimate, roleIdNamed, taskAtOtherSite } from './support/work.ts';

/*
 * Every list on a phone (issue item "Phones"): at 375 px each list keeps its rows' status and action in
 * view (a list with them shows a card per row, components/data-table.tsx), a wide table scrolls in its
 * own box under the hint "Scroll sideways to see every column →" (components/scrolling-table.tsx), and
 * the page itself never scrolls sideways. At 1366 px no badge of a list is cut short.
 */

const see = expect.configure({ timeout: 20_000 });
const HINT = 'Scroll sideways to see every column →';
const PHONE = 375;

interface Seeded {
  admin: SessionUserJson;
  stamp: string;
  client: { id: number; organization: string };
  resellerClient: { organization: string };
  resellerName: string;
  worker: { id: number; name: string };
  taskId: number;
  estimateId: number;
  leaveId: number;
  proposalId: number;
  contractId: number;
  productName: string;
  invoiceId: number;
  invoiceOrg: string;
  payLink: string;
  siteName: string;
}

async function ok(response: Promise<import('@playwright/test').APIResponse>, status: number) {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

/** One of each kind of row, so every list has a first row to look at. */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const admin = await adminSession(request);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const role = `Phone Fitter ${stamp}`;
  const worker = await makeEmployee(request, { name: `Phone Worker ${stamp}`, role, charge: '450' });
  const workerSession = await sessionOf(request, worker);

  // a task waiting for review (the longest status a task list shows next to RE:IN PROGRESS)
  const taskId = await taskAtOtherSite(request, admin, [worker.id], {
    panel_type: 'Phone panel',
    complaint: 'The dosing pump hums and the flow meter reads zero at the outlet',
    priority: 'URGENT',
    site_name: `Phone site ${stamp}`,
  });
  await ok(
    request.post('/api/start-addwork', {
      headers: bearer(workerSession),
      data: { id: taskId, worktype: 'Maintenance', time: new Date().toISOString() },
    }),
    200,
  );
  await ok(
    request.post('/api/finish-addwork', {
      headers: bearer(workerSession),
      multipart: { id: String(taskId), worktype: 'Maintenance', time: new Date().toISOString() },
    }),
    200,
  );

  // a client with a site, and an estimate for it
  // long names widen their columns at 1366 px: the status column beside them must still hold its badge whole
  const client = await createClient(
    request,
    admin,
    uniqueOrganization('Phone Client Kerala Water Authority Regional Sewage Treatment Division'),
  );
  const siteName = `Phone Plant ${stamp} Effluent Treatment and Reverse Osmosis Unit Block C`;
  const { site_id } = await createSite(request, admin, client.id, siteName);
  const roleId = await roleIdNamed(request, admin, role);
  // made by an estimator: the list leaves out one's own estimates
  const estimator = await sessionOf(
    request,
    await makeEmployee(request, { name: `Phone Estimator ${stamp}`, permissions: ['work_estimate'] }),
  );
  const estimateId = await createEstimate(request, estimator, pumpServiceEstimate(site_id, roleId));

  // a service contract for the client's site, activated (issue 43 item 2)
  const contract = await ok(
    request.post('/api/contracts', {
      headers: bearer(admin),
      data: {
        client_id: client.id,
        site_ids: [site_id],
        kind: 'operation_maintenance',
        starts_on: '2026-04-01',
        ends_on: '2027-03-31',
        visits_per_year: 52,
        response_hours: 4,
        resolution_hours: 24,
        covers_labour: true,
        covers_consumables: true,
        parts_cover: 'none',
        price: '1234567.50',
        billing_frequency: 'monthly',
        billing_timing: 'arrears',
        sac: '998719',
        gst_rate: '18',
      },
    }),
    201,
  );
  const contractId = (contract as { data: { id: number } }).data.id;
  await ok(request.post(`/api/contracts/${contractId}/activate`, { headers: bearer(admin), data: {} }), 200);

  // the worker's leave: one pending (to approve), one approved (the summary's table)
  const applyLeave = async (leave_date: string) =>
    (
      (await ok(
        request.post('/api/apply-leave', {
          headers: bearer(workerSession),
          data: { leave_date, half_day: 0, leave_type: 'Leave Without Pay', reason: 'Travel to Chennai' },
        }),
        201,
      )) as { data: { id: number } }
    ).data.id;
  const leaveId = await applyLeave('2026-12-22');
  const decidedId = await applyLeave('2026-12-23');
  await ok(
    request.post('/api/approve-leave', {
      headers: bearer(admin),
      data: { id: decidedId, status: 'APPROVE', is_paid: 1 },
    }),
    200,
  );

  // a proposal product and a proposal of the marketing manager
  const productName = `Phone STP ${stamp}`;
  await addProposalProduct(request, admin, productName);
  const marketing = await sessionOf(
    request,
    await makeEmployee(request, { name: `Phone Marketing ${stamp}`, permissions: ['marketing_manager'] }),
  );
  const product = await proposalProductNamed(request, marketing, productName);
  const proposalId = await generateProposal(request, marketing, product, {
    headding: `Proposal for a 10 KLD sewage treatment plant ${stamp}`,
    organization: client.organization,
    email: `buyer-${stamp}@lakeshore.example`,
  });

  // an invoice paid in part, with a credit note
  const invoiceOrg = uniqueOrganization('Phone Invoice Org');
  const invoice = await ok(
    request.post('/api/invoice_generater', {
      headers: bearer(admin),
      data: {
        organization: invoiceOrg,
        phone_number: '9847000444',
        products: [
          { discription: 'Annual maintenance contract', quntaty: '1', rate: '10000', gst_rate: '18' },
          { discription: 'Sand filter media', quntaty: '2', rate: '1250.50', gst_rate: '18', hsn: '8421' },
        ],
      },
    }),
    201,
  );
  const invoiceId = invoice.id as number;
  await ok(
    request.post(`/api/invoices/${invoiceId}/payments`, {
      headers: bearer(admin),
      data: {
        amount: '5000',
        method: 'bank_transfer',
        reference: `UTR-${stamp}`,
        received_on: todayInIndia(),
      },
    }),
    201,
  );
  await raiseCreditNote(request, admin, invoiceId, 'One visit not made', [
    { discription: 'Maintenance visit', quntaty: '1', rate: '1000', gst_rate: '18' },
  ]);

  // a reseller and a client of theirs
  const resellerName = `Phone Reseller ${stamp}`;
  const reseller = await createReseller(request, admin, ['ERNAKULAM'], resellerName);
  const resellerClient = await createClient(request, reseller, uniqueOrganization('Phone Reseller Client'));

  return {
    admin,
    stamp,
    client,
    resellerClient,
    resellerName,
    worker,
    taskId,
    estimateId,
    leaveId,
    proposalId,
    contractId,
    productName,
    invoiceId,
    invoiceOrg,
    payLink: new URL(invoice.pay_link as string).pathname + new URL(invoice.pay_link as string).search,
    siteName,
  };
}

interface Screen {
  name: string;
  path: string;
  /** The list's first row (a card on a phone). */
  row: (page: Page) => Locator;
  /** Its status badge, where the list has one. */
  status?: (row: Locator) => Locator;
  /** Its action (open, edit, approve…). */
  action?: (row: Locator) => Locator;
  /** A wide table stays a table on a phone: it scrolls in its box, under the hint. */
  hint?: boolean;
  /** What shows the list is there at 1366 px, where it differs from the phone's row (a table's row). */
  wide?: (page: Page) => Locator;
  /** What to do once there for the list to show (a tab to pick). */
  open?: (page: Page) => Promise<void>;
  /** Visited without signing in (the public quick-pay page). */
  visitor?: boolean;
}

const badge = (row: Locator) => row.locator('.mantine-Badge-root').first();
const q = (text: string) => encodeURIComponent(text);

function screens(s: Seeded): Screen[] {
  return [
    {
      name: 'tasks',
      path: `/work?search=${s.taskId}`,
      row: (p) => p.getByTestId(`task-${s.taskId}`),
      status: (r) => r.getByText('REVIEWING', { exact: true }),
      action: (r) => r.getByRole('link', { name: `Open the report of work ${s.taskId}` }),
    },
    {
      name: 'work-history',
      path: `/work-report/${s.taskId}/Maintenance`,
      row: (p) => p.getByRole('region', { name: 'History' }),
      hint: true,
    },
    {
      name: 'estimates',
      path: `/work-estimate?search=${q(s.siteName)}`,
      row: (p) => p.getByTestId(`estimate-${s.estimateId}`),
      status: badge,
      action: (r) => r.getByRole('link').last(),
    },
    {
      name: 'invoices',
      path: `/invoicgeneration?search=${q(s.invoiceOrg)}`,
      row: (p) => p.getByTestId(`invoice-${s.invoiceId}`),
      status: (r) => r.getByText('Partly paid', { exact: true }),
      action: (r) => r.getByRole('link').first(),
    },
    {
      name: 'invoice-notes',
      path: `/invoice/${s.invoiceId}`,
      row: (p) => p.getByRole('region', { name: 'Notes' }).getByTestId('note-row').first(),
      hint: true,
    },
    {
      name: 'quick-pay',
      // the full bill, as its pay link opens it
      path: s.payLink,
      row: (p) => p.getByRole('region', { name: 'Payment' }),
      status: (r) => r.getByTestId('payment-status'),
      action: (r) => r.getByRole('button', { name: 'Pay Now' }),
      hint: true,
      visitor: true,
    },
    {
      name: 'leave',
      path: '/leave-tracker',
      row: (p) => p.getByTestId(`leave-${s.leaveId}`),
      status: (r) => r.getByText('Pending', { exact: true }),
      action: (r) => r.getByRole('button', { name: 'Approve leave' }),
      hint: true,
    },
    {
      name: 'clients',
      path: `/client?search=${q(s.client.organization)}`,
      row: (p) => p.getByTestId('client-row').filter({ hasText: s.client.organization }),
      action: (r) => r.getByRole('button', { name: `Edit ${s.client.organization}` }),
    },
    {
      name: 'client-detail',
      path: `/client/${s.client.id}`,
      open: (p) => p.getByRole('tab', { name: 'work' }).click(),
      row: (p) => p.getByRole('list', { name: 'Estimates of this client' }).getByRole('listitem').first(),
      status: badge,
      action: (r) => r.getByRole('link', { name: `No. ${s.estimateId}` }),
      wide: (p) => p.getByRole('link', { name: `No. ${s.estimateId}` }),
    },
    {
      name: 'reseller-clients',
      path: `/reseller-clients?search=${q(s.resellerClient.organization)}`,
      row: (p) => p.getByTestId('client-row').filter({ hasText: s.resellerClient.organization }),
      action: (r) => r.getByRole('button', { name: `Edit ${s.resellerClient.organization}` }),
    },
    {
      name: 'sites',
      path: `/site?search=${q(s.siteName)}`,
      row: (p) => p.getByTestId('site-card').filter({ hasText: s.siteName }),
      status: badge,
    },
    {
      name: 'employees',
      path: `/employee?search=${q(s.worker.name)}`,
      row: (p) => p.getByTestId('employee-row').filter({ hasText: s.worker.name }),
      action: (r) => r.getByRole('button', { name: `Edit ${s.worker.name}` }),
    },
    {
      name: 'departments',
      path: '/dept',
      row: (p) => p.getByRole('heading', { level: 2 }).first(),
    },
    {
      name: 'products',
      path: `/products?search=${q(s.productName)}`,
      row: (p) => p.getByTestId('product-row').filter({ hasText: s.productName }),
      action: (r) => r.getByRole('button', { name: `Edit ${s.productName}` }),
    },
    {
      name: 'proposals',
      path: `/proposal?search=${s.stamp}`,
      row: (p) => p.getByTestId(`proposal-${s.proposalId}`),
      action: (r) => r.getByRole('link').first(),
    },
    {
      name: 'contracts',
      path: `/contracts?search=${q(s.client.organization)}`,
      row: (p) => p.getByTestId(`contract-${s.contractId}`),
      status: badge,
      action: (r) => r.getByRole('link').first(),
    },
    {
      name: 'receivables',
      path: `/receivables?search=${q(s.invoiceOrg)}`,
      row: (p) => p.getByTestId('receivable-row').first(),
      action: (r) => r.getByText(s.invoiceOrg),
      hint: true,
    },
    {
      name: 'registers',
      path: `/registers?search=${q(s.invoiceOrg)}`,
      row: (p) => p.getByTestId('register-row').first(),
      hint: true,
    },
    {
      name: 'resellers',
      path: `/reseller?search=${q(s.resellerName)}`,
      row: (p) => p.getByTestId('reseller-row').filter({ hasText: s.resellerName }),
      action: (r) => r.getByRole('button', { name: `Edit ${s.resellerName}` }),
    },
    {
      name: 'employee-rating',
      path: '/dashboard?tab=1',
      row: (p) => p.getByRole('table', { name: 'Employee Rating' }).getByRole('row').nth(1),
      hint: true,
    },
    {
      name: 'pending-works',
      path: '/dashboard?tab=3',
      row: (p) => p.getByTestId(`pending-task-${s.taskId}`),
      status: badge,
      action: (r) => r.getByRole('link').first(),
    },
  ];
}

async function pageAt(browser: Browser, width: number, user: SessionUserJson | null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 667 : 900 } });
  const page = await context.newPage();
  if (user) await startSignedIn(page, user);
  return page;
}

/** The element lies across the viewport's width, nothing of it to the left or right. */
async function expectAcross(what: string, box: Locator) {
  await see(box, what).toBeVisible();
  const b = await box.boundingBox();
  expect(b, what).not.toBeNull();
  expect(b!.x, `${what} starts in view`).toBeGreaterThanOrEqual(0);
  expect(b!.x + b!.width, `${what} ends in view`).toBeLessThanOrEqual(PHONE);
}

let seeded: Seeded;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  seeded = await seed(request);
});

test('at 375 px every list keeps its rows’ status and action in view, and wide tables say they scroll', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const staff = await pageAt(browser, PHONE, seeded.admin);
  const visitor = await pageAt(browser, PHONE, null);
  for (const screen of screens(seeded)) {
    const page = screen.visitor ? visitor : staff;
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      await screen.open?.(page);
      const row = screen.row(page);
      await see(row, screen.name).toBeVisible();
      if (screen.status) await expectAcross(`${screen.name}: status`, screen.status(row));
      if (screen.action) await expectAcross(`${screen.name}: action`, screen.action(row));
      if (screen.hint) await see(page.getByText(HINT).first(), `${screen.name}: hint`).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${screen.name}: the page does not scroll sideways`,
      ).toBeLessThanOrEqual(PHONE);
      await saveScreen(page, `phones-${screen.name}-375.png`, { fullPage: true });
    });
  }
  await staff.context().close();
  await visitor.context().close();
});

test('at 1366 px no badge of a list is cut short', async ({ browser }) => {
  test.setTimeout(300_000);
  const staff = await pageAt(browser, 1366, seeded.admin);
  const visitor = await pageAt(browser, 1366, null);
  for (const screen of screens(seeded)) {
    const page = screen.visitor ? visitor : staff;
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      await screen.open?.(page);
      await see((screen.wide ?? screen.row)(page), screen.name).toBeVisible();
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label')]
          .filter((b) => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1)
          .map((b) => b.textContent ?? ''),
      );
      expect(cut, `${screen.name}: badges cut short`).toEqual([]);
      await saveScreen(page, `phones-${screen.name}-1366.png`, { fullPage: true });
    });
  }
  await staff.context().close();
  await visitor.context().close();
});
