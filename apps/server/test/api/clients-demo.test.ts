import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Login } from '../../src/platform/demo.ts';
import { DEMO_SEEDERS } from '../../src/setup/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const logins: Login[] = [];
  for (const seed of DEMO_SEEDERS) await seed(t.ctx, logins);
});
afterAll(() => t.close());

describe('demo data (clients, sites, resellers)', () => {
  it('gives clients with sites, resellers with districts and pending work, notes and records', async () => {
    const admin = await t.adminHeaders();
    const sites = (await t.app.inject({ method: 'GET', url: '/api/get_all_site', headers: admin })).json();
    expect(sites.data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sites.data.map((s: { district: string }) => s.district)).size).toBeGreaterThanOrEqual(10);
    const pendingSites = (
      await t.app.inject({ method: 'GET', url: '/api/reseller-sites', headers: admin })
    ).json();
    expect(pendingSites.length).toBeGreaterThanOrEqual(3);
    const pendingClients = (
      await t.app.inject({ method: 'GET', url: '/api/reseller-clients', headers: admin })
    ).json();
    expect(pendingClients.length).toBe(5);
    const resellers = (
      await t.app.inject({ method: 'GET', url: '/api/get_reseller_page_data', headers: admin })
    ).json();
    expect(resellers.data).toHaveLength(2);
    const meera = await t.login('reseller@demo.aquadesk.in', 'Demo@12345');
    const token = { authorization: `Bearer ${meera.json().user.token}` };
    expect(meera.json().user.districts).toEqual(['PALAKKAD', 'THRISSUR']);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/get_all_site', headers: token })).json();
    expect(mine.data.every((s: { district: string }) => ['PALAKKAD', 'THRISSUR'].includes(s.district))).toBe(
      true,
    );
    expect(mine.data.some((s: { approved: boolean }) => !s.approved)).toBe(true);
    const withNotes = sites.data[0].client_id;
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/get_all_client_data?id=${withNotes}`, headers: admin })
    ).json();
    expect(page.site_data.length).toBeGreaterThan(0);
  });
});
