import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESTIMATE_MESSAGES, type EstimateListRow } from '@aquadesk/shared/estimates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { amountInWords } from '@aquadesk/shared/money.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  districts,
  estimateAssignees,
  estimateLabour,
  estimateProducts,
  jobRoles,
  products,
  workEstimates,
} from '../../src/db/schema/index.ts';
import { clientWithSite, tinyPng } from '../fixtures.ts';
import { multipart, type TestApp } from '../helpers.ts';
import { buildListeningTestApp, connectSocket, waitForRooms as waitForUserRooms } from '../sockets.ts';

type Headers = { authorization: string };
let t: TestApp;
let url: string;
let admin: Headers;
let _districtId: number;
let png: Buffer;
const first = <T>(rows: T[]): T => rows[0]!;
let plumber: { id: number };
let helper: { id: number };
let clientRole: { id: number };
let pump: { id: number };
let valve: { id: number };
let site: { id: number };
let clientId: number;

beforeAll(async () => {
  ({ t, url, admin } = await buildListeningTestApp());
  const { db } = t.ctx;
  const [d] = await db.select().from(districts).limit(1);
  _districtId = d!.id;
  png = await tinyPng();
  plumber = first(await db.insert(jobRoles).values({ name: 'Plumber' }).returning());
  helper = first(await db.insert(jobRoles).values({ name: 'Helper' }).returning());
  clientRole = first(await db.select().from(jobRoles).where(eq(jobRoles.name, 'client')));
  // mean of 100.00 and 200.01 = 150.005 → 150.01 (half up to the paisa)
  await t.createUser({ userType: 'Plumber', roleId: plumber!.id, charge: '100.00' });
  await t.createUser({ userType: 'Plumber', roleId: plumber!.id, charge: '200.01' });
  pump = first(
    await db
      .insert(products)
      .values({ name: 'Dosing Pump', description: 'd', price: '1000.00', image: 'p.png', categories: 'x' })
      .returning(),
  );
  valve = first(
    await db
      .insert(products)
      .values({
        name: 'Valve',
        description: 'd',
        price: '250.50',
        image: 'v.png',
        categories: 'x',
        hsn: '848180',
        unit: 'PCS',
        gstRate: '5.00',
      })
      .returning(),
  );
  const made = await clientWithSite(t, 'RIVERSIDE PLANT');
  site = made.site;
  clientId = made.client.id;
});
afterAll(() => t.close());

const post = (path: string, headers: Headers | Record<string, never>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, headers, payload: payload as Record<string, unknown> });

const body = (extra: Record<string, unknown> = {}) => ({
  site_id: site.id,
  work: JSON.stringify(['Replace dosing pump']),
  products: [{ id: pump.id, quantity: 2 }],
  labour: [{ role_id: plumber.id, work_hour: 3 }],
  travel_distance: 10,
  remarks: 'Bring spares',
  ...extra,
});

async function create(headers: Headers, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/estimate_generater', headers, body(extra));
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return res.json().work_estimate_id as number;
}

const detail = (headers: Headers, id: number) => post('/get-estimate-by-id', headers, { id });
const count = async (table: typeof workEstimates | typeof estimateProducts | typeof estimateLabour) =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const finish = (headers: Headers, id: number, file?: Buffer, time = '2026-11-20T10:30:00Z') => {
  const m = multipart({ id: String(id), time }, file && { data: file, name: 'done.png', type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/finish-work',
    headers: { ...headers, ...m.headers },
    payload: m.payload,
  });
};

const addworksFiles = () => readdirSync(path.join(t.dataDir, 'uploads', 'addworks'));

