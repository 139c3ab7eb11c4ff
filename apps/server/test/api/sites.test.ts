import { EVENTS } from '@aquadesk/shared/events.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { districts, resellerDistricts, sites } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';

let t: TestApp;
let ids: Record<string, number>;
let emits: Emit[];

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.ctx.db.select().from(districts);
  ids = Object.fromEntries(rows.map((d) => [d.name, d.id]));
  emits = recordEmits(t);
});
beforeEach(() => {
  emits.length = 0;
});
afterAll(() => t.close());

async function resellerIn(...names: string[]) {
  const r = await t.asRole('reseller');
  await t.ctx.db
    .insert(resellerDistricts)
    .values(names.map((n) => ({ userId: r.user.id, districtId: ids[n]! })));
  // a fresh login carries the districts
  return { user: r.user, headers: { authorization: await t.tokenFor(r.user.email) } };
}

const site = (client: UserRow, extra: Record<string, unknown> = {}) => ({
  name: 'ravi kumar',
  orgId: client.id,
  phone_number: '9847000001',
  file_id: 'F-101',
  site_name: 'river view stp',
  address_line_1: 'mg road',
  address_line_2: 'near park',
  city: 'kochi',
  district: 'ernakulam',
  state: 'kerala',
  pincode: '682001',
  ...extra,
});

const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/create-site', headers, payload });
const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/get_all_site', headers });
const searchOrgs = (headers: Record<string, string>, search?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/search-organizations',
    headers,
    query: search ? { search } : {},
  });

describe('POST /api/create-site', () => {
  it('creates an approved site for admin, upper-cased, and emits site to staff and covering resellers', async () => {
    const client = await t.createUser({ userType: 'client' });
    const covering = await resellerIn('ERNAKULAM');
    const res = await create(await t.adminHeaders(), site(client));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      site_name: 'RIVER VIEW STP',
      name: 'RAVI KUMAR',
      address_line1: 'MG ROAD',
      district: 'ERNAKULAM',
      state: 'KERALA',
      file_id: 'F-101',
      client_name: client.name,
      organization: client.organization,
      email: client.email,
      approved: true,
    });
    expect(typeof data.site_id).toBe('number');
    const ev = emits.find((e) => e[0] === EVENTS.site)!;
    expect(ev[1]).toEqual(data);
    expect(ev[2].roles).toEqual(['admin', 'client_management']);
    expect(ev[2].users).toContain(covering.user.id);
    expect(ev[2].roles).not.toContain('reseller');
  });

  it('names every missing field with 400 and stores nothing', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sites);
    const res = await create(await t.adminHeaders(), {});
    expect(res.statusCode).toBe(400);
    // issue 28 item 10: the staff's required file id is named with the schema's fields, at once
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'name',
        'orgId',
        'phone_number',
        'file_id',
        'site_name',
        'address_line_1',
        'address_line_2',
        'city',
        'district',
        'state',
        'pincode',
      ].sort(),
    );
    expect(res.json().errors.file_id).toBe(MESSAGES.required);
    // a reseller's empty file id is RES-DEFAULT: not named
    const reseller = await resellerIn('ERNAKULAM');
    const fromReseller = await create(reseller.headers, {});
    expect(fromReseller.json().errors.file_id).toBeUndefined();
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sites);
    expect(after).toEqual(before);
  });

  it('is 400 naming file_id when an admin or staff member leaves it out entirely (issue 8)', async () => {
    const client = await t.createUser({ userType: 'client' });
    for (const role of ['admin', 'client_management'] as const) {
      const { headers } = await t.asRole(role);
      const { file_id: _omitted, ...body } = site(client);
      const res = await create(headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ file_id: MESSAGES.required });
    }
  });

  it('requires a file id from staff, and a valid organization and district', async () => {
    const client = await t.createUser({ userType: 'client' });
    const h = (await t.asRole('client_management')).headers;
    const noFile = await create(h, site(client, { file_id: '' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file_id: MESSAGES.required });
    const badOrg = await create(h, site(client, { orgId: 999999 }));
    expect(badOrg.json()).toMatchObject({ errors: { organization: 'Select a valid Organization' } });
    const staff = await t.asRole('employee');
    const notClient = await create(h, site(staff.user));
    expect(notClient.statusCode).toBe(400);
    const badDistrict = await create(h, site(client, { district: 'Atlantis' }));
    expect(badDistrict.json()).toMatchObject({ errors: { district: 'Select a valid District' } });
    // every failing field at once: the schema's, the file id, the organization and the district
    const all = await create(h, site(client, { name: '', file_id: '', orgId: 999999, district: 'Atlantis' }));
    expect(all.statusCode).toBe(400);
    expect(all.json()).toEqual({
      message: 'Please correct the highlighted fields',
      errors: {
        name: MESSAGES.required,
        file_id: MESSAGES.required,
        organization: 'Select a valid Organization',
        district: 'Select a valid District',
      },
    });
    const checksOnly = await create(h, site(client, { file_id: '', orgId: 999999, district: 'Atlantis' }));
    expect(Object.keys(checksOnly.json().errors).sort()).toEqual(['district', 'file_id', 'organization']);
  });

  it('a reseller: RES-DEFAULT file id, own clients and own districts only, waits for approval', async () => {
    const r = await resellerIn('THRISSUR');
    const own = await t.createUser({ userType: 'client', createdBy: r.user.id });
    const other = await t.createUser({ userType: 'client' });
    expect((await create(r.headers, site(other, { district: 'thrissur' }))).json().errors).toEqual({
      organization: 'Select a valid Organization',
    });
    expect((await create(r.headers, site(own, { district: 'ernakulam' }))).json().errors).toEqual({
      district: 'Select a valid District',
    });
    emits.length = 0;
    const res = await create(r.headers, site(own, { district: 'Thrissur', file_id: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ file_id: 'RES-DEFAULT', approved: false, district: 'THRISSUR' });
    expect(emits.map((e) => [e[0], e[2]])).toEqual([
      [EVENTS.resellerSite, { roles: ['admin'] }],
      [EVENTS.site, { users: [r.user.id] }],
    ]);
  });

  it('is refused to other roles and to visitors', async () => {
    const client = await t.createUser({ userType: 'client' });
    for (const role of ['employee', 'finance', 'technical_director'] as const) {
      expect((await create((await t.asRole(role)).headers, site(client))).statusCode).toBe(403);
    }
    expect((await create((await t.asRole('client')).headers, site(client))).statusCode).toBe(403);
    expect((await create({}, site(client))).statusCode).toBe(401);
  });
});

