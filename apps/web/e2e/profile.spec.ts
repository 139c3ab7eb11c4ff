import { expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn } from './support/auth.ts';
import { ADMIN } from './support/env.ts';

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a user uploads their signature and sees where documents print it', async ({ page, request }) => {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  await startSignedIn(page, admin);
  await page.goto(`/profile/${ADMIN.email}`);
  await expect(page).toHaveTitle(/^Profile \| /);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please choose an image of your signature')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Only JPEG, PNG or WebP images are accepted')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: /^Signature of / })).toBeVisible();
  await expect(page.getByLabel('Signature preview')).toContainText('Authorised signatory');
});
