import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, resellerDistricts, sites, users } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

// docs/api.md "Lists": the client and site lists are paged, searched and filtered in SQL
let t: TestApp;
let admin: { authorization: string };
let ids: Record<string, number>;
let clients: UserRow[];
let owner: UserRow;
let ownerHeaders: { authorization: string };
const SITES = 230;
const CLIENTS = 130;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  const rows = await t.ctx.db.select().from(districts);
  ids = Object.fromEntries(rows.map((d) => [d.name, d.id]));
  const reseller = await t.asRole('reseller');
  owner = reseller.user;
  ownerHeaders = reseller.headers;
  clients = await t.ctx.db
    .insert(users)
    .values(
      Array.from({ length: CLIENTS }, (_, i) => ({
        name: `CLIENT ${i}`,
        email: `list.client${i}@example.com`,
        passwordHash: 'x',
        userType: 'client',
        // mixed case and repeats of a prefix, so the order is case-insensitive and the id breaks ties
        organization: i % 2 ? `org ${String(i).padStart(3, '0')}` : `ORG ${String(i).padStart(3, '0')}`,
        phoneNumber: `98470${String(i).padStart(5, '0')}`,
        processedByAdmin: i % 3 !== 0,
        createdBy: i < 5 ? owner.id : null,
      })),
    )
    .returning();
  await t.ctx.db.insert(sites).values(
    Array.from({ length: SITES }, (_, i) => ({
      clientId: clients[i % CLIENTS]!.id,
      fileId: `F-${i}`,
      // duplicates of one name: the cursor must carry the id
      siteName: i % 10 === 1 ? 'SAME NAME' : i % 2 ? `plant ${i}` : `Plant ${i}`,
      contactName: 'RAVI',
      phoneNumber: '9847000001',
      addressLine1: 'MG ROAD',
      addressLine2: 'NEAR PARK',
      city: i % 7 === 0 ? 'MUNNAR' : 'KOCHI',
      districtId: i % 4 === 0 ? ids.WAYANAD! : ids.ERNAKULAM!,
      state: 'KERALA',
      pincode: '682001',
      createdBy: owner.id,
      approved: i % 5 !== 0,
    })),
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, query });

type Page<T> = { data: T[]; next_cursor: string | null; total?: number };

async function walk<T>(url: string, headers: Record<string, string>, query: Record<string, string>) {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(url, headers, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page<T>;
    rows.push(...page.data);
    cursor = page.next_cursor;
    pages++;
  } while (cursor && pages < 100);
  return { rows, pages };
}

