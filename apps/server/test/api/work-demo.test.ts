import { TASK_STATUSES, type WorkListResponse, type WorkReportResponse } from '@aquadesk/shared/work.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { taskComments, tasks } from '../../src/db/schema/index.ts';
import { DEMO_SEEDERS } from '../../src/setup/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds tasks in every status across work types, with comments and ratings, that open as reports', async () => {
  for (const seed of DEMO_SEEDERS) await seed(t.ctx, []);
  const rows = await t.ctx.db.select().from(tasks);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(TASK_STATUSES));
  expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['maintenance', 'new_work']));
  expect(new Set(rows.map((r) => r.worktype)).size).toBeGreaterThanOrEqual(5);
  expect(rows.some((r) => r.rating !== null)).toBe(true);
  expect((await t.ctx.db.select().from(taskComments)).length).toBeGreaterThan(0);
  const admin = await t.adminHeaders();
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/get_all_works', headers: admin })
  ).json() as WorkListResponse;
  expect(list.all_work_list.maintenance.length + list.all_work_list.new_work.length).toBe(rows.length);
  expect(list.work_estimates.length).toBeGreaterThan(0);
  for (const r of rows) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-workreport-by-id',
      headers: admin,
      payload: { id: r.id, worktype: r.worktype },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as WorkReportResponse).work_report.history.length).toBeGreaterThan(0);
  }
});
