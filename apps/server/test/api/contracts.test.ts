import { randomUUID } from 'node:crypto';
import { contractAudience } from '@aquadesk/shared/audiences.ts';
import type { ContractDetail, ContractListRow, TContractRequest } from '@aquadesk/shared/contracts.ts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractEvents, contracts, equipment, products } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { expireContracts } from '../../src/modules/contracts/operations/expire.ts';
import { clientWithSite, insertTestSite } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';
import { contractCalls } from '../support/contract-calls.ts';
import { pdfText } from './document-helpers.ts';

/**
 * Service contracts (issue 43 item 2; docs/api.md "Contracts", docs/requirements/006-contracts.md): who may do
 * what, every bound at its field, the frozen terms of an active contract, the numbers per financial year (and
 * parallel activations), cancelling with a reason, the hourly expiry, the history, the list and its files, the
 * live rows, the PDF and its mail.
 */

let t: TestApp;
let admin: AuthHeaders;
let director: AuthHeaders;
let manager: AuthHeaders;
let managerUser: UserRow;
let finance: AuthHeaders;
let estimator: AuthHeaders;
let employee: AuthHeaders;
let marketing: AuthHeaders;
let reseller: AuthHeaders;
let clientLogin: AuthHeaders;
let technician: UserRow;
let client: UserRow;
let site: { id: number };
let secondSite: { id: number };
let otherClient: UserRow;
let otherSite: { id: number };
let plant: number;
let blower: number;
let otherPlant: number;
let product: { id: number; price: string };
let emits: Emit[];

const { call, body, draft, active } = contractCalls(
  () => ({ t, manager, director, client, site }),
  () => ({
    equipment_ids: [plant, blower],
    starts_on: '2026-04-01',
    ends_on: '2027-03-31',
    visits_per_year: 12,
    technician_id: null,
    terms: 'Visits on working days.',
  }),
);

const detail = async (id: number) =>
  (await call('GET', `/api/contracts/${id}`, admin)).json().data as ContractDetail;
const errorsOf = (res: LightMyRequestResponse) => res.json().errors as Record<string, string>;
const contractCount = async () =>
  ((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(contracts)) as [{ n: number }])[0].n;

