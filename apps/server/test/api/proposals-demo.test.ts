import type { ProposalDetail, ProposalListResponse } from '@aquadesk/shared/proposals.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/platform/demo.ts';
import { DEMO_SEEDERS } from '../../src/setup/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds proposals with frozen figures; the demo reseller sees only theirs', async () => {
  for (const seed of DEMO_SEEDERS) await seed(t.ctx, []);
  const admin = await t.adminHeaders();
  const all = (
    await t.app.inject({ method: 'GET', url: '/api/get-proposal-list', headers: admin })
  ).json() as ProposalListResponse;
  expect(all.proposal.length).toBe(5);
  expect(all.products.length).toBeGreaterThan(0);
  for (const row of all.proposal) {
    const res = await t.post('/api/get-singlepraposal-by-id', { pid: row.id }, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as ProposalDetail;
    expect(Number(data.total)).toBeGreaterThan(Number(data.price));
    expect(data.technical_specification.length).toBeGreaterThan(0);
  }
  const reseller = { authorization: await t.tokenFor('reseller@demo.aquadesk.in', DEMO_PASSWORD) };
  const own = (
    await t.app.inject({ method: 'GET', url: '/api/get-proposal-list', headers: reseller })
  ).json() as ProposalListResponse;
  expect(own.proposal.map((p) => p.organization).sort()).toEqual([
    'Amala Nagar Villas Association',
    'Malampuzha Garden Hotel',
    'Riverside Residency',
  ]);
});
