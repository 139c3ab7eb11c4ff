import { PROFIT_MESSAGES } from '@aquadesk/shared/profit.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
