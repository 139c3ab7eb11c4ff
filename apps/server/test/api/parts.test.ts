import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import {
  billingPeriodOf,
  type ContractPartsResponse,
  PART_LIMITS,
  PART_MESSAGES,
  type PartLine,
  type PartsToInvoiceResponse,
  type TaskPartsResponse,
} from '@aquadesk/shared/parts.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contractCoveredProducts,
  contractSites,
  contracts,
  contractVisits,
  equipment,
  invoiceLines,
  products,
  taskParts,
  tasks,
} from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { clientWithSite, insertTestSite, insertTestTask } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';

/**
 * The parts used on maintenance tasks (issue 43 item 5; docs/api.md "Parts", docs/requirements/008-parts.md):
 * who may add and remove them, stock taken by a guarded UPDATE (the race for the last unit), covered or
 * chargeable for each contract cover (the cap's line that crosses it is chargeable whole), the client's draft
 * invoice of the chargeable lines and its freeing, idempotency and the live event.
 */

let t: TestApp;
let admin: AuthHeaders;
let director: AuthHeaders;
let finance: AuthHeaders;
let clientLogin: AuthHeaders;
let tech: UserRow;
let techHeaders: AuthHeaders;
let otherTechHeaders: AuthHeaders;
let client: UserRow;
let site: { id: number };
let emits: Emit[];
let serial = 0;

const TODAY = todayInIndia();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: AuthHeaders, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function product(extra: { price?: string; stock?: number; categories?: string } = {}) {
  const [row] = await t.ctx.db
    .insert(products)
    .values({
      name: `Part ${++serial}`,
      description: 'A spare',
      price: extra.price ?? '400.00',
      image: '',
      stock: extra.stock ?? 10,
      categories: extra.categories ?? 'Spares',
      hsn: '8413',
      unit: 'NOS',
      gstRate: '18',
    })
    .returning({ id: products.id });
  return row!.id;
}

const stockOf = async (id: number) =>
  (await t.ctx.db.select({ s: products.stock }).from(products).where(eq(products.id, id)))[0]!.s;

/** An active contract at `siteId` from ten days ago for a year, billed quarterly. */
async function contract(
  siteId: number,
  cover: {
    parts_cover: 'all' | 'none' | 'listed' | 'cap';
    cap?: number;
    consumables?: boolean;
    listed?: number[];
  },
) {
  const [row] = await t.ctx.db
    .insert(contracts)
    .values({
      number: `AMC/TEST/${String(++serial).padStart(4, '0')}`,
      financialYear: '2026-27',
      clientId: client.id,
      kind: 'comprehensive',
      status: 'active',
      startsOn: addDays(TODAY, -10),
      endsOn: addDays(TODAY, 354),
      visitsPerYear: 4,
      responseHours: 4,
      resolutionHours: 24,
      coversLabour: true,
      coversConsumables: cover.consumables ?? true,
      partsCover: cover.parts_cover,
      partsCapPaise: cover.cap ?? null,
      pricePaise: 12_000_000,
      billingFrequency: 'quarterly',
      billingTiming: 'advance',
      sac: '998719',
      gstRate: '18',
      createdBy: tech.id,
      activatedAt: new Date(),
    })
    .returning({ id: contracts.id });
  await t.ctx.db.insert(contractSites).values({ contractId: row!.id, siteId });
  for (const productId of cover.listed ?? []) {
    await t.ctx.db.insert(contractCoveredProducts).values({ contractId: row!.id, productId });
  }
  return row!.id;
}

/** A fresh site of the client (so each test's contract alone covers it). */
const freshSite = () => insertTestSite(t.ctx.db, { clientId: client.id, siteName: `BLOCK ${++serial}` });

const task = (siteId: number, extra: { kind?: 'maintenance' | 'new_work'; status?: string } = {}) =>
  insertTestTask(
    t.ctx.db,
    {
      siteId,
      clientId: client.id,
      clientName: client.name,
      adviserId: tech.id,
      deadline: TODAY,
      description: 'Blower noisy',
      ...(extra.kind === 'new_work' ? { kind: 'new_work', worktype: 'New Work' } : {}),
      ...(extra.status ? { status: extra.status } : {}),
    },
    [tech.id],
  );

async function add(taskId: number, productId: number, quantity: number | string = 1, who = techHeaders) {
  return call('POST', '/api/parts', who, { task_id: taskId, product_id: productId, quantity });
}

