import { expect, type Page, test } from '@playwright/test';
import { startSignedIn } from './support/auth.ts';
import { adminSession, createClient, createReseller, createSite } from './support/clients.ts';
import { saveScreen } from './support/screens.ts';

async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await saveScreen(page, `${name}-${width}.png`, { fullPage: true });
}

for (const width of [375, 1280] as const) {
  test.describe(`clients screens at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });

    test('site, client, client page, reseller screens', async ({ page, request }) => {
      test.setTimeout(120_000); // eight pages, each shot at rest
      const admin = await adminSession(request);
      const reseller = await createReseller(request, admin, ['THRISSUR']);
      const client = await createClient(request, admin);
      await createSite(request, admin, client.id, 'screens plant');
      const pending = await createClient(request, reseller);
      await createSite(request, reseller, pending.id, 'pending plant', 'THRISSUR');
      await startSignedIn(page, admin);

      // spec 000 §2: a loader while the sites load (held back once), then the cards; the page heading is
      // ADMIN PANEL and the title Site
      let answer = () => {};
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const sites = (url: URL) => url.pathname === '/api/get_all_site';
      const asked = page.waitForRequest((r) => sites(new URL(r.url())));
      await page.route(sites, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/site');
      await asked;
      const loader = page.getByRole('main').getByRole('status', { name: 'Loading' });
      await expect(loader).toBeVisible();
      await expect(page.getByTestId('site-card')).toHaveCount(0);
      answer();
      await expect(page.getByTestId('site-card').first()).toBeVisible();
      await expect(loader).toHaveCount(0);
      await page.unroute(sites);
      await expect(page).toHaveTitle(/^Site \| /);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('ADMIN PANEL');
      await shoot(page, 'site', width);
      await page.getByRole('button', { name: 'Add site' }).click();
      await page
        .getByRole('dialog', { name: 'Register new Site' })
        .getByRole('button', { name: 'Register Site' })
        .click();
      await shoot(page, 'site-form', width);
      await page.keyboard.press('Escape');

      await page.goto('/reseller-sites');
      await expect(page.getByTestId('site-card').first()).toBeVisible();
      await shoot(page, 'reseller-sites', width);

      await page.goto('/client');
      await expect(page.getByTestId('client-row').first()).toBeVisible();
      await shoot(page, 'client', width);
      await page.goto('/client?add=1');
      await page
        .getByRole('dialog', { name: 'Add Client' })
        .getByRole('button', { name: 'Add Client' })
        .click();
      await shoot(page, 'client-add', width);

      await page.goto(`/client/${client.id}`);
      await expect(page.getByRole('tab', { name: 'Notes' })).toBeVisible();
      await shoot(page, 'client-page', width);

      await page.goto('/reseller');
      await expect(page.getByTestId('reseller-row').first()).toBeVisible();
      await shoot(page, 'reseller', width);
      await page.goto('/reseller-clients');
      await expect(page.getByTestId('client-row').first()).toBeVisible();
      await shoot(page, 'reseller-clients', width);
    });
  });
}
