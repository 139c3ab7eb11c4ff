import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn, uniqueEmail } from './support/auth.ts';
import { ADMIN, STRONG_PASSWORD } from './support/env.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { resizeTo, saveScreen } from './support/screens.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

async function newEmployee(request: APIRequestContext, name: string) {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const email = uniqueEmail('leave');
  const res = await request.post('/api/create-employee', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      email,
      name,
      phone_number: '9847000001',
      role: 'Plant Technician',
      role_id: -1,
      password: STRONG_PASSWORD,
      cPassword: STRONG_PASSWORD,
      charge: '420',
      permission_list: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { admin, user: await loginViaApi(request, email, STRONG_PASSWORD) };
}

test('an employee applies for leave, and the admin’s approval reaches their open list live', async ({
  browser,
  request,
}) => {
  test.slow();
  const name = `Anu ${Date.now().toString(36)}`;
  const { admin, user } = await newEmployee(request, name);

  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await startSignedIn(employeePage, user);
  await employeePage.goto('/leave-tracker');
  await expect(employeePage).toHaveTitle(/^Leave tracker \| /);
  await expect(employeePage.getByText('No pending leaves')).toBeVisible();

  // the form only flags fields until they are right
  await employeePage.getByRole('button', { name: 'Apply leave' }).click();
  const form = employeePage.getByRole('dialog', { name: 'Apply Leave' });
  await form.getByRole('button', { name: 'Apply Leave' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'From' }).fill('18/12/2026');
  await form.getByRole('combobox', { name: 'Duration' }).fill('Half');
  await form.getByRole('combobox', { name: 'Leave type' }).fill('Annual Leave');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Cousin’s wedding in Kannur');
  await form.getByRole('button', { name: 'Apply Leave' }).click();
  await expect(form.getByText('Choose a duration from the list')).toBeVisible();
  await form.getByRole('combobox', { name: 'Duration' }).fill('First half');
  await form.getByRole('button', { name: 'Apply Leave' }).click();
  await expect(form.getByText('Successfully apply leave')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(form).toBeHidden();
  const row = employeePage.getByRole('row', { name: /18\/12\/2026/ });
  await expect(row).toContainText('First half');
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: 'Approve leave' })).toHaveCount(0);

  // the employee edits it
  await row.getByRole('button', { name: 'Edit leave' }).click();
  const edit = employeePage.getByRole('dialog', { name: 'Update Leave' });
  await edit.getByRole('combobox', { name: 'Leave type' }).fill('Compensatory Off');
  await edit.getByRole('button', { name: 'Update Leave' }).click();
  await expect(edit.getByText('Successfully apply leave')).toBeVisible();
  await edit.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText('Compensatory Off');

  // the admin, in another browser, approves it as paid
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await startSignedIn(adminPage, admin);
  await adminPage.goto('/leave-tracker');
  const adminRow = adminPage.getByRole('row', { name: new RegExp(`${name}.*18/12/2026`) });
  await adminRow.getByRole('button', { name: 'Approve leave' }).click();
  const approve = adminPage.getByRole('dialog', { name: 'Approve Leave' });
  await expect(approve.getByText('Cousin’s wedding in Kannur')).toBeVisible();
  await expect(approve.getByRole('radio', { name: 'Unpaid Leave' })).toBeChecked();
  await approve.getByRole('radio', { name: 'Paid Leave', exact: true }).check();
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(adminRow).toHaveCount(0);

  // the employee's open list changes without a reload
  await expect(employeePage.getByRole('row', { name: /18\/12\/2026/ })).toHaveCount(0);
  await expect(employeePage.getByText('No pending leaves')).toBeVisible();
  await employeePage.getByRole('switch', { name: 'History' }).check();
  const done = employeePage.getByRole('row', { name: /18\/12\/2026/ });
  await expect(done).toContainText('Approved');
  await expect(done).toContainText('Paid');
  await expect(employeePage.getByLabel('Days taken this year')).toContainText('Compensatory Off: 0.5 days');

  await employeeContext.close();
  await adminContext.close();
});

test('Leave Without Pay hides the pay choice; the admin can reject', async ({ page, request }) => {
  test.slow();
  const name = `Binu ${Date.now().toString(36)}`;
  const { admin, user } = await newEmployee(request, name);
  const res = await request.post('/api/apply-leave', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      leave_date: '2026-12-21',
      half_day: 0,
      leave_type: 'Leave Without Pay',
      reason: 'Travel to Chennai',
    },
  });
  expect(res.status()).toBe(201);
  await startSignedIn(page, admin);
  await page.goto('/leave-tracker');
  const row = page.getByRole('row', { name: new RegExp(`${name}.*21/12/2026`) });
  await row.getByRole('button', { name: 'Approve leave' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Leave' });
  await expect(approve.getByText('Leave Without Pay')).toBeVisible();
  await expect(approve.getByRole('radio')).toHaveCount(0);
  await approve.getByRole('button', { name: 'Reject' }).click();
  await expect(approve).toBeHidden();

  // issue 41 item 13: two pending leaves ticked and approved at once; one decided meanwhile is skipped
  const more: number[] = [];
  for (const day of ['2026-12-22', '2026-12-23']) {
    const applied = await request.post('/api/apply-leave', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { leave_date: day, half_day: 0, leave_type: 'Annual Leave', reason: 'Year-end trip' },
    });
    expect(applied.status()).toBe(201);
    more.push(((await applied.json()) as { data: { id: number } }).data.id);
  }
  // the new leaves reach the open tracker live
  const tick = (day: string) => page.getByRole('checkbox', { name: `Select ${name}'s leave on ${day}` });
  await tick('22/12/2026').check();
  await tick('23/12/2026').check();
  const count = page.getByTestId('bulk-count');
  await expect(count).toHaveText('2 leaves selected');
  await saveScreen(page, 'leave-bulk-1366.png');
  await resizeTo(page, { width: 375, height: 800 });
  await expect(tick('22/12/2026')).toBeChecked();
  const bar = page.getByRole('region', { name: 'Selected' });
  await expect(bar.getByRole('button', { name: 'Approve' })).toBeVisible();
  const box = await bar.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreen(page, 'leave-bulk-375.png');
  await resizeTo(page, { width: 1366, height: 900 });

  const meanwhile = await request.post('/api/approve-leave', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { id: more[1], status: 'REJECT', is_paid: 0 },
  });
  expect(meanwhile.status()).toBe(200);
  await see(page.getByTestId(`leave-${more[1]}`)).toBeHidden();
  await expect(count).toHaveText('2 leaves selected');
  await bar.getByRole('button', { name: 'Approve' }).click();
  await see(page.getByTestId('bulk-outcome')).toHaveText(
    `Approved 1 leave; 1 skipped: ${name}, 23/12/2026: Only a pending leave can be changed`,
  );
  await see(page.getByTestId(`leave-${more[0]}`)).toBeHidden();

  await page.getByRole('switch', { name: 'History' }).check();
  await expect(page.getByRole('row', { name: new RegExp(`${name}.*21/12/2026`) })).toContainText('Rejected');
  await expect(page.getByRole('row', { name: new RegExp(`${name}.*22/12/2026`) })).toContainText('Approved');
});

