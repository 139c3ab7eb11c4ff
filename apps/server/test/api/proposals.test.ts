import { EVENTS } from '@aquadesk/shared/events.ts';
import { amountInWords, proposalTotal } from '@aquadesk/shared/money.ts';
import {
  PROPOSAL_MESSAGES,
  PROPOSAL_TERMS,
  type ProposalDetail,
  type ProposalListResponse,
} from '@aquadesk/shared/proposals.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, proposals, users } from '../../src/db/schema/index.ts';
import { tinyPng } from '../fixtures.ts';
import { buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';
import { insertProposalProduct, proposalRequest } from './proposal-helpers.ts';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let emits: Emit[];
let png: Buffer;
let filter: { id: number; price: string };
let plain: { id: number };

const first = <T>(rows: T[]): T => rows[0]!;

const body = (over: Record<string, unknown> = {}) => proposalRequest(filter.id, over);

const post = (path: string, payload: unknown, headers: Headers | Record<string, never> = admin) =>
  t.app.inject({ method: 'POST', url: `/api${path}`, payload: payload as object, headers });
const list = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/get-proposal-list${query}`, headers });
const detail = (headers: Headers, pid: unknown) => post('/get-singlepraposal-by-id', { pid }, headers);
async function generate(headers: Headers = admin, over: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/praposal_generater', body(over), headers);
  if (res.statusCode !== 201) throw new Error(`generate failed ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}
const count = async () => first(await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(proposals)).n;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  emits = recordEmits(t);
  png = await tinyPng();
  filter = await insertProposalProduct(t, png);
  plain = first(
    await t.ctx.db
      .insert(products)
      .values({ name: 'Valve', description: 'd', price: '250.50', image: 'v.png', categories: 'x' })
      .returning(),
  );
});
afterAll(() => t.close());

