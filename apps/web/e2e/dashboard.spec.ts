import type { RatingResponse } from '@aquadesk/shared/dashboard.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  loginAs,
  type SessionUserJson,
  signUpViaApi,
  startSignedIn,
  uniqueOrganization,
} from './support/auth.ts';
import { adminSession, createReseller, liveSocket } from './support/clients.ts';
import { ADMIN, STRONG_PASSWORD } from './support/env.ts';
import { issueInvoice } from './support/invoices.ts';
import { bearer, makeEmployee } from './support/people.ts';
import { resizeTo, saveScreen } from './support/screens.ts';
import { taskAtOtherSite } from './support/work.ts';

const see = expect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string) {
  await saveScreen(page, `${name}.png`, { fullPage: true });
}

/** A maintenance task of `admin` for `workerId` at another site, due far ahead. */
async function newTask(request: APIRequestContext, admin: SessionUserJson, workerId: number) {
  return taskAtOtherSite(request, admin, [workerId], {
    panel_type: 'Dashboard panel',
    complaint: 'Dashboard journey task',
  });
}

async function counts(request: APIRequestContext, user: SessionUserJson) {
  const res = await request.post('/api/get-rating', {
    headers: bearer(user),
    data: { start_date: null, end_date: null },
  });
  expect(res.status()).toBe(200);
  return Object.fromEntries(
    ((await res.json()) as RatingResponse).rating.statusCount.map((s) => [s.status, s.total_count]),
  );
}

const legend = (page: Page, status: string) => page.getByTestId(`status-${status}`);

