import { PERMISSIONS } from '@aquadesk/shared/permissions.ts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { registeredActions } from '../../src/platform/authorize.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /api/health answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health: 20 checks at once answer 200, and 503 once the database is gone', async () => {
    const other = await buildTestApp();
    const many = (app: typeof other.app) =>
      Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/health' })));
    expect((await many(other.app)).map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await other.close(); // the app, then its database
    const { app } = await buildApp({ config: other.ctx.config, database: other.ctx.database, logger: false });
    try {
      const after = await many(app);
      expect(after.map((r) => r.statusCode)).toEqual(Array(20).fill(503));
      expect(after[0]!.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });

  it('GET /api/health on a busy database answers from a statement answered in the last second, not behind the queue', async () => {
    await t.ctx.database.db.execute(sql`select 1`);
    // the embedded database runs one statement at a time: a `select 1` of its own would wait for this one
    const long = t.ctx.database.db
      .execute(sql`select count(*) from generate_series(1, 3000000) g where g % 7 = 0`)
      .then(() => performance.now());
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const answeredAt = performance.now();
    expect(res.statusCode).toBe(200);
    expect(answeredAt).toBeLessThan(await long);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'survives the server ending its connections, and answers and listens on new ones',
    async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const pool = t.ctx.database.pool!;
      const admin = new pg.Client({ connectionString: t.ctx.database.url });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      await vi.waitFor(() => expect(pool.idleCount).toBe(0));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // the live events' LISTEN connection comes back too (checked out for good, so not idle)
      await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(1), { timeout: 30_000 });
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'an instance stopped right after it started gives back the live events’ connection, so its database closes',
    async () => {
      const other = await buildTestApp();
      // the adapter was still opening its LISTEN connection: before, it kept it, and the pool's end waited
      await other.close();
      expect(other.ctx.database.pool!.totalCount).toBe(0);
    },
    10_000,
  );

  it('GET /api/site-info gives the brand and company details from configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-info' });
    expect(res.json()).toMatchObject({ brand: 'AquaDesk', company: { email: 'info@aquadesk.in' } });
  });

  it('unknown /api routes are 404 JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No such call/);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('refuses to register an /api route without a permission action', async () => {
    const { app } = await buildApp({ config: t.ctx.config, database: t.ctx.database, logger: false });
    expect(() => app.get('/api/unguarded', async () => ({}))).toThrow(/declares no permission action/);
  });

  it('every registered action is in the permission table, and route → action is as reviewed', () => {
    for (const action of registeredActions.values()) {
      expect(Object.keys(PERMISSIONS)).toContain(action.split(' ')[0]);
    }
    expect(Object.fromEntries([...registeredActions.entries()].sort())).toMatchSnapshot();
  });
});
