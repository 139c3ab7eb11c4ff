import { expect, test } from '@playwright/test';
import { signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient } from './support/clients.ts';

/*
 * Find anything (issue 31 item 10; docs/api.md "Search"): Ctrl+K opens the spotlight, a client's
 * organisation typed there finds the client, and picking it opens the client's page; the header's box at
 * 1366 px and its icon at 375 px open the same search.
 */

const see = expect.configure({ timeout: 20_000 });

test('Ctrl+K finds a client by organisation and opens its page; Enter opens the first hit', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const client = await createClient(request, admin, uniqueOrganization('Spotlight Lagoon'));

  const page = await signedInPage(browser, admin, 1366);
  await page.goto('/dashboard');
  await see(page.getByRole('button', { name: /^Find anything/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  const box = page.getByRole('textbox', { name: 'Find anything' });
  await see(box).toBeFocused();

  // one character: asked for more, nothing sent
  await box.fill('S');
  await see(page.getByText('Type at least 2 characters to search.')).toBeVisible();

  await box.fill(client.organization);
  const results = page.getByRole('dialog');
  const hit = results
    .getByRole('group', { name: 'Clients' })
    .getByRole('button', { name: new RegExp(client.organization) });
  await see(hit).toBeVisible();
  await hit.click();
  await see(page).toHaveURL(new RegExp(`/client/${client.id}$`));
  await see(page.getByText(client.organization).first()).toBeVisible();
  await see(page.getByRole('textbox', { name: 'Find anything' })).toHaveCount(0);

  // again, with Enter: the first hit opens
  await page.goto('/dashboard');
  await see(page.getByRole('button', { name: /^Find anything/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Find anything' }).fill(client.organization);
  await see(
    page.getByRole('dialog').getByRole('button', { name: new RegExp(client.organization) }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await see(page).toHaveURL(new RegExp(`/client/${client.id}$`));

  // a term that matches nothing says so
  await page.keyboard.press('Control+K');
  await page.getByRole('textbox', { name: 'Find anything' }).fill('zz-no-such-thing-zz');
  await see(page.getByText('Nothing found for “zz-no-such-thing-zz”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await see(page.getByRole('textbox', { name: 'Find anything' })).toHaveCount(0);
  await page.context().close();
});

test('the header box at 1366 px and the search icon at 375 px open the search', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const client = await createClient(request, admin, uniqueOrganization('Header Search'));

  const wide = await signedInPage(browser, admin, 1366);
  await wide.goto('/client');
  const headerBox = wide.getByRole('button', { name: /^Find anything… (Ctrl|⌘) K$/ });
  await see(headerBox).toBeVisible();
  await see(wide.getByRole('button', { name: 'Find anything', exact: true })).toBeHidden();
  await headerBox.click();
  await wide.getByRole('textbox', { name: 'Find anything' }).fill(client.organization);
  await see(
    wide.getByRole('dialog').getByRole('button', { name: new RegExp(client.organization) }),
  ).toBeVisible();
  await wide.context().close();

  const narrow = await signedInPage(browser, admin, 375);
  await narrow.goto('/client');
  const icon = narrow.getByRole('button', { name: 'Find anything', exact: true });
  await see(icon).toBeVisible();
  await see(narrow.getByRole('button', { name: /^Find anything… / })).toBeHidden();
  // the header fits: nothing scrolls sideways
  expect(
    await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await icon.click();
  const box = narrow.getByRole('textbox', { name: 'Find anything' });
  await box.fill(client.organization);
  const hit = narrow.getByRole('dialog').getByRole('button', { name: new RegExp(client.organization) });
  await see(hit).toBeVisible();
  await hit.click();
  await see(narrow).toHaveURL(new RegExp(`/client/${client.id}$`));
  await narrow.context().close();
});
