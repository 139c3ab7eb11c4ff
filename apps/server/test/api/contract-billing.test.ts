import { randomUUID } from 'node:crypto';
import { billingPeriods, type ContractBillingPlan } from '@aquadesk/shared/contract-billing.ts';
import type { ContractDetail, TContractRequest } from '@aquadesk/shared/contracts.ts';
import { istMoment } from '@aquadesk/shared/dates.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBills, invoiceLines, invoices } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { billContracts } from '../../src/modules/contracts/operations/billing.ts';
import { expireContracts } from '../../src/modules/contracts/operations/expire.ts';
import { clientWithSite } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Contract billing (issue 43 item 8; docs/api.md "Contract billing", docs/requirements/009-contract-billing.md):
 * each period of an active contract's plan becomes one tax invoice on its bill day in India, made once across
 * instances and runs, caught up after downtime; in advance or in arrears; drafts or issued at once; the line,
 * its GST split and totals to the paisa; a cancelled contract bills no more; a deleted draft is not billed
 * again by the job (Make again is a person's); who may see the plan and bill now.
 */

let t: TestApp;
let admin: AuthHeaders;
let director: AuthHeaders;
let manager: AuthHeaders;
let managerUser: UserRow;
let finance: AuthHeaders;
let employee: AuthHeaders;
let kerala: { client: UserRow; site: { id: number } };
let karnataka: { client: UserRow; site: { id: number } };

const body = (extra: Partial<TContractRequest> = {}): TContractRequest => ({
  client_id: kerala.client.id,
  site_ids: [kerala.site.id],
  equipment_ids: [],
  kind: 'comprehensive',
  starts_on: '2025-05-15',
  ends_on: '2026-05-14',
  visits_per_year: 0,
  response_hours: 4,
  resolution_hours: 24,
  covers_labour: true,
  covers_consumables: true,
  parts_cover: 'all',
  price: '100000',
  billing_frequency: 'quarterly',
  billing_timing: 'advance',
  sac: '998719',
  gst_rate: '18',
  technician_id: null,
  terms: '',
  ...extra,
});

const call = (method: 'GET' | 'POST', url: string, headers: AuthHeaders, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    ...(payload === undefined ? {} : { payload }),
  });

/** A contract of `body` made by the client manager and activated by the technical director. */
async function active(extra: Partial<TContractRequest> = {}): Promise<ContractDetail> {
  const made = await call('POST', '/api/contracts', manager, body(extra));
  if (made.statusCode !== 201) throw new Error(`create ${made.statusCode} ${made.body}`);
  const res = await call('POST', `/api/contracts/${made.json().data.id}/activate`, director);
  if (res.statusCode !== 200) throw new Error(`activate ${res.statusCode} ${res.body}`);
  return res.json().data as ContractDetail;
}

/** Noon in India on a day. */
const noonOn = (day: string) => istMoment(`${day} 12:00`);

const plan = async (id: number, as: AuthHeaders = finance) => {
  const res = await call('GET', `/api/contracts/${id}/billing`, as);
  expect(res.statusCode).toBe(200);
  return res.json().data as ContractBillingPlan;
};

const billNow = (contractId: number, periodStart: string, as: AuthHeaders = finance) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contract-bills',
    headers: { ...as, 'idempotency-key': randomUUID() },
    payload: { contract_id: contractId, period_start: periodStart },
  });

const billsOf = (contractId: number) =>
  t.ctx.db
    .select()
    .from(contractBills)
    .where(eq(contractBills.contractId, contractId))
    .orderBy(contractBills.periodStart);

const invoiceOf = async (id: number) => {
  const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, id));
  const lines = await t.ctx.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  return { ...row!, lines };
};

const setMode = async (mode: 'draft' | 'issue') => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company-settings',
    headers: admin,
    payload: { contract_invoices: mode },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.contract_invoices).toBe(mode);
};

