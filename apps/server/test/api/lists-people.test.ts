import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  districts,
  jobRoles,
  leaves,
  products,
  resellerDistricts,
  users,
} from '../../src/db/schema/index.ts';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Issue 10 item 1 for the people lists: employees, leaves, products admin, resellers, contact inbox.
 * Each is walked page by page (no duplicates, no gaps, in order), searched, filtered and scoped, and
 * refuses a bad cursor or a limit over 100.
 */
let t: TestApp;
let admin: { authorization: string };
const tag = `zq${Date.now().toString(36)}`;
let roleId = 0;
let districtA = 0;
let districtB = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  const { db } = t.ctx;
  const [role] = await db
    .insert(jobRoles)
    .values({ name: `Plumber ${tag}` })
    .returning();
  roleId = role!.id;
  const ds = await db.select().from(districts).limit(2);
  districtA = ds[0]!.id;
  districtB = ds[1]!.id;
  // 23 employees: every third has the role, every fourth holds finance; names repeat to test ties
  const staff = Array.from({ length: 23 }, (_, i) => ({
    name: `Worker ${tag} ${String(i % 8).padStart(2, '0')}`,
    email: `w${i}-${tag}@lists.test`,
    passwordHash: 'x',
    phoneNumber: `90000${String(i).padStart(5, '0')}`,
    userType: i % 3 === 0 ? `Plumber ${tag}` : 'Technician',
    roleId: i % 3 === 0 ? roleId : null,
    permissions: i % 4 === 0 ? ['employee', 'finance'] : ['employee'],
  }));
  const inserted = await db.insert(users).values(staff).returning({ id: users.id });
  // 31 leaves over those employees, with repeated dates
  await db.insert(leaves).values(
    Array.from({ length: 31 }, (_, i) => ({
      userId: inserted[i % inserted.length]!.id,
      leaveDate: `2031-03-${String((i % 9) + 1).padStart(2, '0')}`,
      halfDay: i % 3,
      leaveType: i % 2 === 0 ? 'Annual Leave' : 'Compensatory Off',
      reason: 'Family',
      status: i % 5 === 0 ? 'APPROVE' : 'PENDING',
    })),
  );
  // 17 resellers, even ones in district A, every third in district B
  const resellers = await db
    .insert(users)
    .values(
      Array.from({ length: 17 }, (_, i) => ({
        name: `Dealer ${tag} ${String(i % 6).padStart(2, '0')}`,
        email: `d${i}-${tag}@lists.test`,
        passwordHash: 'x',
        phoneNumber: '9123456780',
        userType: 'reseller',
        permissions: ['reseller'],
      })),
    )
    .returning({ id: users.id });
  const links: { userId: number; districtId: number }[] = [];
  resellers.forEach((r, i) => {
    if (i % 2 === 0) links.push({ userId: r.id, districtId: districtA });
    if (i % 3 === 0) links.push({ userId: r.id, districtId: districtB });
  });
  await db.insert(resellerDistricts).values(links);
  // 26 products: even ones sellable, every fourth a proposal
  await db.insert(products).values(
    Array.from({ length: 26 }, (_, i) => ({
      name: `${i % 2 === 0 ? 'Pump' : 'Filter'} ${tag} ${i}`,
      description: 'd',
      price: '100',
      image: 'x.webp',
      categories: 'STP',
      isSellable: i % 2 === 0,
      isProposal: i % 4 === 0,
    })),
  );
  // 21 messages, several sharing a timestamp (the id breaks the tie)
  await db.insert(contactMessages).values(
    Array.from({ length: 21 }, (_, i) => ({
      name: i % 2 === 0 ? `Visitor ${tag}` : 'Someone',
      email: `m${i}@lists.test`,
      message: i % 3 === 0 ? `Quote for ${tag}` : 'Hello',
      createdAt: new Date(Date.UTC(2031, 0, 1 + Math.floor(i / 4), 10, 0, 0, 123)),
    })),
  );
});
afterAll(() => t.close());

type Row = { id: number } & Record<string, unknown>;
interface PageBody {
  data: Row[];
  next_cursor: string | null;
  total: number;
}