describe('GET /api/get_all_site', () => {
  it('staff see approved sites sorted by name case-insensitively, with every client as an organization', async () => {
    const c = await t.createUser({ userType: 'client' });
    const admin = await t.adminHeaders();
    await create(admin, site(c, { site_name: 'zeta plant' }));
    await create(admin, site(c, { site_name: 'Alpha plant' }));
    const res = await list((await t.asRole('client_management')).headers);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((s: { site_name: string }) => s.site_name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(res.json().data.every((s: { approved: boolean }) => s.approved)).toBe(true);
    expect(res.json()).not.toHaveProperty('orgList');
    const orgs = await searchOrgs((await t.asRole('client_management')).headers, c.organization ?? '');
    expect(orgs.json().data).toEqual(
      expect.arrayContaining([{ id: c.id, organization: c.organization, name: c.name, email: c.email }]),
    );
  });

  it('a reseller sees sites of their districts only (and their own pending ones), and only their clients', async () => {
    const r = await resellerIn('WAYANAD');
    const other = await resellerIn('WAYANAD');
    const own = await t.createUser({ userType: 'client', createdBy: r.user.id });
    const theirs = await t.createUser({ userType: 'client', createdBy: other.user.id });
    const c = await t.createUser({ userType: 'client' });
    const admin = await t.adminHeaders();
    await create(admin, site(c, { site_name: 'wayanad approved', district: 'wayanad' }));
    await create(admin, site(c, { site_name: 'kollam approved', district: 'kollam' }));
    await create(r.headers, site(own, { site_name: 'my pending', district: 'wayanad' }));
    await create(other.headers, site(theirs, { site_name: 'their pending', district: 'wayanad' }));
    const res = await list(r.headers);
    const names = res.json().data.map((s: { site_name: string }) => s.site_name);
    expect(names).toContain('WAYANAD APPROVED');
    expect(names).toContain('MY PENDING');
    expect(names).not.toContain('KOLLAM APPROVED');
    expect(names).not.toContain('THEIR PENDING');
    expect((await searchOrgs(r.headers)).json().data.map((o: { id: number }) => o.id)).toEqual([own.id]);
    // admins do not see pending sites in the site list
    const adminNames = (await list(admin)).json().data.map((s: { site_name: string }) => s.site_name);
    expect(adminNames).not.toContain('MY PENDING');
  });

  it('is refused to employees', async () => {
    expect((await list((await t.asRole('employee')).headers)).statusCode).toBe(403);
  });
});

describe('the Org filter (spec 000 §2; issue 28 item 10)', () => {
  const get = (url: string, headers: Record<string, string>, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers, query });
  const siteNames = (res: { json(): { data: { site_name: string }[] } }) =>
    res.json().data.map((s) => s.site_name);

  it('lists one organisation’s sites, in SQL, within what the caller may see, with the right total', async () => {
    const admin = await t.adminHeaders();
    const r = await resellerIn('IDUKKI');
    const one = await t.createUser({ userType: 'client' });
    const two = await t.createUser({ userType: 'client' });
    const own = await t.createUser({ userType: 'client', createdBy: r.user.id });
    for (let i = 0; i < 3; i++)
      await create(admin, site(one, { site_name: `org one ${i}`, district: 'idukki' }));
    await create(admin, site(one, { site_name: 'org one far', district: 'kollam' }));
    await create(admin, site(two, { site_name: 'org two', district: 'idukki' }));
    await create(r.headers, site(own, { site_name: 'org own pending', district: 'idukki' }));

    // staff: every approved site of that client, paged with its total
    const cm = (await t.asRole('client_management')).headers;
    const first = await get('/api/get_all_site', cm, { client_id: String(one.id), limit: '2' });
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(4);
    expect(siteNames(first)).toEqual(['ORG ONE 0', 'ORG ONE 1']);
    const next = await get('/api/get_all_site', cm, {
      client_id: String(one.id),
      limit: '2',
      cursor: first.json().next_cursor,
    });
    expect(siteNames(next)).toEqual(['ORG ONE 2', 'ORG ONE FAR']);
    expect(next.json().next_cursor).toBeNull();
    // with the district and the search beside it
    const both = await get('/api/get_all_site', cm, {
      client_id: String(one.id),
      district: String(ids.KOLLAM),
      search: 'far',
    });
    expect(siteNames(both)).toEqual(['ORG ONE FAR']);

    // a reseller: only what their districts show (not the Kollam site), their own pending one too
    const mine = await get('/api/get_all_site', r.headers, { client_id: String(one.id) });
    expect(siteNames(mine)).toEqual(['ORG ONE 0', 'ORG ONE 1', 'ORG ONE 2']);
    expect(mine.json().total).toBe(3);
    expect(siteNames(await get('/api/get_all_site', r.headers, { client_id: String(own.id) }))).toEqual([
      'ORG OWN PENDING',
    ]);
    // the admin's list of approved sites does not hold the pending one
    expect(siteNames(await get('/api/get_all_site', admin, { client_id: String(own.id) }))).toEqual([]);

    // a client id that is not a number is 400 at the field
    const bad = await get('/api/get_all_site', cm, { client_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ client_id: 'Select a valid Organization' });
  });

  it('lists one organisation’s pending sites on Reseller Site', async () => {
    const admin = await t.adminHeaders();
    const r = await resellerIn('KASARAGOD');
    const a = await t.createUser({ userType: 'client', createdBy: r.user.id });
    const b = await t.createUser({ userType: 'client', createdBy: r.user.id });
    await create(r.headers, site(a, { site_name: 'pending a', district: 'kasaragod' }));
    await create(r.headers, site(b, { site_name: 'pending b', district: 'kasaragod' }));
    const res = await get('/api/reseller-sites', admin, { client_id: String(a.id), limit: '100' });
    expect(res.statusCode).toBe(200);
    expect(siteNames(res)).toEqual(['PENDING A']);
    expect(res.json().total).toBe(1);
    // the spec's bare list, filtered the same
    const bare = await get('/api/reseller-sites', admin, { client_id: String(b.id) });
    expect(bare.json().map((s: { site_name: string }) => s.site_name)).toEqual(['PENDING B']);
    expect(bare.headers['x-total-count']).toBe('1');
  });

  it('finds the organisation a filter names by id, within the caller’s clients', async () => {
    const r = await resellerIn('PALAKKAD');
    const own = await t.createUser({ userType: 'client', createdBy: r.user.id });
    const other = await t.createUser({ userType: 'client' });
    const cm = (await t.asRole('client_management')).headers;
    const byId = (headers: Record<string, string>, id: number) =>
      get('/api/search-organizations', headers, { id: String(id) });
    expect((await byId(cm, other.id)).json().data).toEqual([
      { id: other.id, organization: other.organization, name: other.name, email: other.email },
    ]);
    expect((await byId(r.headers, own.id)).json().data.map((o: { id: number }) => o.id)).toEqual([own.id]);
    expect((await byId(r.headers, other.id)).json().data).toEqual([]);
  });
});

