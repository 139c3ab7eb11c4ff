import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginViaApi, type SessionUserJson, startSignedIn } from './support/auth.ts';
import { ADMIN } from './support/env.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });
// one root for the whole run: the journey that makes it in the form and those that make it through the API
// must not race for it (the loser's 409 'a root department exists' failed a run), so they run one by one
test.describe.configure({ mode: 'serial' });

interface DeptJson {
  dept_id: number;
  dept_name: string;
  parent_id: number;
}

/** The root department's id, made through the API when the run has none yet. */
async function rootDept(request: APIRequestContext, admin: SessionUserJson): Promise<number> {
  const read = async () => {
    const res = await request.get('/api/get-dept', { headers: bearer(admin) });
    const { data } = (await res.json()) as { data: { dept_tree: DeptJson[] } };
    return data.dept_tree.find((d) => d.parent_id === d.dept_id)?.dept_id;
  };
  const found = await read();
  if (found) return found;
  const res = await request.post('/api/add-dept', {
    headers: bearer(admin),
    data: { name: 'Head Office', description: 'The whole company', manager_id: admin.id, parent_id: null },
  });
  // another journey may have made it meanwhile (409)
  expect([201, 409], await res.text()).toContain(res.status());
  return (await read())!;
}

/**
 * A department under the root, made through the API, with a new manager, and a new employee who is
 * not in it yet; `names` are the manager's, the employee's and the department's first words.
 */