describe('creating an estimate', () => {
  it('computes and stores every figure itself, freezing prices and rates; browser totals are ignored', async () => {
    const estimator = await t.asRole('work_estimate');
    const res = await post(
      '/estimate_generater',
      estimator.headers,
      body({ travel_cost: 999999, total: 1, discount: 50, administrative_expense: 90 }),
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().work_estimate_id as number;
    // by hand: products 2 × 1000 + 15 % = 2300; labour 150.01 × 3 = 450.03 (products exist: no company
    // profit); travel 10 km × 12 × 2 × 1 line = 240; base 2990.03; expense 10 % = 299.003 (a work_estimate's
    // 90 % and 50 % discount are ignored); GST 18 % of 3289.033 = 592.02594; total 3881.05894 → 3881
    const [row] = await t.ctx.db.select().from(workEstimates).where(eq(workEstimates.id, id));
    expect(row).toMatchObject({
      status: 'NOT CONFIRM',
      travelCost: '240',
      labourTotal: '450.03',
      productsTotal: '2300',
      expenseTotal: '299.003',
      discountTotal: '0',
      gstTotal: '592.02594',
      total: '3881.00',
      discount: '0.00',
      administrativeExpense: '10.00',
    });
    // the list shows what the client pays (issue 31 item 8)
    const list = await t.app.inject({ method: 'GET', url: '/api/get-estimate-list', headers: admin });
    const listed = list
      .json()
      .work_estimate.find((r: { work_estimate_id: number }) => r.work_estimate_id === id);
    expect(listed.total).toBe('3881.00');
    // later price and pay changes never move it
    await t.ctx.db.update(products).set({ price: '5000.00' }).where(eq(products.id, pump.id));
    await t.createUser({ userType: 'Plumber', roleId: plumber.id, charge: '900.00' });
    const card = await detail(estimator.headers, id);
    expect(card.statusCode).toBe(200);
    const json = card.json();
    expect(json.products).toEqual([
      expect.objectContaining({
        product: 'Dosing Pump',
        quantity: '2.000',
        current_price: '1000.00',
        amount: '2000.00',
      }),
    ]);
    expect(json.labour).toEqual([
      expect.objectContaining({ role: 'Plumber', scale: '150.01', work_hour: '3.00', amount: '450.03' }),
    ]);
    expect(json.totals).toEqual({
      labour: '450.03',
      products: '2300.00',
      travel: '240.00',
      administrative_expense: '299.00',
      discount: '0.00',
      gst: '592.03',
      total: '3881.00',
      total_in_words: amountInWords('3881'),
    });
    expect(json.totals.total_in_words).toMatch(/Three Thousand Eight Hundred Eighty/);
    expect(json.work_estimate).toMatchObject({
      id,
      work: ['Replace dosing pump'],
      status: 'NOT CONFIRM',
      site_name: 'RIVERSIDE PLANT',
      remarks: 'Bring spares',
      travel_cost: '240.00',
    });
    expect(json.approve).toBeNull();
    expect(json.assigne).toEqual([]);
    await t.ctx.db.update(products).set({ price: '1000.00' }).where(eq(products.id, pump.id));
    await t.ctx.db.execute(sql`delete from users where charge = '900.00'`);
  });

  it('admin and technical director must give discount and expense, and theirs count', async () => {
    const director = await t.asRole('technical_director');
    const missing = await post('/estimate_generater', director.headers, body());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      discount: MESSAGES.required,
      administrative_expense: MESSAGES.required,
    });
    // no products: labour 150.01 × 2 = 300.02 + company profit 20 % = 360.024; travel 0; expense 5 % = 18.0012;
    // discount 10 % of 378.0252 = 37.80252; taxable 340.22268; GST 61.2400824; total 401.4627624 → 401
    const id = await create(director.headers, {
      products: [],
      labour: [{ role_id: plumber.id, work_hour: '2' }],
      travel_distance: '0',
      discount: '10',
      administrative_expense: 5,
    });
    const json = (await detail(director.headers, id)).json();
    expect(json.totals).toMatchObject({
      labour: '360.02',
      administrative_expense: '18.00',
      discount: '37.80',
      gst: '61.24',
      total: '401.00',
    });
  });

  it('sums a product or role named twice into one line', async () => {
    const estimator = await t.asRole('work_estimate');
    const id = await create(estimator.headers, {
      products: [
        { id: pump.id, quantity: 1 },
        { id: valve.id, quantity: '0.5' },
        { id: pump.id, quantity: 2 },
      ],
      labour: [
        { role_id: plumber.id, work_hour: 1.5 },
        { role_id: plumber.id, work_hour: 2 },
      ],
    });
    const json = (await detail(estimator.headers, id)).json();
    expect(json.products.map((p: { product: string; quantity: string }) => [p.product, p.quantity])).toEqual([
      ['Dosing Pump', '3.000'],
      ['Valve', '0.500'],
    ]);
    expect(json.labour.map((l: { work_hour: string }) => l.work_hour)).toEqual(['3.50']);
    // travel counts labour lines after summing: 10 × 12 × 2 × 1
    expect(json.totals.travel).toBe('240.00');
  });

  it('bad input is a clear 4xx naming the field, and nothing is stored', async () => {
    const estimator = await t.asRole('work_estimate');
    const before = [await count(workEstimates), await count(estimateProducts), await count(estimateLabour)];
    const missing = await post('/estimate_generater', estimator.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      site_id: ESTIMATE_MESSAGES.selectSite,
      work: ESTIMATE_MESSAGES.workRequired,
      labour: ESTIMATE_MESSAGES.labourRequired,
      travel_distance: ESTIMATE_MESSAGES.travelRequired,
    });
    const cases: [Record<string, unknown>, string, string, number][] = [
      [{ work: '[]' }, 'work', ESTIMATE_MESSAGES.workRequired, 400],
      [{ work: ['ok', '  '] }, 'work.1', ESTIMATE_MESSAGES.workBlank, 400],
      [{ labour: [] }, 'labour', ESTIMATE_MESSAGES.labourRequired, 400],
      [{ products: [{ id: pump.id, quantity: 0 }] }, 'products.0.quantity', ESTIMATE_MESSAGES.positive, 400],
      [{ products: [{ id: pump.id, quantity: -2 }] }, 'products.0.quantity', ESTIMATE_MESSAGES.positive, 400],
      [
        { labour: [{ role_id: plumber.id, work_hour: 0 }] },
        'labour.0.work_hour',
        ESTIMATE_MESSAGES.positive,
        400,
      ],
      [
        { labour: [{ role_id: plumber.id, work_hour: 'abc' }] },
        'labour.0.work_hour',
        ESTIMATE_MESSAGES.number,
        400,
      ],
      [{ products: [{ id: 999999, quantity: 1 }] }, 'products.0.id', ESTIMATE_MESSAGES.unknownProduct, 400],
      [
        {
          labour: [
            { role_id: helper.id, work_hour: 1 },
            { role_id: 999999, work_hour: 1 },
          ],
        },
        'labour.1.role_id',
        ESTIMATE_MESSAGES.unknownRole,
        400,
      ],
      [
        { labour: [{ role_id: clientRole.id, work_hour: 1 }] },
        'labour.0.role_id',
        ESTIMATE_MESSAGES.unknownRole,
        400,
      ],
      [{ travel_distance: -1 }, 'travel_distance', 'Must be 0 or more', 400],
    ];
    for (const [extra, field, message, status] of cases) {
      const res = await post('/estimate_generater', estimator.headers, body(extra));
      expect(res.statusCode, field).toBe(status);
      expect(res.json().errors?.[field], field).toBe(message);
    }
    const director = await t.asRole('technical_director');
    const pct = await post(
      '/estimate_generater',
      director.headers,
      body({ discount: 101, administrative_expense: -1 }),
    );
    expect(pct.statusCode).toBe(400);
    expect(Object.keys(pct.json().errors).sort()).toEqual(['administrative_expense', 'discount']);
    const unknownSite = await post('/estimate_generater', estimator.headers, body({ site_id: 999999 }));
    expect(unknownSite.statusCode).toBe(404);
    expect([await count(workEstimates), await count(estimateProducts), await count(estimateLabour)]).toEqual(
      before,
    );
  });

  it('numbers out of their bounds are 400 at their field, never 500; a total too large too (issue 28 item 7)', async () => {
    const estimator = await t.asRole('work_estimate');
    const before = [await count(workEstimates), await count(estimateProducts), await count(estimateLabour)];
    // raw JSON, so 2^53 + 1 and 400 digits reach the server as a client wrote them
    const raw = (field: string, json: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/estimate_generater',
        headers: { ...estimator.headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body({ [field]: '__n__' })).replace('"__n__"', json),
      });
    for (const json of ['9007199254740993', '9'.repeat(400), `"${'9'.repeat(400)}"`, '10000.001', '1e309']) {
      const res = await raw('travel_distance', json);
      expect(res.statusCode, json.slice(0, 20)).toBe(400);
      expect(res.json().errors.travel_distance, json.slice(0, 20)).toMatch(
        /^(Must be at most 10,000|Enter a number|Use at most 3 decimal places)$/,
      );
    }
    for (const [field, line, message] of [
      ['products', { id: pump.id, quantity: '1.0001' }, 'Use at most 3 decimal places'],
      ['products', { id: pump.id, quantity: 1_000_001 }, 'Must be at most 10,00,000'],
      ['labour', { role_id: plumber.id, work_hour: 100_001 }, 'Must be at most 1,00,000'],
    ] as const) {
      const res = await post('/estimate_generater', estimator.headers, body({ [field]: [line] }));
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().errors)).toEqual([message]);
    }
    // every line within its bounds, the total beyond ₹1,000 crore: named at its largest part
    const dear = first(
      await t.ctx.db
        .insert(products)
        .values({
          name: 'Treatment Plant',
          description: 'd',
          price: '9999999999.99',
          image: 'x.png',
          categories: 'x',
        })
        .returning(),
    );
    const huge = await post(
      '/estimate_generater',
      estimator.headers,
      body({ products: [{ id: dear.id, quantity: 2 }] }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ products: ESTIMATE_MESSAGES.totalTooLarge });
    expect([await count(workEstimates), await count(estimateProducts), await count(estimateLabour)]).toEqual(
      before,
    );
    // the largest allowed of every number, on a price the total can hold, is stored
    const ok = await post(
      '/estimate_generater',
      estimator.headers,
      body({
        products: [{ id: pump.id, quantity: 1_000_000 }],
        travel_distance: 10_000,
        labour: [{ role_id: plumber.id, work_hour: 100_000 }],
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    // an edit whose travel cost takes the total too far is refused at travelCost, and changes nothing
    const director = await t.asRole('technical_director');
    const edited = await post('/estimate_edit', director.headers, {
      id: ok.json().work_estimate_id,
      travelCost: 1_000_000_001,
    });
    expect(edited.statusCode).toBe(400);
    expect(Object.keys(edited.json().errors)).toEqual(['travelCost']);
  });

  it('a reseller quotes only for their own clients, with only admin and Reseller Admin labour', async () => {
    const reseller = await t.asRole('reseller');
    // a rate of its own: nobody holds the role, and a role with no rate is never charged (issue 41 item 2)
    const [resellerAdmin] = await t.ctx.db
      .insert(jobRoles)
      .values({ name: 'Reseller Admin', chargeRate: '900' })
      .returning();
    const own = await clientWithSite(t, 'RESELLER SITE', reseller.user.id);
    const otherSite = await post('/estimate_generater', reseller.headers, body());
    expect(otherSite.statusCode).toBe(404);
    const wrongRole = await post('/estimate_generater', reseller.headers, body({ site_id: own.site.id }));
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().errors['labour.0.role_id']).toBe(ESTIMATE_MESSAGES.unknownRole);
    const id = await create(reseller.headers, {
      site_id: own.site.id,
      labour: [{ role_id: resellerAdmin!.id, work_hour: 1 }],
    });
    // the reseller of the client sees the job card and the list row even when someone else made it
    const byAdmin = await create(admin, { site_id: own.site.id, discount: 0, administrative_expense: 10 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/get-estimate-list',
      headers: reseller.headers,
    });
    expect(list.statusCode).toBe(200);
    const json = list.json();
    // issue 41 item 8: their own estimate and the one for their client; Advisor "others" is spec 001 §6's
    // list, without their own (its e-mail is theirs)
    expect(json.work_estimate.map((r: EstimateListRow) => r.work_estimate_id)).toEqual([byAdmin, id]);
    expect(json.total).toBe(2);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/get-estimate-list?adviser=others',
      headers: reseller.headers,
    });
    expect(others.json().work_estimate.map((r: EstimateListRow) => r.work_estimate_id)).toEqual([byAdmin]);
    expect((await detail(reseller.headers, id)).statusCode).toBe(200);
    expect(json.sites.map((s: { id: number }) => s.id)).toEqual([own.site.id]);
    expect(json.roles.map((r: { name: string }) => r.name).sort()).toEqual(['Reseller Admin', 'admin']);
    expect((await detail(reseller.headers, byAdmin)).statusCode).toBe(200);
    expect(
      (await detail(reseller.headers, await create(admin, { discount: 0, administrative_expense: 1 })))
        .statusCode,
    ).toBe(404);
  });
});

