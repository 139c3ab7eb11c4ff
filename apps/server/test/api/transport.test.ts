import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../helpers.ts';

/** Issue #9 smaller items: tokens must expire, HSTS only over HTTPS, API answers are not cached. */
let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  proxied = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

describe('tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const [admin] = await t.ctx.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, ADMIN_EMAIL) });
    const forever = await new SignJWT({ v: admin!.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin!.id))
      .setIssuedAt()
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(res.statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'GET', url: '/api/me', headers: await t.adminHeaders() });
    expect(ok.statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('sends HSTS only over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // X-Forwarded-Proto is believed only behind TRUST_PROXY
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const https = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
  });

  it('marks API answers no-store, the login and personal data included', async () => {
    const login = await t.login(ADMIN_EMAIL, 'Admin@12345');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: await t.adminHeaders() });
    expect(me.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