/** Only this contract's bills: the other tests' contracts are billed by the same runs. */
const madeFor = async (contractId: number, made: number[]) =>
  (await billsOf(contractId)).filter((b) => b.invoiceId !== null && made.includes(b.invoiceId));

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  director = (await t.asRole('technical_director')).headers;
  ({ user: managerUser, headers: manager } = await t.asRole('client_management'));
  finance = (await t.asRole('finance')).headers;
  employee = (await t.asRole('employee')).headers;
  kerala = await clientWithSite(t, 'LAKESHORE APARTMENTS');
  karnataka = await clientWithSite(t, 'BRIGADE TOWERS');
  await t.ctx.db.execute(
    sql`update users set organization = 'Lakeshore Residents Association', state_code = '32' where id = ${kerala.client.id}`,
  );
  await t.ctx.db.execute(
    sql`update users set organization = 'Brigade Towers Owners', state_code = '29' where id = ${karnataka.client.id}`,
  );
});

afterAll(async () => {
  await t.close();
});

describe('the billing job', () => {
  let contract: ContractDetail;
  const periods = billingPeriods({
    startsOn: '2025-05-15',
    endsOn: '2026-05-14',
    frequency: 'quarterly',
    timing: 'advance',
    pricePaise: 100_000_00,
  });

  beforeAll(async () => {
    contract = await active();
  });

  it('makes the first, partial period once on its first day, with two instances running at once', async () => {
    // the day before: nothing due
    expect(await madeFor(contract.id, (await billContracts(t.ctx, noonOn('2025-05-14'))).made)).toHaveLength(
      0,
    );
    const other = await t.secondInstance();
    const runs = await Promise.all([
      billContracts(t.ctx, noonOn('2025-05-15')),
      billContracts(other.ctx, noonOn('2025-05-15')),
      billContracts(t.ctx, noonOn('2025-05-15')),
    ]);
    expect(runs.flatMap((r) => r.failed)).toEqual([]);
    const rows = await billsOf(contract.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      periodStart: '2025-05-15',
      periodEnd: '2025-06-30',
      amountPaise: periods[0]!.amount_paise,
    });
    expect(runs.flatMap((r) => r.made).filter((id) => id === rows[0]!.invoiceId)).toHaveLength(1);
    const invoice = await invoiceOf(rows[0]!.invoiceId!);
    expect(invoice).toMatchObject({
      status: 'draft',
      number: null,
      clientId: kerala.client.id,
      organization: 'Lakeshore Residents Association',
      creatorName: managerUser.name,
    });
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({
      description: `Annual maintenance contract ${contract.number}, 15/05/2025 to 30/06/2025`,
      hsn: '998719',
      quantity: '1.000',
      rate: '12876.71',
      gstRate: '18.00',
    });
    // ₹1,00,000 × 47 / 365 days = ₹12,876.71 (71.2… paise: no paisa of the remainder)
    expect(periods[0]!.amount_paise).toBe(12_876_71);
    expect(invoice.subtotal).toBe('12876.71');
    // Kerala to Kerala: CGST and SGST at 9 % each, to the paisa (1,158.9039 → 1,158.90)
    expect(invoice).toMatchObject({ cgstTotal: '1158.90', sgstTotal: '1158.90', igstTotal: '0.00' });
    expect(invoice.total).toBe('15194.51');
    expect(invoice.amountPaise).toBe(15_194_51);
  });

  it('catches up every period missed while the server was down, and never makes one again', async () => {
    const run = await billContracts(t.ctx, noonOn('2026-01-05'));
    expect(run.failed).toEqual([]);
    const rows = await billsOf(contract.id);
    expect(rows.map((r) => [r.periodStart, r.periodEnd])).toEqual([
      ['2025-05-15', '2025-06-30'],
      ['2025-07-01', '2025-09-30'],
      ['2025-10-01', '2025-12-31'],
      ['2026-01-01', '2026-03-31'],
    ]);
    expect(await madeFor(contract.id, run.made)).toHaveLength(3);
    expect(await madeFor(contract.id, (await billContracts(t.ctx, noonOn('2026-01-05'))).made)).toHaveLength(
      0,
    );
    // the last period, and then every period has its invoice: the plan adds up to the price
    await billContracts(t.ctx, noonOn('2026-04-01'));
    const all = await billsOf(contract.id);
    expect(all).toHaveLength(5);
    expect(all.reduce((s, r) => s + r.amountPaise, 0)).toBe(100_000_00);
    const seen = await plan(contract.id);
    expect(seen.billing).toBe(true);
    expect(seen.periods.every((p) => p.state === 'billed' && p.invoice?.status === 'draft')).toBe(true);
    expect(seen.periods.map((p) => p.amount)).toEqual(periods.map((p) => (p.amount_paise / 100).toFixed(2)));
  });
});

