import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { expect, type Page, test } from '@playwright/test';
import { loginAs, signUpViaApi, uniqueEmail, uniqueOrganization } from './support/auth.ts';
import { ADMIN, BRAND, STRONG_PASSWORD } from './support/env.ts';
import { latestMailTo, resetTokenFrom } from './support/outbox.ts';

// The message Mantine shows under a field is linked to it by aria-describedby.
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // the field's own error element (`<id>-error`), named by its aria-describedby
  const errorId = `${await field.getAttribute('id')}-error`;
  expect((await field.getAttribute('aria-describedby'))?.split(' '), `no error linked to ${label}`).toContain(
    errorId,
  );
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
}

test.describe('sign-up', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  });

  test('has its title and a link back to login', async ({ page }) => {
    await expect(page).toHaveTitle(`Sign up | ${BRAND}`);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('asks for every field', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const label of ['Name', 'Organization', 'E-mail', 'Phone', 'Password', 'Confirm password']) {
      await expectFieldError(page, label, MESSAGES.required);
    }
  });

  test('rejects an invalid e-mail and shows it lower-cased as typed', async ({ page }) => {
    const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    await email.pressSequentially('Not-An-Email');
    await expect(email).toHaveValue('not-an-email');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectFieldError(page, 'E-mail', MESSAGES.invalidEmail);
  });

  test('keeps letters out of the phone and stops at 10 digits', async ({ page }) => {
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await phone.pressSequentially('98ab76');
    await expect(phone).toHaveValue('9876');
    await expectFieldError(page, 'Phone', MESSAGES.phoneDigits);
    await phone.fill('');
    await phone.pressSequentially('123456789012');
    await expect(phone).toHaveValue('1234567890');
  });

  test('refuses a weak password', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectFieldError(page, 'Password', MESSAGES.weakPassword);
  });

  test('says the confirmation does not match, live and on submit', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    const confirm = page.getByRole('textbox', { name: 'Confirm password', exact: true });
    await confirm.pressSequentially('Strong@12');
    await expectFieldError(page, 'Confirm password', MESSAGES.passwordMismatchLive);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectFieldError(page, 'Confirm password', MESSAGES.passwordMismatch);
    await confirm.fill(STRONG_PASSWORD);
    await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('shows the server when the e-mail is already in use', async ({ page, request }) => {
    const existing = await signUpViaApi(request);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Second Person');
    await page.getByRole('textbox', { name: 'Organization', exact: true }).fill(uniqueOrganization('Second'));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(existing.email);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9123456780');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expectFieldError(page, 'E-mail', MESSAGES.emailInUse);
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('signs the new client in and lands on Home', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Kumar');
    await page.getByRole('textbox', { name: 'Organization', exact: true }).fill(uniqueOrganization('Ravi'));
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9000000001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Ravi Kumar' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your client account' })).toBeVisible();
    await expect(page).toHaveTitle(`Home | ${BRAND}`);
  });
});

test.describe('login', () => {
  test('has its title and links', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(`Login | ${BRAND}`);
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
    await page.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('highlights empty fields and sends nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login')) calls += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toBe(0);
  });

  test('shows the server message under the heading on failure', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.wrongLogin });
    await expect(alert).toBeVisible();
    // under the heading: the alert comes after the heading and before the form
    const headingBox = await page.getByRole('heading', { name: 'Login' }).boundingBox();
    const alertBox = await alert.boundingBox();
    const emailBox = await page.getByRole('textbox', { name: 'E-mail', exact: true }).boundingBox();
    // all three are on screen (a box is null for one that is not)
    expect([headingBox, alertBox, emailBox].map((box) => box === null)).toEqual([false, false, false]);
    expect(alertBox!.y).toBeGreaterThan(headingBox!.y);
    expect(alertBox!.y).toBeLessThan(emailBox!.y);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('toggles the password between hidden and shown', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('Secret@123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('logs the admin in; the session survives a reload; logout returns to / logged out', async ({
    page,
  }) => {
    await page.goto('/login');
    await loginAs(page, ADMIN.email, ADMIN.password);
    // spec 000 §2, §6: an admin lands on the Dashboard; Home is one click away
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveTitle(`Dashboard | ${BRAND}`);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByLabel('Your roles', { exact: true }).getByText('Admin')).toBeVisible();
    await expect(page).toHaveTitle(`Home | ${BRAND}`);

    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

    // a signed-in user visiting /login goes Home
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('aquadesk.session'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  // issue 28 item 10: spec 000 §2 "Logout forgets the token and the user and goes to /": from any screen
  // it lands on the landing page and stays there (it used to pass through / and end on /login)
  for (const from of ['/dashboard', '/site', `/profile/${encodeURIComponent(ADMIN.email)}`, '/work']) {
    test(`logout from ${from.split('/')[1]} goes to / and stays there`, async ({ page }) => {
      await page.goto('/login');
      await loginAs(page, ADMIN.email, ADMIN.password);
      await page.goto(from);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
      });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      // still there once every request the logout set off has been answered, and it never went
      // through /login (a redirect would follow one of those answers)
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(/\/$/);
      expect(visited).not.toContain('/login');
      expect(await page.evaluate(() => window.localStorage.getItem('aquadesk.session'))).toBeNull();
      // a guarded page visited afterwards still asks for a login
      await page.goto('/site');
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('sends a visitor of a guarded page to login, and back there after it', async ({ page }) => {
    const target = `/profile/${encodeURIComponent(ADMIN.email)}`;
    await page.goto(target);
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/profile/${ADMIN.email}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('sends a reset link and confirms it', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle(`Forgot password | ${BRAND}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(uniqueEmail('forgetful'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByRole('status')).not.toBeEmpty();
  });

  test('the mailed link sets a new password that logs in', async ({ page, request }) => {
    const client = await signUpViaApi(request);
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(client.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const token = resetTokenFrom(await latestMailTo(client.email));
    await page.goto(`/reset-password?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveTitle(`Reset password | ${BRAND}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectFieldError(page, 'New password', MESSAGES.weakPassword);
    const newPassword = 'Fresh@Start9';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await loginAs(page, client.email, newPassword);
    await expect(page.getByRole('heading', { name: `Welcome, ${client.name}` })).toBeVisible();
  });

  test('a password change ends the other open sessions live', async ({ page, request }) => {
    const client = await signUpViaApi(request, { name: 'Session Ender' });
    const socketOpened = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
    await page.goto('/login');
    await loginAs(page, client.email, client.password);
    await expect(page.getByRole('heading', { name: 'Welcome, Session Ender' })).toBeVisible();
    await socketOpened;

    // the password changes elsewhere: through the reset mail
    expect((await request.post('/api/forgot-password', { data: { email: client.email } })).status()).toBe(
      200,
    );
    const token = resetTokenFrom(await latestMailTo(client.email));
    const reset = await request.post('/api/reset-password', { data: { token, password: 'Other@Pass1' } });
    expect(reset.status(), await reset.text()).toBe(200);

    // the server's session_ended event logs this page out, without a reload
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Session Ender' })).toHaveCount(0);
  });

  test('a bad reset link shows the server message', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
  });
});