describe('POST /praposal_generater', () => {
  it('freezes the product, the profit and the total; later changes never move it', async () => {
    const sign = await t.ctx.storage.saveImage('sign', png);
    const marketing = await t.asRole('marketing_manager', { phoneNumber: '9000000001', signFile: sign });
    emits.length = 0;
    const res = await post('/praposal_generater', body({ price: '1.00', total: '1.00' }), marketing.headers);
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: { id: number } }).data.id;
    expect(id).toBeGreaterThan(0);

    // defaults: product profit 15 %, administrative expense 10 % → 10000 + 1500 + 1000
    const expected = proposalTotal('10000.00', '15', '10').total;
    expect(expected).toBe('12500.00');
    const first = (await detail(marketing.headers, id)).json().data as ProposalDetail;
    expect(first).toMatchObject({
      id,
      heading: 'Proposal for a 2000 LPH RO plant',
      product_id: filter.id,
      product_name: 'Reverse Osmosis Plant',
      description: 'A 2000 LPH reverse osmosis plant',
      intro: 'We are pleased to offer',
      content: 'The plant removes dissolved salts.',
      technical_specification: [
        { heading: 'Capacity', value: '2000 LPH' },
        { heading: 'Membranes', value: '4 × 4040' },
      ],
      // issue 41 item 7: the product's price and the margins are for those who set them
      price: null,
      product_profit: null,
      administrative_expense: null,
      total: '12500.00',
      total_in_words: amountInWords('12500.00'),
      client_name: 'Anita Menon',
      organization: 'Lakeshore Hospital',
      district: 'ERNAKULAM',
      pincode: '682001',
      email: 'anita@lakeshore.example',
      phone: '9847012345',
      created_by: marketing.user.id,
      creater_name: marketing.user.name,
      creater_phone: '9000000001',
      creater_email: marketing.user.email,
      image: `/api/proposal-image/${id}`,
      signature_url: `/api/proposal-sign/${id}`,
    });
    const frozen = {
      price: '10000.00',
      product_profit: '15',
      administrative_expense: '10',
      total: '12500.00',
    };
    expect((await detail(admin, id)).json().data).toMatchObject(frozen);
    expect(first.terms).toEqual([...PROPOSAL_TERMS]);
    expect(first.terms.some((line) => line.includes('Thrissur'))).toBe(true);
    expect(first.exclusions.length).toBeGreaterThan(0);
    expect(first.company.name).toBe(t.ctx.config.company.name);

    // the live event: the list row, to the roles that see every proposal and the creator by id
    const event = emits.find(([name]) => name === EVENTS.proposalAdd);
    expect(event?.[1]).toMatchObject({ id, total: '12500.00', creater_name: marketing.user.name });
    expect(event?.[2].users).toEqual([marketing.user.id]);
    expect(event?.[2].roles).toEqual(['admin', 'marketing_manager', 'technical_director', 'work_estimate']);

    // the frozen image and signature are served to who may see the proposal
    const image = await t.app.inject({ method: 'GET', url: first.image!, headers: marketing.headers });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const signature = await t.app.inject({ method: 'GET', url: first.signature_url!, headers: admin });
    expect(signature.statusCode).toBe(200);

    // change everything the proposal copied
    await t.ctx.db
      .update(products)
      .set({ price: '99999.00', name: 'Renamed Plant', description: 'new', technicalSpecification: [] })
      .where(eq(products.id, filter.id));
    const edited = await post('/edit-profit-data', {
      administrative_expense: 50,
      travel_charge: 12,
      product_profit: 50,
      company_profit: 20,
    });
    expect(edited.statusCode).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ name: 'Someone Else', phoneNumber: '1' })
      .where(eq(users.id, marketing.user.id));

    const after = (await detail(marketing.headers, id)).json().data as ProposalDetail;
    expect(after).toEqual(first);
    expect((await detail(admin, id)).json().data).toMatchObject(frozen);
    const row = (await list(admin)).json().proposal.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({ total: '12500.00', product_name: 'Reverse Osmosis Plant' });

    // a new proposal takes the new figures: 99999 + 50 % + 50 % = 199998
    const next = (await detail(admin, await generate())).json().data as ProposalDetail;
    expect(next).toMatchObject({ price: '99999.00', total: '199998.00', product_name: 'Renamed Plant' });

    // restore for the other tests
    await t.ctx.db
      .update(products)
      .set({ price: '10000.00', name: 'Reverse Osmosis Plant' })
      .where(eq(products.id, filter.id));
    await post('/edit-profit-data', {
      administrative_expense: 10,
      travel_charge: 12,
      product_profit: 15,
      company_profit: 20,
    });
  });

  it('names every missing field', async () => {
    const before = await count();
    const res = await post('/praposal_generater', {});
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string> };
    expect(errors).toEqual({
      productId: PROPOSAL_MESSAGES.productRequired,
      headding: PROPOSAL_MESSAGES.headingRequired,
      client_name: PROPOSAL_MESSAGES.clientRequired,
      organization: PROPOSAL_MESSAGES.organizationRequired,
      address_line_1: PROPOSAL_MESSAGES.address1Required,
      address_line_2: PROPOSAL_MESSAGES.address2Required,
      city: PROPOSAL_MESSAGES.cityRequired,
      district: PROPOSAL_MESSAGES.districtRequired,
      state: PROPOSAL_MESSAGES.stateRequired,
      pincode: PROPOSAL_MESSAGES.pincodeRequired,
      email: MESSAGES.required,
      phone: MESSAGES.required,
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ['headding', 'headding', '   '],
    ['client_name', 'client_name', ''],
    ['organization', 'organization', null],
    ['address_line_1', 'address_line_1', ''],
    ['address_line_2', 'address_line_2', ''],
    ['city', 'city', ''],
    ['district', 'district', ''],
    ['state', 'state', ''],
    ['email', 'email', ''],
    ['phone', 'phone', ''],
    ['pincode', 'pincode', ''],
    ['productId', 'productId', ''],
  ])('a blank %s is named', async (_name, field, value) => {
    const before = await count();
    const res = await post('/praposal_generater', body({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await count()).toBe(before);
  });

  it('refuses a pincode or phone that is not digits, a bad e-mail, over-long and control text', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pincode: '68200A' }, 'pincode', PROPOSAL_MESSAGES.pincodeDigits],
      [{ pincode: '68200' }, 'pincode', PROPOSAL_MESSAGES.pincodeDigits],
      [{ pincode: '6820011' }, 'pincode', PROPOSAL_MESSAGES.pincodeDigits],
      [{ pincode: 682001 }, 'pincode', PROPOSAL_MESSAGES.pincodeRequired],
      [{ phone: '98470-12345' }, 'phone', MESSAGES.phoneDigits],
      [{ phone: '98470123456' }, 'phone', MESSAGES.phoneDigits],
      [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
      [{ headding: 'x'.repeat(201) }, 'headding', 'Heading must be at most 200 characters'],
      [{ city: 'Kochi\u0000' }, 'city', 'City contains characters that are not allowed'],
      [{ productId: 0 }, 'productId', PROPOSAL_MESSAGES.productRequired],
      [{ productId: 2 ** 31 }, 'productId', PROPOSAL_MESSAGES.productRequired],
      [{ productId: 'abc' }, 'productId', PROPOSAL_MESSAGES.productRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await post('/praposal_generater', body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors, JSON.stringify(over)).toEqual({ [field]: message });
    }
    expect(await count()).toBe(before);
  });

  it('refuses an unknown or non-proposal product and an unknown district at the field', async () => {
    const before = await count();
    for (const productId of [plain.id, 999_999]) {
      const res = await post('/praposal_generater', body({ productId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ productId: PROPOSAL_MESSAGES.unknownProduct });
    }
    const district = await post('/praposal_generater', body({ district: 'Atlantis' }));
    expect(district.statusCode).toBe(400);
    expect(district.json().errors).toEqual({ district: PROPOSAL_MESSAGES.unknownDistrict });
    expect(await count()).toBe(before);
    // a district is matched case-insensitively and stored as the list names it
    const id = await generate(admin, { district: 'thrissur' });
    expect(((await detail(admin, id)).json().data as ProposalDetail).district).toBe('THRISSUR');
  });

  it('is for admin, marketing manager, technical director, reseller and work estimate', async () => {
    for (const role of ['marketing_manager', 'technical_director', 'reseller', 'work_estimate'] as const) {
      const { headers } = await t.asRole(role);
      expect((await post('/praposal_generater', body(), headers)).statusCode, role).toBe(201);
    }
    for (const role of ['employee', 'client', 'client_management', 'product_management'] as const) {
      const { headers } = await t.asRole(role);
      expect((await post('/praposal_generater', body(), headers)).statusCode, role).toBe(403);
      expect((await list(headers)).statusCode, role).toBe(403);
      expect((await detail(headers, 1)).statusCode, role).toBe(403);
    }
    expect((await post('/praposal_generater', body(), {})).statusCode).toBe(401);
  });
});

