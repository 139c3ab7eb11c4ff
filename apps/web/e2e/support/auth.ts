import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { STRONG_PASSWORD } from './env.ts';

let counter = 0;

/** An e-mail no other test of this run uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}.${stamp}@e2e.test`;
}

export function uniqueOrganization(prefix = 'Org'): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}`;
}

export interface SessionUserJson {
  id: number;
  name: string;
  email: string;
  user_type: string;
  permissions: string[];
  districts: string[];
  token: string;
}

export interface SignedUpClient {
  user: SessionUserJson;
  email: string;
  password: string;
  name: string;
  organization: string;
  phone: string;
}

/** Signs a client up through the API (POST /api/create-user without a token). */
export async function signUpViaApi(
  request: APIRequestContext,
  overrides: Partial<{
    name: string;
    email: string;
    password: string;
    organization: string;
    phone: string;
  }> = {},
): Promise<SignedUpClient> {
  const email = overrides.email ?? uniqueEmail('client');
  const password = overrides.password ?? STRONG_PASSWORD;
  const name = overrides.name ?? 'Asha Menon';
  const organization = overrides.organization ?? uniqueOrganization();
  const phone = overrides.phone ?? '9876543210';
  const response = await request.post('/api/create-user', {
    data: {
      name,
      email,
      password,
      cPassword: password,
      phone_number: phone,
      organization,
      file_id: 'N.A',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: SessionUserJson };
  return { user, email, password, name, organization, phone };
}

/** Logs in through the login page and waits until it has left /login. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Starts the page already signed in, as a reload after login would (no login page involved). */
export async function startSignedIn(page: Page, user: SessionUserJson): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('aquadesk.session', value);
  }, JSON.stringify(user));
}

/**
 * A page in a browser context of its own, started signed in as `user`: `width` pixels wide (1366 unless
 * given), 800 high below 600 wide and 900 otherwise, with any more of the context's `options` (clipboard
 * permissions, a device scale).
 */
export async function signedInPage(
  browser: Browser,
  user: SessionUserJson,
  width = 1366,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
    ...options,
  });
  const page = await context.newPage();
  await startSignedIn(page, user);
  return page;
}

/** Logs in through the API and returns the session user. */
export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SessionUserJson> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: SessionUserJson }).user;
}