describe('GET /api/get_all_site paged', () => {
  it('answers the first 100 rows, next_cursor and total without paging parameters, under 60 kB', async () => {
    const res = await get('/api/get_all_site', admin);
    const body = res.json() as Page<{ site_id: number }>;
    const approved = Array.from({ length: SITES }, (_, i) => i).filter((i) => i % 5 !== 0).length;
    expect(body.data).toHaveLength(100);
    expect(body.total).toBe(approved);
    expect(body.next_cursor).toEqual(expect.any(String));
    expect(res.body.length).toBeLessThanOrEqual(60_000);
  });

  it('walks every approved site once, in lower(site_name), id order, with any limit', async () => {
    const { rows, pages } = await walk<{ site_id: number; site_name: string }>('/api/get_all_site', admin, {
      limit: '37',
    });
    const approved = Array.from({ length: SITES }, (_, i) => i).filter((i) => i % 5 !== 0).length;
    expect(rows).toHaveLength(approved);
    expect(new Set(rows.map((r) => r.site_id)).size).toBe(approved);
    expect(pages).toBe(Math.ceil(approved / 37));
    const keyed = rows.map((r) => [r.site_name.toLowerCase(), r.site_id] as const);
    const sorted = [...keyed].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    expect(keyed).toEqual(sorted);
  });

  it('searches site name, organization, client name, city and district, case-insensitively', async () => {
    const byName = (await get('/api/get_all_site', admin, { search: 'same name' })).json() as Page<{
      site_name: string;
    }>;
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((s) => s.site_name === 'SAME NAME')).toBe(true);
    const byCity = (await get('/api/get_all_site', admin, { search: 'munn' })).json() as Page<{
      city: string;
    }>;
    expect(byCity.data.every((s) => s.city === 'MUNNAR')).toBe(true);
    expect(byCity.total).toBe(byCity.data.length);
    const org = clients[3]!.organization!;
    const byOrg = (await get('/api/get_all_site', admin, { search: org.toLowerCase() })).json() as Page<{
      organization: string;
    }>;
    expect(byOrg.data.length).toBeGreaterThan(0);
    expect(byOrg.data.every((s) => s.organization === org)).toBe(true);
    const byClient = (await get('/api/get_all_site', admin, { search: 'client 7' })).json() as Page<{
      client_name: string;
    }>;
    expect(byClient.data.every((s) => s.client_name.startsWith('CLIENT 7'))).toBe(true);
    const byDistrict = (await get('/api/get_all_site', admin, { search: 'wayan' })).json() as Page<{
      district: string;
    }>;
    expect(byDistrict.data.every((s) => s.district === 'WAYANAD')).toBe(true);
    // LIKE wildcards are text, not patterns
    expect((await get('/api/get_all_site', admin, { search: '%' })).json().data).toEqual([]);
    // the stored search column joins its columns by a character no input holds: no match across two
    expect(byName.data.length).toBeGreaterThan(0);
    const across = (await get('/api/get_all_site', admin, { search: 'name munn' })).json() as Page<unknown>;
    expect(across.total).toBe(0);
  });

  it("follows a client's and a district's text when they change (migration 0018 keeps the search column)", async () => {
    const client = clients[11]!;
    const own = (await t.ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.clientId, client.id)))
      .length;
    const search = async (term: string) =>
      (await get('/api/get_all_site', admin, { search: term, limit: '100' })).json() as Page<{
        client_id: number;
        district: string;
      }>;
    const before = await search(client.organization!);
    expect(before.data.length).toBeGreaterThan(0);
    expect(before.data.every((s) => s.client_id === client.id)).toBe(true);
    // every approved site of the client, none missed
    const approvedOwn = (
      await t.ctx.db
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.clientId, client.id), eq(sites.approved, true)))
    ).length;
    expect(before.total).toBe(approvedOwn);
    expect(own).toBeGreaterThanOrEqual(approvedOwn);

    await t.ctx.db.update(users).set({ organization: 'Renamed Waterworks' }).where(eq(users.id, client.id));
    expect((await search(client.organization!)).total).toBe(0);
    const renamed = await search('renamed waterworks');
    expect(renamed.total).toBe(approvedOwn);
    expect(renamed.data.every((s) => s.client_id === client.id)).toBe(true);
    // a new site of the client is found by the client's text at once
    await t.ctx.db.insert(sites).values({
      clientId: client.id,
      fileId: 'F-NEW',
      siteName: 'NEW PLANT',
      contactName: 'RAVI',
      phoneNumber: '9847000001',
      addressLine1: 'MG ROAD',
      addressLine2: 'NEAR PARK',
      city: 'KOCHI',
      districtId: ids.ERNAKULAM!,
      state: 'KERALA',
      pincode: '682001',
      createdBy: owner.id,
    });
    expect((await search('renamed waterworks')).total).toBe(approvedOwn + 1);

    await t.ctx.db.update(districts).set({ name: 'WAYANAD HILLS' }).where(eq(districts.id, ids.WAYANAD!));
    const hills = await search('wayanad hills');
    expect(hills.total).toBeGreaterThan(0);
    expect(hills.data.every((s) => s.district === 'WAYANAD HILLS')).toBe(true);
    await t.ctx.db.update(districts).set({ name: 'WAYANAD' }).where(eq(districts.id, ids.WAYANAD!));
    expect((await search('wayanad hills')).total).toBe(0);
  });

  it('filters by district id and walks the filtered rows', async () => {
    const { rows } = await walk<{ district: string }>('/api/get_all_site', admin, {
      district: String(ids.WAYANAD),
      limit: '10',
    });
    const expected = Array.from({ length: SITES }, (_, i) => i).filter((i) => i % 4 === 0 && i % 5 !== 0);
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((r) => r.district === 'WAYANAD')).toBe(true);
  });

  it('keeps a reseller to their districts (and their own pending sites) in SQL', async () => {
    const r = await t.asRole('reseller');
    await t.ctx.db.insert(resellerDistricts).values({ userId: r.user.id, districtId: ids.WAYANAD! });
    const headers = { authorization: await t.tokenFor(r.user.email) };
    const { rows } = await walk<{ district: string; approved: boolean }>('/api/get_all_site', headers, {
      limit: '20',
    });
    const expected = Array.from({ length: SITES }, (_, i) => i).filter((i) => i % 4 === 0 && i % 5 !== 0);
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((s) => s.district === 'WAYANAD' && s.approved)).toBe(true);
  });

  it('refuses a bad cursor, a limit of 0 or 101 and a bad district with 400', async () => {
    for (const query of <Record<string, string>[]>[
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('[1]').toString('base64url') },
      { limit: '0' },
      { limit: '101' },
      { district: 'x' },
    ]) {
      expect((await get('/api/get_all_site', admin, query)).statusCode).toBe(400);
    }
  });
});

