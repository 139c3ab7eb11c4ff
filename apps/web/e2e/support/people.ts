import { type APIRequestContext, expect } from '@playwright/test';
import { loginViaApi, type SessionUserJson, uniqueEmail } from './auth.ts';
import { ADMIN, STRONG_PASSWORD } from './env.ts';

export const bearer = (user: SessionUserJson) => ({ authorization: `Bearer ${user.token}` });

export interface MadeEmployee {
  id: number;
  name: string;
  email: string;
  user_type: string;
  permissions: string[];
}

/** An employee made by the admin through POST /api/create-employee. */
export async function makeEmployee(
  request: APIRequestContext,
  opts: { name?: string; role?: string; permissions?: string[]; charge?: string } = {},
): Promise<MadeEmployee> {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const res = await request.post('/api/create-employee', {
    headers: bearer(admin),
    data: {
      email: uniqueEmail('staff'),
      name: opts.name ?? `Staff ${Date.now().toString(36)}`,
      phone_number: '9847000555',
      role: opts.role ?? 'Plant Technician',
      role_id: -1,
      password: STRONG_PASSWORD,
      cPassword: STRONG_PASSWORD,
      charge: opts.charge ?? '400',
      permission_list: opts.permissions ?? [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: MadeEmployee }).data;
}

/** Signs an employee made by makeEmployee in through the API. */
export const sessionOf = (request: APIRequestContext, e: MadeEmployee) =>
  loginViaApi(request, e.email, STRONG_PASSWORD);

/** A new finance employee (permission finance), made through the API and signed in. */
export async function financeSession(request: APIRequestContext): Promise<SessionUserJson> {
  return sessionOf(
    request,
    await makeEmployee(request, { name: `Finance ${Date.now().toString(36)}`, permissions: ['finance'] }),
  );
}
