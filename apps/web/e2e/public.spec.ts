import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { CONTACT_MESSAGES } from '@aquadesk/shared/contact.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { expect, type Route, test } from '@playwright/test';
import { loginViaApi, startSignedIn } from './support/auth.ts';
import { ensureCatalogue } from './support/catalogue.ts';
import { ADMIN } from './support/env.ts';
import { latestMailTo } from './support/outbox.ts';

test.beforeAll(async ({ request }) => {
  await ensureCatalogue(request);
});

test.describe('landing page', () => {
  test('shows the services, the stats, the first 2 sellable products and the legal block', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#Service')).toContainText('Control panels');
    await expect(page.locator('#clients')).toContainText('1000+');
    await expect(page.locator('#clients')).toContainText('15+');
    await page.locator('#product').scrollIntoViewIfNeeded();
    await expect(page.locator('#product').getByTestId('product-card')).toHaveCount(2);
    await expect(
      page.locator('#legal').getByRole('link', { name: 'Audited financial results' }),
    ).toBeVisible();
  });

  test('Get in touch: field errors with the banner, then sent with the success panel and Done', async ({
    page,
  }) => {
    await page.goto('/#connect-us');
    const section = page.locator('#connect-us');
    // spec 000 §2, §9: the landing page scrolls to the hash's section, 80 px above it, and it stays there
    // while the products above it load
    await expect.poll(() => section.evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBe(80);
    await section.getByRole('button', { name: 'Get in touch' }).click();
    const form = section.getByRole('form', { name: 'Get in touch' });
    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText(CONTACT_MESSAGES.banner);
    await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(form.getByText(MESSAGES.required)).toHaveCount(2);

    const email = `visitor.${Date.now()}@example.com`;
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Message').fill('We need a 30 KLD sewage treatment plant for our apartment.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(section.getByText(CONTACT_MESSAGES.success)).toBeVisible();
    const mail = await latestMailTo(email);
    expect(mail).toContain('30 KLD sewage treatment plant');
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByText(CONTACT_MESSAGES.success)).toBeHidden();

    // the admin reads it in the staff inbox
    const admin = await page.context().browser()!.newContext();
    const inbox = await admin.newPage();
    await startSignedIn(inbox, await loginViaApi(page.request, ADMIN.email, ADMIN.password));
    await inbox.goto('/messages');
    await inbox.getByLabel('Search').fill(email);
    // the searched list holds this message alone (before the search settles, others' messages show too)
    await expect(inbox).toHaveURL(/search=/);
    await expect(inbox.getByTestId('contact-message')).toHaveCount(1);
    await expect(inbox.getByTestId('contact-message')).toContainText('30 KLD sewage treatment plant');
    await admin.close();
  });

  test('the inbox lists a long message as a preview and opens it whole', async ({ page, request }) => {
    const email = `long.${Date.now()}@example.com`;
    const ending = 'Please call me on Monday morning.';
    const message = `${'We run a 500 KLD effluent plant and need an audit. '.repeat(60)}${ending}`;
    const sent = await request.post('/api/home-contact', { data: { name: 'Long Writer', email, message } });
    expect(sent.status()).toBe(201);
    await startSignedIn(page, await loginViaApi(page.request, ADMIN.email, ADMIN.password));
    await page.goto('/messages');
    await page.getByLabel('Search').fill(email);
    const card = page.getByTestId('contact-message');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('We run a 500 KLD effluent plant');
    await expect(card).not.toContainText(ending);
    await card.getByRole('button', { name: 'Read the whole message' }).click();
    await expect(card).toContainText(ending);
    await expect(card.getByRole('button', { name: 'Read the whole message' })).toHaveCount(0);
  });

  test('a failed send shows the failure message', async ({ page }) => {
    await page.route('**/api/home-contact', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ravi Kumar');
    await page.getByLabel('E-mail').fill('ravi@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText(CONTACT_MESSAGES.failure);
  });
});

test.describe('catalogue', () => {
  test('search with no match shows the empty message', async ({ page }) => {
    await page.goto('/product');
    await expect(page).toHaveTitle(/^Products \| /);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByLabel('Search products').fill('zzz no such product');
    await expect(page.getByText(PRODUCT_MESSAGES.noMatch)).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await page.getByLabel('Search products').fill('dosing');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
  });

  test('buy without a link alerts; with a link opens a new tab', async ({ page }) => {
    await page.goto('/product');
    await page.getByLabel('Search products').fill('RO Membrane');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    const alerts: string[] = [];
    page.once('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await page.getByTestId('product-card').getByRole('button', { name: 'Buy from marketplace' }).click();
    await expect.poll(() => alerts).toEqual([PRODUCT_MESSAGES.noLink]);

    await page.context().route('https://www.amazon.in/**', (route) => route.fulfill({ body: 'marketplace' }));
    await page.getByLabel('Search products').fill('dosing');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    const popup = page.waitForEvent('popup');
    await page.getByTestId('product-card').getByRole('button', { name: 'Buy from marketplace' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toContain('amazon.in');
  });

  test('product detail: price in rupees, wishlist kept in the browser, back link', async ({ page }) => {
    await page.goto('/product');
    await page.getByLabel('Search products').fill('dosing');
    await page.getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electronic Chlorine Dosing Pump 6 LPH');
    await expect(page.getByTestId('product-price')).toHaveText('₹18,900.00');
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'In your wishlist' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test('the wishlist page lists what was saved, and a product taken off it is gone', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(
      page.getByText('Your wishlist is empty. Add products to it from their pages.'),
    ).toBeVisible();
    await page.goto('/product');
    await page.getByLabel('Search products').fill('dosing');
    await page.getByRole('link', { name: /^View / }).click();
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.getByRole('link', { name: 'View wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const item = page.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Electronic Chlorine Dosing Pump 6 LPH');
    await expect(item).toContainText('₹18,900.00');
    // the products page counts it
    await page.goto('/product');
    await expect(page.getByRole('link', { name: 'Wishlist (1)' })).toBeVisible();
    await page.getByRole('link', { name: 'Wishlist (1)' }).click();
    await page
      .getByRole('button', { name: 'Remove Electronic Chlorine Dosing Pump 6 LPH from the wishlist' })
      .click();
    await expect(item).toHaveCount(0);
    await expect(
      page.getByText('Your wishlist is empty. Add products to it from their pages.'),
    ).toBeVisible();
  });

  test('an unknown product, a server failing without a message and a page failing to render say so', async ({
    page,
  }) => {
    await page.goto('/product/999999');
    await expect(page.getByRole('alert')).toHaveText('Error: Product not found');

    // spec 000 §8: a failure without the server's message reads 'Failed to fetch products' / '… product'
    // (the list asks twice more after a server fault, 1 s and 2 s apart, before it says so)
    const failing = (route: Route) => route.fulfill({ status: 500, body: '' });
    const list = (url: URL) => url.pathname === '/api/get_sellable_products';
    const one = (url: URL) => url.pathname === '/api/get_single_product_by_id';
    await page.route(list, failing);
    await page.route(one, failing);
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error: Failed to fetch products', { timeout: 15_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/product\/999999$/);
    await expect(page.getByRole('alert')).toHaveText('Error: Failed to fetch product');

    // spec 000 §2: a page that fails to render (an answer it cannot draw) shows the router's error page
    await page.unroute(one);
    await page.route(one, (route) => route.fulfill({ json: { data: null } }));
    await page.goForward();
    await expect(page).toHaveURL(/\/product$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error');
    await expect(page.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
  });
});

test.describe('legal pages and contact', () => {
  test('legal documents link each published year and mark the rest', async ({ page }) => {
    await page.goto('/legal-doc');
    await expect(page.getByTestId('legal-2024')).toContainText('Not yet published');
    const link = page.getByTestId('legal-2019').getByRole('link');
    await expect(link).toHaveAttribute('href', '/api/legal-doc/2019');
    const response = await page.request.get('/api/legal-doc/2019');
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  test('privacy policy and terms show their dates and rules', async ({ page }) => {
    await page.goto('/privacyPolicy');
    await expect(page.getByText('Last updated: 16-10-2024')).toBeVisible();
    await page.goto('/terms&Conditions');
    await expect(page.getByText('Last updated: 31-05-2025')).toBeVisible();
    await expect(page.getByText(/include all applicable taxes/)).toBeVisible();
    await expect(page.getByText(/within 7 days of delivery/)).toBeVisible();
    await expect(page.getByText(/only before it is dispatched/)).toBeVisible();
  });

  test('the contact page sends and shows the office with a map', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('iframe[title^="Map of our office"]')).toHaveAttribute(
      'src',
      /openstreetmap\.org/,
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText(CONTACT_MESSAGES.banner);
    await page.getByLabel('Name').fill('Anita');
    await page.getByLabel('E-mail').fill('anita@example.com');
    await page.getByLabel('Message').fill('Please call me about AMC.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(CONTACT_MESSAGES.success)).toBeVisible();
  });
});