describe('out of order', () => {
  it('bills the earlier periods when a later one was billed first', async () => {
    const contract = await active({
      starts_on: '2031-01-01',
      ends_on: '2031-03-31',
      billing_frequency: 'monthly',
    });
    // March billed first (as Bill now would, its day come), January and February not yet
    await t.ctx.db.insert(contractBills).values({
      contractId: contract.id,
      periodStart: '2031-03-01',
      periodEnd: '2031-03-31',
      amountPaise: 1,
    });
    await billContracts(t.ctx, noonOn('2031-03-15'));
    expect((await billsOf(contract.id)).map((r) => r.periodStart)).toEqual([
      '2031-01-01',
      '2031-02-01',
      '2031-03-01',
    ]);
  });
});

describe('in arrears', () => {
  it('bills each month the day after it, the last one after the contract has expired', async () => {
    const contract = await active({
      starts_on: '2025-04-10',
      ends_on: '2025-06-30',
      billing_frequency: 'monthly',
      billing_timing: 'arrears',
      price: '8100',
    });
    await billContracts(t.ctx, noonOn('2025-04-30'));
    expect(await billsOf(contract.id)).toHaveLength(0);
    await billContracts(t.ctx, noonOn('2025-06-30'));
    expect((await billsOf(contract.id)).map((r) => r.periodStart)).toEqual(['2025-04-10', '2025-05-01']);
    // 1 July in India: the contract expires, and its June is billed all the same
    await expireContracts(t.ctx, noonOn('2025-07-01'));
    expect((await call('GET', `/api/contracts/${contract.id}`, finance)).json().data.status).toBe('expired');
    await billContracts(t.ctx, noonOn('2025-07-01'));
    const rows = await billsOf(contract.id);
    expect(rows.map((r) => [r.periodStart, r.periodEnd, r.amountPaise])).toEqual([
      // ₹8,100 over 82 days: 21, 31 and 30 days
      ['2025-04-10', '2025-04-30', 2_074_39],
      ['2025-05-01', '2025-05-31', 3_062_20],
      ['2025-06-01', '2025-06-30', 2_963_41],
    ]);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(8_100_00);
  });
});

