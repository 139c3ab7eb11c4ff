import { istDay } from '@aquadesk/shared/dates.ts';
import type { InvoiceListRow } from '@aquadesk/shared/invoices.ts';
import type { WorkListResponse } from '@aquadesk/shared/work.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type Login } from '../../src/platform/demo.ts';
import { DEMO_SEEDERS } from '../../src/setup/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

// Issue 31 item 4: every demo login's first screen has a day's work on it.
let t: TestApp;
const logins: Login[] = [];
beforeAll(async () => {
  // demo data chooses the sandbox by default; the test app is built with DEMO_DATA=0
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
  for (const seed of DEMO_SEEDERS) await seed(t.ctx, logins);
});
afterAll(() => t.close());

type Headers = { authorization: string };
async function as(email: string): Promise<Headers> {
  const res = await t.login(email, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().user.token}` };
}
async function get<T>(headers: Headers, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}
const count = <T>(rows: readonly T[], pick: (row: T) => string) =>
  rows.reduce<Record<string, number>>((acc, row) => {
    acc[pick(row)] = (acc[pick(row)] ?? 0) + 1;
    return acc;
  }, {});

describe('demo logins', () => {
  // how long seeding takes is measured in bench/ (a test asserting a time failed on a busy machine)
  it('every demo login signs in', async () => {
    expect(logins.length).toBeGreaterThanOrEqual(8);
    for (const l of logins) await as(l.email);
  });

  it("the technician's work holds tasks assigned to him in every open state, and job cards", async () => {
    const tech = await as('employee@demo.aquadesk.in');
    const list = await get<WorkListResponse>(tech, '/api/get_all_works?mine=true');
    const mine = [...list.all_work_list.maintenance, ...list.all_work_list.new_work].filter(
      (r) => r.assigned_to_me,
    );
    const states = count(mine, (r) => r.status);
    expect(states.ASSIGNED).toBeGreaterThanOrEqual(2);
    expect(states['IN PROGRESS']).toBeGreaterThanOrEqual(2);
    expect(states['RE:IN PROGRESS']).toBeGreaterThanOrEqual(1);
    expect(states.REVIEWING).toBeGreaterThanOrEqual(1);
    // past its deadline, at a named client's site
    const today = istDay(new Date());
    expect(mine.some((r) => r.status === 'IN PROGRESS' && r.deadline && r.deadline < today)).toBe(true);
    expect(mine.every((r) => r.site_name !== '' || r.worktype !== 'Maintenance')).toBe(true);
    const cards = count(list.work_estimates, (e) => e.status);
    expect(cards.APPROVED).toBeGreaterThanOrEqual(1);
    expect(cards['IN PROGRESS']).toBeGreaterThanOrEqual(1);
  });

  it("the reseller's clients, sites waiting for approval, estimates and proposals", async () => {
    const reseller = await as('reseller@demo.aquadesk.in');
    const clients = await get<{ data: { organization: string }[] }>(reseller, '/api/get_client_data');
    expect(clients.data.length).toBeGreaterThanOrEqual(3);
    const sites = await get<{ data: { approved: boolean; district: string }[] }>(
      reseller,
      '/api/get_all_site',
    );
    expect(sites.data.filter((s) => !s.approved).length).toBeGreaterThanOrEqual(2);
    expect(sites.data.every((s) => ['THRISSUR', 'PALAKKAD'].includes(s.district))).toBe(true);
    const estimates = await get<{ work_estimate: { status: string }[] }>(reseller, '/api/get-estimate-list');
    expect(estimates.work_estimate.length).toBeGreaterThanOrEqual(2);
    const proposals = await get<{ proposal: unknown[] }>(reseller, '/api/get-proposal-list');
    expect(proposals.proposal.length).toBeGreaterThanOrEqual(3);
  });

  it("finance's invoices: numbered, unpaid, part-paid with receipts, one credited, some past due, a draft", async () => {
    const finance = await as('finance@demo.aquadesk.in');
    const list = await get<{ data: InvoiceListRow[] }>(finance, '/api/get-invoic-list');
    const states = count(list.data, (r) => r.status);
    expect(states.unpaid).toBeGreaterThanOrEqual(2);
    expect(states.partly_paid).toBeGreaterThanOrEqual(2);
    expect(states['PAYMENT COMPLETE']).toBeGreaterThanOrEqual(2);
    expect(states.draft).toBe(1);
    const issued = list.data.filter((r) => r.status !== 'draft');
    expect(issued.every((r) => /^AQ\/\d\d-\d\d\/\d{4}$/.test(r.number ?? ''))).toBe(true);
    const today = istDay(new Date());
    const open = issued.filter((r) => r.status === 'unpaid' || r.status === 'partly_paid');
    expect(open.filter((r) => (r.due_date ?? today) < today).length).toBeGreaterThanOrEqual(3);
    expect(open.some((r) => (r.due_date ?? '') >= today)).toBe(true);
    let credited = 0;
    const receiptsOfPartlyPaid: number[] = [];
    for (const r of issued) {
      const detail = await get<{ receipts: unknown[]; notes: { kind: string }[] }>(
        finance,
        `/api/invoices/${r.id}`,
      );
      if (r.status === 'partly_paid') receiptsOfPartlyPaid.push(detail.receipts.length);
      credited += detail.notes.filter((n) => n.kind === 'credit').length;
    }
    expect(credited).toBe(1);
    // every part-paid invoice has its receipts
    expect(receiptsOfPartlyPaid).toHaveLength(states.partly_paid!);
    expect(Math.min(...receiptsOfPartlyPaid)).toBeGreaterThan(0);
    const receivables = await get<{ data: { d0_30_paise: number; d31_60_paise: number }[] }>(
      finance,
      '/api/receivables',
    );
    expect(receivables.data.some((r) => r.d0_30_paise + r.d31_60_paise > 0)).toBe(true);
  });

  it("the estimator's drafts wait for approval on her Estimates, Work and dashboard, with the surveys she is on", async () => {
    const estimator = await as('work.estimate@demo.aquadesk.in');
    const list = await get<{ work_estimate: { work_estimate_id: number; status: string }[]; total: number }>(
      estimator,
      '/api/get-estimate-list',
    );
    // issue 41 item 8: her Estimates and her Work page's Estimate tab hold the same estimates (those she
    // advises and those she is assigned to), and say as many; her drafts are on both and on her dashboard,
    // and each opens as its job card
    const work = await get<WorkListResponse>(estimator, '/api/get_all_works?tab=estimate');
    expect(list.total).toBe(work.estimates_total);
    expect(list.work_estimate.map((e) => e.work_estimate_id)).toEqual(
      work.work_estimates.map((e) => e.work_estimate_id),
    );
    const drafts = work.work_estimates.filter((e) => e.status === 'NOT CONFIRM');
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(list.work_estimate.filter((e) => e.status === 'NOT CONFIRM').length).toBe(drafts.length);
    const pending = await get<{ data: { kind: string; status: string }[] }>(
      estimator,
      '/api/dashboard/pending',
    );
    expect(pending.data.filter((p) => p.kind === 'estimate' && p.status === 'NOT CONFIRM').length).toBe(
      drafts.length,
    );
    for (const d of drafts) {
      const card = await t.post('/api/get-estimate-by-id', { id: d.work_estimate_id }, estimator);
      expect(card.statusCode).toBe(200);
    }
  });
});
