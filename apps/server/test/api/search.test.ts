import { SEARCH_MESSAGES, type SearchHit, type SearchKind } from '@aquadesk/shared/search.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  districts,
  estimateAssignees,
  resellerDistricts,
  taskPeople,
  workEstimates,
} from '../../src/db/schema/index.ts';
import { insertTestSite, insertTestTask, ZERO_ESTIMATE_FIGURES } from '../fixtures.ts';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../helpers.ts';

/** Find anything (issue 31 item 10; docs/api.md "Search"): each kind as its list shows it, to each role. */
type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let reseller: { user: { id: number }; headers: Headers };
let worker: { user: { id: number }; headers: Headers };
let finance: Headers;
let client: Headers;
const ids = {} as Record<
  | 'adminClient'
  | 'resellerClient'
  | 'adminSite'
  | 'resellerSite'
  | 'workerTask'
  | 'otherTask'
  | 'adminEstimate'
  | 'resellerEstimate'
  | 'invoice'
  | 'person',
  number
>;
let invoiceNumber: string | null;

const search = (headers: Headers | undefined, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/search?${query}`, ...(headers ? { headers } : {}) });
const hits = async (headers: Headers, q: string, limit?: number): Promise<SearchHit[]> => {
  const res = await search(headers, `q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchHit[] }).data;
};
const idsOf = (found: SearchHit[], kind: SearchKind) =>
  found
    .filter((h) => h.kind === kind)
    .map((h) => h.id)
    .sort((a, b) => a - b);

async function site(clientId: number, name: string, districtId: number, createdBy: number) {
  return (
    await insertTestSite(t.ctx.db, { clientId, siteName: name, districtId, city: 'Thrissur', createdBy })
  ).id;
}

async function task(siteId: number, clientId: number, adviserId: number, description: string) {
  return insertTestTask(t.ctx.db, {
    siteId,
    clientId,
    panelType: 'Panel 1',
    description,
    priority: 'MEDIUM',
    deadline: '2026-12-31',
    adviserId,
  });
}

