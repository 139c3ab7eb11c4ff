import { expect, type Page, test } from '@playwright/test';
import { loginViaApi, startSignedIn } from './support/auth.ts';
import { ADMIN } from './support/env.ts';
import { saveScreen } from './support/screens.ts';

const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, name: string, width: number) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, `${name}-${width}.png`, { fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`screens at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 800 : 900 } });

    test('public pages', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nobody@e2e.test');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shoot(page, 'login', width);

      await page.goto('/sign-up');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('bad');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
      await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('weaker');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await shoot(page, 'sign-up-errors', width);

      await page.goto('/no-such-page');
      await shoot(page, 'not-found', width);

      await page.goto('/');
      await shoot(page, 'landing', width);
    });

    test('staff home', async ({ page, request }) => {
      const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
      await startSignedIn(page, admin);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
      await shoot(page, 'staff-home', width);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await shoot(page, 'staff-menu', width);
    });
  });
}