async function added(taskId: number, productId: number, quantity = 1): Promise<PartLine> {
  const res = await add(taskId, productId, quantity);
  if (res.statusCode !== 201) throw new Error(`add ${res.statusCode} ${res.body}`);
  return res.json().data as PartLine;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  director = (await t.asRole('technical_director')).headers;
  finance = (await t.asRole('finance')).headers;
  clientLogin = (await t.asRole('client')).headers;
  ({ user: tech, headers: techHeaders } = await t.asRole('employee', { name: 'Anoop Technician' }));
  ({ headers: otherTechHeaders } = await t.asRole('employee', { name: 'Bindu Technician' }));
  ({ client, site } = await clientWithSite(t, 'LAKESHORE APARTMENTS'));
  await t.ctx.db.execute(
    sql`update users set organization = 'Lakeshore Residents Association', phone_number = '9876543210' where id = ${client.id}`,
  );
  emits = recordEmits(t);
});
afterAll(() => t.close());
beforeEach(() => {
  emits.length = 0;
});

describe('adding and removing a task’s parts', () => {
  it('takes stock, freezes the price and names who added it; removing puts the stock back', async () => {
    const p = await product({ price: '450.50', stock: 5 });
    const id = await task(site.id);
    const line = await added(id, p, 3);
    expect(line).toMatchObject({
      task_id: id,
      product_id: p,
      quantity: 3,
      unit_price: '450.50',
      amount: '1351.50',
      covered: false,
      contract_id: null,
      added_by: tech.id,
      added_by_name: 'Anoop Technician',
      invoice_id: null,
    });
    expect(await stockOf(p)).toBe(2);
    // a later price does not change the line
    await t.ctx.db.update(products).set({ price: '999.00' }).where(eq(products.id, p));
    const listed = await call('GET', `/api/parts/tasks/${id}`, techHeaders);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ can_change: true, data: [{ id: line.id, unit_price: '450.50' }] });
    expect(
      emits.some(([e, body]) => e === EVENTS.partUpdate && (body as { task_id: number }).task_id === id),
    ).toBe(true);
    const removed = await call('DELETE', `/api/parts/${line.id}`, techHeaders);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stockOf(p)).toBe(5);
    expect((await call('GET', `/api/parts/tasks/${id}`, techHeaders)).json().data).toEqual([]);
  });

  it('refuses more than the stock with 409 at quantity naming it, and bounds the quantity', async () => {
    const p = await product({ stock: 2 });
    const id = await task(site.id);
    const res = await add(id, p, 3);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual({ quantity: 'Only 2 in stock' });
    expect(await stockOf(p)).toBe(2);
    for (const quantity of [0, 10_000, 1.5, 'two']) {
      const bad = await add(id, p, quantity);
      expect(bad.statusCode, String(quantity)).toBe(400);
      expect(bad.json().errors.quantity).toBe(PART_MESSAGES.quantity);
    }
    const missing = await add(id, 2_000_000_000, 1);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ product_id: PART_MESSAGES.noProduct });
  });

  it('holds at most PART_LIMITS.linesPerTask lines on a task: the next is refused at the product', async () => {
    const p = await product({ stock: 5 });
    const id = await task(site.id);
    const first = await added(id, p);
    // the task filled to its bound (as many lines as a long visit may hold), then one more asked
    await t.ctx.db.insert(taskParts).values(
      Array.from({ length: PART_LIMITS.linesPerTask - 1 }, () => ({
        taskId: id,
        productId: p,
        quantity: 1,
        unitPricePaise: 45_000,
        covered: false,
        contractId: null,
        addedBy: tech.id,
      })),
    );
    const over = await add(id, p, 1);
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().errors).toEqual({ product_id: PART_MESSAGES.tooManyLines });
    expect(await stockOf(p)).toBe(4);
    const listed = await call('GET', `/api/parts/tasks/${id}`, techHeaders);
    expect(listed.json().data).toHaveLength(PART_LIMITS.linesPerTask);
    expect(listed.json().data[0].id).toBe(first.id);
  });

  it('of two technicians taking the last unit at once, one gets it and the other 409 (stock never below zero)', async () => {
    const p = await product({ stock: 1 });
    const id = await task(site.id);
    const [a, b] = await Promise.all([add(id, p, 1), add(id, p, 1, director)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors).toEqual({ quantity: 'None in stock' });
    expect(await stockOf(p)).toBe(0);
    const lines = await t.ctx.db.select().from(taskParts).where(eq(taskParts.productId, p));
    expect(lines).toHaveLength(1);
  });

  it('takes one Idempotency-Key once: the same line answered again, the stock taken once', async () => {
    const p = await product({ stock: 4 });
    const id = await task(site.id);
    const headers = { ...techHeaders, 'idempotency-key': randomUUID() };
    const body = { task_id: id, product_id: p, quantity: 2 };
    const first = await t.app.inject({ method: 'POST', url: '/api/parts', headers, payload: body });
    const again = await t.app.inject({ method: 'POST', url: '/api/parts', headers, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await stockOf(p)).toBe(2);
  });

  it('lets the task’s assignees and the directors change it; others who see it 403, strangers 404, clients 403', async () => {
    const p = await product();
    const id = await task(site.id);
    expect((await add(id, p, 1, director)).statusCode).toBe(201);
    expect((await add(id, p, 1, admin)).statusCode).toBe(201);
    const stranger = await add(id, p, 1, otherTechHeaders);
    expect(stranger.statusCode).toBe(404);
    expect((await call('GET', `/api/parts/tasks/${id}`, otherTechHeaders)).statusCode).toBe(404);
    expect((await add(id, p, 1, finance)).statusCode).toBe(404);
    expect((await add(id, p, 1, clientLogin)).statusCode).toBe(403);
    // the adviser sees the task (and its parts) but does not work on it
    const advised = await insertTestTask(t.ctx.db, {
      siteId: site.id,
      adviserId: (await t.asRole('employee')).user.id,
      deadline: TODAY,
      description: 'Panel trips',
    });
    const adviserOnly = await t.ctx.db.select().from(tasks).where(eq(tasks.id, advised));
    const adviser = await t.asRole('employee');
    await t.ctx.db.update(tasks).set({ adviserId: adviser.user.id }).where(eq(tasks.id, adviserOnly[0]!.id));
    const seen = await call('GET', `/api/parts/tasks/${advised}`, adviser.headers);
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as TaskPartsResponse).can_change).toBe(false);
    const refused = await add(advised, p, 1, adviser.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PART_MESSAGES.notYourTask);
  });

  it('refuses a finished task and a task that is not maintenance (409)', async () => {
    const p = await product();
    const finished = await task(site.id, { status: 'FINISHED' });
    const res = await add(finished, p);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PART_MESSAGES.finished);
    expect((await call('GET', `/api/parts/tasks/${finished}`, techHeaders)).json().can_change).toBe(false);
    const work = await task(site.id, { kind: 'new_work' });
    const other = await add(work, p);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(PART_MESSAGES.notMaintenance);
    expect(await stockOf(p)).toBe(10);
  });

  it('picks products with their stock and whether each is a consumable', async () => {
    const p = await product({ categories: 'RO Consumables', stock: 7 });
    const res = await call('GET', `/api/parts/picks?search=Part%20${serial}`, techHeaders);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: p, name: `Part ${serial}`, price: '400.00', unit: 'NOS', stock: 7, consumable: true },
    ]);
  });
});