async function deptWithPeople(
  request: APIRequestContext,
  admin: SessionUserJson,
  names: { manager: string; worker: string; dept: string; description: string },
) {
  const root = await rootDept(request, admin);
  const stamp = Date.now().toString(36);
  const manager = await makeEmployee(request, { name: `${names.manager} ${stamp}` });
  const worker = await makeEmployee(request, { name: `${names.worker} ${stamp}` });
  const deptName = `${names.dept} ${stamp}`;
  const made = await request.post('/api/add-dept', {
    headers: bearer(admin),
    data: { name: deptName, description: names.description, manager_id: manager.id, parent_id: root },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { data: dept } = (await made.json()) as { data: DeptJson };
  return { stamp, manager, worker, deptName, dept };
}

test('the admin builds the department tree from the root', async ({ page, request }) => {
  test.slow();
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  await startSignedIn(page, admin);
  await page.goto('/dept');
  await expect(page).toHaveTitle(/^Department \| /);
  const createRoot = page.getByRole('button', { name: 'Create Root dept' });
  // the tree, or the button when there is none yet, once the departments have loaded
  await see(createRoot.or(page.getByRole('button', { name: /^Department / })).first()).toBeVisible();
  if (await createRoot.isVisible()) {
    await createRoot.click();
    const form = page.getByRole('dialog', { name: 'Add Department' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Pick a manager from the list')).toBeVisible();
    await form.getByRole('textbox', { name: 'Department name' }).fill('Head Office');
    await form.getByRole('textbox', { name: 'Description' }).fill('The whole company');
    // the staff is searched on the server: only the first people by name are offered untyped
    await form.getByRole('combobox', { name: 'Manager' }).fill(ADMIN.email);
    await page.getByRole('option', { name: new RegExp(ADMIN.email) }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Successfully add department')).toBeVisible();
    await form.getByRole('button', { name: 'Done' }).click();
  }
  const root = page.getByRole('button', { name: /^Department / }).first();
  await root.click();
  await page.getByRole('menuitem', { name: 'Add Department' }).click();
  const child = page.getByRole('dialog', { name: 'Add Department' });
  const childName = `Ops ${Date.now().toString(36)}`;
  await child.getByRole('textbox', { name: 'Department name' }).fill(childName);
  await child.getByRole('textbox', { name: 'Description' }).fill('Plant operations');
  await child.getByRole('combobox', { name: 'Manager' }).fill(ADMIN.email);
  await page.getByRole('option', { name: new RegExp(ADMIN.email) }).click();
  await child.getByRole('button', { name: 'Submit' }).click();
  await child.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: `Department ${childName}` }).click();
  await page.getByRole('menuitem', { name: 'View Department' }).click();
  const view = page.getByRole('dialog', { name: 'View Department' });
  await expect(view.getByText('Plant operations')).toBeVisible();
  await expect(view.getByText('Manager', { exact: true }).last()).toBeVisible();
  await expect(view.getByText(ADMIN.email)).toBeVisible();
});

test('the Add Department form flags every empty field and sends nothing', async ({ page, request }) => {
  test.slow();
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  await rootDept(request, admin);
  await startSignedIn(page, admin);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/add-dept')) sent += 1;
  });
  await page.goto('/dept');
  await page
    .getByRole('button', { name: /^Department / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Add Department' }).click();
  const form = page.getByRole('dialog', { name: 'Add Department' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await see(form.getByText('This field is required')).toHaveCount(2);
  await see(form.getByText('Pick a manager from the list')).toBeVisible();
  await form.getByRole('textbox', { name: 'Department name' }).fill('Stores');
  await form.getByRole('button', { name: 'Submit' }).click();
  await see(form.getByText('This field is required')).toHaveCount(1);
  expect(sent).toBe(0);
});

test('View Department shows the manager and the other employees; a non-admin only views', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const { manager, worker, deptName, dept } = await deptWithPeople(request, admin, {
    manager: 'Lekha',
    worker: 'Joseph',
    dept: 'Service',
    description: 'Field service crew',
  });
  const added = await request.post('/api/add-dept-emp', {
    headers: bearer(admin),
    data: { dept_id: dept.dept_id, employees: [{ id: worker.id, name: worker.name }] },
  });
  expect(added.status(), await added.text()).toBe(200);

  // the worker (no admin permission) sees the tree and may only view
  await startSignedIn(page, await sessionOf(request, worker));
  await page.goto('/dept');
  const node = page.getByRole('button', { name: `Department ${deptName}` });
  await see(node).toContainText(`Manager: ${manager.name}`);
  await see(page.getByRole('button', { name: 'Create Root dept' })).toHaveCount(0);
  await node.click();
  await see(page.getByRole('menuitem', { name: 'View Department' })).toBeVisible();
  await see(page.getByRole('menuitem')).toHaveCount(1);
  await page.getByRole('menuitem', { name: 'View Department' }).click();
  const view = page.getByRole('dialog', { name: 'View Department' });
  await see(view.getByText(deptName)).toBeVisible();
  await see(view.getByText('Field service crew')).toBeVisible();
  await see(view.getByText(manager.name)).toBeVisible();
  await see(view.getByText(manager.email)).toBeVisible();
  await see(view.getByText(worker.name)).toBeVisible();
  await see(view.getByText(worker.email)).toBeVisible();
  // the manager is listed once, as the manager
  await see(view.getByText(manager.email)).toHaveCount(1);
});

test('Add Employee searches the staff on the server and leaves out who is already in', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const { stamp, manager, worker, deptName } = await deptWithPeople(request, admin, {
    manager: 'Meera',
    worker: 'Anil',
    dept: 'Lab',
    description: 'Water testing',
  });

  await startSignedIn(page, admin);
  // the picker asks GET /api/get_employee_data with what was typed
  const answered = (search: string) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/get_employee_data' && url.searchParams.get('search') === search;
    });
  await page.goto('/dept');
  await page.getByRole('button', { name: `Department ${deptName}` }).click();
  await page.getByRole('menuitem', { name: 'Add Employee' }).click();
  const form = page.getByRole('dialog', { name: 'Add Employee' });
  const box = form.getByRole('combobox', { name: 'Employee' });

  // the worker's e-mail is unique to this run: the server finds them by a part of it
  const fragment = worker.email.split('@')[0]!;
  let answer = answered(fragment);
  await box.fill(fragment);
  await answer;
  await see(page.getByRole('option', { name: new RegExp(worker.email) })).toBeVisible();
  await see(page.getByRole('option')).toHaveCount(1);
  // nobody matches this; the manager is found but is already in the department
  answer = answered(`nobody-${stamp}`);
  await box.fill(`nobody-${stamp}`);
  await answer;
  await see(page.getByText('No employee matches')).toBeVisible();
  // someone added while the picker is open is offered without typing again (the live 'employee' event)
  await box.fill(`Latecomer ${stamp}`);
  await see(page.getByText('No employee matches')).toBeVisible();
  const latecomer = await makeEmployee(request, { name: `Latecomer ${stamp}` });
  await see(page.getByRole('option', { name: new RegExp(latecomer.email) })).toBeVisible();
  answer = answered(manager.email);
  await box.fill(manager.email);
  expect(((await (await answer).json()) as { total: number }).total).toBe(1);
  await see(page.getByText('No employee matches')).toBeVisible();

  await box.fill(fragment);
  await page.getByRole('option', { name: new RegExp(worker.email) }).click();
  await see(box).toHaveValue(`${worker.name} (${worker.email})`);
  await form.getByRole('button', { name: 'Add Employee' }).click();
  await see(form.getByLabel('Employees to add')).toContainText(worker.email);
  // once on the list they are not offered again
  await box.fill(fragment);
  await see(page.getByText('No employee matches')).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await see(form.getByText('Successfully add department')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: `Department ${deptName}` }).click();
  await page.getByRole('menuitem', { name: 'View Department' }).click();
  await see(page.getByRole('dialog', { name: 'View Department' }).getByText(worker.email)).toBeVisible();
});