describe('issued at once', () => {
  it('issues the invoice with its number when the company says so, IGST to another state', async () => {
    await setMode('issue');
    try {
      const contract = await active({
        client_id: karnataka.client.id,
        site_ids: [karnataka.site.id],
        starts_on: '2025-04-01',
        ends_on: '2026-03-31',
        billing_frequency: 'half_yearly',
        price: '50000.01',
        gst_rate: '18',
      });
      await billContracts(t.ctx, noonOn('2025-04-01'));
      const [row] = await billsOf(contract.id);
      const invoice = await invoiceOf(row!.invoiceId!);
      expect(invoice.status).toBe('unpaid');
      expect(invoice.number).toMatch(/\/\d{2}-\d{2}\/\d{4}$/);
      // ₹50,000.01 × 183 / 365 = ₹25,068.4982…: ₹25,068.49 and the paisa left over (the larger remainder)
      expect(row!.amountPaise).toBe(25_068_50);
      expect(invoice).toMatchObject({
        subtotal: '25068.50',
        cgstTotal: '0.00',
        sgstTotal: '0.00',
        // 18 % of 25,068.50 = 4,512.33
        igstTotal: '4512.33',
        total: '29580.83',
        placeOfSupply: '29',
      });
      const seen = await plan(contract.id);
      expect(seen.periods[0]).toMatchObject({
        state: 'billed',
        invoice: { id: invoice.id, number: invoice.number, status: 'unpaid' },
      });
      expect(seen.periods[1]).toMatchObject({
        start: '2025-10-01',
        end: '2026-03-31',
        bill_on: '2025-10-01',
      });
    } finally {
      await setMode('draft');
    }
  });

  it('is a company setting only an admin changes, drafts by default', async () => {
    const seen = await t.app.inject({ method: 'GET', url: '/api/company-settings', headers: finance });
    expect(seen.json().data.contract_invoices).toBe('draft');
    const put = (as: AuthHeaders, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/company-settings', headers: as, payload });
    expect((await put(finance, { contract_invoices: 'issue' })).statusCode).toBe(403);
    const wrong = await put(admin, { contract_invoices: 'later' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('contract_invoices');
  });
});

describe('a cancelled contract', () => {
  it('bills nothing more', async () => {
    const contract = await active({
      starts_on: '2030-04-01',
      ends_on: '2031-03-31',
      billing_frequency: 'monthly',
    });
    await billContracts(t.ctx, noonOn('2030-05-01'));
    expect(await billsOf(contract.id)).toHaveLength(2);
    const cancelled = await call('POST', `/api/contracts/${contract.id}/cancel`, director, {
      reason: 'Plant sold',
    });
    expect(cancelled.statusCode).toBe(200);
    await billContracts(t.ctx, noonOn('2030-12-01'));
    expect(await billsOf(contract.id)).toHaveLength(2);
    const seen = await plan(contract.id);
    expect(seen.billing).toBe(false);
    expect(seen.periods.slice(2).every((p) => p.state === 'stopped')).toBe(true);
    expect((await billNow(contract.id, '2030-06-01')).statusCode).toBe(409);
  });
});

describe('Bill now', () => {
  let contract: ContractDetail;
  beforeAll(async () => {
    // in the past: its first periods are due today whatever day the test runs
    contract = await active({ starts_on: '2024-04-01', ends_on: '2029-03-31', billing_frequency: 'yearly' });
  });

  it('is for finance and the directors; the plan for those who see contracts', async () => {
    expect((await call('GET', `/api/contracts/${contract.id}/billing`, employee)).statusCode).toBe(403);
    expect((await billNow(contract.id, '2024-04-01', manager)).statusCode).toBe(403);
    expect((await billNow(contract.id, '2024-04-01', employee)).statusCode).toBe(403);
    const seen = await plan(contract.id, manager);
    expect(seen.periods.map((p) => [p.start, p.end])).toEqual([
      ['2024-04-01', '2025-03-31'],
      ['2025-04-01', '2026-03-31'],
      ['2026-04-01', '2027-03-31'],
      ['2027-04-01', '2028-03-31'],
      ['2028-04-01', '2029-03-31'],
    ]);
    expect(seen.periods[0]!.state).toBe('due');
    expect(seen.periods[4]!.state).toBe('upcoming');
  });

  it('bills a due period once, refuses one not due, and names the invoice a second time', async () => {
    const made = await billNow(contract.id, '2024-04-01');
    expect(made.statusCode).toBe(201);
    const { invoice_id, status } = made.json().data;
    expect(status).toBe('draft');
    const again = await billNow(contract.id, '2024-04-01', director);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already billed/);
    const notDue = await billNow(contract.id, '2028-04-01');
    expect(notDue.statusCode).toBe(409);
    expect(notDue.json().message).toMatch(/not due yet/);
    const noPeriod = await billNow(contract.id, '2024-05-01');
    expect(noPeriod.statusCode).toBe(409);
    expect((await billNow(contract.id, '2024-13-01')).statusCode).toBe(400);
    expect((await billNow(999_999, '2024-04-01')).statusCode).toBe(404);
    // the job does not make it again
    await billContracts(t.ctx, noonOn('2024-04-02'));
    const rows = await billsOf(contract.id);
    expect(rows.map((r) => r.invoiceId)).toEqual([invoice_id]);
  });

  it('leaves a deleted draft’s period to a person: the job skips it, Make again bills it once', async () => {
    const [row] = await billsOf(contract.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${row!.invoiceId}`,
      headers: finance,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await billsOf(contract.id))[0]!.invoiceId).toBeNull();
    expect((await plan(contract.id)).periods[0]!.state).toBe('draft_deleted');
    await billContracts(t.ctx, noonOn('2024-04-02'));
    expect((await billsOf(contract.id))[0]!.invoiceId).toBeNull();
    const twice = await Promise.all([billNow(contract.id, '2024-04-01'), billNow(contract.id, '2024-04-01')]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const after = await billsOf(contract.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.invoiceId).not.toBeNull();
    const live = await t.ctx.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(inArray(invoices.id, [after[0]!.invoiceId!]));
    expect(live).toHaveLength(1);
  });
});
