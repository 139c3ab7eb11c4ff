import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { startSignedIn, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, createReseller, createSite, liveSocket } from './support/clients.ts';
import { BRAND } from './support/env.ts';
import { saveScreen } from './support/screens.ts';

/** Signs `page` in as a new reseller of the KOLLAM district. */
async function signInAsKollamReseller(page: Page, request: APIRequestContext): Promise<void> {
  const admin = await adminSession(request);
  await startSignedIn(page, await createReseller(request, admin, ['KOLLAM']));
}

test.describe('sites', () => {
  test('the admin sees the cards sorted, searches (in the URL) and filters by District', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const orgA = uniqueOrganization('Alpha');
    const a = await createClient(request, admin, orgA);
    const b = await createClient(request, admin, uniqueOrganization('Beta'));
    const tag = Date.now().toString(36).toUpperCase();
    await createSite(request, admin, a.id, `zz ${tag} plant`);
    await createSite(request, admin, b.id, `Aa ${tag} tank`, 'IDUKKI');
    await startSignedIn(page, admin);
    await page.goto('/site');
    await expect(page).toHaveTitle(`Site | ${BRAND}`);
    await expect(page.getByRole('button', { name: 'Add site' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reseller Site' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    const cards = page.getByTestId('site-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(`AA ${tag} TANK`);
    await expect(cards.nth(1)).toContainText(`ZZ ${tag} PLANT`);
    for (const text of [
      'RAVI',
      '9847000333',
      'MG ROAD',
      'KOCHI',
      'ERNAKULAM',
      'KERALA',
      '682001',
      'F-1',
      a.email,
    ]) {
      await expect(cards.nth(1)).toContainText(text);
    }
    await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`));
    await page.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'ERNAKULAM' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(orgA);
    await expect(page).toHaveURL(/[?&]district=\d+/);
    // the filters live in the URL: a reload keeps them
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(tag);
    await expect(cards).toHaveCount(1);
    // the search reaches the organization too
    await page.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(orgA);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`ZZ ${tag} PLANT`);
  });

  // issue 28 item 10: spec 000 §2's Org filter, served by the organisation search, beside District
  test('the admin filters the sites by Org (in the URL), beside District, and live sites follow it', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const tag = Date.now().toString(36).toUpperCase();
    const orgA = uniqueOrganization(`Orgfilter A ${tag}`);
    const a = await createClient(request, admin, orgA);
    const b = await createClient(request, admin, uniqueOrganization(`Orgfilter B ${tag}`));
    await createSite(request, admin, a.id, `a one ${tag}`);
    await createSite(request, admin, a.id, `a two ${tag}`, 'IDUKKI');
    await createSite(request, admin, b.id, `b one ${tag}`);
    await startSignedIn(page, admin);
    const live = liveSocket(page);
    await page.goto(`/site?search=${tag}`);
    await live;
    const cards = page.getByTestId('site-card');
    await expect(cards).toHaveCount(3);
    // Org sits beside District, and searches the organisations on the server as one types
    const org = page.getByRole('combobox', { name: 'Org' });
    await expect(org).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'District' })).toBeVisible();
    await org.click();
    await org.fill(`Orgfilter A ${tag}`);
    await page.getByRole('option', { name: orgA }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: `B ONE ${tag}` })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`[?&]org=${a.id}(&|$)`));
    // with the District beside it
    await page.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'IDUKKI' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`A TWO ${tag}`);
    await saveScreen(page, 'site-org-filter-1280.png', { fullPage: false });
    // a reload keeps both, and the Org box shows the organisation's name, found by its id
    const liveAgain = liveSocket(page);
    await page.reload();
    // the reloaded page's own socket, before the sites below are made (a CI run made them first, and
    // the page never heard of one)
    await liveAgain;
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Org' })).toHaveValue(orgA);
    await page.getByRole('combobox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(cards).toHaveCount(2);
    // a new site of another organisation stays out of the filtered list; one of this organisation comes in
    await createSite(request, admin, b.id, `b two ${tag}`);
    await createSite(request, admin, a.id, `a three ${tag}`);
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: `B TWO ${tag}` })).toHaveCount(0);
    // nothing found reads so
    await page.getByRole('combobox', { name: 'Org' }).click();
    await page.getByRole('combobox', { name: 'Org' }).fill(`no such org ${tag}`);
    await expect(page.getByText('No organisation matches')).toBeVisible();
    await page.keyboard.press('Escape');
    // All again
    await page.getByRole('combobox', { name: 'Org' }).click();
    await page.getByRole('combobox', { name: 'Org' }).fill('');
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(5);
    await expect(page).not.toHaveURL(/[?&]org=/);
  });

  test('an Org the server refuses shows its message in place', async ({ page, request }) => {
    await startSignedIn(page, await adminSession(request));
    await page.goto('/site?org=abc');
    await expect(page.getByText('Select a valid Organization')).toBeVisible();
  });

  test('the site Org filter fits a phone', async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await startSignedIn(page, await adminSession(request));
    await page.goto('/site');
    await expect(page.getByRole('combobox', { name: 'Org' })).toBeVisible();
    await saveScreen(page, 'site-org-filter-375.png', { fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('when the districts cannot be loaded, every District picker says so, once', async ({
    page,
    request,
  }) => {
    // spec 001 §8's flash was on the proposal form only: the site filter and forms offered nothing, silently
    await page.route('**/api/districts', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal Server Error"}',
      }),
    );
    await startSignedIn(page, await adminSession(request));
    await page.goto('/site');
    const flash = page.getByText('Error loading districts.');
    // the app asks twice more after a server fault, 1 s and 2 s apart (lib/query-client.ts), before it says
    // so: on a busy machine the page, the sign-in and three failed loads took more than the usual 10 s
    await expect(flash).toBeVisible({ timeout: 25_000 });
    await page.getByRole('button', { name: 'Add site' }).click();
    await expect(page.getByRole('dialog', { name: 'Register new Site' })).toBeVisible();
    await expect(flash).toHaveCount(1);
  });

  test('the site list loads a second page with Load more and shows the total', async ({ page, request }) => {
    const admin = await adminSession(request);
    const client = await createClient(request, admin);
    const tag = `P${Date.now().toString(36).toUpperCase()}`;
    // more than one page of 100 for one search
    for (let i = 0; i < 105; i++) await createSite(request, admin, client.id, `${tag} site ${i}`);
    await startSignedIn(page, admin);
    await page.goto(`/site?search=${tag}`);
    const cards = page.getByTestId('site-card');
    // a hundred cards take a while to draw on a loaded machine
    await expect(cards).toHaveCount(100, { timeout: 30_000 });
    await expect(page.getByText('Showing 100 of 105')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(105, { timeout: 30_000 });
    await expect(page.getByText('Showing 105 of 105')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
  });

  test('Register new Site: 3-second highlight, organization check, upper case, success', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const client = await createClient(request, admin);
    await startSignedIn(page, admin);
    await page.goto('/site');
    // the first page of cards drawn first (up to a hundred, from the other journeys): a click sent while
    // a loaded machine draws them has hung in Playwright's 'performing click action' in three CI runs
    await expect(page.getByTestId('list-foot').or(page.getByText('No sites found'))).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Add site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register new Site' });
    await dialog.getByRole('button', { name: 'Register Site' }).click();
    const siteName = dialog.getByRole('textbox', { name: 'Site name' });
    await expect(siteName).toHaveAttribute('aria-invalid', 'true');
    await expect(siteName).not.toHaveAttribute('aria-invalid', 'true', { timeout: 4500 });

    await dialog.getByRole('combobox', { name: 'Organization' }).fill('No Such Org');
    await dialog.getByRole('textbox', { name: 'File id' }).fill('F-77');
    await siteName.fill('lake view stp');
    await expect(siteName).toHaveValue('LAKE VIEW STP');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('ravi');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('9847000999');
    await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('mg road');
    await dialog.getByRole('textbox', { name: 'Address line 2' }).fill('near park');
    await dialog.getByRole('textbox', { name: 'City' }).fill('kochi');
    await dialog.getByRole('combobox', { name: 'District' }).fill('ern');
    await page.getByRole('option', { name: 'ERNAKULAM' }).click();
    await dialog.getByRole('textbox', { name: 'State' }).fill('kerala');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('682001');
    await dialog.getByRole('button', { name: 'Register Site' }).click();
    await expect(dialog.getByText('Select a valid Organization')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Organization' }).fill(client.organization.toLowerCase());
    // Escape closes the suggestions once they are open; before that it would close the whole form (a
    // loaded machine draws them late), so the organisation's suggestion is awaited first
    await expect(page.getByRole('option', { name: client.organization, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option', { name: client.organization, exact: true })).toBeHidden();
    await dialog.getByRole('button', { name: 'Register Site' }).click();
    await expect(dialog.getByText('Successfully added a new Site')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('site-card').filter({ hasText: 'LAKE VIEW STP' }).first()).toBeVisible();
  });

  test('a reseller registers a site; it appears on the admin’s open Reseller Site page and leaves on Save & Approve', async ({
    browser,
    request,
  }) => {
    const admin = await adminSession(request);
    const reseller = await createReseller(request, admin, ['THRISSUR', 'PALAKKAD']);
    const client = await createClient(request, reseller);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await startSignedIn(adminPage, admin);
    const live = liveSocket(adminPage);
    await adminPage.goto('/reseller-sites');
    await expect(adminPage.getByRole('heading', { name: 'Reseller Site', level: 2 })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'Back to Sites' })).toBeVisible();
    await live;

    const resellerContext = await browser.newContext();
    const page = await resellerContext.newPage();
    await startSignedIn(page, reseller);
    await page.goto('/site');
    await expect(page.getByRole('link', { name: 'Reseller Site' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register new Site' });
    await expect(dialog.getByRole('textbox', { name: 'File id' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'District' }).click();
    await expect(page.getByRole('option', { name: 'THRISSUR' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'ERNAKULAM' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const tag = Date.now().toString(36).toUpperCase();
    await dialog.getByRole('combobox', { name: 'Organization' }).fill(client.organization);
    // the next field's focus closes the suggestions (Escape would close the form if they had not opened)
    await dialog.getByRole('textbox', { name: 'Site name' }).click();
    await dialog.getByRole('textbox', { name: 'Site name' }).fill(`guru ${tag}`);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('sasi');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('9847000444');
    await dialog.getByRole('textbox', { name: 'Address line 1' }).fill('east nada');
    await dialog.getByRole('textbox', { name: 'Address line 2' }).fill('temple road');
    await dialog.getByRole('textbox', { name: 'City' }).fill('guruvayur');
    await dialog.getByRole('combobox', { name: 'District' }).fill('thrissur');
    await dialog.getByRole('textbox', { name: 'State' }).click();
    await dialog.getByRole('textbox', { name: 'State' }).fill('kerala');
    await dialog.getByRole('textbox', { name: 'Pincode' }).fill('680101');
    await dialog.getByRole('button', { name: 'Register Site' }).click();
    await expect(dialog.getByText('Successfully added a new Site')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const mine = page.getByTestId('site-card').filter({ hasText: `GURU ${tag}` });
    await expect(mine).toContainText('RES-DEFAULT');
    await expect(mine).toContainText('Waiting for approval');

    // the admin's open page gets it live, without a reload
    const card = adminPage.getByTestId('site-card').filter({ hasText: `GURU ${tag}` });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Edit & Approve GURU ${tag}` }).click();
    const form = adminPage.getByRole('dialog', { name: 'Edit & Approve' });
    await form.getByRole('textbox', { name: 'City' }).fill('guruvayoor town');
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('GURUVAYOOR TOWN');
    await form.getByRole('button', { name: 'Save & Approve' }).click();
    await expect(card).toHaveCount(0);

    // the reseller's card follows the approval live
    await expect(mine).not.toContainText('Waiting for approval');
    await expect(mine).toContainText('GURUVAYOOR TOWN');
    await adminPage.getByRole('link', { name: 'Back to Sites' }).click();
    await expect(adminPage).toHaveURL(/\/site$/);
    // the URL changes before the Sites screen replaces Reseller Site (a transition keeps the old
    // screen, with its own Search box, on show while the new one loads): wait for the swap
    await expect(adminPage.getByRole('heading', { name: 'Reseller Site', level: 2 })).toBeHidden();
    await expect(adminPage.getByRole('button', { name: 'Add site' })).toBeVisible();
    await adminPage.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(adminPage.getByTestId('site-card')).toHaveCount(1);
    await adminContext.close();
    await resellerContext.close();
  });

  test('the admin filters Reseller Site by Org (in the URL)', async ({ page, request }) => {
    const admin = await adminSession(request);
    const reseller = await createReseller(request, admin, ['KOLLAM']);
    const tag = Date.now().toString(36).toUpperCase();
    const one = await createClient(request, reseller, uniqueOrganization(`Pending A ${tag}`));
    const two = await createClient(request, reseller, uniqueOrganization(`Pending B ${tag}`));
    await createSite(request, reseller, one.id, `pa ${tag}`, 'KOLLAM');
    await createSite(request, reseller, two.id, `pb ${tag}`, 'KOLLAM');
    await startSignedIn(page, admin);
    await page.goto(`/reseller-sites?search=${tag}`);
    await expect(page.getByRole('heading', { name: 'Reseller Site', level: 2 })).toBeVisible();
    const cards = page.getByTestId('site-card');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'District' })).toBeVisible();
    const org = page.getByRole('combobox', { name: 'Org' });
    await org.click();
    await org.fill(`Pending B ${tag}`);
    await page.getByRole('option', { name: two.organization }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`PB ${tag}`);
    await expect(page).toHaveURL(new RegExp(`[?&]org=${two.id}(&|$)`));
    await saveScreen(page, 'reseller-sites-org-filter-1280.png', { fullPage: false });
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Org' })).toHaveValue(two.organization);
  });

  test('a reseller’s organization list offers Add New Client, which opens /client?add=1', async ({
    page,
    request,
  }) => {
    await signInAsKollamReseller(page, request);
    await page.goto('/site');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page
      .getByRole('dialog', { name: 'Register new Site' })
      .getByRole('combobox', { name: 'Organization' })
      .click();
    await page.getByRole('option', { name: 'Add New Client' }).click();
    await expect(page).toHaveURL(/\/client\?add=1$/);
    await expect(page.getByRole('dialog', { name: 'Add Client' })).toBeVisible();
  });

  test('others get no site screen; /reseller-sites is not found for non-admins', async ({
    page,
    request,
  }) => {
    await signInAsKollamReseller(page, request);
    await page.goto('/reseller-sites');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
