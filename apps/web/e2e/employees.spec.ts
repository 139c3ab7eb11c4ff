import { expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn, uniqueEmail } from './support/auth.ts';
import { liveSocket } from './support/clients.ts';
import { ADMIN, STRONG_PASSWORD } from './support/env.ts';
import { makeEmployee } from './support/people.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

test('the admin adds, edits and re-passwords an employee, with the spec’s messages', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  await startSignedIn(page, admin);
  await page.goto('/employee');
  await expect(page).toHaveTitle(/^Employee \| /);
  // the current user is hidden
  await expect(page.getByRole('cell', { name: ADMIN.email })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Employee' }).click();
  const form = page.getByRole('dialog', { name: 'Add Employee' });
  await form.getByRole('button', { name: 'Add Employee' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  const email = uniqueEmail('emp');
  const name = `Kiran ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'E-mail' }).fill(ADMIN.email);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill('9847123456');
  await form.getByRole('combobox', { name: 'Role' }).fill('Instrument Technician');
  await form.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('abc');
  await form.locator('input[type="password"]').nth(0).fill('weak');
  await form.locator('input[type="password"]').nth(1).fill('weak2');
  await expect(form.getByText('Password does not match')).toBeVisible();
  await form.getByRole('button', { name: 'Add Employee' }).click();
  await expect(form.getByText('Email is already in use')).toBeVisible();
  await expect(form.getByText('Pay per hour must be a number')).toBeVisible();
  await expect(form.getByText(/Password must be at least 8 characters long/)).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('480');
  await form.locator('input[type="password"]').nth(0).fill(STRONG_PASSWORD);
  await form.locator('input[type="password"]').nth(1).fill(STRONG_PASSWORD);
  await form.getByRole('checkbox', { name: 'Finance' }).check();
  await form.getByRole('button', { name: 'Add Employee' }).click();
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Instrument Technician');
  await expect(row).toContainText('finance');
  await expect(row).toContainText('₹480.00');

  await page.getByRole('textbox', { name: 'Search by name' }).fill('zzzz-nobody');
  await expect(page.getByText('No employees found')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by name' }).fill(name);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await edit.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('520');
  await edit.getByRole('checkbox', { name: 'Finance' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText('₹520.00');
  await expect(row).toContainText('none');

  await row.getByRole('button', { name: `Change password of ${name}` }).click();
  const pw = page.getByRole('dialog', { name: 'Update Password' });
  await pw.locator('input[type="password"]').nth(0).fill('Another@123');
  await pw.locator('input[type="password"]').nth(1).fill('Another@123');
  await pw.getByRole('button', { name: 'Update Password' }).click();
  await expect(pw.getByText('Password updated')).toBeVisible();
  await expect(await loginViaApi(request, email, 'Another@123')).toHaveProperty('email', email);
});

test('a non-admin sees the forbidden view on /employee', async ({ page, request }) => {
  test.slow();
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const email = uniqueEmail('plain');
  await request.post('/api/create-employee', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      email,
      name: 'Plain Worker',
      phone_number: '9847000002',
      role: 'Welder',
      password: STRONG_PASSWORD,
      cPassword: STRONG_PASSWORD,
      charge: '380',
    },
  });
  await startSignedIn(page, await loginViaApi(request, email, STRONG_PASSWORD));
  await page.goto('/employee');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});

test('a second admin’s open list gains a new employee, their edits and a new role without a reload', async ({
  browser,
  request,
}) => {
  test.slow();
  // docs/api.md: an install has one admin account, so the two admins are two sessions of it
  const first = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const second = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const aContext = await browser.newContext();
  const bContext = await browser.newContext();
  const a = await aContext.newPage();
  const b = await bContext.newPage();
  await startSignedIn(a, first);
  await startSignedIn(b, second);
  const bLive = liveSocket(b);
  await a.goto('/employee');
  await b.goto('/employee');
  await see(b.getByRole('button', { name: 'Add Employee' })).toBeEnabled();
  await bLive;

  const stamp = Date.now().toString(36);
  const name = `Meera ${stamp}`;
  const role = `Membrane Specialist ${stamp}`;
  const email = uniqueEmail('live');
  await a.getByRole('button', { name: 'Add Employee' }).click();
  const form = a.getByRole('dialog', { name: 'Add Employee' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill('9847123400');
  await form.getByRole('combobox', { name: 'Role' }).fill(role);
  await form.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('350');
  await form.locator('input[type="password"]').nth(0).fill(STRONG_PASSWORD);
  await form.locator('input[type="password"]').nth(1).fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Add Employee' }).click();
  await form.getByRole('button', { name: 'Done' }).click();
  await see(form).toBeHidden();

  // employee: the second admin's table has the row
  const bRow = b.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await see(bRow).toContainText(name);
  await see(bRow).toContainText(role);
  await see(bRow).toContainText('₹350.00');
  await see(bRow).toContainText('none');

  // update_roles and update_email: the second admin's form suggests the new role and knows the e-mail
  await b.getByRole('button', { name: 'Add Employee' }).click();
  const bForm = b.getByRole('dialog', { name: 'Add Employee' });
  await bForm.getByRole('combobox', { name: 'Role' }).fill(stamp);
  await see(b.getByRole('option', { name: role })).toBeVisible();
  await b.getByRole('option', { name: role }).click();
  await bForm.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
  await bForm.getByRole('button', { name: 'Add Employee' }).click();
  await see(bForm.getByText('Email is already in use')).toBeVisible();
  await b.keyboard.press('Escape');
  await see(bForm).toBeHidden();

  // update_employee (and update_roles for the newly typed role)
  const newName = `Meera K ${stamp}`;
  const newRole = `Plant Supervisor ${stamp}`;
  await a
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = a.getByRole('dialog', { name: 'Edit Employee' });
  await edit.getByRole('textbox', { name: 'Name' }).fill(newName);
  await edit.getByRole('combobox', { name: 'Role' }).fill(newRole);
  await edit.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('415.5');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.getByRole('button', { name: 'Done' }).click();
  await see(edit).toBeHidden();

  await see(bRow).toContainText(newName);
  await see(bRow).toContainText(newRole);
  await see(bRow).toContainText('₹415.50');
  await see(bRow).not.toContainText(role);

  // the role filter offers the new role and keeps only its holders
  await b.getByRole('combobox', { name: 'Role' }).click();
  await b.getByRole('option', { name: newRole }).click();
  await see(b.getByRole('table', { name: 'Employees' }).getByRole('row')).toHaveCount(2);
  await see(bRow).toBeVisible();

  await aContext.close();
  await bContext.close();
});

test('the employee forms flag what is wrong; the Permission column hides employee', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const taken = await makeEmployee(request, { name: `Taken ${stamp}` });
  const plain = await makeEmployee(request, { name: `Plain ${stamp}` });
  const multi = await makeEmployee(request, {
    name: `Multi ${stamp}`,
    permissions: ['finance', 'work_estimate'],
  });
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  await startSignedIn(page, admin);
  await page.goto('/employee');

  // spec 000 §6: 'employee' is never shown; nothing else left is 'none'
  await see(
    page
      .getByRole('row', { name: new RegExp(plain.name) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('none');
  await see(
    page
      .getByRole('row', { name: new RegExp(multi.name) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('finance, work_estimate');

  await page.getByRole('button', { name: 'Add Employee' }).click();
  const form = page.getByRole('dialog', { name: 'Add Employee' });
  // an e-mail in use, typed in another case
  await form.getByRole('textbox', { name: 'E-mail' }).fill(taken.email.toUpperCase());
  await form.getByRole('textbox', { name: 'Name' }).fill('Someone New');
  await form.getByRole('textbox', { name: 'Phone' }).fill('9847123401');
  await form.getByRole('combobox', { name: 'Role' }).fill('Admin');
  await form.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('12,5');
  await form.locator('input[type="password"]').nth(0).fill('password1');
  await form.locator('input[type="password"]').nth(1).fill('password2');
  await see(form.getByText('Password does not match')).toBeVisible();
  await form.getByRole('button', { name: 'Add Employee' }).click();
  await see(form.getByText('Email is already in use')).toBeVisible();
  await see(form.getByText('This role is kept for special accounts. Choose another role.')).toBeVisible();
  await see(form.getByText('Pay per hour must be a number')).toBeVisible();
  await see(form.getByText(/^Password must be at least 8 characters long/)).toBeVisible();
  await see(form.getByText('Passwords do not match')).toBeVisible();
  // a field's message goes once it is changed
  await form.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('12.5');
  await see(form.getByText('Pay per hour must be a number')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await see(form).toBeHidden();

  // the edit form: required fields and a non-numeric charge; the checkboxes for a non-admin
  await page
    .getByRole('row', { name: new RegExp(plain.name) })
    .getByRole('button', { name: `Edit ${plain.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await see(edit.getByRole('checkbox', { name: 'Finance' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Name' }).fill('');
  await edit.getByRole('textbox', { name: 'Pay per hour (₹)' }).fill('four hundred');
  await edit.getByRole('button', { name: 'Save' }).click();
  await see(edit.getByText('This field is required')).toBeVisible();
  await see(edit.getByText('Pay per hour must be a number')).toBeVisible();
  await page.keyboard.press('Escape');
  await see(edit).toBeHidden();

  // Update Password: the rule, and a confirmation that differs
  await page
    .getByRole('row', { name: new RegExp(plain.name) })
    .getByRole('button', { name: `Change password of ${plain.name}` })
    .click();
  const pw = page.getByRole('dialog', { name: 'Update Password' });
  await pw.getByRole('button', { name: 'Update Password' }).click();
  await see(pw.getByText('This field is required')).toHaveCount(2);
  await pw.locator('input[type="password"]').nth(0).fill('short');
  await pw.locator('input[type="password"]').nth(1).fill('shorter');
  await see(pw.getByText('Password does not match')).toBeVisible();
  await pw.getByRole('button', { name: 'Update Password' }).click();
  await see(pw.getByText(/^Password must be at least 8 characters long/)).toBeVisible();
  await see(pw.getByText('Passwords do not match')).toBeVisible();
});
