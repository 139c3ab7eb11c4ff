import { ESTIMATE_MESSAGES } from '@aquadesk/shared/estimates.ts';
import { LABOUR_RATE_MESSAGES, PROFIT_MESSAGES } from '@aquadesk/shared/profit.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRoles } from '../../src/db/schema/index.ts';
import { clientWithSite } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

const DEFAULTS = {
  administrative_expense: '10.00',
  travel_charge: '12.00',
  product_profit: '15.00',
  company_profit: '20.00',
};

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/get-profit-data', headers });
const edit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/edit-profit-data', headers, payload });

describe('profit settings', () => {
  it('a fresh database has sensible defaults', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: DEFAULTS });
  });

  it('admin and work_estimate read and edit; others are refused', async () => {
    const estimator = await t.asRole('work_estimate');
    expect((await get(estimator.headers)).statusCode).toBe(200);
    for (const role of ['employee', 'technical_director', 'reseller', 'client'] as const) {
      const other = await t.asRole(role);
      expect((await get(other.headers)).statusCode).toBe(403);
      expect((await edit(other.headers, DEFAULTS)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/get-profit-data' })).statusCode).toBe(401);
  });

  it('stores decimals as sent, bounds 0 and 100 included', async () => {
    const estimator = await t.asRole('work_estimate');
    const sent = {
      administrative_expense: 0,
      travel_charge: '100',
      product_profit: 12.5,
      company_profit: '7.25',
    };
    const res = await edit(estimator.headers, sent);
    expect(res.statusCode).toBe(200);
    const stored = {
      administrative_expense: '0.00',
      travel_charge: '100.00',
      product_profit: '12.50',
      company_profit: '7.25',
    };
    expect(res.json().data).toEqual(stored);
    expect((await get(admin)).json().data).toEqual(stored);
    expect((await edit(admin, DEFAULTS)).statusCode).toBe(200);
  });

  it('every missing field is named; out of range, non-numbers and sub-paisa decimals are 400; nothing changes', async () => {
    const missing = await edit(admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      administrative_expense: MESSAGES.required,
      travel_charge: MESSAGES.required,
      product_profit: MESSAGES.required,
      company_profit: MESSAGES.required,
    });
    for (const bad of [-1, 100.01, '101', 'ten', '', '1.005', '-0.5']) {
      const res = await edit(admin, { ...DEFAULTS, product_profit: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['product_profit']);
    }
    const over = await edit(admin, { ...DEFAULTS, company_profit: 150 });
    expect(over.json().errors.company_profit).toBe(PROFIT_MESSAGES.range);
    expect((await get(admin)).json().data).toEqual(DEFAULTS);
  });
});

describe('labour charge rates (issue 41 item 2)', () => {
  type Rate = {
    id: number;
    name: string;
    charge_rate: string | null;
    mean_pay: string | null;
    holders: number;
  };
  type Pick = { id: number; name: string; average_charge: string; priced: boolean };
  const rates = async (headers = admin) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/labour-rates', headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Rate[] }).data;
  };
  const setRate = (id: number, charge_rate: unknown, headers = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/labour-rates/${id}`, headers, payload: { charge_rate } });
  const picks = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get-estimate-list', headers: admin });
    return (res.json() as { roles: Pick[] }).roles;
  };

  it('lists every role but the client one; admin and work_estimate set a rate, others are refused', async () => {
    const estimator = await t.asRole('work_estimate');
    const names = (await rates(estimator.headers)).map((r) => r.name.toLowerCase());
    expect(names).toContain('admin');
    expect(names).not.toContain('client');
    const adminRole = (await rates()).find((r) => r.name === 'admin')!;
    for (const role of ['employee', 'technical_director', 'finance', 'reseller', 'client'] as const) {
      const other = await t.asRole(role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/labour-rates', headers: other.headers })).statusCode,
      ).toBe(403);
      expect((await setRate(adminRole.id, '900', other.headers)).statusCode).toBe(403);
    }
    const set = await setRate(adminRole.id, '1250.50', estimator.headers);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ id: adminRole.id, charge_rate: '1250.50' });
    // empty: no rate of its own
    expect((await setRate(adminRole.id, '')).json().data.charge_rate).toBeNull();
    expect((await setRate(adminRole.id, null)).json().data.charge_rate).toBeNull();
  });

  it('a bad rate is 400 at charge_rate, and the rate stays as it was; no such role is 404', async () => {
    const role = (await rates()).find((r) => r.name === 'admin')!;
    expect((await setRate(role.id, '700')).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      ['0', LABOUR_RATE_MESSAGES.positive],
      ['-5', LABOUR_RATE_MESSAGES.positive],
      ['abc', LABOUR_RATE_MESSAGES.number],
      ['100000.01', LABOUR_RATE_MESSAGES.max],
      ['12.345', LABOUR_RATE_MESSAGES.places],
    ];
    for (const [bad, message] of cases) {
      const res = await setRate(role.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors?.charge_rate, String(bad)).toBe(message);
    }
    expect((await rates()).find((r) => r.id === role.id)!.charge_rate).toBe('700.00');
    expect((await setRate(999_999, '500')).statusCode).toBe(404);
    const [client] = await t.ctx.db.select().from(jobRoles).where(sql`lower(${jobRoles.name}) = 'client'`);
    expect((await setRate(client!.id, '500')).statusCode).toBe(404);
  });

  it('an estimate charges the rate, else the mean pay, and refuses a role with neither at its Role', async () => {
    const [fitter] = await t.ctx.db.insert(jobRoles).values({ name: 'Rate Fitter' }).returning();
    const [welder] = await t.ctx.db.insert(jobRoles).values({ name: 'Rate Welder' }).returning();
    const [idle] = await t.ctx.db.insert(jobRoles).values({ name: 'Rate Idle' }).returning();
    await t.createUser({ userType: 'Rate Fitter', roleId: fitter!.id, charge: '300.00' });
    await t.createUser({ userType: 'Rate Fitter', roleId: fitter!.id, charge: '0' });
    await t.createUser({ userType: 'Rate Welder', roleId: welder!.id, charge: '410.00' });
    await t.createUser({ userType: 'Rate Idle', roleId: idle!.id, charge: '0' });
    expect((await setRate(fitter!.id, '650')).statusCode).toBe(200);
    const byName = (p: Pick[], n: string) => p.find((r) => r.name === n)!;
    let now = await picks();
    expect(byName(now, 'Rate Fitter')).toMatchObject({ average_charge: '650.00', priced: true });
    // no rate of its own: the mean of its holders who have pay
    expect(byName(now, 'Rate Welder')).toMatchObject({ average_charge: '410.00', priced: true });
    expect(byName(now, 'Rate Idle')).toMatchObject({ average_charge: '0.00', priced: false });

    const site = (await clientWithSite(t, 'Rate Plant')).site.id;
    // two hours of one role, nothing else
    const estimateOf = (roleId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/estimate_generater',
        headers: admin,
        payload: {
          site_id: site,
          work: ['Service the blower'],
          labour: [{ role_id: roleId, work_hour: 2 }],
          travel_distance: 0,
          discount: 0,
          administrative_expense: 0,
        },
      });
    const made = await estimateOf(idle!.id);
    expect(made.statusCode).toBe(400);
    expect(made.json().errors['labour.0.role_id']).toBe(ESTIMATE_MESSAGES.unpricedRole('Rate Idle'));
    const priced = await estimateOf(fitter!.id);
    expect(priced.statusCode, priced.body).toBe(201);
    const id = priced.json().work_estimate_id as number;
    // the rate is frozen on the line: a later change does not move the estimate
    expect((await setRate(fitter!.id, '990')).statusCode).toBe(200);
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/get-estimate-by-id',
      headers: admin,
      payload: { id },
    });
    // 2 h at ₹650 (the rate in force when it was made), raised by the company profit (20 %: no products)
    expect(card.json().totals.labour).toBe('1560.00');
    now = await picks();
    expect(byName(now, 'Rate Fitter').average_charge).toBe('990.00');
  });
});
