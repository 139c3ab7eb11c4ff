import { expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn } from './support/auth.ts';
import { ADMIN } from './support/env.ts';

test('the admin builds the department tree from the root', async ({ page, request }) => {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  await startSignedIn(page, admin);
  await page.goto('/dept');
  await expect(page).toHaveTitle(/^Department \| /);
  const createRoot = page.getByRole('button', { name: 'Create Root dept' });
  if (await createRoot.isVisible()) {
    await createRoot.click();
    const form = page.getByRole('dialog', { name: 'Add Department' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Pick a manager from the list')).toBeVisible();
    await form.getByRole('textbox', { name: 'Department name' }).fill('Head Office');
    await form.getByRole('textbox', { name: 'Description' }).fill('The whole company');
    await form.getByRole('combobox', { name: 'Manager' }).click();
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
  await child.getByRole('combobox', { name: 'Manager' }).click();
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