test('the apply form flags every empty field, and a duration or type not from the list', async ({
  page,
  request,
}) => {
  test.slow();
  const me = await makeEmployee(request, { name: `Hari ${Date.now().toString(36)}` });
  await startSignedIn(page, await sessionOf(request, me));
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/apply-leave')) sent += 1;
  });
  await page.goto('/leave-tracker');
  await page.getByRole('button', { name: 'Apply leave' }).click();
  const form = page.getByRole('dialog', { name: 'Apply Leave' });
  await form.getByRole('button', { name: 'Apply Leave' }).click();
  await see(form.getByText('This field is required')).toHaveCount(4);
  await form.getByRole('textbox', { name: 'From' }).fill('09/11/2026');
  await form.getByRole('combobox', { name: 'Duration' }).fill('Two days');
  await form.getByRole('combobox', { name: 'Leave type' }).fill('Birthday Leave');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Family function');
  await form.getByRole('button', { name: 'Apply Leave' }).click();
  await see(form.getByText('Choose a duration from the list')).toBeVisible();
  await see(form.getByText('Choose a leave type from the list')).toBeVisible();
  await see(form.getByText('This field is required')).toHaveCount(0);
  expect(sent).toBe(0);
});

test('only the owner edits a leave, only while pending; a decided leave has no actions', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const owner = await makeEmployee(request, { name: `Owner ${stamp}` });
  const finance = await makeEmployee(request, { name: `Fin ${stamp}`, permissions: ['finance'] });
  const ownerSession = await sessionOf(request, owner);
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const apply = async (leave_date: string) => {
    const res = await request.post('/api/apply-leave', {
      headers: bearer(ownerSession),
      data: { leave_date, half_day: 0, leave_type: 'Annual Leave', reason: 'Home town visit' },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const pendingId = await apply('2026-10-05');
  const decidedId = await apply('2026-10-06');
  const decided = await request.post('/api/approve-leave', {
    headers: bearer(admin),
    data: { id: decidedId, status: 'APPROVE', is_paid: 1 },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  // another person's leave cannot be changed through the API either (404)
  const financeSession = await sessionOf(request, finance);
  const foreign = await request.post('/api/update-leave', {
    headers: bearer(financeSession),
    data: { id: pendingId, leave_date: '2026-10-05', half_day: 1, leave_type: 'Annual Leave', reason: 'x' },
  });
  expect(foreign.status()).toBe(404);

  const pages = [] as { close(): Promise<void> }[];
  const open = async (session: typeof admin) => {
    const context = await browser.newContext();
    pages.push(context);
    const page = await context.newPage();
    await startSignedIn(page, session);
    await page.goto('/leave-tracker');
    return page;
  };

  // finance sees everyone's leaves but neither edits nor decides another's
  const fin = await open(financeSession);
  const finRow = fin.getByRole('row', { name: new RegExp(`${owner.name}.*05/10/2026`) });
  await see(finRow).toContainText('Pending');
  await see(finRow.getByRole('button')).toHaveCount(0);

  // the admin decides but does not edit another's leave
  const adm = await open(admin);
  const admRow = adm.getByRole('row', { name: new RegExp(`${owner.name}.*05/10/2026`) });
  await see(admRow.getByRole('button', { name: 'Approve leave' })).toBeVisible();
  await see(admRow.getByRole('button', { name: 'Edit leave' })).toHaveCount(0);
  await adm.getByRole('switch', { name: 'History' }).check();
  const admDone = adm.getByRole('row', { name: new RegExp(`${owner.name}.*06/10/2026`) });
  await see(admDone).toContainText('Approved');
  await see(admDone.getByRole('button')).toHaveCount(0);

  // the owner edits the pending one only
  const own = await open(ownerSession);
  await see(
    own.getByRole('row', { name: /05\/10\/2026/ }).getByRole('button', { name: 'Edit leave' }),
  ).toBeVisible();
  await own.getByRole('switch', { name: 'History' }).check();
  const ownDone = own.getByRole('row', { name: /06\/10\/2026/ });
  await see(ownDone).toContainText('Approved');
  await see(ownDone.getByRole('button')).toHaveCount(0);

  for (const context of pages) await context.close();
});
