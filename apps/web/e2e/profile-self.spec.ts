import { SESSION_MESSAGES } from '@aquadesk/shared/messages.ts';
import { PROFILE_MESSAGES } from '@aquadesk/shared/profile.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, signUpViaApi, startSignedIn } from './support/auth.ts';
import { liveSocket } from './support/clients.ts';
import { STRONG_PASSWORD } from './support/env.ts';
import { makeEmployee, sessionOf } from './support/people.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

/** A field shows `message` as its error, linked to it for screen readers. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await see(field).toHaveAttribute('aria-invalid', 'true');
  // the field's own error element (`<id>-error`), named by its aria-describedby
  const errorId = `${await field.getAttribute('id')}-error`;
  expect((await field.getAttribute('aria-describedby'))?.split(' '), `no error linked to ${label}`).toContain(
    errorId,
  );
  await see(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

// issue 31 item 5: a user changes their own password in one browser; the other is sent to the login page
test('a user changes their password, their other session ends, and they edit their name and phone', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const me = await makeEmployee(request, { name: `Nisha ${stamp}` });
  const newPassword = 'Brand@New77';

  // the second browser: signed in, its live socket open
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await startSignedIn(other, await sessionOf(request, me));
  const otherLive = liveSocket(other);
  await other.goto('/');
  await see(other.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await otherLive;

  // the first browser signs in through the login page and opens its profile
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, me.email, STRONG_PASSWORD);
  await page.goto(`/profile/${me.email}`);
  await see(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  const change = page.getByRole('button', { name: 'Change password' });

  // the rules are ticked as the new password is typed, and a weak one is refused at its field
  await fresh.fill('weakpass');
  const rules = page.getByRole('list', { name: 'Password rules' });
  await see(rules.getByText('At least 8 characters (met)')).toBeVisible();
  await see(rules.getByText('An uppercase letter (not yet)')).toBeVisible();
  await current.fill(STRONG_PASSWORD);
  await confirm.fill('weakpass');
  await change.click();
  await expectFieldError(page, 'New password', MESSAGES.weakPassword);

  // show/hide
  await page.getByRole('button', { name: 'Show or hide password' }).nth(1).click();
  await see(fresh).toHaveAttribute('type', 'text');

  // a wrong current password: the server's answer at its field, nothing changes
  await current.fill('Wrong@Pass1');
  await fresh.fill(newPassword);
  await confirm.fill(newPassword);
  await see(rules.getByText('An uppercase letter (met)')).toBeVisible();
  await change.click();
  await expectFieldError(page, 'Current password', PROFILE_MESSAGES.wrongCurrentPassword);

  await current.fill(STRONG_PASSWORD);
  await change.click();
  await see(page.getByRole('status').filter({ hasText: PROFILE_MESSAGES.passwordChanged })).toBeVisible();
  await see(current).toHaveValue('');

  // the other browser is signed out live and told why on the login page
  await see(other).toHaveURL(/\/login$/);
  await see(other.getByText(SESSION_MESSAGES.passwordChanged)).toBeVisible();
  // the old password no longer signs in; the new one does
  await other.getByRole('textbox', { name: 'E-mail', exact: true }).fill(me.email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  await see(other.getByRole('alert')).toContainText(MESSAGES.wrongLogin);
  await loginAs(other, me.email, newPassword);
  await see(other.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // this browser kept its session (the fresh token): a reload stays signed in on the profile
  await page.reload();
  await see(page.getByRole('heading', { name: 'Edit name and phone' })).toBeVisible();

  // bounds at the fields, then the new name shows in the header and the sidebar at once
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await name.fill('');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expectFieldError(page, 'Name', MESSAGES.required);
  const renamed = `Nisha ${stamp} Raghavan`;
  await name.fill(renamed);
  await phone.fill('94-470 01122');
  await see(phone).toHaveValue('9447001122');
  await page.getByRole('button', { name: 'Save details' }).click();
  await see(page.getByText('Your name and phone have been saved.')).toBeVisible();
  await see(page.getByRole('navigation', { name: 'Sidebar' }).getByText(renamed)).toBeVisible();
  await see(page.getByRole('button', { name: 'Account menu' })).toHaveText('NR');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await see(page.getByRole('menu').getByText(renamed)).toBeVisible();

  await context.close();
  await otherContext.close();
});

test('a client changes their own name from Profile', async ({ page, request }) => {
  test.slow();
  const client = await signUpViaApi(request, { name: 'Ravi Kumar' });
  await startSignedIn(page, client.user);
  await page.goto(`/profile/${client.email}`);
  await see(page.getByRole('heading', { name: 'Edit name and phone' })).toBeVisible();
  await see(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await see(page.getByRole('heading', { name: 'Signature' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi K Menon');
  await page.getByRole('button', { name: 'Save details' }).click();
  await see(page.getByText('Your name and phone have been saved.')).toBeVisible();
  await see(page.getByRole('button', { name: 'Account menu' })).toHaveText('RM');
});
