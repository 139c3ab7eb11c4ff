import { type APIRequestContext, expect } from '@playwright/test';
import type { SessionUserJson } from './auth.ts';
import { bearer } from './people.ts';

/** Tasks and estimates made through the API for a journey to start from (wire names as docs/api.md). */

/**
 * A maintenance task registered by `by` (POST /api/add-maintenance) for `users` at a site outside the records
 * (`site_name`, 'Journey site' unless given), ASSIGNED, of low priority unless `task` says otherwise, due on
 * 1 December 2099: its id.
 */
export async function taskAtOtherSite(
  request: APIRequestContext,
  by: SessionUserJson,
  users: number[],
  task: { panel_type: string; complaint: string; priority?: string; site_name?: string },
): Promise<number> {
  const res = await request.post('/api/add-maintenance', {
    headers: bearer(by),
    data: {
      site_id: null,
      users_id: users,
      in_operation_since: 'Fresh',
      status: 'ASSIGNED',
      worktype: 'Maintenance',
      priority: 'LOW',
      deadline: '2099-12-01',
      isOtherSite: true,
      site_name: 'Journey site',
      ...task,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The id of the one labour role named `name` on `by`'s estimate form (it fails unless there is exactly one). */
export async function roleIdNamed(
  request: APIRequestContext,
  by: SessionUserJson,
  name: string,
): Promise<number> {
  const list = await request.get('/api/get-estimate-list', { headers: bearer(by) });
  const roles = ((await list.json()) as { roles: { id: number; name: string }[] }).roles;
  // the one role of that name, just made
  const named = roles.filter((r) => r.name === name);
  expect(named.map((r) => r.name)).toEqual([name]);
  return named[0]!.id;
}

/**
 * The estimate form's request for a dosing pump's service at `site_id`: four hours of the role `roleId`, 12 km
 * of travel, 10 % expense and no discount, `work` as the form sends it.
 */
export const pumpServiceEstimate = (
  site_id: number,
  roleId: number | undefined,
  work: string | string[] = JSON.stringify(['Service the dosing pump']),
) => ({
  site_id,
  work,
  products: [],
  labour: [{ role_id: roleId, work_hour: 4 }],
  travel_distance: 12,
  discount: 0,
  administrative_expense: 10,
});

/** An estimate made by `by` through POST /api/estimate_generater with the form's `data`: its id. */
export async function createEstimate(
  request: APIRequestContext,
  by: SessionUserJson,
  data: Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/estimate_generater', { headers: bearer(by), data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { work_estimate_id: number }).work_estimate_id;
}