async function piece(siteId: number, name: string): Promise<number> {
  const [row] = await t.ctx.db
    .insert(equipment)
    .values({ siteId, kind: 'stp', name, createdBy: technician.id })
    .returning({ id: equipment.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  director = (await t.asRole('technical_director')).headers;
  ({ user: managerUser, headers: manager } = await t.asRole('client_management'));
  finance = (await t.asRole('finance')).headers;
  estimator = (await t.asRole('work_estimate')).headers;
  employee = (await t.asRole('employee')).headers;
  marketing = (await t.asRole('marketing_manager')).headers;
  reseller = (await t.asRole('reseller')).headers;
  clientLogin = (await t.asRole('client')).headers;
  technician = await t.createUser({ roles: ['employee'], name: 'Anoop Technician' });
  ({ client, site } = await clientWithSite(t, 'LAKESHORE APARTMENTS'));
  await t.ctx.db.execute(
    sql`update users set name = 'Jacob Varghese', organization = 'Lakeshore Residents Association', email = 'office@lakeshore.example' where id = ${client.id}`,
  );
  secondSite = await insertTestSite(t.ctx.db, { clientId: client.id, siteName: 'LAKESHORE CLUBHOUSE' });
  ({ client: otherClient, site: otherSite } = await clientWithSite(t, 'RIVERSIDE MALL'));
  plant = await piece(site.id, 'STP 50 KLD');
  blower = await piece(site.id, 'Air blower 1');
  otherPlant = await piece(otherSite.id, 'STP 100 KLD');
  const [p] = await t.ctx.db
    .insert(products)
    .values({
      name: 'Diffuser membrane',
      description: 'EPDM',
      price: '4321.98',
      image: '',
      categories: 'Spares',
    })
    .returning({ id: products.id, price: products.price });
  product = p!;
  emits = recordEmits(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emits.length = 0;
});

describe('who may', () => {
  it('view: admin, technical director, finance, client management and the work estimator; nobody else', async () => {
    const made = await draft();
    for (const headers of [admin, director, manager, finance, estimator]) {
      expect((await call('GET', '/api/contracts', headers)).statusCode).toBe(200);
      expect((await call('GET', `/api/contracts/${made.id}`, headers)).statusCode).toBe(200);
      expect((await call('GET', `/api/contract-pdf/${made.id}`, headers)).statusCode).toBe(200);
    }
    for (const headers of [employee, marketing, reseller, clientLogin]) {
      expect((await call('GET', '/api/contracts', headers)).statusCode).toBe(403);
      expect((await call('GET', `/api/contracts/${made.id}`, headers)).statusCode).toBe(403);
      expect((await call('GET', `/api/contract-pdf/${made.id}`, headers)).statusCode).toBe(403);
    }
  });

  it('make and edit: admin, technical director and client management; activate and cancel: the directors', async () => {
    for (const headers of [admin, director, manager]) expect((await draft({}, headers)).status).toBe('draft');
    for (const headers of [finance, estimator, employee]) {
      expect((await call('POST', '/api/contracts', headers, body())).statusCode).toBe(403);
    }
    const made = await draft();
    expect((await call('PUT', `/api/contracts/${made.id}`, finance, body())).statusCode).toBe(403);
    expect((await call('POST', `/api/contracts/${made.id}/activate`, manager)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/contracts/${made.id}/cancel`, manager, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/contracts/${made.id}/activate`, admin)).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/contracts/${made.id}/cancel`, director, { reason: 'Sold' })).statusCode,
    ).toBe(200);
  });

  it('an unknown contract is 404 to those who may view', async () => {
    expect((await call('GET', '/api/contracts/999999', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/contracts/999999/activate', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/contract-pdf/999999', admin)).statusCode).toBe(404);
  });
});

describe('every field bounded, named at the field', () => {
  const cases: [string, () => Partial<TContractRequest>, string, RegExp][] = [
    ['no client', () => ({ client_id: undefined as unknown as number }), 'client_id', /Choose the client/],
    [
      'a staff member as the client',
      () => ({ client_id: technician.id }),
      'client_id',
      /Choose a client from the list/,
    ],
    ['no site', () => ({ site_ids: [] }), 'site_ids', /at least one of the client’s sites/],
    [
      'another client’s site',
      () => ({ site_ids: [site.id, otherSite.id] }),
      'site_ids',
      /only sites of this client/,
    ],
    [
      'equipment at another site',
      () => ({ equipment_ids: [otherPlant] }),
      'equipment_ids',
      /equipment at the chosen sites/,
    ],
    [
      '51 sites',
      () => ({ site_ids: Array.from({ length: 51 }, (_, i) => i + 1) }),
      'site_ids',
      /at most 50 sites/,
    ],
    ['a kind not on the list', () => ({ kind: 'annual' as 'comprehensive' }), 'kind', /kind of contract/],
    ['a day that is none', () => ({ starts_on: '2026-02-30' }), 'starts_on', /first day/],
    ['a year out of range', () => ({ starts_on: '1999-04-01' }), 'starts_on', /between 2000 and 2099/],
    ['an end before the start', () => ({ ends_on: '2026-03-31' }), 'ends_on', /after the first day/],
    ['a period over five years', () => ({ ends_on: '2031-04-01' }), 'ends_on', /at most 5 years/],
    ['53 visits', () => ({ visits_per_year: 53 }), 'visits_per_year', /from 0 to 52/],
    ['half a visit', () => ({ visits_per_year: 1.5 }), 'visits_per_year', /from 0 to 52/],
    [
      'months that do not match the visits',
      () => ({ visit_spread: 'months', visits_per_year: 4, visit_months: [1, 4, 7] }),
      'visit_months',
      /as many months as visits/,
    ],
    [
      'a month 13',
      () => ({ visit_spread: 'months', visits_per_year: 1, visit_months: [13] }),
      'visit_months.0',
      /each month once/,
    ],
    [
      'a month twice',
      () => ({ visit_spread: 'months', visits_per_year: 2, visit_months: [4, 4] }),
      'visit_months',
      /each month once/,
    ],
    [
      '13 visits in chosen months',
      () => ({ visit_spread: 'months', visits_per_year: 13, visit_months: [1] }),
      'visits_per_year',
      /1 to 12 a year/,
    ],
    ['no response time', () => ({ response_hours: 0 }), 'response_hours', /from 1 to 720/],
    [
      'resolution sooner than response',
      () => ({ response_hours: 48, resolution_hours: 24 }),
      'resolution_hours',
      /sooner than response/,
    ],
    ['resolution past 2160 hours', () => ({ resolution_hours: 2161 }), 'resolution_hours', /up to 2160/],
    [
      'hours counted otherwise',
      () => ({ hours_basis: 'office' as 'calendar' }),
      'hours_basis',
      /how hours are counted/,
    ],
    ['a cap cover without its value', () => ({ parts_cover: 'cap' }), 'parts_cap', /value of parts covered/],
    [
      'a listed cover without products',
      () => ({ parts_cover: 'listed' }),
      'covered_product_ids',
      /at least one product/,
    ],
    [
      'an unknown product',
      () => ({ parts_cover: 'listed', covered_product_ids: [999999] }),
      'covered_product_ids',
      /products from the list/,
    ],
    ['no price', () => ({ price: '' }), 'price', /price for the whole period/],
    ['a price of nought', () => ({ price: '0' }), 'price', /greater than 0/],
    ['a price in thousandths', () => ({ price: '100.005' }), 'price', /2 decimal places/],
    ['a price over ₹100 crore', () => ({ price: '1000000000.01' }), 'price', /at most 1,00,00,00,000/],
    ['a SAC not of services', () => ({ sac: '841810' }), 'sac', /6 digits starting with 99/],
    ['a SAC of 7 digits', () => ({ sac: '9987190' }), 'sac', /at most 6 characters|6 digits/],
    [
      'a GST rate not the company’s',
      () => ({ gst_rate: '12' }),
      'gst_rate',
      /must be one of 0, 0\.25, 3, 5, 18, 40 %/,
    ],
    ['a rate over 100', () => ({ gst_rate: '101' }), 'gst_rate', /at most 100/],
    ['a client as the technician', () => ({ technician_id: client.id }), 'technician_id', /member of staff/],
    ['terms over 4000 characters', () => ({ terms: 'x'.repeat(4001) }), 'terms', /at most 4000 characters/],
    ['terms with a control character', () => ({ terms: 'a\u0007b' }), 'terms', /not allowed/],
    ['terms over 60 lines', () => ({ terms: `${'x\n'.repeat(60)}x` }), 'terms', /at most 60 lines/],
  ];

  it.each(cases)('%s is 400 at the field and stores nothing', async (_name, extra, field, message) => {
    const before = await contractCount();
    const res = await call('POST', '/api/contracts', manager, body(extra()));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorsOf(res)[field]).toMatch(message);
    expect(await contractCount()).toBe(before);
  });

  it('a body that is no object is 400, never a failure of the server', async () => {
    for (const payload of [undefined, 'null', '[]', '"x"']) {
      const headers = { ...manager, 'content-type': 'application/json', 'idempotency-key': randomUUID() };
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers,
        ...(payload ? { payload } : {}),
      });
      const edited = await t.app.inject({
        method: 'PUT',
        url: '/api/contracts/1',
        headers,
        ...(payload ? { payload } : {}),
      });
      expect([made.statusCode, edited.statusCode], String(payload)).toEqual([400, 400]);
    }
  });

  it('names every failing field at once, the schema’s and the records’', async () => {
    const res = await call(
      'POST',
      '/api/contracts',
      manager,
      body({ price: '-1', gst_rate: '12', site_ids: [otherSite.id] }),
    );
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['gst_rate', 'price', 'site_ids']);
  });

  it('keeps only what applies: months for a months spread, a cap for a cap, products for a listed cover', async () => {
    const even = await draft({ visit_months: [1, 2], parts_cap: '5000', covered_product_ids: [product.id] });
    expect(even).toMatchObject({ visit_months: [], parts_cap: null, covered_product_ids: [] });
    const listed = await draft({ parts_cover: 'listed', covered_product_ids: [product.id, product.id] });
    expect(listed.covered_products).toEqual([{ id: product.id, name: 'Diffuser membrane' }]);
    const capped = await draft({
      parts_cover: 'cap',
      parts_cap: '25000.5',
      visit_spread: 'months',
      visits_per_year: 2,
      visit_months: [10, 4],
    });
    expect(capped).toMatchObject({ parts_cap: '25000.50', visit_months: [4, 10] });
  });
});

describe('a draft', () => {
  it('is made once per Idempotency-Key, with its sites and equipment named and a first line of history', async () => {
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contracts',
        headers: { ...manager, 'idempotency-key': key },
        payload: body(),
      });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(201);
    expect(b.json().data.id).toBe(a.json().data.id);
    const made = a.json().data as ContractDetail;
    expect(made).toMatchObject({
      number: null,
      status: 'draft',
      organization: 'Lakeshore Residents Association',
      price: '120000.00',
      gst_rate: '18',
      gst_amount: '21600.00',
      total_with_gst: '141600.00',
      sites: [{ id: site.id, site_name: 'LAKESHORE APARTMENTS' }],
    });
    expect(made.equipment.map((e) => e.name).sort()).toEqual(['Air blower 1', 'STP 50 KLD']);
    expect(made.history.map((h) => h.action)).toEqual(['created']);
  });

  it('is edited freely, each changed field kept as from → to', async () => {
    const made = await draft();
    const res = await call(
      'PUT',
      `/api/contracts/${made.id}`,
      manager,
      body({
        kind: 'labour_only',
        price: '150000.00',
        site_ids: [site.id, secondSite.id],
        technician_id: technician.id,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as ContractDetail;
    expect(edited).toMatchObject({
      kind: 'labour_only',
      price: '150000.00',
      technician_name: 'Anoop Technician',
    });
    const [line] = edited.history;
    expect(line).toMatchObject({ action: 'edited' });
    expect(line!.changes).toEqual({
      kind: { from: 'comprehensive', to: 'labour_only' },
      price: { from: '120000.00', to: '150000.00' },
      site_ids: { from: [site.id], to: [site.id, secondSite.id].sort((x, y) => x - y) },
      technician_id: { from: null, to: technician.id },
    });
    // the same again changes nothing and records nothing
    await call(
      'PUT',
      `/api/contracts/${made.id}`,
      manager,
      body({
        kind: 'labour_only',
        price: '150000',
        site_ids: [secondSite.id, site.id],
        technician_id: technician.id,
      }),
    );
    expect((await detail(made.id)).history).toHaveLength(2);
  });
});

describe('activating', () => {
  it('numbers a contract in the financial year its period starts in (India’s, April to March)', async () => {
    const first = await active({ starts_on: '2026-04-01', ends_on: '2027-03-31' });
    const last = await active({ starts_on: '2027-03-31', ends_on: '2028-03-30' });
    const next = await active({ starts_on: '2027-04-01', ends_on: '2028-03-31' });
    const serial = (n: string | null) => Number(n!.split('/')[2]);
    expect(first.number).toMatch(/^AMC\/2026-27\/\d{4}$/);
    expect(last.number).toMatch(/^AMC\/2026-27\/\d{4}$/);
    expect(serial(last.number)).toBe(serial(first.number) + 1);
    expect(next.number).toMatch(/^AMC\/2027-28\/\d{4}$/);
    expect(first).toMatchObject({ status: 'active', financial_year: '2026-27' });
    expect(first.history[0]).toMatchObject({ action: 'activated', changes: { number: first.number } });
    expect((await call('POST', `/api/contracts/${first.id}/activate`, director)).json().message).toMatch(
      /Only a draft/,
    );
  });

  it('many at once take consecutive numbers, and one draft activated thrice is numbered once', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 8 }, () => draft({ starts_on: '2028-05-01', ends_on: '2029-04-30' })),
    );
    const answers = await Promise.all(
      drafts.map((d) => call('POST', `/api/contracts/${d.id}/activate`, director)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const serials = answers
      .map((a) => Number((a.json().data.number as string).split('/')[2]))
      .sort((a, b) => a - b);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const one = await draft({ starts_on: '2028-05-01', ends_on: '2029-04-30' });
    const thrice = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/contracts/${one.id}/activate`, director)),
    );
    expect(thrice.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await detail(one.id)).number).toBe('AMC/2028-29/0009');
  });

  it('refuses a rate the company no longer offers, and gives the number back', async () => {
    const made = await draft({ starts_on: '2030-04-01', ends_on: '2031-03-31', gst_rate: '5' });
    await t.ctx.db.execute(sql`update contracts set gst_rate = '28' where id = ${made.id}`);
    const res = await call('POST', `/api/contracts/${made.id}/activate`, director);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).gst_rate).toMatch(/must be one of/);
    expect((await active({ starts_on: '2030-04-02', ends_on: '2031-03-31' })).number).toBe(
      'AMC/2030-31/0001',
    );
  });
});

