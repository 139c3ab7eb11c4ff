import { expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn } from './support/auth.ts';
import { ADMIN } from './support/env.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a user uploads their signature and sees where documents print it', async ({ page, request }) => {
  test.slow();
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

test('a refused upload keeps the old signature', async ({ page, request }) => {
  test.slow();
  const me = await makeEmployee(request, { name: `Sreeja ${Date.now().toString(36)}` });
  const session = await sessionOf(request, me);
  await startSignedIn(page, session);
  await page.goto(`/profile/${me.email}`);
  await see(page.getByText('No signature uploaded yet')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  const image = page.getByRole('img', { name: `Signature of ${me.name}` });
  await see(image).toBeVisible();
  const before = (await (
    await request.post('/api/get_profile', {
      headers: bearer(session),
      data: { email: me.email },
    })
  ).json()) as { users: { sign_url: string } };
  expect(before.users.sign_url).toMatch(/^\/api\/sign\//);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a PNG') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await see(page.getByText('Only JPEG, PNG or WebP images are accepted')).toBeVisible();
  await see(image).toBeVisible();
  const after = (await (
    await request.post('/api/get_profile', {
      headers: bearer(session),
      data: { email: me.email },
    })
  ).json()) as { users: { sign_url: string } };
  expect(after.users.sign_url).toBe(before.users.sign_url);
  await page.reload();
  await see(page.getByRole('img', { name: `Signature of ${me.name}` })).toBeVisible();
});

test('another user’s profile is not available to a non-admin; an admin opens anyone’s', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const me = await makeEmployee(request, { name: `Vinod ${stamp}` });
  const other = await makeEmployee(request, { name: `Deepa ${stamp}`, role: 'Accountant' });
  const session = await sessionOf(request, me);
  const refused = await request.post('/api/get_profile', {
    headers: bearer(session),
    data: { email: other.email },
  });
  expect(refused.status()).toBe(404);

  await startSignedIn(page, session);
  await page.goto(`/profile/${other.email}`);
  await see(page.getByText('Profile not available')).toBeVisible();
  await see(page.getByText(other.name)).toHaveCount(0);
  await see(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);

  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const adminContext = await page.context().browser()!.newContext();
  const adminPage = await adminContext.newPage();
  await startSignedIn(adminPage, admin);
  await adminPage.goto(`/profile/${other.email}`);
  await see(adminPage.getByText(other.name).first()).toBeVisible();
  await see(adminPage.getByText('Accountant')).toBeVisible();
  await adminContext.close();
});