describe('covered or chargeable', () => {
  it('no contract: chargeable; all: covered; none: chargeable', async () => {
    const p = await product();
    expect((await added(await task(await freshSite().then((s) => s.id)), p)).covered).toBe(false);
    const allSite = await freshSite();
    const all = await contract(allSite.id, { parts_cover: 'all' });
    expect(await added(await task(allSite.id), p)).toMatchObject({ covered: true, contract_id: all });
    const noneSite = await freshSite();
    const none = await contract(noneSite.id, { parts_cover: 'none' });
    expect(await added(await task(noneSite.id), p)).toMatchObject({ covered: false, contract_id: none });
  });

  it('listed: covered only for the listed products', async () => {
    const listedP = await product();
    const otherP = await product();
    const s = await freshSite();
    await contract(s.id, { parts_cover: 'listed', listed: [listedP] });
    const id = await task(s.id);
    expect((await added(id, listedP)).covered).toBe(true);
    expect((await added(id, otherP)).covered).toBe(false);
  });

  it('cap: covered while the period’s covered value plus the line fits; the line crossing it is chargeable whole', async () => {
    const p = await product({ price: '400.00', stock: 50 });
    const s = await freshSite();
    const capped = await contract(s.id, { parts_cover: 'cap', cap: 100_000 }); // ₹1,000 a quarter
    const id = await task(s.id);
    expect((await added(id, p, 1)).covered).toBe(true); // 400
    expect((await added(id, p, 1)).covered).toBe(true); // 800
    expect((await added(id, p, 1)).covered).toBe(false); // 1,200 > 1,000: chargeable, not split
    const small = await product({ price: '200.00' });
    expect((await added(id, small, 1)).covered).toBe(true); // exactly 1,000
    const page = await call('GET', `/api/parts/contracts/${capped}`, finance);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as ContractPartsResponse;
    expect(body).toMatchObject({ covered: '1000.00', cap: '1000.00' });
    expect(body.period).toEqual(
      billingPeriodOf(
        { starts_on: addDays(TODAY, -10), ends_on: addDays(TODAY, 354), billing_frequency: 'quarterly' },
        TODAY,
      ),
    );
    expect(body.data).toHaveLength(3);
    expect(body.data.every((l) => l.covered)).toBe(true);
  });

  it('of two lines at once against the last of a cap, one is covered and the other chargeable', async () => {
    const p = await product({ price: '600.00', stock: 10 });
    const s = await freshSite();
    const capped = await contract(s.id, { parts_cover: 'cap', cap: 100_000 }); // ₹1,000
    const id = await task(s.id);
    const [a, b] = await Promise.all([add(id, p, 1), add(id, p, 1, director)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().data.covered, b.json().data.covered].sort()).toEqual([false, true]);
    expect((await call('GET', `/api/parts/contracts/${capped}`, finance)).json().covered).toBe('600.00');
  });

  it('consumables follow covers_consumables whatever the parts cover', async () => {
    const consumable = await product({ categories: 'Consumables' });
    const s = await freshSite();
    await contract(s.id, { parts_cover: 'all', consumables: false });
    expect((await added(await task(s.id), consumable)).covered).toBe(false);
    const s2 = await freshSite();
    await contract(s2.id, { parts_cover: 'none', consumables: true });
    expect((await added(await task(s2.id), consumable)).covered).toBe(true);
  });

  it('a visit’s task takes its visit’s contract before one at the site', async () => {
    const p = await product();
    const s = await freshSite();
    await contract(s.id, { parts_cover: 'all' });
    const visiting = await contract(s.id, { parts_cover: 'none' });
    const id = await task(s.id);
    await t.ctx.db.insert(contractVisits).values({
      contractId: visiting,
      siteId: s.id,
      seq: 1,
      plannedOn: TODAY,
      technicianId: tech.id,
      taskId: id,
    });
    expect(await added(id, p)).toMatchObject({ covered: false, contract_id: visiting });
  });
});