describe('the estimate list', () => {
  it('answers the page, profit, capped pickers and roles with their average charge', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get-estimate-list', headers: admin });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual([
      'next_cursor',
      'products',
      'profit',
      'roles',
      'sites',
      'total',
      'work_estimate',
    ]);
    expect(json.profit).toMatchObject({ travel_charge: '12.00' });
    expect(json.roles).toContainEqual({
      id: plumber.id,
      name: 'Plumber',
      average_charge: '150.01',
      priced: true,
    });
    // nobody holds it: no rate, named as such (issue 41 item 2)
    expect(json.roles).toContainEqual({
      id: helper.id,
      name: 'Helper',
      average_charge: '0.00',
      priced: false,
    });
    // a pick carries what an invoice line takes from the product (docs/requirements/002-gst.md §3)
    expect(json.products).toContainEqual({
      id: pump.id,
      product_name: 'Dosing Pump',
      price: '1000.00',
      image: 'p.png',
      hsn: null,
      unit: 'NOS',
      gst_rate: '18',
    });
    expect(json.products).toContainEqual({
      id: valve.id,
      product_name: 'Valve',
      price: '250.50',
      image: 'v.png',
      hsn: '848180',
      unit: 'PCS',
      gst_rate: '5',
    });
    expect(json.sites).toContainEqual({
      id: site.id,
      site_name: 'RIVERSIDE PLANT',
      organization: expect.any(String),
      name: expect.any(String),
      client_id: expect.any(Number),
    });
    const employeeRoles = (
      await t.app.inject({
        method: 'GET',
        url: '/api/get-estimate-list',
        headers: (await t.asRole('work_estimate')).headers,
      })
    ).json().roles;
    expect(employeeRoles.map((r: { name: string }) => r.name)).not.toContain('client');
    const narrowed = await t.app.inject({
      method: 'GET',
      url: '/api/get-estimate-list?site_search=riverside&product_search=valve',
      headers: admin,
    });
    expect(narrowed.json().sites.map((s: { id: number }) => s.id)).toEqual([site.id]);
    expect(narrowed.json().products.map((p: { id: number }) => p.id)).toEqual([valve.id]);
  });

  it('sorts by status then newest first, pages with a cursor, filters in SQL', async () => {
    const estimator = await t.asRole('work_estimate');
    const director = await t.asRole('technical_director');
    // the list is read by the reseller whose client the site is: they see the estimates made for it
    const viewer = await t.asRole('reseller');
    const plant = await clientWithSite(t, 'PAGING PLANT', viewer.user.id);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await create(estimator.headers, { site_id: plant.site.id, work: [`Paging job ${i}`] }));
    }
    const approved = ids[1]!;
    expect(
      (
        await post('/approve-estimate', director.headers, {
          id: approved,
          assignList: [{ id: estimator.user.id }],
        })
      ).statusCode,
    ).toBe(200);
    const mine = async (query: string) => {
      const rows: EstimateListRow[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
          method: 'GET',
          url: `/api/get-estimate-list?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`,
          headers: viewer.headers,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().work_estimate.length).toBeLessThanOrEqual(2);
        rows.push(...res.json().work_estimate);
        cursor = res.json().next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      return rows;
    };
    const all = await mine('');
    expect(all.map((r) => r.work_estimate_id)).toEqual([ids[4], ids[3], ids[2], ids[0], approved]);
    expect(all[0]).toMatchObject({
      status: 'NOT CONFIRM',
      work: ['Paging job 4'],
      site_name: 'PAGING PLANT',
      creater_name: estimator.user.name,
      email: estimator.user.email,
    });
    expect((await mine('&status=APPROVED')).map((r) => r.work_estimate_id)).toEqual([approved]);
    expect((await mine('&search=paging%20job%203')).map((r) => r.work_estimate_id)).toEqual([ids[3]]);
    expect((await mine('&search=paging%20plant')).length).toBe(5);
    expect((await mine('&from=2000-01-01&to=2000-01-02')).length).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/get-estimate-list?cursor=nonsense&limit=500',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain('limit');
    const badCursor = await t.app.inject({
      method: 'GET',
      url: '/api/get-estimate-list?cursor=nonsense',
      headers: admin,
    });
    expect(badCursor.statusCode).toBe(400);
    expect(Object.keys(badCursor.json().errors)).toEqual(['cursor']);
  });

  it("holds what the caller may see, as Work's Estimate tab; Advisor narrows it; the count is the list's", async () => {
    // issue 41 item 8: the estimator's Estimates showed 2 where Work > Estimate showed 11, and not the
    // estimates she advises. Each list now holds the job card's rule and says so; the Advisor filter gives
    // her own (me) or spec 001 §6's list without them (others), in SQL: pages stay full and end where they should
    const estimator = await t.asRole('work_estimate');
    const director = await t.asRole('technical_director');
    const hers: number[] = [];
    for (let i = 0; i < 3; i++)
      hers.push(await create(estimator.headers, { work: [`Scoped rows job ${i}`] }));
    const others: number[] = [];
    for (let i = 0; i < 4; i++) {
      others.push(
        await create(director.headers, {
          work: [`Scoped rows job d${i}`],
          discount: 0,
          administrative_expense: 10,
        }),
      );
    }
    // she is on the survey of the director's first one
    const onIt = others[0]!;
    await post('/approve-estimate', admin, { id: onIt, assignList: [{ id: estimator.user.id }] });
    const pages = async (headers: Headers, query = '') => {
      const seen: EstimateListRow[][] = [];
      const totals: number[] = [];
      let cursor: string | null = null;
      do {
        const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
          method: 'GET',
          url: `/api/get-estimate-list?limit=2&search=scoped%20rows${query}${cursor ? `&cursor=${cursor}` : ''}`,
          headers,
        });
        expect(res.statusCode).toBe(200);
        seen.push(res.json().work_estimate);
        totals.push(res.json().total);
        cursor = res.json().next_cursor;
      } while (cursor && seen.length < 10);
      return { sizes: seen.map((p) => p.length), ids: seen.flat().map((r) => r.work_estimate_id), totals };
    };
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    // the estimator: the three she advises and the one she is assigned to, as on her Work screen
    const mine = await pages(estimator.headers);
    expect(mine.sizes).toEqual([2, 2]);
    expect(sorted(mine.ids)).toEqual(sorted([...hers, onIt]));
    expect(mine.totals).toEqual([4, 4]);
    const work = await t.app.inject({
      method: 'GET',
      url: '/api/get_all_works?tab=estimate&search=scoped%20rows',
      headers: estimator.headers,
    });
    expect(sorted(work.json().work_estimates.map((r: EstimateListRow) => r.work_estimate_id))).toEqual(
      sorted(mine.ids),
    );
    expect(work.json().estimates_total).toBe(4);
    // Advisor: me, those she made; others, spec 001 §6's list without them
    const advised = await pages(estimator.headers, '&adviser=me');
    expect(sorted(advised.ids)).toEqual(sorted(hers));
    expect(advised.totals).toEqual([3, 3]);
    expect(await pages(estimator.headers, '&adviser=others')).toEqual({
      sizes: [1],
      ids: [onIt],
      totals: [1],
    });
    // a director: every estimate; others' are the estimator's three, two full pages then the end
    const all = await pages(director.headers);
    expect(all.totals[0]).toBe(7);
    expect(sorted(all.ids)).toEqual(sorted([...hers, ...others]));
    const notTheirs = await pages(director.headers, '&adviser=others');
    expect(notTheirs.sizes).toEqual([2, 1]);
    expect(notTheirs.ids).toEqual([...hers].reverse());
    expect(notTheirs.totals).toEqual([3, 3]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/get-estimate-list?adviser=mine',
      headers: director.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ adviser: 'Choose me or others' });
  });

  it('is for estimators only', async () => {
    for (const role of ['employee', 'client', 'finance'] as const) {
      const other = await t.asRole(role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/get-estimate-list', headers: other.headers }))
          .statusCode,
      ).toBe(403);
    }
  });
});