async function get(url: string, headers = admin) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** Follows next_cursor from the first page; checks each page's size and that no row repeats. */
async function walk(base: string, limit: number): Promise<{ rows: Row[]; total: number; pages: number }> {
  const sep = base.includes('?') ? '&' : '?';
  const rows: Row[] = [];
  let cursor: string | null = null;
  let total = -1;
  let pages = 0;
  do {
    const res = await get(`${base}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PageBody>();
    if (total === -1) total = body.total;
    expect(body.total).toBe(total);
    expect(body.data.length).toBeLessThanOrEqual(limit);
    // a full page while there is a next one; the last page holds what is left
    expect(body.data.length).toBe(body.next_cursor ? limit : total - rows.length);
    rows.push(...body.data);
    cursor = body.next_cursor;
    pages += 1;
  } while (cursor && pages < 100);
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  expect(rows.length).toBe(total);
  return { rows, total, pages };
}

function sortedBy<T>(rows: T[], cmp: (a: T, b: T) => number) {
  return [...rows].sort(cmp);
}
const byNameThenId = (a: Row, b: Row) =>
  String(a.name).toLowerCase().localeCompare(String(b.name).toLowerCase()) || a.id - b.id;

describe('GET /api/get_employee_page_data pages', () => {
  it('walks every matching employee in name order, without duplicates or gaps', async () => {
    const { rows, total, pages } = await walk(`/api/get_employee_page_data?search=${tag}`, 5);
    expect(total).toBe(23);
    expect(pages).toBe(5);
    expect(rows.map((r) => r.id)).toEqual(sortedBy(rows, byNameThenId).map((r) => r.id));
  });

  it('answers the first page with no parameters, with roles and the page fields', async () => {
    const body = (await get('/api/get_employee_page_data')).json();
    expect(body.data.length).toBeGreaterThan(23);
    expect(body.next_cursor).toBeNull();
    expect(body.total).toBe(body.data.length);
    expect(Array.isArray(body.roles)).toBe(true);
  });

  it('searches e-mail, phone and role, and filters by role and permission', async () => {
    expect((await get(`/api/get_employee_page_data?search=w7-${tag}`)).json().total).toBe(1);
    expect((await get('/api/get_employee_page_data?search=9000000012')).json().data[0].email).toBe(
      `w12-${tag}@lists.test`,
    );
    expect((await get(`/api/get_employee_page_data?search=plumber%20${tag}`)).json().total).toBe(8);
    const byRole = (await walk(`/api/get_employee_page_data?role=${roleId}`, 3)).rows;
    expect(byRole).toHaveLength(8);
    expect(byRole.every((r) => r.role_id === roleId)).toBe(true);
    const finance = await walk(`/api/get_employee_page_data?search=${tag}&permission=finance`, 4);
    expect(finance.total).toBe(6);
    expect(finance.rows.every((r) => (r.permissions as string[]).includes('finance'))).toBe(true);
    const admins = (await get('/api/get_employee_page_data?permission=admin')).json();
    expect(admins.data.map((r: Row) => r.email)).toContain(ADMIN_EMAIL);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect((await get('/api/get_employee_page_data?search=%25')).json().total).toBe(0);
    expect((await get('/api/get_employee_page_data?search=_')).json().total).toBe(0);
  });
});

describe('GET /api/get_leaves pages', () => {
  it('walks every leave newest date first, with filters and the person search', async () => {
    const { rows, total } = await walk(`/api/get_leaves?search=${tag}`, 4);
    expect(total).toBe(31);
    const order = sortedBy(
      rows,
      (a, b) => String(b.leave_date).localeCompare(String(a.leave_date)) || b.id - a.id,
    );
    expect(rows.map((r) => r.id)).toEqual(order.map((r) => r.id));
    const approved = await walk(`/api/get_leaves?search=${tag}&status=APPROVE`, 2);
    expect(approved.total).toBe(7);
    expect(approved.rows.every((r) => r.status === 'APPROVE')).toBe(true);
    expect((await get(`/api/get_leaves?search=${tag}&status=DECIDED`)).json().total).toBe(7);
    expect((await get(`/api/get_leaves?search=${tag}&status=PENDING`)).json().total).toBe(24);
    const comp = await walk(
      `/api/get_leaves?search=${tag}&leave_type=Compensatory%20Off&from=2031-03-02&to=2031-03-04`,
      2,
    );
    expect(comp.rows.length).toBeGreaterThan(0);
    expect(
      comp.rows.every(
        (r) =>
          r.leave_type === 'Compensatory Off' &&
          String(r.leave_date) >= '2031-03-02' &&
          String(r.leave_date) <= '2031-03-04',
      ),
    ).toBe(true);
    const one = (await get(`/api/get_leaves?search=w1-${tag}`)).json();
    expect(one.data.every((r: Row) => r.email === `w1-${tag}@lists.test`)).toBe(true);
  });

  it('keeps an employee to their own leaves, whatever they search', async () => {
    const { user, headers } = await t.asRole('employee');
    await t.ctx.db.insert(leaves).values({
      userId: user.id,
      leaveDate: '2031-04-01',
      halfDay: 0,
      leaveType: 'Annual Leave',
      reason: 'r',
    });
    const own = (await get(`/api/get_leaves`, headers)).json();
    expect(own.total).toBe(1);
    expect((await get(`/api/get_leaves?search=${tag}`, headers)).json().total).toBe(0);
  });

  it('refuses an unknown status, type or date', async () => {
    for (const q of ['status=DONE', 'leave_type=Sick', 'from=2031-13-01']) {
      expect((await get(`/api/get_leaves?${q}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/get_all_products pages', () => {
  it('walks every product in id order, searched by name and filtered', async () => {
    const { rows, total } = await walk(`/api/get_all_products?search=${tag}`, 6);
    expect(total).toBe(26);
    expect(rows.map((r) => r.id)).toEqual(sortedBy(rows, (a, b) => a.id - b.id).map((r) => r.id));
    const sellable = await walk(`/api/get_all_products?search=${tag}&sellable=true`, 5);
    expect(sellable.total).toBe(13);
    expect(sellable.rows.every((r) => r.is_sellable === true)).toBe(true);
    const proposals = await walk(`/api/get_all_products?search=${tag}&proposal=true&sellable=true`, 5);
    expect(proposals.total).toBe(7);
    expect((await get(`/api/get_all_products?search=filter%20${tag}`)).json().total).toBe(13);
    expect((await get('/api/get_all_products?sellable=maybe')).statusCode).toBe(400);
    expect((await get('/api/get_all_products?stock=lots')).statusCode).toBe(400);
  });

  it('filters by category and stock band, and lists the categories in use', async () => {
    const { db } = t.ctx;
    await db.insert(products).values(
      [0, 5, 10, 11].map((stock) => ({
        name: `Tank ${tag} ${stock}`,
        description: 'd',
        price: '1',
        image: 'x.webp',
        categories: `Tanks ${tag}`,
        stock,
      })),
    );
    const body = (await get(`/api/get_all_products?category=Tanks%20${tag}`)).json();
    expect(body.total).toBe(4);
    expect(body.categories).toEqual(expect.arrayContaining(['STP', `Tanks ${tag}`]));
    const stockOf = async (band: string) =>
      (await get(`/api/get_all_products?category=Tanks%20${tag}&stock=${band}`))
        .json()
        .data.map((p: Row) => p.stock);
    expect(await stockOf('zero')).toEqual([0]);
    expect(await stockOf('upto10')).toEqual([5, 10]);
    expect(await stockOf('over10')).toEqual([11]);
    expect(await stockOf('all')).toEqual([0, 5, 10, 11]);
  });
});

describe('GET /api/get_reseller_page_data pages', () => {
  it('walks every reseller in name order, searched and filtered by district', async () => {
    const { rows, total } = await walk(`/api/get_reseller_page_data?search=${tag}`, 4);
    expect(total).toBe(17);
    expect(rows.map((r) => r.id)).toEqual(sortedBy(rows, byNameThenId).map((r) => r.id));
    const inA = await walk(`/api/get_reseller_page_data?search=${tag}&district=${districtA}`, 3);
    expect(inA.total).toBe(9);
    // the row still lists all of the reseller's districts, not only the one filtered on
    expect(inA.rows.every((r) => (r.district_ids as number[]).includes(districtA))).toBe(true);
    expect(inA.rows.some((r) => (r.district_ids as number[]).length === 2)).toBe(true);
    const body = (await get(`/api/get_reseller_page_data?district=${districtB}`)).json();
    expect(body.total).toBe(6);
    expect(body.district_list.length).toBeGreaterThan(0);
  });
});

describe('GET /api/contact-messages pages', () => {
  it('walks the inbox newest first, ties broken by id, and searches name, e-mail and message', async () => {
    const { rows } = await walk('/api/contact-messages', 3);
    const ours = rows.filter((r) => String(r.email).endsWith('@lists.test'));
    expect(ours).toHaveLength(21);
    const order = sortedBy(
      rows,
      (a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id,
    );
    expect(rows.map((r) => r.id)).toEqual(order.map((r) => r.id));
    expect((await walk(`/api/contact-messages?search=${tag}`, 2)).total).toBe(14);
    expect((await get('/api/contact-messages?search=m20@lists')).json().total).toBe(1);
  });
});

describe('paging refusals', () => {
  const lists = [
    '/api/get_employee_page_data',
    '/api/get_leaves',
    '/api/get_all_products',
    '/api/get_reseller_page_data',
    '/api/contact-messages',
  ];
  it('refuses a bad cursor, a cursor of the wrong shape, limit 0 and limit 101 with 400', async () => {
    const wrongShape = Buffer.from(JSON.stringify([1, 2, 3, 4])).toString('base64url');
    for (const url of lists) {
      for (const q of ['cursor=***', 'cursor=bm90anNvbg', `cursor=${wrongShape}`, 'limit=0', 'limit=101']) {
        const res = await get(`${url}?${q}`);
        expect(res.statusCode, `${url}?${q}`).toBe(400);
      }
      expect((await get(`${url}?limit=100`)).statusCode).toBe(200);
    }
  });

  it('keeps a 100-row page under 60 kB', async () => {
    for (const url of lists) {
      const res = await get(`${url}?limit=100`);
      expect(Buffer.byteLength(res.body), url).toBeLessThan(60_000);
    }
  });
});