describe('an active contract', () => {
  it('keeps its commercial terms: a change to one is 409 at that field, and nothing changes', async () => {
    const contract = await active();
    for (const [extra, field] of [
      [{ price: '120000.01' }, 'price'],
      [{ ends_on: '2027-04-30' }, 'ends_on'],
      [{ billing_frequency: 'monthly' }, 'billing_frequency'],
      [{ parts_cover: 'none' }, 'parts_cover'],
      [{ kind: 'labour_only' }, 'kind'],
      [{ client_id: otherClient.id, site_ids: [otherSite.id], equipment_ids: [] }, 'client_id'],
    ] as [Partial<TContractRequest>, string][]) {
      const res = await call('PUT', `/api/contracts/${contract.id}`, manager, body(extra));
      expect(res.statusCode, field).toBe(409);
      expect(res.json().errors?.[field] ?? res.json().message).toMatch(/cannot change/);
    }
    expect((await detail(contract.id)).history).toHaveLength(2);
  });

  it('changes its technician, terms, sites and equipment within the client’s, each change kept', async () => {
    const contract = await active();
    const res = await call(
      'PUT',
      `/api/contracts/${contract.id}`,
      manager,
      body({
        technician_id: technician.id,
        terms: 'Monthly visits.',
        site_ids: [site.id, secondSite.id],
        equipment_ids: [plant],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().data as ContractDetail;
    expect(changed).toMatchObject({ status: 'active', number: contract.number, terms: 'Monthly visits.' });
    expect(Object.keys(changed.history[0]!.changes).sort()).toEqual([
      'equipment_ids',
      'site_ids',
      'technician_id',
      'terms',
    ]);
    const away = await call(
      'PUT',
      `/api/contracts/${contract.id}`,
      manager,
      body({ equipment_ids: [otherPlant] }),
    );
    expect(errorsOf(away).equipment_ids).toMatch(/equipment at the chosen sites/);
    // a rate the company has since dropped stays the contract's: its technician still changes
    await t.ctx.db.execute(sql`update contracts set gst_rate = '28' where id = ${contract.id}`);
    const later = await call(
      'PUT',
      `/api/contracts/${contract.id}`,
      manager,
      body({ gst_rate: '28', technician_id: null }),
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data).toMatchObject({ gst_rate: '28', technician_id: null });
  });
});

describe('cancelling', () => {
  it('needs a reason, keeps it, and is for a draft or an active contract only', async () => {
    const made = await draft();
    const none = await call('POST', `/api/contracts/${made.id}/cancel`, director, { reason: '  ' });
    expect(errorsOf(none).reason).toBe('Enter the reason');
    const long = await call('POST', `/api/contracts/${made.id}/cancel`, director, {
      reason: 'x'.repeat(301),
    });
    expect(errorsOf(long).reason).toMatch(/at most 300/);
    const res = await call('POST', `/api/contracts/${made.id}/cancel`, director, {
      reason: 'Client chose another firm',
    });
    expect(res.statusCode, res.body).toBe(200);
    // a draft cancelled takes no number of the series
    expect(res.json().data).toMatchObject({
      number: null,
      status: 'cancelled',
      cancel_reason: 'Client chose another firm',
    });
    expect(
      (await call('POST', `/api/contracts/${made.id}/cancel`, director, { reason: 'again' })).statusCode,
    ).toBe(409);
    expect((await call('PUT', `/api/contracts/${made.id}`, manager, body())).statusCode).toBe(409);
    expect((await call('POST', `/api/contracts/${made.id}/activate`, director)).statusCode).toBe(409);
    const running = await active();
    const stopped = (
      await call('POST', `/api/contracts/${running.id}/cancel`, admin, { reason: 'Plant sold' })
    ).json().data as ContractDetail;
    expect(stopped).toMatchObject({ status: 'cancelled', number: running.number });
    expect(stopped.history.map((h) => h.action)).toEqual(['cancelled', 'activated', 'created']);
    expect(stopped.history[0]!.changes).toEqual({
      reason: 'Plant sold',
      was: 'active',
      visits_cancelled: 12,
    });
  });
});

describe('expiry', () => {
  it('an active contract past its last day in India expires once, however many runs; a draft stays', async () => {
    const past = await active({ starts_on: '2025-01-01', ends_on: '2025-12-31' });
    const ending = await active({ starts_on: '2026-01-01', ends_on: '2026-12-31' });
    const oldDraft = await draft({ starts_on: '2025-01-01', ends_on: '2025-12-31' });
    // 31 December 2026 at 23:00 in India: the contract's last day has not passed yet
    const beforeMidnight = new Date('2026-12-31T17:30:00Z');
    const other = await t.secondInstance();
    const runs = await Promise.all([
      expireContracts(t.ctx, beforeMidnight),
      expireContracts(other.ctx, beforeMidnight),
    ]);
    expect(runs.flat()).toContain(past.id);
    expect(runs.flat().filter((id) => id === past.id)).toHaveLength(1);
    expect(runs.flat()).not.toContain(ending.id);
    expect(runs.flat()).not.toContain(oldDraft.id);
    expect((await detail(ending.id)).status).toBe('active');
    // the first of January in India (18:30 UTC on the 31st): it expires
    expect(await expireContracts(t.ctx, new Date('2026-12-31T18:30:00Z'))).toContain(ending.id);
    const gone = await detail(past.id);
    expect(gone.status).toBe('expired');
    expect(gone.history[0]).toMatchObject({ action: 'expired', actor_name: 'System' });
    const lines = await t.ctx.db
      .select()
      .from(contractEvents)
      .where(sql`${contractEvents.contractId} = ${past.id} and ${contractEvents.action} = 'expired'`);
    expect(lines).toHaveLength(1);
    expect((await detail(oldDraft.id)).status).toBe('draft');
    expect(
      (await call('POST', `/api/contracts/${past.id}/cancel`, director, { reason: 'late' })).statusCode,
    ).toBe(409);
  });
});

describe('the list', () => {
  let ids: number[];
  beforeAll(async () => {
    const a = await active({
      client_id: otherClient.id,
      site_ids: [otherSite.id],
      equipment_ids: [],
      price: '99',
      starts_on: '2029-04-01',
      ends_on: '2029-06-30',
    });
    const b = await draft({
      client_id: otherClient.id,
      site_ids: [otherSite.id],
      equipment_ids: [],
      price: '98',
      ends_on: '2027-01-31',
    });
    const c = await active({
      client_id: otherClient.id,
      site_ids: [otherSite.id],
      equipment_ids: [],
      price: '97',
      starts_on: '2029-04-02',
      ends_on: '2029-05-31',
    });
    ids = [a.id, b.id, c.id];
  });

  const list = async (query: string) => {
    const res = await call('GET', `/api/contracts?${query}`, finance);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: ContractListRow[]; next_cursor: string | null; total: number };
  };

  it('is searched by client and number, filtered by status, sorted and paged', async () => {
    const mine = await list(`client_id=${otherClient.id}`);
    expect(mine.data.map((r) => r.id)).toEqual([...ids].reverse());
    expect(mine.total).toBe(3);
    const org = otherClient.organization!.slice(0, 10);
    expect((await list(`search=${encodeURIComponent(org)}`)).data.map((r) => r.id)).toEqual(
      [...ids].reverse(),
    );
    const numbered = (await detail(ids[2]!)).number!;
    expect((await list(`search=${encodeURIComponent(numbered)}`)).data.map((r) => r.id)).toEqual([ids[2]]);
    expect((await list(`client_id=${otherClient.id}&status=draft`)).data.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list(`client_id=${otherClient.id}&sort=ends_on`)).data.map((r) => r.id)).toEqual([
      ids[1],
      ids[2],
      ids[0],
    ]);
    expect((await list(`client_id=${otherClient.id}&sort=price`)).data.map((r) => r.price)).toEqual([
      '99.00',
      '98.00',
      '97.00',
    ]);
    const first = await list(`client_id=${otherClient.id}&sort=ends_on&limit=2`);
    expect(first.data.map((r) => r.id)).toEqual([ids[1], ids[2]]);
    const second = await list(`client_id=${otherClient.id}&sort=ends_on&limit=2&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ next_cursor: null, total: 3 });
    expect(second.data.map((r) => r.id)).toEqual([ids[0]]);
    const bad = await call('GET', '/api/contracts?status=open&sort=cheapest', finance);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['sort', 'status']);
  });

  it('is exported as CSV and XLSX with its filters', async () => {
    const csv = await call('GET', `/api/contracts?client_id=${otherClient.id}&format=csv`, finance);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/contracts-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Number,Status,Client,Organisation,Kind,From,To,Price (before GST),Billing,Technician',
    );
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain('Draft');
    expect(csv.body).toContain('97.00');
    const xlsx = await call('GET', `/api/contracts?status=active&format=xlsx`, finance);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
  });
});

describe('live rows', () => {
  it('a new draft is contract_add and an activation contract_update, to those who may view', async () => {
    const made = await draft();
    const added = emits.find(([name]) => name === 'contract_add');
    expect(added?.[1]).toMatchObject({ id: made.id, status: 'draft', number: null });
    expect(added?.[2]).toEqual(contractAudience());
    expect([...(added?.[2].roles ?? [])].sort()).toEqual(
      ['admin', 'client_management', 'finance', 'technical_director', 'work_estimate'].sort(),
    );
    emits.length = 0;
    const activated = (await call('POST', `/api/contracts/${made.id}/activate`, director)).json()
      .data as ContractDetail;
    const [update] = emits.filter(([name]) => name === 'contract_update');
    expect(update?.[1]).toMatchObject({ id: made.id, status: 'active', number: activated.number });
    expect(Object.keys(update?.[1] as object)).not.toContain('history');
  });
});

describe('the PDF and its mail', () => {
  it('prints the parties, sites, equipment, terms and price with GST, and no internal figure', async () => {
    const contract = await active({
      parts_cover: 'listed',
      covered_product_ids: [product.id],
      technician_id: technician.id,
    });
    const res = await call('GET', `/api/contract-pdf/${contract.id}`, finance);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `contract-${contract.number!.replaceAll('/', '-')}.pdf`,
    );
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const shown of [
      contract.number!,
      'Lakeshore Residents Association',
      'LAKESHORE APARTMENTS',
      'STP 50 KLD',
      'Comprehensive',
      '01/04/2026 to 31/03/2027',
      '12 a year',
      'Within 4 calendar hours',
      'Diffuser membrane',
      '998719',
      'GST at 18 %',
      '1,41,600.00',
      'Quarterly, in advance',
      'Visits on working days.',
    ]) {
      expect(text).toContain(shown);
    }
    // no staff, history or the company's own prices: the technician, who made it, a product's price
    for (const hidden of [technician.name, managerUser.name, '4,321.98', '4321.98', 'activated']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('is mailed to the client with the mail rules, and the send is a line of the history', async () => {
    const contract = await active();
    const before = t.outbox().length;
    const res = await call('POST', '/api/send-contract', manager, {
      id: contract.id,
      to: ['office@lakeshore.example'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.outbox()).toHaveLength(before + 1);
    const mail = t.outbox().at(-1)!;
    expect(mail).toContain('To: office@lakeshore.example');
    expect(mail).toMatch(/name=contract-AMC-\d{4}-\d{2}-\d{4}\.pdf/);
    const sent = (await detail(contract.id)).history[0]!;
    expect(sent).toMatchObject({ action: 'sent', changes: { to: ['office@lakeshore.example'], cc: [] } });
    const bad = await call('POST', '/api/send-contract', manager, {
      id: contract.id,
      to: ['not an address'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/send-contract', finance, { id: contract.id, to: ['a@b.example'] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/send-contract', manager, { id: 999999, to: ['a@b.example'] })).statusCode,
    ).toBe(404);
    expect(t.outbox()).toHaveLength(before + 1);
  });
});

describe('the form’s options and pickers', () => {
  it('offers the company’s rates, the client’s sites and the equipment at the chosen ones', async () => {
    expect((await call('GET', '/api/contracts/options', manager)).json()).toEqual({
      gst_rates: ['0', '0.25', '3', '5', '18', '40'],
      default_sac: '998719',
    });
    const clients = (await call('GET', '/api/contracts/picks/clients?search=Lakeshore', manager)).json();
    expect(clients.data.map((c: { id: number }) => c.id)).toContain(client.id);
    const sites = (await call('GET', `/api/contracts/picks/sites?client_id=${client.id}`, manager)).json();
    expect(sites.data.map((s: { site_id: number }) => s.site_id).sort()).toEqual(
      [site.id, secondSite.id].sort(),
    );
    const pieces = (
      await call('GET', `/api/contracts/picks/equipment?site_ids=${site.id},${otherSite.id}`, manager)
    ).json();
    expect(pieces.data.map((e: { id: number }) => e.id).sort()).toEqual([plant, blower, otherPlant].sort());
    await t.ctx.db.update(equipment).set({ retiredOn: '2026-01-01' }).where(eq(equipment.id, otherPlant));
    const inService = (
      await call('GET', `/api/contracts/picks/equipment?site_ids=${otherSite.id}`, manager)
    ).json();
    expect(inService.data).toEqual([]);
    await t.ctx.db.update(equipment).set({ retiredOn: null }).where(eq(equipment.id, otherPlant));
    const staff = (await call('GET', '/api/contracts/picks/staff?search=Anoop', manager)).json();
    expect(staff.data).toEqual([{ id: technician.id, name: 'Anoop Technician' }]);
    const parts = (await call('GET', '/api/contracts/picks/products?search=diffuser', manager)).json();
    expect(parts.data).toEqual([{ id: product.id, name: 'Diffuser membrane' }]);
    expect((await call('GET', '/api/contracts/picks/equipment?site_ids=1,x', manager)).statusCode).toBe(400);
    expect((await call('GET', '/api/contracts/options', finance)).statusCode).toBe(403);
  });
});
