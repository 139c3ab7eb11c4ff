import { ESTIMATE_STATUSES } from '@aquadesk/shared/estimates.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { estimateLabour, estimateProducts, workEstimates } from '../../src/db/schema/index.ts';
import { DEMO_SEEDERS } from '../../src/setup/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds estimates in every status, with products and labour, that open as job cards', async () => {
  for (const seed of DEMO_SEEDERS) await seed(t.ctx, []);
  const rows = await t.ctx.db.select().from(workEstimates);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ESTIMATE_STATUSES));
  expect((await t.ctx.db.select().from(estimateProducts)).length).toBeGreaterThan(0);
  expect((await t.ctx.db.select().from(estimateLabour)).length).toBeGreaterThanOrEqual(rows.length);
  const admin = await t.adminHeaders();
  const list = await t.app.inject({ method: 'GET', url: '/api/get-estimate-list', headers: admin });
  expect(list.json().work_estimate.map((r: { status: string }) => r.status)[0]).toBe('NOT CONFIRM');
  for (const r of rows) {
    const card = await t.post('/api/get-estimate-by-id', { id: r.id }, admin);
    expect(card.statusCode).toBe(200);
    expect(Number(card.json().totals.total)).toBeGreaterThan(0);
  }
});