test('the admin lands on Employee status, sees the pie, filters a period, and a finished task moves the numbers live', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const worker = await makeEmployee(request, { name: `Dash worker ${Date.now().toString(36)}` });
  const workerSession = await request.post('/api/login', {
    data: { email: worker.email, password: STRONG_PASSWORD },
  });
  const workerUser = ((await workerSession.json()) as { user: SessionUserJson }).user;
  // a task in REVIEWING, to be approved while the admin watches
  const id = await newTask(request, admin, worker.id);
  expect(
    (
      await request.post('/api/start-addwork', {
        headers: bearer(workerUser),
        data: { id, worktype: 'Maintenance', time: new Date().toISOString() },
      })
    ).status(),
  ).toBe(200);
  const finished = await request.post('/api/finish-addwork', {
    headers: bearer(workerUser),
    multipart: { id: String(id), worktype: 'Maintenance', time: new Date().toISOString() },
  });
  expect(finished.status(), await finished.text()).toBe(200);

  const socket = liveSocket(page);
  await page.goto('/login');
  await loginAs(page, ADMIN.email, ADMIN.password);
  await see(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(/^Dashboard \|/);
  // spec 000 §2: the page heading (the staff header's) is ADMIN PANEL
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('ADMIN PANEL');
  await expect(page.getByRole('tab', { name: 'Employee status' })).toHaveAttribute('aria-selected', 'true');
  await see(page.getByRole('table', { name: 'Employee Rating' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(worker.name) })).toBeVisible();
  // the sidebar's first entry is Dashboard
  await expect(page.getByRole('navigation', { name: 'Screens' }).getByRole('link').first()).toHaveText(
    /Dashboard/,
  );
  await expect(page.getByRole('link', { name: /^Open estimates/ })).toBeVisible();
  await shoot(page, 'dashboard-employee-1280');

  await page.getByRole('tab', { name: 'Overview status' }).click();
  await expect(page).toHaveURL(/tab=0/);
  await see(page.getByRole('heading', { name: 'Task Status Overview' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Task Status Overview/ })).toBeVisible();
  const before = await counts(request, admin);
  for (const [status, n] of Object.entries(before)) {
    await see(legend(page, status)).toContainText(String(n));
  }
  await shoot(page, 'dashboard-overview-1280');

  // live: the reviewer approves elsewhere; REVIEWING goes down one, FINISHED up one, without a reload
  await socket;
  const review = await request.post('/api/review-addwork', {
    headers: bearer(admin),
    data: { id, worktype: 'Maintenance', status: 'APPROVED', rating: 5, comment: 'Done' },
  });
  expect(review.status(), await review.text()).toBe(200);
  await see(legend(page, 'FINISHED')).toContainText(String((before.FINISHED ?? 0) + 1));
  await see(legend(page, 'REVIEWING')).toContainText(String((before.REVIEWING ?? 0) - 1));

  // live: an invoice issued elsewhere moves the Unpaid invoices figure to what the server counts now
  // (other journeys issue and pay invoices meanwhile: the screen must follow the server, not a sum)
  const unpaid = page.getByRole('link', { name: /^Unpaid invoices/ });
  const shownUnpaid = async () =>
    Number((await unpaid.locator('p').nth(1).textContent())?.replace(/\D/g, ''));
  const countedUnpaid = async () => {
    const answer = await request.get('/api/dashboard/figures', { headers: bearer(admin) });
    return ((await answer.json()) as { data: { unpaid_invoices: number } }).data.unpaid_invoices;
  };
  const unpaidBefore = await shownUnpaid();
  await issueInvoice(request, admin, uniqueOrganization('Dash Org'));
  await expect
    .poll(
      async () => {
        const shown = await shownUnpaid();
        return shown !== unpaidBefore && shown === (await countedUnpaid());
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // a reload keeps the tab; a spinner shows until the data is in (spec 000 §2): the rating is held back
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/get-rating', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const spinner = page.getByRole('tabpanel').getByRole('status', { name: 'Loading' });
  await see(spinner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Task Status Overview' })).toHaveCount(0);
  answer();
  await see(page.getByRole('heading', { name: 'Task Status Overview' })).toBeVisible();
  await expect(spinner).toHaveCount(0);
  await page.unroute('**/api/get-rating');

  // a period with no work says so
  await page.getByRole('tab', { name: 'Employee status' }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('01/01/2001');
  await expect(page).toHaveURL(/from=2001-01-01/);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('31/01/2001');
  await see(page.getByText('No work in this period.')).toBeVisible();
  await expect(page).toHaveURL(/from=2001-01-01/);
  // the dashboard's days are Asia/Kolkata's: from 18:30 UTC the UTC date is still yesterday there
  const today = todayInIndia();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('');
  await expect(page).not.toHaveURL(/from=/);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(today.split('-').reverse().join('/'));
  await see(page.getByRole('row', { name: new RegExp(worker.name) })).toBeVisible();

  // CSV export of the table
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^employee-rating.*\.csv$/);

  await resizeTo(page, { width: 375, height: 800 });
  await shoot(page, 'dashboard-employee-375');
  await page.getByRole('tab', { name: 'Overview status' }).click();
  await shoot(page, 'dashboard-overview-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an employee lands on the dashboard and sees only their own row and their pending tasks', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const me = await makeEmployee(request, { name: `Dash self ${Date.now().toString(36)}` });
  const id = await newTask(request, admin, me.id);
  await page.goto('/login');
  await loginAs(page, me.email, STRONG_PASSWORD);
  await see(page).toHaveURL(/\/dashboard$/);
  const table = page.getByRole('table', { name: 'Employee Rating' });
  await see(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(me.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open estimates/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Pending works' }).click();
  const link = page.getByRole('link', { name: `Maintenance #${id}` });
  await see(link).toHaveAttribute('href', `/work-report/${id}/Maintenance`);
  await shoot(page, 'dashboard-pending-1280');
});

test('a reseller lands on the dashboard and sees the reseller ranking of their own works', async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const reseller = await createReseller(
    request,
    admin,
    ['THRISSUR'],
    `Dash Reseller ${Date.now().toString(36)}`,
  );
  await page.goto('/login');
  await loginAs(page, reseller.email, STRONG_PASSWORD);
  await see(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('tab', { name: 'Reseller status' }).click();
  await see(page.getByRole('heading', { name: 'Reseller Rating' })).toBeVisible();
  await expect(page.getByText('No work in this period.')).toBeVisible();
  await page.getByRole('tab', { name: 'Employee status' }).click();
  await see(page.getByText('No work in this period.')).toBeVisible();
});

test('a client gets the no-access view', async ({ page, request }) => {
  const client = await signUpViaApi(request, { name: 'Dash Client' });
  await startSignedIn(page, client.user);
  await page.goto('/dashboard');
  await see(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
});

test('a visitor goes to login', async ({ page }) => {
  await page.goto('/dashboard?tab=2');
  await see(page).toHaveURL(/\/login$/);
});