async function estimate(siteId: number, clientId: number, createdBy: number, resellerId: number | null) {
  const [row] = await t.ctx.db
    .insert(workEstimates)
    .values({
      siteId,
      clientId,
      createdBy,
      resellerId,
      work: ['Replace the blower'],
      ...ZERO_ESTIMATE_FIGURES,
    })
    .returning({ id: workEstimates.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.ctx;
  admin = await t.adminHeaders();
  const [adminUser] = await db.query.users.findMany({ where: (u, { eq }) => eq(u.email, ADMIN_EMAIL) });
  const [d1, d2] = await db.select().from(districts).limit(2);
  reseller = await t.asRole('reseller');
  await db.insert(resellerDistricts).values({ userId: reseller.user.id, districtId: d1!.id });
  worker = await t.asRole('employee');
  finance = (await t.asRole('finance')).headers;
  const clientAccount = await t.asRole('client', { organization: 'Quokka Own Account' });
  client = clientAccount.headers;

  const adminClient = await t.createUser({
    userType: 'client',
    organization: 'Zephyr Lagoon Resorts',
    createdBy: adminUser!.id,
  });
  const resellerClient = await t.createUser({
    userType: 'client',
    organization: 'Zephyr Hills Dairy',
    createdBy: reseller.user.id,
  });
  ids.adminClient = adminClient.id;
  ids.resellerClient = resellerClient.id;
  // the admin's client's site is outside the reseller's district; the reseller's client's inside it
  ids.adminSite = await site(adminClient.id, 'ZEPHYR STP NORTH', d2!.id, adminUser!.id);
  ids.resellerSite = await site(resellerClient.id, 'ZEPHYR HILLS ETP', d1!.id, reseller.user.id);

  ids.workerTask = await task(ids.adminSite, adminClient.id, adminUser!.id, 'Zephyr blower noise');
  ids.otherTask = await task(ids.adminSite, adminClient.id, adminUser!.id, 'Zephyr pump leak');
  await db.insert(taskPeople).values({ taskId: ids.workerTask, userId: worker.user.id, type: 'direct' });

  ids.adminEstimate = await estimate(ids.adminSite, adminClient.id, adminUser!.id, null);
  ids.resellerEstimate = await estimate(
    ids.resellerSite,
    resellerClient.id,
    reseller.user.id,
    reseller.user.id,
  );
  await db.insert(estimateAssignees).values({ estimateId: ids.adminEstimate, userId: worker.user.id });

  const created = await t.app.inject({
    method: 'POST',
    url: '/api/invoice_generater',
    headers: admin,
    payload: {
      organization: 'Zephyr Lagoon Resorts',
      phone_number: '9847012345',
      products: [
        { discription: 'Dosing pump', quntaty: '1', rate: '10.00', cgst: '9', sgst: '9', igst: '0' },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  ids.invoice = (created.json() as { id: number }).id;
  const [stored] = await db.query.invoices.findMany({ where: (i, { eq }) => eq(i.id, ids.invoice) });
  invoiceNumber = stored!.number;

  ids.person = (await t.createUser({ name: 'Zephyrina Kurian', roles: ['employee'] })).id;
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  it('finds every kind for the admin, each with the path of its screen', async () => {
    const found = await hits(admin, 'zephyr');
    expect(idsOf(found, 'client')).toEqual([ids.resellerClient, ids.adminClient].sort((a, b) => a - b));
    expect(idsOf(found, 'site')).toEqual([ids.adminSite, ids.resellerSite].sort((a, b) => a - b));
    expect(idsOf(found, 'task')).toEqual([ids.workerTask, ids.otherTask]);
    expect(idsOf(found, 'estimate')).toEqual([ids.adminEstimate, ids.resellerEstimate]);
    expect(idsOf(found, 'invoice')).toEqual([ids.invoice]);
    expect(idsOf(found, 'person')).toEqual([ids.person]);
    const byKind = (kind: SearchKind, id: number) => found.find((h) => h.kind === kind && h.id === id)!;
    expect(byKind('client', ids.adminClient)).toMatchObject({
      title: 'Zephyr Lagoon Resorts',
      path: `/client/${ids.adminClient}`,
    });
    expect(byKind('site', ids.adminSite)).toMatchObject({
      title: 'ZEPHYR STP NORTH',
      path: '/site?search=ZEPHYR%20STP%20NORTH',
    });
    expect(byKind('task', ids.workerTask).path).toBe(`/work-report/${ids.workerTask}/Maintenance`);
    expect(byKind('estimate', ids.adminEstimate).path).toBe(`/work-estimate/${ids.adminEstimate}`);
    expect(byKind('invoice', ids.invoice).path).toBe(`/invoice/${ids.invoice}`);
    expect(byKind('person', ids.person)).toMatchObject({ title: 'Zephyrina Kurian' });
    expect(byKind('person', ids.person).path).toMatch(/^\/employee\?search=/);
    // grouped in the order of the kinds
    const kinds = found.map((h) => h.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b)));
  });

  it('finds tasks, estimates and invoices by their number', async () => {
    expect(idsOf(await hits(admin, `#${ids.otherTask}`), 'task')).toContain(ids.otherTask);
    expect(idsOf(await hits(admin, `#${ids.resellerEstimate}`), 'estimate')).toContain(ids.resellerEstimate);
    expect(idsOf(await hits(admin, `#${ids.invoice}`), 'invoice')).toEqual([ids.invoice]);
    expect(invoiceNumber).toMatch(/^AQ\/\d{2}-\d{2}\/\d{4}$/);
    expect(idsOf(await hits(admin, invoiceNumber!), 'invoice')).toEqual([ids.invoice]);
    // an estimate by a word of its work, and by its site's name
    expect(idsOf(await hits(admin, 'the blower'), 'estimate')).toEqual([
      ids.adminEstimate,
      ids.resellerEstimate,
    ]);
    expect(idsOf(await hits(admin, 'hills etp'), 'estimate')).toEqual([ids.resellerEstimate]);
    // the site of a client, by a word of its organisation (the site list's search holds its client)
    expect(idsOf(await hits(admin, 'lagoon'), 'site')).toEqual([ids.adminSite]);
  });

  it('a reseller finds only their own clients, their districts’ sites and their estimates', async () => {
    const found = await hits(reseller.headers, 'zephyr');
    expect(idsOf(found, 'client')).toEqual([ids.resellerClient]);
    expect(idsOf(found, 'site')).toEqual([ids.resellerSite]);
    expect(idsOf(found, 'task')).toEqual([]);
    expect(idsOf(found, 'estimate')).toEqual([ids.resellerEstimate]);
    expect(idsOf(found, 'invoice')).toEqual([]);
    expect(idsOf(found, 'person')).toEqual([]);
    // a reseller has no client page: the hit opens their client list on it
    expect(found.find((h) => h.kind === 'client')!.path).toBe('/client?search=Zephyr%20Hills%20Dairy');
    expect(await hits(reseller.headers, 'lagoon')).toEqual([]);
  });

  it('an employee finds only the tasks and estimates their work list shows', async () => {
    const found = await hits(worker.headers, 'zephyr');
    expect(idsOf(found, 'task')).toEqual([ids.workerTask]);
    expect(idsOf(found, 'estimate')).toEqual([ids.adminEstimate]);
    expect(found.filter((h) => !['task', 'estimate'].includes(h.kind))).toEqual([]);
    // another's task is not found by its number either
    expect(idsOf(await hits(worker.headers, `#${ids.otherTask}`), 'task')).not.toContain(ids.otherTask);
    expect(idsOf(await hits(worker.headers, `#${ids.resellerEstimate}`), 'estimate')).not.toContain(
      ids.resellerEstimate,
    );
  });

  it('finance finds invoices, and nothing of the lists finance does not have', async () => {
    const found = await hits(finance, 'zephyr');
    expect(idsOf(found, 'invoice')).toEqual([ids.invoice]);
    expect(found.filter((h) => h.kind !== 'invoice')).toEqual([]);
  });

  it('a client has no lists, so finds nothing, not even their own account', async () => {
    expect(await hits(client, 'zephyr')).toEqual([]);
    expect(await hits(client, 'own account')).toEqual([]);
  });

  it('answers at most `limit` hits of each kind', async () => {
    const one = await hits(admin, 'zephyr', 1);
    for (const kind of KIND_ORDER) expect(idsOf(one, kind).length).toBeLessThanOrEqual(1);
    expect(idsOf(one, 'client')).toHaveLength(1);
    expect(idsOf(one, 'task')).toEqual([ids.otherTask]);
    const twenty = await hits(admin, 'zephyr', 20);
    expect(idsOf(twenty, 'client')).toHaveLength(2);
  });

  it('refuses a bad term or limit at its field, and a visitor', async () => {
    const cases: [string, string, string][] = [
      ['', 'q', SEARCH_MESSAGES.required],
      ['q=', 'q', SEARCH_MESSAGES.tooShort],
      ['q=%20a%20', 'q', SEARCH_MESSAGES.tooShort],
      [`q=${'x'.repeat(101)}`, 'q', SEARCH_MESSAGES.tooLong],
      ['q=ab%01cd', 'q', SEARCH_MESSAGES.control],
      ['q=ab%0Acd', 'q', SEARCH_MESSAGES.control],
      ['q=zephyr&limit=0', 'limit', SEARCH_MESSAGES.limit],
      ['q=zephyr&limit=21', 'limit', SEARCH_MESSAGES.limit],
      ['q=zephyr&limit=2.5', 'limit', SEARCH_MESSAGES.limit],
      ['q=zephyr&limit=x', 'limit', SEARCH_MESSAGES.limit],
    ];
    for (const [query, field, message] of cases) {
      const res = await search(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual({ [field]: message });
    }
    // a hundred characters after trimming is allowed
    expect((await search(admin, `q=%20${'x'.repeat(100)}%20`)).statusCode).toBe(200);
    expect((await search(undefined, 'q=zephyr')).statusCode).toBe(401);
  });
});

const KIND_ORDER: SearchKind[] = ['client', 'site', 'task', 'estimate', 'invoice', 'person'];