describe("a search's total (platform/page-search.ts: a search counts in its first page's statement)", () => {
  it('is every match on the first page, after a cursor, for a short term and with none', async () => {
    // 'plant' is in most sites' names: more matches than a page
    const all = await walk<{ site_id: number }>('/api/get_all_site', admin, {
      search: 'plant',
      limit: '100',
    });
    const matches = all.rows.length;
    expect(matches).toBeGreaterThan(100);
    const first = (
      await get('/api/get_all_site', admin, { search: 'plant', limit: '7' })
    ).json() as Page<object>;
    expect(first.total).toBe(matches);
    expect(first.data).toHaveLength(7);
    expect(first.data.every((r) => !('list_total' in r))).toBe(true);
    const second = (
      await get('/api/get_all_site', admin, { search: 'plant', limit: '7', cursor: first.next_cursor! })
    ).json() as Page<object>;
    expect(second.total).toBe(matches);
    // two characters: counted apart, every match of its own
    const shortAll = await walk<object>('/api/get_all_site', admin, { search: 'pl' });
    const short = (
      await get('/api/get_all_site', admin, { search: 'pl', limit: '7' })
    ).json() as Page<object>;
    expect(short.total).toBe(shortAll.rows.length);
    const none = (await get('/api/get_all_site', admin, { search: 'no such plant' })).json() as Page<object>;
    expect(none).toMatchObject({ data: [], next_cursor: null, total: 0 });
    // a district filter with the search: the count has both
    const wayanad = await walk<{ district: string }>('/api/get_all_site', admin, {
      search: 'plant',
      district: String(ids.WAYANAD),
    });
    const filtered = (
      await get('/api/get_all_site', admin, { search: 'plant', district: String(ids.WAYANAD), limit: '3' })
    ).json() as Page<object>;
    expect(filtered.total).toBe(wayanad.rows.length);
    expect(wayanad.rows.every((r) => r.district === 'WAYANAD')).toBe(true);
  });

  it("counts a reseller's search in their scope, and the clients' search as the clients list walks it", async () => {
    const mine = await walk<{ site_id: number }>('/api/get_all_site', ownerHeaders, { search: 'plant' });
    const page = (
      await get('/api/get_all_site', ownerHeaders, { search: 'plant', limit: '5' })
    ).json() as Page<object>;
    expect(page.total).toBe(mine.rows.length);
    const clientsFound = await walk<{ id: number }>('/api/get_client_data', admin, {
      search: 'client 1',
      limit: '9',
    });
    expect(clientsFound.rows.length).toBeGreaterThan(9);
    const clientsPage = (
      await get('/api/get_client_data', admin, { search: 'client 1', limit: '9' })
    ).json() as Page<object>;
    expect(clientsPage.total).toBe(clientsFound.rows.length);
  });
});

