import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app.ts';
import { rateLimitWindows } from '../../src/db/schema/index.ts';
import { rateLimitedRoutes } from '../../src/platform/limits/route-store.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

// Issue 28: every route's rate limit counts in the database (platform/limits/route-store.ts), so it holds across
// instances; the client address is request.ip, which follows TRUST_PROXY. Two apps on one database, on
// PGlite and on PostgreSQL alike.

let t: TestApp;
let b: BuiltApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  b = await t.secondInstance();
  admin = await t.adminHeaders();
});

afterAll(async () => {
  await t.close();
});

/** One call of a rate-limited route (any answer counts: the limit runs before validation). */
function call(
  app: BuiltApp['app'],
  route: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
  const url = pattern.replaceAll(/:[a-z_]+/gi, '1');
  return app.inject({
    method,
    // /email-available counts after validation: a well-formed address
    url: method === 'GET' ? `${url}?id=1&email=nobody%40example.com` : url,
    headers,
    remoteAddress,
    ...(method === 'POST' ? { payload: {} } : {}),
  });
}

describe('rate limits across instances', () => {
  it('every rate-limited route counts the calls of both instances together, then answers 429', async () => {
    const routes = [...rateLimitedRoutes.entries()];
    // the public calls of issue 28 item 4 and the e-mail check are all here
    expect(routes.map(([route]) => route)).toEqual(
      expect.arrayContaining([
        'POST /api/home-contact',
        'GET /api/get-invoice',
        'GET /api/invoice-pdf/:id',
        'POST /api/pay-invoice',
        'POST /api/payment-confirm',
        'POST /api/sandbox-checkout',
        'GET /api/email-available',
        'POST /api/reset-password',
      ]),
    );
    for (const [index, [route, { max }]] of routes.entries()) {
      const address = `198.51.100.${index + 1}`;
      for (let i = 0; i < max; i++) {
        const res = await call(i % 2 === 0 ? t.app : b.app, route, address, admin);
        expect(res.statusCode, `${route} call ${i + 1}`).not.toBe(429);
      }
      for (const app of [t.app, b.app]) {
        const over = await call(app, route, address, admin);
        expect(over.statusCode, route).toBe(429);
        expect(over.json().message).toMatch(/Rate limit exceeded, retry in/);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
        expect(over.headers['x-ratelimit-limit']).toBe(String(max));
        expect(over.headers['x-ratelimit-remaining']).toBe('0');
      }
    }
  }, 120_000);

  it('a HEAD counts with its GET', async () => {
    const route = 'GET /api/get-invoice';
    const { max } = rateLimitedRoutes.get(route)!;
    for (let i = 0; i < max; i++) {
      const app = i % 2 ? t.app : b.app;
      await app.inject({
        method: i % 3 ? 'HEAD' : 'GET',
        url: '/api/get-invoice?id=1',
        remoteAddress: '192.0.2.40',
      });
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/get-invoice?id=1',
      remoteAddress: '192.0.2.40',
    });
    expect(head.statusCode).toBe(429);
    const get = await b.app.inject({
      method: 'GET',
      url: '/api/get-invoice?id=1',
      remoteAddress: '192.0.2.40',
    });
    expect(get.statusCode).toBe(429);
  });

  it('counts each client address apart, and each route apart', async () => {
    const route = 'POST /api/home-contact';
    const { max } = rateLimitedRoutes.get(route)!;
    for (let i = 0; i < max; i++) await call(i % 2 ? t.app : b.app, route, '192.0.2.10');
    expect((await call(b.app, route, '192.0.2.10')).statusCode).toBe(429);
    expect((await call(t.app, route, '192.0.2.11')).statusCode).toBe(400);
    expect((await call(t.app, 'POST /api/pay-invoice', '192.0.2.10')).statusCode).not.toBe(429);
  });

  it('a window ends: the next call starts a new one (the database clock decides)', async () => {
    const route = 'POST /api/home-contact';
    const { max } = rateLimitedRoutes.get(route)!;
    for (let i = 0; i <= max; i++) await call(t.app, route, '192.0.2.20');
    expect((await call(b.app, route, '192.0.2.20')).statusCode).toBe(429);
    await t.ctx.db
      .update(rateLimitWindows)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitWindows.key} like ${'%|192.0.2.20'}`);
    const next = await call(b.app, route, '192.0.2.20');
    expect(next.statusCode).toBe(400);
    expect(next.headers['x-ratelimit-remaining']).toBe(String(max - 1));
  });
});

describe('the client address behind a proxy', () => {
  it('with TRUST_PROXY the address is X-Forwarded-For, on every instance', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const other = await proxied.secondInstance({ TRUST_PROXY: '127.0.0.1' });
      const route = 'POST /api/home-contact';
      const { max } = rateLimitedRoutes.get(route)!;
      const from = (address: string) => ({ 'x-forwarded-for': address });
      for (let i = 0; i < max; i++) {
        await call(i % 2 ? proxied.app : other.app, route, '127.0.0.1', from('203.0.113.5'));
      }
      expect((await call(other.app, route, '127.0.0.1', from('203.0.113.5'))).statusCode).toBe(429);
      // another visitor behind the same proxy is not held back
      expect((await call(proxied.app, route, '127.0.0.1', from('203.0.113.6'))).statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  it('without TRUST_PROXY a forged X-Forwarded-For changes nothing', async () => {
    const route = 'POST /api/home-contact';
    const { max } = rateLimitedRoutes.get(route)!;
    for (let i = 0; i < max; i++) {
      await call(i % 2 ? t.app : b.app, route, '192.0.2.30', { 'x-forwarded-for': `10.1.1.${i}` });
    }
    const res = await call(t.app, route, '192.0.2.30', { 'x-forwarded-for': '10.9.9.9' });
    expect(res.statusCode).toBe(429);
  });
});

describe('old windows', () => {
  it('are removed as the limits are used', async () => {
    await t.ctx.db.insert(rateLimitWindows).values({
      key: 'POST /api/home-contact|192.0.2.99',
      hits: 3,
      expiresAt: sql`now() - interval '2 minutes'`,
    });
    // a new instance prunes with its first counted call
    const fresh = await t.secondInstance();
    await call(fresh.app, 'POST /api/home-contact', '192.0.2.98');
    let left = 1;
    for (let i = 0; i < 50 && left > 0; i++) {
      const rows = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(rateLimitWindows)
        .where(sql`${rateLimitWindows.key} = 'POST /api/home-contact|192.0.2.99'`);
      left = rows[0]!.n;
      if (left > 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(left).toBe(0);
  });
});
