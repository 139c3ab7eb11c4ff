import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { loginViaApi, type SessionUserJson, uniqueEmail, uniqueOrganization } from './auth.ts';
import { ADMIN, STRONG_PASSWORD } from './env.ts';

const auth = (user: SessionUserJson) => ({ Authorization: `Bearer ${user.token}` });

export async function adminSession(request: APIRequestContext): Promise<SessionUserJson> {
  return loginViaApi(request, ADMIN.email, ADMIN.password);
}

export async function districtIds(request: APIRequestContext, admin: SessionUserJson, names: string[]) {
  const res = await request.get('/api/districts', { headers: auth(admin) });
  const all = (await res.json()) as { id: number; name: string }[];
  return names.map((n) => all.find((d) => d.name === n)!.id);
}

/** A reseller made through the API, signed in. */
export async function createReseller(
  request: APIRequestContext,
  admin: SessionUserJson,
  districts: string[],
  name = 'Kiran Reseller',
): Promise<SessionUserJson> {
  const email = uniqueEmail('reseller');
  const res = await request.post('/api/create-reseller', {
    headers: auth(admin),
    data: {
      email,
      name,
      phone_number: '9847000111',
      password: STRONG_PASSWORD,
      cPassword: STRONG_PASSWORD,
      district_ids: await districtIds(request, admin, districts),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return loginViaApi(request, email, STRONG_PASSWORD);
}

/** A client made by `by` (admin, client_management or a reseller) through POST /api/create-user. */
export async function createClient(
  request: APIRequestContext,
  by: SessionUserJson,
  organization = uniqueOrganization('Client Org'),
  /** More fields of the account, such as its tax identity (gstin, state_code, billing_address). */
  extra: Record<string, unknown> = {},
): Promise<{ id: number; email: string; organization: string }> {
  const email = uniqueEmail('client');
  const res = await request.post('/api/create-user', {
    headers: auth(by),
    data: {
      email,
      name: 'Asha Menon',
      phone_number: '9847000222',
      organization,
      password: STRONG_PASSWORD,
      cPassword: STRONG_PASSWORD,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number } };
  return { id: data.id, email, organization };
}

export async function createSite(
  request: APIRequestContext,
  by: SessionUserJson,
  orgId: number,
  siteName: string,
  district = 'ERNAKULAM',
): Promise<{ site_id: number }> {
  const res = await request.post('/api/create-site', {
    headers: auth(by),
    data: {
      name: 'Ravi',
      orgId,
      phone_number: '9847000333',
      file_id: 'F-1',
      site_name: siteName,
      address_line_1: 'MG Road',
      address_line_2: 'Near park',
      city: 'Kochi',
      district,
      state: 'Kerala',
      pincode: '682001',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { site_id: number } }).data;
}

/**
 * Resolves once the page's socket.io connection is accepted and on its websocket,
 * then gives the server a moment to join its rooms. Call before `goto`, await after.
 */
export function liveSocket(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', (frame) => {
        // `40…` is socket.io's CONNECT; `3probe` ends the upgrade from polling, after the CONNECT
        if (typeof frame.payload === 'string' && /^(40|3probe)/.test(frame.payload)) {
          setTimeout(resolve, 500);
        }
      });
    });
  });
}
