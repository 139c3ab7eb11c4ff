import type { MoneyTrendsResponse, TaskTrendsResponse } from '@aquadesk/shared/dashboard-trends.ts';
import { addDays, istDay, monthStart, weekStart } from '@aquadesk/shared/dates.ts';
import type { Role } from '@aquadesk/shared/roles.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNotes, invoiceReceipts, invoices, taskSubmissions } from '../../src/db/schema/index.ts';
import { insertTestTask } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { taxLine as line } from './invoice-helpers.ts';
import { clientWithSite, type Headers } from './work-helpers.ts';

/**
 * The dashboard's trend charts (issue 31 item 13, docs/api.md "Dashboard trends"): revenue by IST month
 * from tax invoices, notes, payments and refunds; receivables by age; tasks finished by IST week; who
 * sees which.
 */

let t: TestApp;
let admin: Headers;
let finance: Headers;
let employee: Headers;
let employeeId: number;

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const issued = async (products = [line()]) => {
  const res = await call('POST', '/api/invoice_generater', admin, {
    organization: 'Trend Customer',
    phone_number: '9847012345',
    products,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const today = istDay(new Date());
const pay = async (id: number, amount: string, kind: 'payments' | 'refunds' = 'payments') => {
  const res = await call('POST', `/api/invoices/${id}/${kind}`, finance, {
    method: 'bank_transfer',
    reference: 'UTR0001',
    received_on: today,
    amount,
  });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  finance = (await t.asRole('finance')).headers;
  const e = await t.asRole('employee');
  employee = e.headers;
  employeeId = e.user.id;
});
afterAll(() => t.close());

describe('GET /api/dashboard/money-trends', () => {
  it('revenue per IST month equals the hand sums to the paisa, 23:59 IST on the last day in that month', async () => {
    const thisMonth = monthStart(today, 0);
    const lastMonth = monthStart(today, 1);
    const lastMinute = new Date(Date.parse(`${thisMonth}T00:00:00+05:30`) - 60_000); // 23:59 IST, last day
    const firstMoment = new Date(`${thisMonth}T00:00:00+05:30`);
    const lastDay = addDays(thisMonth, -1);

    const a = await issued(); // 2 × ₹1,000 + 18% = ₹2,360.00
    const b = await issued([line({ quntaty: '1', rate: '500.50' })]); // ₹500.50 + CGST ₹45.05 + SGST ₹45.05 = ₹590.60
    const cancelled = await issued();
    expect(
      (await call('POST', `/api/invoices/${cancelled}/cancel`, finance, { reason: 'Duplicate' })).statusCode,
    ).toBe(200);
    const draft = await call('POST', '/api/invoices', admin, {
      organization: 'Trend Customer',
      phone_number: '9847012345',
      products: [line()],
    });
    expect(draft.statusCode).toBe(201);

    await pay(a, '2360');
    const credit = await call('POST', `/api/invoices/${a}/credit-notes`, finance, {
      reason: 'Returned one pump',
      products: [line({ quntaty: '0.5' })],
    }); // ₹590.00 credited, so ₹590.00 to refund
    expect(credit.statusCode, credit.body).toBe(201);
    await pay(a, '590', 'refunds');
    await pay(b, '590.60');

    // place them across the month boundary
    await t.ctx.db.update(invoices).set({ issuedAt: lastMinute }).where(eq(invoices.id, a));
    await t.ctx.db.update(invoices).set({ issuedAt: firstMoment }).where(eq(invoices.id, b));
    await t.ctx.db.update(invoices).set({ issuedAt: lastMinute }).where(eq(invoices.id, cancelled));
    await t.ctx.db.update(invoiceNotes).set({ issuedAt: firstMoment }).where(eq(invoiceNotes.invoiceId, a));
    await t.ctx.db
      .update(invoiceReceipts)
      .set({ receivedOn: lastDay })
      .where(eq(invoiceReceipts.invoiceId, a));
    await t.ctx.db
      .update(invoiceReceipts)
      .set({ receivedOn: thisMonth })
      .where(eq(invoiceReceipts.kind, 'refund'));
    await t.ctx.db
      .update(invoiceReceipts)
      .set({ receivedOn: thisMonth })
      .where(eq(invoiceReceipts.invoiceId, b));

    const res = await call('GET', '/api/dashboard/money-trends', finance);
    expect(res.statusCode, res.body).toBe(200);
    const { revenue } = res.json() as MoneyTrendsResponse;
    expect(revenue).toHaveLength(12);
    expect(revenue[0]!.month).toBe(monthStart(today, 11).slice(0, 7));
    expect(revenue.at(-1)!.month).toBe(thisMonth.slice(0, 7));
    expect(revenue.at(-2)).toEqual({
      month: lastMonth.slice(0, 7),
      invoiced_paise: 236000,
      collected_paise: 236000,
    });
    // ₹590.60 issued − ₹590.00 credited; ₹590.60 received − ₹590.00 refunded
    expect(revenue.at(-1)).toEqual({ month: thisMonth.slice(0, 7), invoiced_paise: 60, collected_paise: 60 });
    for (const m of revenue.slice(0, -2)) expect(m).toMatchObject({ invoiced_paise: 0, collected_paise: 0 });

    // one minute later the last-day invoice belongs to the new month
    await t.ctx.db.update(invoices).set({ issuedAt: firstMoment }).where(eq(invoices.id, a));
    const moved = (await call('GET', '/api/dashboard/money-trends', admin)).json() as MoneyTrendsResponse;
    expect(moved.revenue.at(-2)!.invoiced_paise).toBe(0);
    expect(moved.revenue.at(-1)!.invoiced_paise).toBe(236060);
  });

  it('receivables by age are /api/receivables totals', async () => {
    await issued(); // open, ₹2,360.00
    const trends = (await call('GET', '/api/dashboard/money-trends', finance)).json() as MoneyTrendsResponse;
    const rec = (await call('GET', '/api/receivables', finance)).json();
    expect(trends.ageing.total_paise).toBeGreaterThanOrEqual(236000);
    expect(trends.ageing).toEqual({ as_of: rec.as_of, ...pickAges(rec.totals) });
  });

  it('is 403 for an employee; technical directors and admins see it', async () => {
    expect((await call('GET', '/api/dashboard/money-trends', employee)).statusCode).toBe(403);
    const director = (await t.asRole('technical_director')).headers;
    expect((await call('GET', '/api/dashboard/money-trends', director)).statusCode).toBe(200);
    expect((await call('GET', '/api/dashboard/money-trends', admin)).statusCode).toBe(200);
  });
});

function pickAges(totals: Record<string, number>) {
  const keys = [
    'total_paise',
    'not_due_paise',
    'd0_30_paise',
    'd31_60_paise',
    'd61_90_paise',
    'over_90_paise',
  ];
  return Object.fromEntries(keys.map((k) => [k, totals[k]]));
}

describe('GET /api/dashboard/task-trends', () => {
  it('counts the tasks each viewer sees finished per IST week, the last 12 weeks', async () => {
    const { site } = await clientWithSite(t, 'TREND PLANT');
    const adviserId = (await t.createUser({ roles: ['technical_director'] as Role[] })).id;
    const monday = weekStart(today, 0);
    const addTask = async (
      status: 'FINISHED' | 'ASSIGNED',
      finished: string | null,
      people: number[] = [],
    ) => {
      const id = await insertTestTask(
        t.ctx.db,
        {
          siteId: site.id,
          siteName: 'TREND PLANT',
          description: 'Trend case',
          status,
          deadline: '2099-01-01',
          adviserId,
        },
        people,
      );
      if (finished) {
        // 23:30 IST: still that IST day (18:00 UTC)
        await t.ctx.db.insert(taskSubmissions).values({
          taskId: id,
          finishedBy: adviserId,
          ownerId: adviserId,
          finishTime: new Date(`${finished}T18:00:00Z`),
          status: 'APPROVED',
        });
      }
    };
    await addTask('FINISHED', monday, [employeeId]); // this week
    await addTask('FINISHED', addDays(monday, -1)); // Sunday: last week
    await addTask('FINISHED', addDays(monday, -1));
    await addTask('FINISHED', addDays(monday, -7 * 12)); // thirteen weeks back: not shown
    await addTask('ASSIGNED', null, [employeeId]);

    const seen = async (headers: Headers) => {
      const res = await call('GET', '/api/dashboard/task-trends', headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TaskTrendsResponse).weeks;
    };
    const all = await seen(admin);
    expect(all).toHaveLength(12);
    expect(all[0]!.week).toBe(weekStart(today, 11));
    expect(all.at(-1)).toEqual({ week: monday, finished: 1 });
    expect(all.at(-2)).toEqual({ week: weekStart(today, 1), finished: 2 });
    expect(all.slice(0, -2).every((w) => w.finished === 0)).toBe(true);
    // an employee counts only the tasks they are on; finance sees the chart (with none of theirs)
    const own = await seen(employee);
    expect(own.map((w) => w.finished)).toEqual([...Array(11).fill(0), 1]);
    expect((await seen(finance)).every((w) => w.finished === 0)).toBe(true);
    const client = (await t.asRole('client')).headers;
    expect((await call('GET', '/api/dashboard/task-trends', client)).statusCode).toBe(403);
  });
});