describe('GET /api/reseller-sites and /api/reseller-clients paged', () => {
  it('reseller-sites keeps the bare array without limit, and pages with limit', async () => {
    const pending = Array.from({ length: SITES }, (_, i) => i).filter((i) => i % 5 === 0).length;
    const bare = await get('/api/reseller-sites', admin);
    expect(Array.isArray(bare.json())).toBe(true);
    expect(bare.json()).toHaveLength(pending);
    expect(bare.headers['x-total-count']).toBe(String(pending));
    const { rows } = await walk<{ approved: boolean }>('/api/reseller-sites', admin, { limit: '7' });
    expect(rows).toHaveLength(pending);
    expect(rows.every((s) => !s.approved)).toBe(true);
  });

  it('reseller-clients lists the pending clients, searched and paged', async () => {
    const pending = clients.filter((c) => !c.processedByAdmin);
    const bare = await get('/api/reseller-clients', admin);
    expect((bare.json() as unknown[]).length).toBe(Math.min(100, pending.length));
    const { rows } = await walk<{ id: number }>('/api/reseller-clients', admin, { limit: '9' });
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(pending.map((c) => c.id));
    const one = await get('/api/reseller-clients', admin, { limit: '5', search: pending[2]!.email });
    expect(one.json().data.map((c: { id: number }) => c.id)).toEqual([pending[2]!.id]);
  });
});

describe('GET /api/get_client_data paged', () => {
  it('walks every client once in organization order; no email_list', async () => {
    const first = await get('/api/get_client_data', admin);
    expect(first.json()).not.toHaveProperty('email_list');
    expect(first.json().data).toHaveLength(100);
    expect(first.json().total).toBe(CLIENTS);
    expect(first.body.length).toBeLessThanOrEqual(60_000);
    const { rows } = await walk<{ id: number; organization: string }>('/api/get_client_data', admin, {
      limit: '30',
    });
    expect(rows).toHaveLength(CLIENTS);
    expect(new Set(rows.map((r) => r.id)).size).toBe(CLIENTS);
    const orgs = rows.map((r) => r.organization.toLowerCase());
    expect(orgs).toEqual([...orgs].sort());
  });

  it('searches name, organization, e-mail and phone; filters by organization', async () => {
    const c = clients[42]!;
    for (const search of ['client 42', c.organization!.toUpperCase(), 'client42@', c.phoneNumber]) {
      const res = await get('/api/get_client_data', admin, { search });
      expect(res.json().data.map((r: { id: number }) => r.id)).toContain(c.id);
      expect(res.json().total).toBe(res.json().data.length);
    }
    const filtered = await get('/api/get_client_data', admin, {
      organization: c.organization!.toLowerCase(),
    });
    expect(filtered.json().data.map((r: { id: number }) => r.id)).toEqual([c.id]);
  });

  it('keeps a reseller to their own clients', async () => {
    const headers = ownerHeaders;
    const { rows } = await walk<{ id: number }>('/api/get_client_data', headers, { limit: '2' });
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(clients.slice(0, 5).map((c) => c.id));
  });

  it('refuses a bad cursor and a limit of 101 with 400', async () => {
    expect((await get('/api/get_client_data', admin, { cursor: '!!' })).statusCode).toBe(400);
    expect((await get('/api/get_client_data', admin, { limit: '101' })).statusCode).toBe(400);
  });
});

describe('GET /api/search-organizations', () => {
  it('answers at most the limit, the exact organization first, scoped for a reseller', async () => {
    const res = await get('/api/search-organizations', admin, { search: 'org 01' });
    const data = res.json().data as { id: number; organization: string }[];
    expect(data.length).toBeGreaterThan(1);
    expect(data.length).toBeLessThanOrEqual(20);
    expect(data.every((o) => o.organization.toLowerCase().includes('org 01'))).toBe(true);
    const exact = clients[15]!.organization!;
    const first = (await get('/api/search-organizations', admin, { search: exact.toLowerCase() })).json();
    expect(first.data[0]).toEqual({
      id: clients[15]!.id,
      organization: exact,
      name: clients[15]!.name,
      email: clients[15]!.email,
    });
    expect((await get('/api/search-organizations', admin)).json().data).toHaveLength(20);
    const headers = ownerHeaders;
    const own = (await get('/api/search-organizations', headers)).json().data as { id: number }[];
    expect(own.map((o) => o.id).sort((a, b) => a - b)).toEqual(clients.slice(0, 5).map((c) => c.id));
    expect((await get('/api/search-organizations', (await t.asRole('employee')).headers)).statusCode).toBe(
      403,
    );
  });
});
