import { EVENTS } from '@aquadesk/shared/events.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { districts } from '../../src/db/schema/index.ts';
import { NO_TAX_IDENTITY } from '../fixtures.ts';
import { buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
let d: Record<string, number>;
let emits: Emit[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  d = Object.fromEntries((await t.ctx.db.select().from(districts)).map((x) => [x.name, x.id]));
  emits = recordEmits(t);
});
beforeEach(() => {
  emits.length = 0;
});
afterAll(() => t.close());

let n = 0;
const create = (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/create-reseller',
    headers,
    payload: {
      email: `Seller${n}@Partner.in`,
      name: 'Kiran Das',
      phone_number: '9847200000',
      password: 'Strong@123',
      cPassword: 'Strong@123',
      district_ids: [d.THRISSUR, d.ERNAKULAM],
      ...extra,
    },
  });
};

describe('resellers (admin)', () => {
  it('creates a reseller with districts who can log in with them; emits reseller to admins', async () => {
    const res = await create(admin);
    expect(res.statusCode).toBe(201);
    const row = res.json().data;
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Kiran Das',
      email: `seller${n}@partner.in`,
      phone_number: '9847200000',
      districts: ['ERNAKULAM', 'THRISSUR'],
      district_ids: [d.ERNAKULAM, d.THRISSUR],
    });
    expect(emits[0]).toEqual([EVENTS.reseller, row, { roles: ['admin'] }]);
    const login = await t.login(row.email, 'Strong@123');
    expect(login.json().user).toMatchObject({
      user_type: 'reseller',
      permissions: ['reseller'],
      districts: ['ERNAKULAM', 'THRISSUR'],
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/get_reseller_page_data', headers: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toContainEqual(row);
    expect(page.json()).not.toHaveProperty('email_list');
    expect(page.json().district_list).toHaveLength(14);
  });

  it('applies spec 000 §5: used e-mail, weak password, mismatch, no district', async () => {
    await create(admin, { email: 'taken@partner.in' });
    const used = await create(admin, { email: 'TAKEN@partner.in' });
    expect(used.statusCode).toBe(409);
    expect(used.json().errors).toEqual({ email: 'Email already in use' });
    const weak = await create(admin, { password: 'weakpass', cPassword: 'weakpass' });
    expect(weak.json().errors).toEqual({ password: 'Password is not strong enough' });
    const mismatch = await create(admin, { cPassword: 'Other@1234' });
    expect(mismatch.json().errors).toEqual({ cPassword: MESSAGES.passwordMismatch });
    const none = await create(admin, { district_ids: [] });
    expect(none.json().errors).toEqual({ district_ids: 'Select at least one district' });
    const unknown = await create(admin, { district_ids: [999999] });
    expect(unknown.statusCode).toBe(400);
  });

  it('edits name, phone and districts (e-mail fixed); emits update_reseller', async () => {
    const row = (await create(admin)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/edit-reseller',
      headers: admin,
      payload: {
        user_id: row.id,
        name: 'Kiran D',
        phone_number: '9000000009',
        district_ids: [d.KOLLAM],
        email: 'x@y.in',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Kiran D', email: row.email, districts: ['KOLLAM'] });
    expect(emits.at(-1)![0]).toBe(EVENTS.updateReseller);
    const missing = await t.post('/api/edit-reseller', { user_id: row.id }, admin);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['district_ids', 'name', 'phone_number']);
    const staff = await t.asRole('employee');
    const notReseller = await t.post(
      '/api/edit-reseller',
      { user_id: staff.user.id, name: 'a', phone_number: '1', district_ids: [d.KOLLAM] },
      admin,
    );
    expect(notReseller.statusCode).toBe(404);
  });

  it('resets a reseller password (both equal, no strength rule); the old token ends', async () => {
    const row = (await create(admin)).json().data;
    const token = await t.tokenFor(row.email, 'Strong@123');
    const mismatch = await t.post(
      '/api/update-reseller-password',
      { user_id: row.id, password: 'simple', cPassword: 'other' },
      admin,
    );
    expect(mismatch.statusCode).toBe(400);
    const res = await t.post(
      '/api/update-reseller-password',
      { user_id: row.id, password: 'simple', cPassword: 'simple' },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: token } })).statusCode,
    ).toBe(401);
    await t.tokenFor(row.email, 'simple');
  });

  it('every reseller call is refused to non-admins', async () => {
    const calls = [
      ['GET', '/api/get_reseller_page_data'],
      ['POST', '/api/create-reseller'],
      ['POST', '/api/edit-reseller'],
      ['POST', '/api/update-reseller-password'],
      ['GET', '/api/reseller-clients'],
      ['GET', '/api/reseller-sites'],
      ['POST', '/api/update-reseller-site'],
    ] as const;
    for (const role of ['reseller', 'client_management', 'employee'] as const) {
      const { headers } = await t.asRole(role);
      for (const [method, url] of calls) {
        const res = await t.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/reseller-clients' })).statusCode).toBe(401);
  });

  it('/reseller-clients lists pending clients sorted by organization', async () => {
    const r = await t.asRole('reseller');
    for (const org of ['Zeta Hotels', 'alpha farms']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/create-user',
        headers: r.headers,
        payload: {
          name: 'x',
          email: `${org.replace(' ', '')}@c.in`,
          phone_number: '1',
          organization: org,
          password: 'Strong@123',
          cPassword: 'Strong@123',
        },
      });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/reseller-clients', headers: admin });
    const orgs = res.json().map((c: { organization: string }) => c.organization);
    expect(orgs).toEqual(['alpha farms', 'Zeta Hotels']);
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      name: 'X',
      email: 'alphafarms@c.in',
      phone_number: '1',
      organization: 'alpha farms',
      processed_by_admin: false,
      // a client's tax identity (issue 30): none given, so billed B2C
      ...NO_TAX_IDENTITY,
    });
  });
});