describe('the job card and its moves', () => {
  it('is visible to its creator, assignees, admins and technical directors only', async () => {
    const creator = await t.asRole('work_estimate');
    const id = await create(creator.headers);
    const worker = await t.asRole('employee');
    const otherEstimator = await t.asRole('work_estimate');
    expect((await detail(creator.headers, id)).statusCode).toBe(200);
    expect((await detail(admin, id)).statusCode).toBe(200);
    expect((await detail((await t.asRole('technical_director')).headers, id)).statusCode).toBe(200);
    expect((await detail(otherEstimator.headers, id)).statusCode).toBe(404);
    expect((await detail(worker.headers, id)).statusCode).toBe(404);
    expect((await detail(creator.headers, 999999)).statusCode).toBe(404);
    await post('/approve-estimate', admin, { id, assignList: [{ id: worker.user.id, name: 'ignored' }] });
    const seen = await detail(worker.headers, id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().assigne).toEqual([{ id: worker.user.id, name: worker.user.name }]);
    expect(seen.json().approve).toEqual({
      technical_director: 'Administrator',
      generated_at: expect.any(String),
    });
  });

  it('approve: admin or technical director, at least one employee from the list, only NOT CONFIRM', async () => {
    const creator = await t.asRole('work_estimate');
    const id = await create(creator.headers);
    const worker = await t.asRole('employee');
    expect(
      (await post('/approve-estimate', creator.headers, { id, assignList: [{ id: worker.user.id }] }))
        .statusCode,
    ).toBe(403);
    const empty = await post('/approve-estimate', admin, { id, assignList: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.assignList).toBe(ESTIMATE_MESSAGES.assigneesRequired);
    const client = await t.createUser({ userType: 'client' });
    const notStaff = await post('/approve-estimate', admin, { id, assignList: [{ id: client.id }] });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().errors.assignList).toBe(ESTIMATE_MESSAGES.unknownAssignee);
    expect((await detail(admin, id)).json().work_estimate.status).toBe('NOT CONFIRM');
    expect(
      (await post('/approve-estimate', admin, { id, assignList: [{ id: worker.user.id }] })).statusCode,
    ).toBe(200);
    const again = await post('/approve-estimate', admin, { id, assignList: [{ id: creator.user.id }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ESTIMATE_MESSAGES.notAllowed('APPROVED'));
    expect((await detail(admin, id)).json().assigne.map((a: { id: number }) => a.id)).toEqual([
      worker.user.id,
    ]);
    const edit = await post('/estimate_edit', admin, { id, discount: 5 });
    expect(edit.statusCode).toBe(409);
  });

  it('edit: at least one field, totals follow; only directors', async () => {
    const creator = await t.asRole('work_estimate');
    const id = await create(creator.headers);
    expect((await post('/estimate_edit', creator.headers, { id, discount: 5 })).statusCode).toBe(403);
    const nothing = await post('/estimate_edit', admin, { id });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(ESTIMATE_MESSAGES.editNothing);
    expect((await post('/estimate_edit', admin, { id, discount: 120 })).statusCode).toBe(400);
    const res = await post('/estimate_edit', admin, {
      id,
      travelCost: '100',
      discount: '10',
      administrativeExpense: 0,
    });
    expect(res.statusCode).toBe(200);
    // base 2300 + 450.03 + 100 = 2850.03; expense 0; discount 285.003; taxable 2565.027; GST 461.70486; total 3026
    const totals = (await detail(admin, id)).json().totals;
    expect(totals).toMatchObject({
      travel: '100.00',
      administrative_expense: '0.00',
      discount: '285.00',
      gst: '461.70',
      total: '3026.00',
    });
    const [row] = await t.ctx.db.select().from(workEstimates).where(eq(workEstimates.id, id));
    expect(row).toMatchObject({
      travelCost: '100',
      discount: '10.00',
      total: '3026.00',
      gstTotal: '461.70486',
    });
  });

  it('self-approve: a non-reseller creator without approve rights; they become the assignee', async () => {
    const creator = await t.asRole('work_estimate');
    const id = await create(creator.headers);
    const other = await t.asRole('work_estimate');
    expect((await post('/self-approve', other.headers, { id })).statusCode).toBe(404);
    const director = await t.asRole('technical_director');
    const own = await create(director.headers, { discount: 0, administrative_expense: 10 });
    expect((await post('/self-approve', director.headers, { id: own })).statusCode).toBe(403);
    expect((await post('/self-approve', creator.headers, { id })).statusCode).toBe(200);
    expect((await post('/self-approve', creator.headers, { id })).statusCode).toBe(409);
    const card = (await detail(creator.headers, id)).json();
    expect(card.work_estimate.status).toBe('APPROVED');
    expect(card.assigne.map((a: { id: number }) => a.id)).toEqual([creator.user.id]);
  });

  it('start and finish: assignees and directors, in order, with a required photo', async () => {
    const creator = await t.asRole('work_estimate');
    const id = await create(creator.headers);
    const worker = await t.asRole('employee');
    const stranger = await t.asRole('employee');
    expect((await post('/start-work', worker.headers, { id })).statusCode).toBe(404);
    expect((await post('/start-work', admin, { id })).statusCode).toBe(409);
    expect((await finish(admin, id, png)).statusCode).toBe(409);
    await post('/approve-estimate', admin, { id, assignList: [{ id: worker.user.id }] });
    expect((await post('/start-work', stranger.headers, { id })).statusCode).toBe(404);
    expect((await post('/start-work', creator.headers, { id })).statusCode).toBe(403);
    const files = addworksFiles().length;
    expect((await finish(worker.headers, id, png)).statusCode).toBe(409);
    expect(addworksFiles().length).toBe(files);
    expect((await post('/start-work', worker.headers, { id })).statusCode).toBe(200);
    expect((await post('/start-work', worker.headers, { id })).statusCode).toBe(409);
    const started = (await detail(worker.headers, id)).json();
    expect(started.work_estimate.status).toBe('IN PROGRESS');
    expect(started.work_status.start_time).toEqual(expect.any(String));
    const noPhoto = await finish(worker.headers, id);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().errors.image).toBe(ESTIMATE_MESSAGES.imageRequired);
    const noTime = await finish(worker.headers, id, png, '');
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().errors.time).toBe(ESTIMATE_MESSAGES.finishTime);
    const notImage = await finish(worker.headers, id, Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.statusCode).toBe(415);
    expect(addworksFiles().length).toBe(files);
    expect((await detail(worker.headers, id)).json().work_estimate.status).toBe('IN PROGRESS');
    const done = await finish(worker.headers, id, png);
    expect(done.statusCode).toBe(200);
    const card = (await detail(worker.headers, id)).json();
    expect(card.work_estimate.status).toBe('FINISHED');
    expect(card.work_status.finish_time).toBe('2026-11-20T10:30:00.000Z');
    const image = await t.app.inject({ method: 'GET', url: card.work_status.image, headers: worker.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(addworksFiles().length).toBe(files + 1);
    expect((await finish(worker.headers, id, png)).statusCode).toBe(409);
    expect(addworksFiles().length).toBe(files + 1);
    const stored = card.work_status.image.split('/').at(-1);
    expect(existsSync(path.join(t.dataDir, 'uploads', 'addworks', stored))).toBe(true);
  });

  it('two concurrent approves, or starts, have exactly one winner', async () => {
    const creator = await t.asRole('work_estimate');
    const id = await create(creator.headers);
    const a = await t.asRole('employee');
    const b = await t.asRole('employee');
    const director = await t.asRole('technical_director');
    const approves = await Promise.all([
      post('/approve-estimate', admin, { id, assignList: [{ id: a.user.id }] }),
      post('/approve-estimate', director.headers, { id, assignList: [{ id: b.user.id }] }),
    ]);
    expect(approves.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const assigned = await t.ctx.db
      .select()
      .from(estimateAssignees)
      .where(eq(estimateAssignees.estimateId, id));
    expect(assigned).toHaveLength(1);
    const starts = await Promise.all([
      post('/start-work', admin, { id }),
      post('/start-work', director.headers, { id }),
    ]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('live events and the client page', () => {
  const connect = (token?: string) => connectSocket(url, token);
  const waitForRooms = (userId: number) => waitForUserRooms(t, userId);

  it('we_add, we_approve, we_start, we_finish reach exactly those who may see the estimate', async () => {
    const reseller = await t.asRole('reseller');
    const own = await clientWithSite(t, 'LIVE SITE', reseller.user.id);
    const creator = await t.asRole('work_estimate');
    const director = await t.asRole('technical_director');
    const worker = await t.asRole('employee');
    const otherEstimator = await t.asRole('work_estimate');
    const otherReseller = await t.asRole('reseller');
    const people = { creator, director, worker, reseller, otherEstimator, otherReseller };
    const got: Record<string, string[]> = {};
    const sockets: Socket[] = [];
    for (const [name, who] of Object.entries(people)) {
      const s = await connect(who.headers.authorization);
      await waitForRooms(who.user.id);
      got[name] = [];
      for (const event of [EVENTS.weAdd, EVENTS.weApprove, EVENTS.weStart, EVENTS.weFinish]) {
        s.on(event, (row: EstimateListRow) => got[name]!.push(`${event}:${row.work_estimate_id}`));
      }
      sockets.push(s);
    }
    const id = await create(creator.headers, { site_id: own.site.id });
    await post('/approve-estimate', director.headers, { id, assignList: [{ id: worker.user.id }] });
    await post('/start-work', worker.headers, { id });
    await finish(worker.headers, id, png);
    const all = [`we_add:${id}`, `we_approve:${id}`, `we_start:${id}`, `we_finish:${id}`];
    await expect.poll(() => got.worker!.length).toBe(3);
    await expect.poll(() => got.creator!.length).toBe(4);
    expect(got.creator).toEqual(all);
    expect(got.director).toEqual(all);
    expect(got.reseller).toEqual(all);
    expect(got.worker).toEqual(all.slice(1));
    expect(got.otherEstimator).toEqual([]);
    expect(got.otherReseller).toEqual([]);
    for (const s of sockets) s.close();
  });

  it('the client page lists that client’s estimates with status and link id', async () => {
    const id = await create((await t.asRole('work_estimate')).headers);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get_all_client_data?id=${clientId}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().assessments).toContainEqual({
      work_estimate_id: id,
      status: 'NOT CONFIRM',
      site_name: 'RIVERSIDE PLANT',
      create_date: expect.any(String),
    });
    expect(res.json().assessments.length).toBeLessThanOrEqual(50);
  });
});