describe('reseller sites (admin)', () => {
  it('lists pending sites; Save & Approve saves in upper case, approves and leaves the list', async () => {
    const r = await resellerIn('KANNUR');
    const own = await t.createUser({ userType: 'client', createdBy: r.user.id });
    const created = (
      await create(r.headers, site(own, { district: 'kannur', site_name: 'kannur tank' }))
    ).json().data;
    const admin = await t.adminHeaders();
    const pending = await t.app.inject({ method: 'GET', url: '/api/reseller-sites', headers: admin });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().map((s: { site_id: number }) => s.site_id)).toContain(created.site_id);
    emits.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-reseller-site',
      headers: admin,
      payload: {
        site_id: created.site_id,
        site_name: 'kannur tank 2',
        address_line1: 'a',
        address_line2: 'b',
        city: 'kannur',
        district: 'Kannur',
        state: 'kerala',
        pincode: '670001',
        phone_number: '9000000001',
        name: 'anil',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ site_name: 'KANNUR TANK 2', name: 'ANIL', approved: true });
    const [stored] = await t.ctx.db.select().from(sites).where(eq(sites.id, created.site_id));
    expect(stored!.approved).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/api/reseller-sites', headers: admin });
    expect(after.json().map((s: { site_id: number }) => s.site_id)).not.toContain(created.site_id);
    expect(emits.map((e) => e[0])).toEqual([EVENTS.site, EVENTS.updateSite]);
    expect(emits[1]![2]).toEqual({ roles: ['admin'], users: [r.user.id] });
    // now staff see it
    const names = (await list(admin)).json().data.map((s: { site_name: string }) => s.site_name);
    expect(names).toContain('KANNUR TANK 2');
  });

  it('approves many as they stand (issue 41 item 13): per-id results, an approved one skipped, admin only', async () => {
    const r = await resellerIn('KANNUR');
    const own = await t.createUser({ userType: 'client', createdBy: r.user.id });
    const a = (await create(r.headers, site(own, { district: 'kannur', site_name: 'bulk tank a' }))).json()
      .data;
    const b = (await create(r.headers, site(own, { district: 'kannur', site_name: 'bulk tank b' }))).json()
      .data;
    const admin = await t.adminHeaders();
    const key = { 'idempotency-key': `bulk-sites-${a.site_id}-abcdefgh` };
    const approve = (ids: number[], headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/approve-reseller-sites', headers, payload: { ids } });
    emits.length = 0;
    const res = await approve([a.site_id, b.site_id, a.site_id, 999_999], { ...admin, ...key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      done: 2,
      skipped: 1,
      data: [
        { id: a.site_id, label: 'BULK TANK A', outcome: 'done', reason: null },
        { id: b.site_id, label: 'BULK TANK B', outcome: 'done', reason: null },
        { id: 999_999, label: 'Site 999999', outcome: 'skipped', reason: 'Site not found' },
      ],
    });
    // each as Save & Approve: approved, shown to staff live
    const [stored] = await t.ctx.db.select().from(sites).where(eq(sites.id, b.site_id));
    expect(stored!.approved).toBe(true);
    expect(emits.map((e) => e[0])).toEqual([EVENTS.site, EVENTS.updateSite, EVENTS.site, EVENTS.updateSite]);
    const replay = await approve([a.site_id, b.site_id, a.site_id, 999_999], { ...admin, ...key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = (await approve([a.site_id], admin)).json();
    expect(again).toMatchObject({ done: 0, data: [{ outcome: 'skipped', reason: 'Already approved' }] });
    expect((await approve([a.site_id], r.headers)).statusCode).toBe(403);
    expect((await approve([], admin)).statusCode).toBe(400);
  });

  it('is for admins only; unknown site is 404', async () => {
    const r = await resellerIn('KANNUR');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reseller-sites', headers: r.headers })).statusCode,
    ).toBe(403);
    const cm = (await t.asRole('client_management')).headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/reseller-sites', headers: cm })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-reseller-site',
      headers: await t.adminHeaders(),
      payload: {
        site_id: 999999,
        site_name: 'x',
        address_line1: 'a',
        address_line2: 'b',
        city: 'c',
        district: 'kannur',
        state: 's',
        pincode: '1',
        phone_number: '1',
        name: 'n',
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('districts', () => {
  it('staff list the 14 districts sorted; admins add one, a duplicate is 409', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/districts',
      headers: (await t.asRole('employee')).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(14);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: 'ALAPPUZHA' });
    const admin = await t.adminHeaders();
    const add = await t.post('/api/districts', { name: 'Mahe' }, admin);
    expect(add.statusCode).toBe(201);
    expect(add.json().data.name).toBe('MAHE');
    const dup = await t.post('/api/districts', { name: 'mahe' }, admin);
    expect(dup.statusCode).toBe(409);
    const emp = await t.post('/api/districts', { name: 'X' }, (await t.asRole('employee')).headers);
    expect(emp.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/districts',
          headers: (await t.asRole('client')).headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});
