import type { ClientPickResponse } from '@aquadesk/shared/clients.ts';
import type { SiteListResponse } from '@aquadesk/shared/sites.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, resellerDistricts } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { buildAdminTestApp, type TestApp } from '../helpers.ts';

// The proposal form's pickers (docs/api.md "Clients" GET /client-picks, "Sites" GET /site-picks): those who
// write proposals read a client's and a site's particulars, within what the client and site lists show them.

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let districtIds: Record<string, number>;

beforeAll(async () => {
  ({ t, admin } = await buildAdminTestApp());
  const rows = await t.ctx.db.select().from(districts);
  districtIds = Object.fromEntries(rows.map((d) => [d.name, d.id]));
});
afterAll(() => t.close());

const get = (url: string, headers: Headers, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, query });
const clientPicks = (headers: Headers, query: Record<string, string> = {}) =>
  get('/api/client-picks', headers, query);
const sitePicks = (headers: Headers, clientId: number, query: Record<string, string> = {}) =>
  get('/api/site-picks', headers, { client_id: String(clientId), ...query });

async function resellerIn(name: string) {
  const r = await t.asRole('reseller');
  await t.ctx.db.insert(resellerDistricts).values({ userId: r.user.id, districtId: districtIds[name]! });
  // a fresh login carries the districts
  return { user: r.user, headers: { authorization: await t.tokenFor(r.user.email) } };
}

async function siteOf(headers: Headers, client: UserRow, siteName: string, district = 'thrissur') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-site',
    headers,
    payload: {
      name: 'site contact',
      orgId: client.id,
      phone_number: '9847000001',
      file_id: 'F-7',
      site_name: siteName,
      address_line_1: 'temple road',
      address_line_2: 'near the bridge',
      city: 'chalakudy',
      district,
      state: 'kerala',
      pincode: '680307',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const ids = (res: { json(): unknown }) => (res.json() as ClientPickResponse).data.map((c) => c.id);

describe('GET /client-picks and GET /site-picks', () => {
  it('offer those who write proposals a client and their sites with what a proposal takes, paged and searched', async () => {
    const tag = `picks${Date.now().toString(36)}`;
    const client = await t.createUser({
      userType: 'client',
      name: `ANITA ${tag}`,
      organization: `Lakeshore ${tag}`,
      phoneNumber: '9847012345',
    });
    await t.createUser({ userType: 'client', name: `BINU ${tag}`, organization: `Zenith ${tag}` });
    await siteOf(admin, client, `river view ${tag}`);
    await siteOf(admin, client, `hill top ${tag}`, 'ernakulam');
    // marketing may write proposals but not list clients or sites
    const marketing = (await t.asRole('marketing_manager')).headers;
    expect((await get('/api/get_client_data', marketing)).statusCode).toBe(403);
    expect((await get('/api/get_all_site', marketing)).statusCode).toBe(403);

    const found = await clientPicks(marketing, { search: tag, limit: '1' });
    expect(found.statusCode, found.body).toBe(200);
    const page = found.json() as ClientPickResponse;
    expect(page.data).toEqual([
      {
        id: client.id,
        name: client.name,
        organization: `Lakeshore ${tag}`,
        email: client.email,
        phone_number: '9847012345',
      },
    ]);
    expect(page.total).toBe(2);
    // the next page carries on where the first stopped
    const next = await clientPicks(marketing, { search: tag, limit: '1', cursor: page.next_cursor ?? '' });
    expect(next.json()).toMatchObject({ data: [{ organization: `Zenith ${tag}` }], next_cursor: null });

    const sites = await sitePicks(marketing, client.id);
    expect(sites.statusCode, sites.body).toBe(200);
    const rows = (sites.json() as SiteListResponse).data;
    expect(rows.map((s) => s.site_name)).toEqual([
      `HILL TOP ${tag}`.toUpperCase(),
      `RIVER VIEW ${tag}`.toUpperCase(),
    ]);
    expect(rows[1]).toMatchObject({
      client_id: client.id,
      address_line1: 'TEMPLE ROAD',
      address_line2: 'NEAR THE BRIDGE',
      city: 'CHALAKUDY',
      district: 'THRISSUR',
      state: 'KERALA',
      pincode: '680307',
    });
    const searched = await sitePicks(marketing, client.id, { search: 'river' });
    expect((searched.json() as SiteListResponse).data.map((s) => s.site_name)).toEqual([
      `RIVER VIEW ${tag}`.toUpperCase(),
    ]);
  });

  it('are refused to those who write no proposals, and name a bad client id', async () => {
    const employee = (await t.asRole('employee')).headers;
    expect((await clientPicks(employee)).statusCode).toBe(403);
    expect((await sitePicks(employee, 1)).statusCode).toBe(403);
    const missing = await get('/api/site-picks', admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.client_id).toBe('Select a valid Organization');
    // an id that is no client's (a staff account) is not found
    const staff = await t.createUser({ roles: ['employee'] });
    expect((await sitePicks(admin, staff.id)).statusCode).toBe(404);
  });

  it("never let a reseller read another reseller's client or that client's sites", async () => {
    const tag = `resale${Date.now().toString(36)}`;
    const mine = await resellerIn('PALAKKAD');
    const other = await resellerIn('PALAKKAD');
    const own = await t.createUser({ userType: 'client', createdBy: mine.user.id, name: `OWN ${tag}` });
    const theirs = await t.createUser({
      userType: 'client',
      createdBy: other.user.id,
      name: `THEIRS ${tag}`,
    });
    await siteOf(mine.headers, own, `own plant ${tag}`, 'palakkad');
    await siteOf(other.headers, theirs, `their plant ${tag}`, 'palakkad');
    await siteOf(admin, theirs, `their approved ${tag}`, 'palakkad');

    expect(ids(await clientPicks(mine.headers, { search: tag }))).toEqual([own.id]);
    expect(ids(await clientPicks(mine.headers, { search: theirs.email }))).toEqual([]);
    const refused = await sitePicks(mine.headers, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Client not found');
    // their own client's sites, their own pending one included
    const own1 = await sitePicks(mine.headers, own.id);
    expect(own1.statusCode, own1.body).toBe(200);
    expect((own1.json() as SiteListResponse).data.map((s) => s.site_name)).toEqual([
      `OWN PLANT ${tag}`.toUpperCase(),
    ]);
    // staff who write proposals see every client, and a client's approved sites only
    const director = (await t.asRole('technical_director')).headers;
    expect(ids(await clientPicks(director, { search: tag }))).toEqual(
      expect.arrayContaining([own.id, theirs.id]),
    );
    expect(
      ((await sitePicks(director, theirs.id)).json() as SiteListResponse).data.map((s) => s.site_name),
    ).toEqual([`THEIR APPROVED ${tag}`.toUpperCase()]);
  });
});
