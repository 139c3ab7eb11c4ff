import { expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn, uniqueEmail } from './support/auth.ts';
import { adminSession, createClient, createReseller, createSite, liveSocket } from './support/clients.ts';
import { BRAND, STRONG_PASSWORD } from './support/env.ts';
import { resizeTo, saveScreen } from './support/screens.ts';

test.describe('resellers', () => {
  test('the admin adds a reseller with the districts picker, with the spec’s messages', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const existing = await createReseller(request, admin, ['KOLLAM']);
    await startSignedIn(page, admin);
    await page.goto('/reseller');
    await expect(page).toHaveTitle(`Reseller | ${BRAND}`);
    await page.getByRole('button', { name: 'Add Reseller' }).click();
    const form = page.getByRole('dialog', { name: 'Add Reseller' });
    await form.getByRole('button', { name: 'Add Reseller' }).click();
    await expect(form.getByText('Select at least one district')).toBeVisible();
    await form.getByRole('textbox', { name: 'E-mail' }).fill(existing.email);
    await form.getByRole('textbox', { name: 'Name' }).fill('Joseph Mathew');
    await form.getByRole('textbox', { name: 'Phone' }).fill('9846134567');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
    await form.getByRole('textbox', { name: 'Confirm password' }).fill('other');
    await form.getByRole('button', { name: 'Add Reseller' }).click();
    await expect(form.getByText('Email already in use')).toBeVisible();
    await expect(form.getByText('Password is not strong enough')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    const email = uniqueEmail('seller');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm password' }).fill(STRONG_PASSWORD);
    const picker = form.getByRole('combobox', { name: 'Districts' });
    await picker.click();
    const options = page.getByRole('option');
    const names = await options.allTextContents();
    expect(names).toEqual([...names].sort());
    await page.getByRole('option', { name: 'WAYANAD' }).click();
    await picker.click();
    // the picker hides chosen districts
    await expect(page.getByRole('option', { name: 'WAYANAD' })).toHaveCount(0);
    await page.getByRole('option', { name: 'KOZHIKODE' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Add Reseller' }).click();
    await expect(form.getByText('Successfully added a new reseller')).toBeVisible();
    await form.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('textbox', { name: 'Search' }).fill('Joseph Mathew');
    const row = page.getByTestId('reseller-row').filter({ hasText: email });
    await expect(row).toContainText('KOZHIKODE');
    await expect(row).toContainText('WAYANAD');

    await row.getByRole('button', { name: 'Edit Joseph Mathew' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Reseller' });
    await expect(edit.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Name' }).fill('Joseph M');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('reseller-row').filter({ hasText: email })).toHaveCount(0); // the search is for the old name
    await page.getByRole('textbox', { name: 'Search' }).fill('Joseph M');
    await expect(page.getByTestId('reseller-row').filter({ hasText: email })).toContainText('Joseph M');

    await page.getByRole('button', { name: 'Reset password of Joseph M' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByRole('textbox', { name: 'Password', exact: true }).fill('simple1');
    await reset.getByRole('textbox', { name: 'Confirm password' }).fill('simple2');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText('Passwords do not match')).toBeVisible();
    await reset.getByRole('textbox', { name: 'Confirm password' }).fill('simple1');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText('Password updated successfully')).toBeVisible();
    await loginViaApi(request, email, 'simple1');
  });

  test('a new reseller appears live on another admin’s open Reseller page', async ({ page, request }) => {
    const admin = await adminSession(request);
    await startSignedIn(page, admin);
    const live = liveSocket(page);
    await page.goto('/reseller');
    await expect(page.getByRole('button', { name: 'Add Reseller' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await live;
    const made = await createReseller(request, admin, ['IDUKKI'], 'Live Seller');
    await expect(page.getByTestId('reseller-row').filter({ hasText: made.email })).toBeVisible();
  });

  test('the admin ticks resellers’ sites and approves them at once; one approved meanwhile is skipped', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const reseller = await createReseller(request, admin, ['IDUKKI']);
    const client = await createClient(request, reseller);
    const tag = Date.now().toString(36).toUpperCase();
    const names = [`BULK A ${tag}`, `BULK B ${tag}`, `BULK C ${tag}`];
    const made: number[] = [];
    for (const name of names)
      made.push((await createSite(request, reseller, client.id, name, 'IDUKKI')).site_id);

    await startSignedIn(page, admin);
    const live = liveSocket(page);
    await page.goto(`/reseller-sites?search=${tag}`);
    await live;
    const cards = page.getByTestId('site-card');
    await expect(cards).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all sites on this page' }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('3 sites selected');
    await saveScreen(page, 'reseller-sites-bulk-1366.png');

    // approved by another admin meanwhile: it leaves the list live and is skipped by name
    const alone = await request.post('/api/approve-reseller-sites', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { ids: [made[2]] },
    });
    expect(alone.status()).toBe(200);
    await expect(cards).toHaveCount(2);
    await page.getByRole('region', { name: 'Selected' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('bulk-outcome')).toHaveText(
      `Approved 2 sites; 1 skipped: ${names[2]}: Already approved`,
    );
    await expect(cards).toHaveCount(0);

    // a phone: the page's tick and the bar inside the window
    await resizeTo(page, { width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreen(page, 'reseller-sites-bulk-375.png');
  });

  test('the Reseller page is not found for others', async ({ page, request }) => {
    const admin = await adminSession(request);
    const reseller = await createReseller(request, admin, ['IDUKKI']);
    await startSignedIn(page, reseller);
    await page.goto('/reseller');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/reseller-clients');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
