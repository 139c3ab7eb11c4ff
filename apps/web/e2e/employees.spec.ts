import { expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn, uniqueEmail } from './support/auth.ts';
import { ADMIN, STRONG_PASSWORD } from './support/env.ts';

test('the admin adds, edits and re-passwords an employee, with the spec’s messages', async ({
  page,
  request,
}) => {
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
