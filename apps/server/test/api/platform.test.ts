import { PERMISSIONS } from '@aquadesk/shared/permissions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('GET /api/health: checks at once share one answer, and say 503 once the database is gone', async () => {
    const other = await buildTestApp();
    const many = () =>
      Promise.all(Array.from({ length: 20 }, () => other.app.inject({ method: 'GET', url: '/api/health' })));
    expect((await many()).map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    await other.ctx.database.close();
    const after = await many();
    expect(after.map((r) => r.statusCode)).toEqual(Array(20).fill(503));
    expect(after[0]!.json()).toMatchObject({ status: 'unavailable' });
    await other.close().catch(() => undefined);
  });

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
