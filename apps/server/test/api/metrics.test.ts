import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../helpers.ts';
import { payInvoice } from '../ops.ts';
import { listenLocally } from '../sockets.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN, PAYMENT_PROVIDER: 'sandbox' });
  url = await listenLocally(t);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample (`name{labels}`), 0 when it is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',').filter(Boolean);
    if (want.every((w) => have.includes(w)) && have.length === want.length) return Number(m[3]);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const user = await fetch(`${url}/metrics`, { headers: await t.adminHeaders() });
    expect(user.status).toBe(401);
    const body = await scrape();
    expect(body).toContain('# TYPE aquadesk_http_requests_total counter');
    expect(body).toContain('process_cpu_seconds_total');
  });

  it('is off (404) without METRICS_TOKEN', async () => {
    // the route reads the configuration per request: the same app with no token configured
    t.ctx.config.metricsToken = undefined;
    try {
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      const withAny = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(withAny.status).toBe(404);
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer ' } })).status).toBe(404);
    } finally {
      t.ctx.config.metricsToken = TOKEN;
    }
  });

  it('counts requests by route pattern with their durations', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/legal-doc/:year', status: '404' };
    for (const year of ['1999', '2001', '2003']) await fetch(`${url}/api/legal-doc/${year}`);
    await fetch(`${url}/api/site-info?x=1`);
    const after = await scrape();
    expect(sample(after, 'aquadesk_http_requests_total', labels)).toBe(
      sample(before, 'aquadesk_http_requests_total', labels) + 3,
    );
    const siteInfo = { method: 'GET', route: '/api/site-info', status: '200' };
    expect(sample(after, 'aquadesk_http_requests_total', siteInfo)).toBe(
      sample(before, 'aquadesk_http_requests_total', siteInfo) + 1,
    );
    // the raw URL never becomes a label
    expect(after).not.toContain('/api/legal-doc/1999');
    expect(after).not.toContain('x=1');
    const count = { method: 'GET', route: '/api/legal-doc/:year' };
    expect(sample(after, 'aquadesk_http_request_duration_seconds_count', count)).toBe(
      sample(before, 'aquadesk_http_request_duration_seconds_count', count) + 3,
    );
  });

  it('counts login failures (wrong password, throttled) and settled payments', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++) expect((await t.login(ADMIN_EMAIL, 'wrong-password')).statusCode).toBe(401);
    const victim = await t.createUser();
    for (let i = 0; i < 10; i++) await t.login(victim.email, 'wrong', '10.9.9.9');
    expect((await t.login(victim.email, 'wrong', '10.9.9.9')).statusCode).toBe(429);
    await payInvoice(t.app, await t.adminHeaders());
    const after = await scrape();
    const delta = (name: string, labels?: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('aquadesk_login_failures_total', { reason: 'invalid' })).toBe(12);
    expect(delta('aquadesk_login_failures_total', { reason: 'throttled' })).toBe(1);
    expect(delta('aquadesk_payments_settled_total')).toBe(1);
    expect(delta('aquadesk_payments_settled_paise_total')).toBe(236000);
  });

  it('shows open sockets, and the pool on PostgreSQL only', async () => {
    const token = (await t.adminHeaders()).authorization.replace('Bearer ', '');
    const sockets: Socket[] = [];
    for (let i = 0; i < 2; i++) {
      sockets.push(
        await new Promise<Socket>((resolve, reject) => {
          const s = io(url, {
            path: '/socket.io',
            auth: { token },
            reconnection: false,
            transports: ['websocket'],
          });
          s.on('connect', () => resolve(s));
          s.on('connect_error', reject);
        }),
      );
    }
    try {
      expect(sample(await scrape(), 'aquadesk_open_sockets')).toBe(2);
    } finally {
      for (const s of sockets) s.disconnect();
    }
    for (let i = 0; i < 50 && sample(await scrape(), 'aquadesk_open_sockets') !== 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    const text = await scrape();
    expect(sample(text, 'aquadesk_open_sockets')).toBe(0);
    if (t.ctx.database.pool) {
      expect(sample(text, 'aquadesk_db_pool_connections')).toBeGreaterThan(0);
      expect(text).toContain('aquadesk_db_pool_waiting_requests');
    } else {
      expect(text).not.toContain('aquadesk_db_pool');
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready with every migration applied; 503 when the database lacks one of this build', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    const { migrations } = ok.json();
    expect(migrations.applied).toBe(migrations.expected);
    expect(migrations.expected).toBeGreaterThan(5);
    // liveness does not care
    await t.ctx.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const behind = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({
      status: 'unavailable',
      migrations: { expected: migrations.expected, applied: migrations.expected - 1 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