describe('who sees a proposal', () => {
  it('a reseller sees only their own; a stranger gets 404; everyone else sees all', async () => {
    const mine = await t.asRole('reseller');
    const other = await t.asRole('reseller');
    const ownId = await generate(mine.headers, { organization: 'Reseller One Org' });
    const othersId = await generate(other.headers, { organization: 'Reseller Two Org' });
    const staffId = await generate(admin);

    const seen = (await list(mine.headers)).json() as ProposalListResponse;
    expect(seen.proposal.map((p) => p.id)).toEqual([ownId]);
    expect(seen.total).toBe(1);
    expect((await detail(mine.headers, ownId)).statusCode).toBe(200);
    for (const id of [othersId, staffId, 999_999]) {
      const res = await detail(mine.headers, id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe('Proposal not found');
      const image = await t.app.inject({
        method: 'GET',
        url: `/api/proposal-image/${id}`,
        headers: mine.headers,
      });
      expect(image.statusCode).toBe(404);
    }
    expect((await detail(mine.headers, 'x')).statusCode).toBe(400);

    // a reseller who also holds a role that sees every proposal sees them all
    const both = await t.asRole('reseller', { permissions: ['reseller', 'marketing_manager'] });
    const all = (await list(both.headers)).json() as ProposalListResponse;
    expect(all.proposal.map((p) => p.id)).toEqual(expect.arrayContaining([ownId, othersId, staffId]));

    for (const role of ['marketing_manager', 'technical_director', 'work_estimate'] as const) {
      const { headers } = await t.asRole(role);
      expect((await detail(headers, othersId)).statusCode, role).toBe(200);
    }
  });
});

describe('GET /get-proposal-list', () => {
  it('answers { proposal, products, profit }, newest first, paged and searched in SQL', async () => {
    const marker = `Pagetest ${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await generate(admin, { organization: `${marker} ${i}` }));

    const res = await list(admin, `?search=${encodeURIComponent(marker)}&limit=2`);
    expect(res.statusCode).toBe(200);
    const page1 = res.json() as ProposalListResponse;
    expect(page1.total).toBe(5);
    expect(page1.proposal.map((p) => p.id)).toEqual([ids[4], ids[3]]);
    // the cursor is the last row's id, opaque to the client
    expect(page1.next_cursor).toBe(Buffer.from(JSON.stringify([ids[3]])).toString('base64url'));
    expect(page1.products).toEqual([
      { id: filter.id, product_name: 'Reverse Osmosis Plant', price: '10000.00', image: expect.any(String) },
    ]);
    expect(page1.profit).toMatchObject({ product_profit: '15.00', administrative_expense: '10.00' });
    expect(page1.proposal[0]).toMatchObject({
      heading: 'Proposal for a 2000 LPH RO plant',
      product_name: 'Reverse Osmosis Plant',
      client_name: 'Anita Menon',
      total: '12500.00',
      creater_name: expect.any(String),
      generate_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const seen = [...page1.proposal.map((p) => p.id)];
    let cursor = page1.next_cursor;
    while (cursor) {
      const next = (
        await list(admin, `?search=${encodeURIComponent(marker)}&limit=2&cursor=${cursor}`)
      ).json() as ProposalListResponse;
      seen.push(...next.proposal.map((p) => p.id));
      cursor = next.next_cursor;
    }
    expect(seen).toEqual([...ids].reverse());

    // by number, and nothing for a term nobody has
    const byId = (await list(admin, `?search=${ids[2]}`)).json() as ProposalListResponse;
    expect(byId.proposal.map((p) => p.id)).toContain(ids[2]);
    expect(((await list(admin, '?search=zzzz-nobody')).json() as ProposalListResponse).total).toBe(0);

    // bad paging input is 400 at the field
    const bad = await list(admin, '?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['limit']);
    expect((await list(admin, '?cursor=%25%25')).statusCode).toBe(400);
  });
});

describe('parallel generation', () => {
  it('each request makes exactly one proposal with its own number', async () => {
    const before = await count();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/praposal_generater', body({ organization: `Parallel ${i}` })),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const ids = results.map((r) => (r.json() as { data: { id: number } }).data.id);
    expect(new Set(ids).size).toBe(6);
    expect(await count()).toBe(before + 6);
  });
});
