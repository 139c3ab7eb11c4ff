import { EMAIL_CHECKS_PER_MINUTE } from '@aquadesk/shared/accounts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const check = (headers: Record<string, string>, email: string) =>
  t.app.inject({ method: 'GET', url: '/api/email-available', headers, query: { email } });

describe('GET /api/email-available', () => {
  it('answers false for any account e-mail (case-insensitively) and true for a free one', async () => {
    const headers = await t.adminHeaders();
    const client = await t.createUser({ userType: 'client', email: 'taken.client@example.com' });
    let res = await check(headers, ADMIN_EMAIL.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: false });
    res = await check(headers, ` ${client.email.toUpperCase()} `);
    expect(res.json()).toEqual({ available: false });
    res = await check(headers, 'nobody.here@example.com');
    expect(res.json()).toEqual({ available: true });
  });

  it('refuses a malformed or missing e-mail with 400', async () => {
    const headers = await t.adminHeaders();
    expect((await check(headers, 'not-an-email')).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'GET', url: '/api/email-available', headers });
    expect(res.statusCode).toBe(400);
  });

  it('is for the roles that create accounts: admin, client_management, reseller', async () => {
    for (const role of ['client_management', 'reseller'] as const) {
      const { headers } = await t.asRole(role);
      expect((await check(headers, 'free.one@example.com')).statusCode).toBe(200);
    }
    for (const role of ['employee', 'product_management', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await check(headers, 'free.one@example.com')).statusCode).toBe(403);
    }
    expect((await check({}, 'free.one@example.com')).statusCode).toBe(401);
  });

  it(`is limited to ${EMAIL_CHECKS_PER_MINUTE} a minute per user, not per address`, async () => {
    const first = await t.asRole('client_management');
    const second = await t.asRole('client_management');
    const codes: number[] = [];
    for (let i = 0; i <= EMAIL_CHECKS_PER_MINUTE; i++) {
      codes.push((await check(first.headers, `guess${i}@example.com`)).statusCode);
    }
    expect(codes.slice(0, EMAIL_CHECKS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes[EMAIL_CHECKS_PER_MINUTE]).toBe(429);
    // another user from the same address still may ask
    expect((await check(second.headers, 'guess@example.com')).statusCode).toBe(200);
  });
});