describe('chargeable parts to invoice', () => {
  it('lists the client, makes one draft of their lines, marks them once, and frees them when the draft is deleted', async () => {
    const billed = await clientWithSite(t, 'RIVERSIDE MALL');
    await t.ctx.db.execute(
      sql`update users set organization = 'Riverside Mall Pvt Ltd', phone_number = '9812345678' where id = ${billed.client.id}`,
    );
    const p = await product({ price: '1250.00' });
    const id = await insertTestTask(
      t.ctx.db,
      {
        siteId: billed.site.id,
        clientId: billed.client.id,
        adviserId: tech.id,
        deadline: TODAY,
        description: 'Pump',
      },
      [tech.id],
    );
    const first = await added(id, p, 2);
    await added(id, p, 1);
    const list = await call('GET', '/api/parts/to-invoice?search=Riverside', finance);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as PartsToInvoiceResponse).data).toEqual([
      expect.objectContaining({
        client_id: billed.client.id,
        organization: 'Riverside Mall Pvt Ltd',
        lines: 2,
        amount: '3750.00',
      }),
    ]);
    expect((await call('GET', '/api/parts/to-invoice', techHeaders)).statusCode).toBe(403);
    const csv = await call('GET', '/api/parts/to-invoice?search=Riverside&format=csv', finance);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Riverside Mall Pvt Ltd');

    const made = await call('POST', '/api/parts/invoices', finance, { client_id: billed.client.id });
    expect(made.statusCode, made.body).toBe(201);
    const invoiceId = made.json().data.id as number;
    expect(made.json().data.lines).toBe(2);
    const lines = await t.ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.position));
    expect(lines.map((l) => [l.description, Number(l.quantity), l.rate, l.hsn, l.unit])).toEqual([
      [`Part ${serial} (task #${id})`, 2, '1250.00', '8413', 'NOS'],
      [`Part ${serial} (task #${id})`, 1, '1250.00', '8413', 'NOS'],
    ]);
    const after = await call('GET', `/api/parts/tasks/${id}`, techHeaders);
    expect((after.json() as TaskPartsResponse).data.map((l) => l.invoice_id)).toEqual([invoiceId, invoiceId]);
    expect((await call('GET', '/api/parts/to-invoice?search=Riverside', finance)).json().data).toEqual([]);
    const twice = await call('POST', '/api/parts/invoices', finance, { client_id: billed.client.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PART_MESSAGES.nothingToInvoice);
    // an invoiced line stays
    const remove = await call('DELETE', `/api/parts/${first.id}`, techHeaders);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(PART_MESSAGES.invoiced);
    // the database allows no invoice on a covered line
    await expect(
      t.ctx.db.execute(sql`update task_parts set covered = true where id = ${first.id}`),
    ).rejects.toThrow();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/invoices/${invoiceId}`,
      headers: finance,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const freed = await call('GET', `/api/parts/tasks/${id}`, techHeaders);
    expect((freed.json() as TaskPartsResponse).data.map((l) => l.invoice_id)).toEqual([null, null]);
    expect((await call('GET', '/api/parts/to-invoice?search=Riverside', finance)).json().data).toHaveLength(
      1,
    );
  });

  it('puts only chargeable lines on the draft: the contract’s covered ones stay its cost', async () => {
    const billed = await clientWithSite(t, 'GREENFIELD SCHOOL');
    await t.ctx.db.execute(sql`update users set phone_number = '9812345671' where id = ${billed.client.id}`);
    const p = await product({ price: '500.00' });
    const listed = await product({ price: '700.00' });
    const [c] = await t.ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, await contract(billed.site.id, { parts_cover: 'listed', listed: [listed] })));
    await t.ctx.db.update(contracts).set({ clientId: billed.client.id }).where(eq(contracts.id, c!.id));
    const id = await insertTestTask(
      t.ctx.db,
      {
        siteId: billed.site.id,
        clientId: billed.client.id,
        adviserId: tech.id,
        deadline: TODAY,
        description: 'STP',
      },
      [tech.id],
    );
    const covered = await added(id, listed, 1);
    const chargeable = await added(id, p, 1);
    expect([covered.covered, chargeable.covered]).toEqual([true, false]);
    const made = await call('POST', '/api/parts/invoices', finance, { client_id: billed.client.id });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.lines).toBe(1);
    const lines = await t.ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, made.json().data.id));
    expect(lines.map((l) => l.rate)).toEqual(['500.00']);
    const rows = await t.ctx.db
      .select()
      .from(taskParts)
      .where(eq(taskParts.taskId, id))
      .orderBy(asc(taskParts.id));
    expect(rows.map((r) => r.invoiceId)).toEqual([null, made.json().data.id]);
  });

  it('tells the task’s people, billers and contract viewers live, by role and id', async () => {
    const p = await product();
    const id = await task(site.id);
    await added(id, p, 1);
    const event = emits.find(([e]) => e === EVENTS.partUpdate);
    expect(event?.[1]).toEqual({ task_id: id, client_id: client.id, contract_id: null, equipment_id: null });
    expect(event?.[2].users).toEqual([tech.id]);
    expect(event?.[2].roles).toEqual(expect.arrayContaining(['admin', 'technical_director', 'finance']));
    expect(event?.[2].roles).not.toContain('employee');
  });

  it('of two drafts asked at once for one client, one is made and the other is 409', async () => {
    const billed = await clientWithSite(t, 'HILLTOP HOSPITAL');
    await t.ctx.db.execute(sql`update users set phone_number = '9812345670' where id = ${billed.client.id}`);
    const p = await product();
    const id = await insertTestTask(
      t.ctx.db,
      {
        siteId: billed.site.id,
        clientId: billed.client.id,
        adviserId: tech.id,
        deadline: TODAY,
        description: 'RO',
      },
      [tech.id],
    );
    await added(id, p, 1);
    const [a, b] = await Promise.all([
      call('POST', '/api/parts/invoices', finance, { client_id: billed.client.id }),
      call('POST', '/api/parts/invoices', admin, { client_id: billed.client.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const marked = await t.ctx.db.select().from(taskParts).where(eq(taskParts.taskId, id));
    expect(marked.every((l) => l.invoiceId !== null)).toBe(true);
  });
});

describe('where parts show', () => {
  it('a piece’s history lists the parts on the calls that named it', async () => {
    const p = await product();
    const [piece] = await t.ctx.db
      .insert(equipment)
      .values({ siteId: site.id, kind: 'blower', name: 'Blower 1', createdBy: tech.id })
      .returning({ id: equipment.id });
    const id = await task(site.id);
    await t.ctx.db.update(tasks).set({ equipmentId: piece!.id }).where(eq(tasks.id, id));
    const line = await added(id, p, 2);
    const res = await call('GET', `/api/parts/equipment/${piece!.id}`, director);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((l: PartLine) => l.id)).toEqual([line.id]);
    expect((await call('GET', `/api/parts/equipment/${piece!.id}`, clientLogin)).statusCode).toBe(403);
  });
});
