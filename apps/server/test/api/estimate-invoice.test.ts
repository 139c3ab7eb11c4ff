import { istDay } from '@aquadesk/shared/dates.ts';
import type { EstimateForInvoiceResponse } from '@aquadesk/shared/estimate-invoice.ts';
import type { EstimateDetailResponse } from '@aquadesk/shared/estimates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { IDEMPOTENCY_HEADER } from '@aquadesk/shared/idempotency.ts';
import type { InvoiceDetailResponse, InvoiceListRow } from '@aquadesk/shared/invoices.ts';
import { amountInWords, formatRupees } from '@aquadesk/shared/money.ts';
import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, jobRoles, products } from '../../src/db/schema/index.ts';
import { insertTestSite, tinyPng } from '../fixtures.ts';
import { multipart, type TestApp } from '../helpers.ts';
import { buildListeningTestApp, connectSocket, waitForRooms } from '../sockets.ts';
import { pdfText } from './document-helpers.ts';

/**
 * From the job card to the invoice (issue 30 item 8; docs/api.md "An estimate's invoice"): a finished
 * estimate becomes a draft tax invoice at the client's prices, to the paisa of the job card's total, once.
 */

type Headers = { authorization: string };
const first = <T>(rows: T[]): T => rows[0]!;
let t: TestApp;
let admin: Headers;
let worker: { id: number };
let png: Buffer;
let fitter: { id: number };
let pump: { id: number };
let media: { id: number };
let valve: { id: number };
let keralaSite: number;
let karnatakaSite: number;
/** Finance's socket, and the invoice rows it heard added (issue 42 item 4). */
let financeSocket: Socket;
const added: InvoiceListRow[] = [];

/** Costs and pay that must never reach the client: the pump's price, the fitters' mean pay per hour. */
const PUMP_PRICE = '1234.56';
const FITTER_RATE = '321.09';

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const makeInvoice = (id: number, headers: Headers = admin, extra: Record<string, string> = {}) =>
  call('POST', `/api/estimates/${id}/invoice`, { ...headers, ...extra });
const invoiceOf = (id: number, headers: Headers = admin) =>
  call('GET', `/api/estimates/${id}/invoice`, headers);
const forInvoice = (id: number, headers: Headers = admin) =>
  call('GET', `/api/estimates/${id}/for-invoice`, headers);
const invoiceDetail = async (id: number) =>
  (await call('GET', `/api/invoices/${id}`, admin)).json() as InvoiceDetailResponse;
const jobCard = async (id: number) =>
  (await call('POST', '/api/get-estimate-by-id', admin, { id })).json() as EstimateDetailResponse;
const invoicesOf = async (estimateId: number) =>
  t.ctx.db.select().from(invoices).where(eq(invoices.estimateId, estimateId));

async function siteOf(name: string, tax: { stateCode?: string; gstin?: string } = {}): Promise<number> {
  const client = await t.createUser({ userType: 'client', ...tax });
  const site = await insertTestSite(t.ctx.db, { clientId: client.id, siteName: name });
  return site.id;
}

/** An estimate by the admin, moved as far as `until`. */
async function estimate(
  until: 'NOT CONFIRM' | 'APPROVED' | 'IN PROGRESS' | 'FINISHED' = 'FINISHED',
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await call('POST', '/api/estimate_generater', admin, {
    site_id: keralaSite,
    work: ['Replace the dosing pump', 'Refill the filter media'],
    products: [
      { id: pump.id, quantity: 2 },
      { id: media.id, quantity: '12.5' },
    ],
    labour: [{ role_id: fitter.id, work_hour: 3 }],
    travel_distance: '7.5',
    discount: '5',
    administrative_expense: '10',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().work_estimate_id as number;
  if (until === 'NOT CONFIRM') return id;
  const approved = await call('POST', '/api/approve-estimate', admin, {
    id,
    assignList: [{ id: worker.id }],
  });
  expect(approved.statusCode, approved.body).toBe(200);
  if (until === 'APPROVED') return id;
  expect((await call('POST', '/api/start-work', admin, { id })).statusCode).toBe(200);
  if (until === 'IN PROGRESS') return id;
  const m = multipart(
    { id: String(id), time: '2026-11-20T10:30:00Z' },
    { data: png, name: 'done.png', type: 'image/png' },
  );
  const finished = await t.app.inject({
    method: 'POST',
    url: '/api/finish-work',
    headers: { ...admin, ...m.headers },
    payload: m.payload,
  });
  expect(finished.statusCode, finished.body).toBe(200);
  return id;
}

beforeAll(async () => {
  let url: string;
  ({ t, url, admin } = await buildListeningTestApp());
  const finance = await t.asRole('finance');
  financeSocket = await connectSocket(url, finance.headers.authorization);
  await waitForRooms(t, finance.user.id);
  financeSocket.on(EVENTS.invoiceAdd, (row: InvoiceListRow) => added.push(row));
  png = await tinyPng();
  const { db } = t.ctx;
  fitter = first(await db.insert(jobRoles).values({ name: 'Fitter' }).returning());
  // mean of 321.00 and 321.18: 321.09 an hour, the fitters' pay (internal)
  await t.createUser({ userType: 'Fitter', roleId: fitter.id, charge: '321.00' });
  await t.createUser({ userType: 'Fitter', roleId: fitter.id, charge: '321.18' });
  worker = (await t.asRole('employee')).user;
  const product = (name: string, over: Partial<typeof products.$inferInsert>) =>
    db
      .insert(products)
      .values({ name, description: 'd', price: '1', image: 'p.png', categories: 'x', ...over })
      .returning()
      .then(first);
  pump = await product('Dosing Pump DP-40', { price: PUMP_PRICE, hsn: '84137010', unit: 'NOS' });
  // no HSN on record: the line takes the company's default SAC, to be set on the draft
  media = await product('Filter Media', { price: '88.80', unit: 'KGS' });
  valve = await product('Ball Valve', { price: '250.50', hsn: '848180', unit: 'PCS', gstRate: '5.00' });
  keralaSite = await siteOf('RIVERSIDE PLANT');
  karnatakaSite = await siteOf('WHITEFIELD PLANT', { stateCode: '29', gstin: '29AAACA1234A1ZG' });
});
afterAll(async () => {
  financeSocket.close();
  await t.close();
});

describe('a finished estimate becomes a draft invoice', () => {
  let estimateId: number;
  let invoiceId: number;

  it('with a line per product, labour and travel, at the client prices, totalling the job card to the paisa', async () => {
    estimateId = await estimate();
    const card = await jobCard(estimateId);
    const res = await makeInvoice(estimateId);
    expect(res.statusCode, res.body).toBe(201);
    invoiceId = res.json().id as number;
    // the invoice lists hear the new draft live, with its row (invoice_add)
    await expect.poll(() => added.map((r) => r.id)).toContain(invoiceId);
    expect(added.find((r) => r.id === invoiceId)).toMatchObject({ status: 'draft', number: null });
    const d = await invoiceDetail(invoiceId);
    expect(d.estimate_id).toBe(estimateId);
    expect(d.invoice.status).toBe('draft');
    expect(d.invoice.number).toBeNull();
    expect(d.invoice.organization).toBe(card.work_estimate.client_org);
    expect(d.phone_number).toBe(card.work_estimate.client_phone);
    // the job card's total, what the client was told to pay, to the paisa
    expect(d.invoice.tax_totals.total).toBe(card.totals.total);
    expect(d.invoice.balance.total_paise).toBe(Math.round(Number(card.totals.total) * 100));

    const lines = d.invoice.lines.map((l, i) => ({ ...l, ...d.invoice.tax_lines[i]! }));
    expect(lines.map((l) => l.discription)).toEqual([
      'Dosing Pump DP-40',
      'Filter Media',
      'Labour: Fitter, 3 hours',
      'Travel: 7.5 km',
    ]);
    // 1234.56 + 15 % profit + 10 % expense = 1561.7184 a pump: ₹1,561.72 (never below the quote)
    expect(lines[0]).toMatchObject({
      quntaty: '2',
      rate: '1561.72',
      hsn: '84137010',
      unit: 'NOS',
      gst_rate: '18',
    });
    // 88.80 + 15 % + 10 % = 112.332 a kilo: ₹112.33, as the job card prints it
    expect(lines[1]).toMatchObject({ quntaty: '12.5', rate: '112.33', hsn: '998334', unit: 'KGS' });
    // 3 h × 321.09 = 963.27 + 10 % = 1059.597 as one lump; travel 7.5 km × ₹12 × 2 × 1 = 180 + 10 % = 198
    expect(lines[2]).toMatchObject({
      quntaty: '1',
      rate: '1059.60',
      hsn: '998334',
      unit: 'OTH',
      gst_rate: '18',
    });
    expect(lines[3]).toMatchObject({ quntaty: '1', rate: '198.00', hsn: '998334', unit: 'OTH' });
    // each line exactly 5 % off (the estimate's discount) and nothing more (issue 41 item 5): 5 % of
    // ₹3,123.44, ₹1,404.13 (12.5 × 112.33), ₹1,059.60 and ₹198.00
    expect(lines.map((l) => l.discount)).toEqual(['156.17', '70.21', '52.98', '9.90']);
    // the job card's rounding down to the rupee is a round-off line: ₹6,485.17 as the lines add up, the
    // job card asks ₹6,485.00 (5,495.92461 taxable + 18 % = 6,485.19…, down to the rupee)
    expect(d.invoice.tax_totals).toMatchObject({ value: '5785.17', discount: '289.26', round_off: '-0.17' });
    expect(card.totals.total).toBe('6485.00');
    // within Kerala: CGST and SGST, half each
    expect(d.invoice.split).toBe('intra');
    expect(d.invoice.tax_totals.igst).toBe('0.00');
  });

  it('shows no cost, profit, expense or pay rate of the estimate, on the draft or on the issued PDF', async () => {
    const text = JSON.stringify(await invoiceDetail(invoiceId));
    for (const internal of [PUMP_PRICE, FITTER_RATE, '963.27', 'profit', 'xpense', 'scale']) {
      expect(text).not.toContain(internal);
    }
    const issued = await call('POST', `/api/invoices/${invoiceId}/issue`, admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const number = issued.json().number as string;
    expect(number).toMatch(/^AQ\/\d{2}-\d{2}\/\d{4}$/);
    const pdf = await call('GET', `/api/invoice-pdf/${invoiceId}`, admin);
    expect(pdf.statusCode).toBe(200);
    const printed = (await pdfText(pdf.rawPayload)).replaceAll(/\s+/g, ' ');
    expect(printed).toContain(`Tax Invoice ${number}`);
    expect(printed).toContain('Labour: Fitter, 3 hours');
    expect(printed).toContain(formatRupees((await jobCard(estimateId)).totals.total));
    for (const internal of ['1,234.56', '1234.56', '321.09', '963.27', 'rofit', 'xpense']) {
      expect(printed).not.toContain(internal);
    }
  });

  it('then issues as it was drafted: the same total, and the job card shows it by its number', async () => {
    const d = await invoiceDetail(invoiceId);
    expect(d.invoice.status).toBe('unpaid');
    expect(d.invoice.tax_totals.total).toBe((await jobCard(estimateId)).totals.total);
    const shown = await invoiceOf(estimateId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ data: { id: invoiceId, number: d.invoice.number, status: 'unpaid' } });
  });

  it('once: a second call is 409 naming the invoice, and makes nothing', async () => {
    const again = await makeInvoice(estimateId);
    expect(again.statusCode).toBe(409);
    const { number } = (await invoiceDetail(invoiceId)).invoice;
    expect(again.json().message).toBe(`Estimate ${estimateId} already has invoice ${number}`);
    expect(await invoicesOf(estimateId)).toHaveLength(1);
  });
});

describe("the job card's rounding (issue 41 item 5): a round-off line, never a discount", () => {
  const paise = (v: string) => Math.round(Number(v) * 100);

  it('without a discount on the estimate, no line has one; the round-off brings the total to the job card, printed on its own line', async () => {
    const estimateId = await estimate('FINISHED', { discount: '0' });
    const card = await jobCard(estimateId);
    // 5,785.1838 + 18 % = 6,826.516…: the job card asks ₹6,826.00
    expect(card.totals.total).toBe('6826.00');
    const invoiceId = (await makeInvoice(estimateId)).json().id as number;
    const d = await invoiceDetail(invoiceId);
    expect(d.invoice.tax_lines.map((l) => l.discount)).toEqual(['0.00', '0.00', '0.00', '0.00']);
    // the rates the job card prints: 1,561.72, 112.33, the labour's 1,059.60 and the travel's 198.00
    expect(d.invoice.lines.map((l) => l.rate)).toEqual(['1561.72', '112.33', '1059.60', '198.00']);
    // taxed line by line they come to ₹6,826.49; 49 paise are rounded off, as the job card rounded down
    const totals = d.invoice.tax_totals;
    expect(totals).toMatchObject({ discount: '0.00', round_off: '-0.49', total: '6826.00' });
    expect(
      paise(totals.taxable) +
        paise(totals.cgst) +
        paise(totals.sgst) +
        paise(totals.igst) +
        paise(totals.round_off),
    ).toBe(paise(totals.total));
    expect(d.invoice.total_in_words).toBe(amountInWords('6826.00'));
    // the draft keeps it when edited as it was saved
    expect(d.draft?.round_off).toBe('-0.49');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoiceId}`,
      headers: admin,
      payload: d.draft!,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await invoiceDetail(invoiceId)).invoice.tax_totals.total).toBe('6826.00');

    const issued = await call('POST', `/api/invoices/${invoiceId}/issue`, admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const after = await invoiceDetail(invoiceId);
    expect(after.invoice.tax_totals).toMatchObject({ round_off: '-0.49', total: '6826.00' });
    expect(after.invoice.balance.total_paise).toBe(682_600);
    // the PDF prints the round-off as its own line above the total, and no discount column
    const printed = (
      await pdfText((await call('GET', `/api/invoice-pdf/${invoiceId}`, admin)).rawPayload)
    ).replaceAll(/\s+/g, ' ');
    expect(printed).toContain('Round off − ₹0.49 Invoice total ₹6,826.00');
    expect(printed).not.toContain('Disc.');
    // the invoice register and GSTR-1 take its value with the round-off, its taxable value and tax without
    // the register's days are India's (spec 002 §10)
    const day = istDay(new Date(after.invoice.issued_at!));
    const register = await call(
      'GET',
      `/api/registers/invoices?from=${day}&to=${day}&search=${encodeURIComponent(after.invoice.number!)}`,
      admin,
    );
    const row = (register.json() as { data: Record<string, number>[] }).data[0]!;
    expect(row).toMatchObject({ taxable_paise: paise(totals.taxable), invoice_value_paise: 682_600 });
    expect(row.cgst_paise! + row.sgst_paise! + row.igst_paise!).toBe(
      paise(totals.cgst) + paise(totals.sgst) + paise(totals.igst),
    );
  });

  it('a credit note of the invoice as printed, round-off included, equals it to the paisa and settles it', async () => {
    const estimateId = await estimate('FINISHED', { discount: '0' });
    const invoiceId = (await makeInvoice(estimateId)).json().id as number;
    expect((await call('POST', `/api/invoices/${invoiceId}/issue`, admin)).statusCode).toBe(200);
    const { invoice } = await invoiceDetail(invoiceId);
    const products = invoice.lines.map((l, i) => {
      const tax = invoice.tax_lines[i]!;
      return {
        discription: l.discription,
        quntaty: l.quntaty,
        rate: l.rate,
        discount: tax.discount,
        gst_rate: tax.gst_rate,
        hsn: tax.hsn,
        unit: tax.unit,
      };
    });
    const credit = (body: object) => call('POST', `/api/invoices/${invoiceId}/credit-notes`, admin, body);
    // the lines alone come to 49 paise more than the invoice: more than it is worth
    const without = await credit({ reason: 'Work billed twice', products });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors.products).toBe(
      'A credit note cannot be more than the invoice is still worth (₹6,826.00)',
    );
    // a round-off is less than a rupee either way, at its field
    const tooMuch = await credit({ reason: 'Work billed twice', products, round_off: '-1.00' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.round_off).toBe(
      'A round-off is less than a rupee either way: from −0.99 to 0.99',
    );
    const full = await credit({
      reason: 'Work billed twice',
      products,
      round_off: invoice.tax_totals.round_off,
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({ total_paise: 682_600, status: 'PAYMENT COMPLETE', due_paise: 0 });
    const note = (await invoiceDetail(invoiceId)).notes[0]!;
    expect(note).toMatchObject({ round_off: '-0.49', total: '6826.00', total_paise: 682_600 });
    expect(note.taxable).toBe(invoice.tax_totals.taxable);
    const printed = (
      await pdfText((await call('GET', `/api/note-pdf/${note.id}`, admin)).rawPayload)
    ).replaceAll(/\s+/g, ' ');
    expect(printed).toContain('Round off − ₹0.49 Credit Note total ₹6,826.00');
  });
});

describe('what may be invoiced', () => {
  it('only a finished estimate: before that 409 with its status, and nothing is made', async () => {
    for (const status of ['NOT CONFIRM', 'APPROVED', 'IN PROGRESS'] as const) {
      const id = await estimate(status);
      const res = await makeInvoice(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Estimate ${id} is ${status}: only a finished estimate can be made into an invoice`,
      );
      expect(await invoicesOf(id)).toHaveLength(0);
      expect((await invoiceOf(id)).json()).toEqual({ data: null });
    }
  });

  it('only by those who make invoices: others 403; finance any finished estimate (issue 41 item 1), 404 before it is finished', async () => {
    const id = await estimate();
    for (const role of ['employee', 'reseller', 'work_estimate', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await makeInvoice(id, headers)).statusCode).toBe(403);
      expect((await invoiceOf(id, headers)).statusCode).toBe(403);
      expect((await forInvoice(id, headers)).statusCode).toBe(403);
      expect((await call('GET', '/api/estimates/ready-to-invoice', headers)).statusCode).toBe(403);
    }
    // finance sees no job card, but a finished one is theirs to invoice; one still in progress is not found
    const finance = (await t.asRole('finance')).headers;
    const working = await estimate('IN PROGRESS');
    expect((await makeInvoice(working, finance)).statusCode).toBe(404);
    expect((await forInvoice(working, finance)).statusCode).toBe(404);
    expect((await invoiceOf(working, finance)).statusCode).toBe(404);
    expect((await makeInvoice(999_999, finance)).statusCode).toBe(404);
    expect((await makeInvoice(0 as number)).statusCode).toBe(400);
    expect(await invoicesOf(working)).toHaveLength(0);
    const made = await makeInvoice(id, finance);
    expect(made.statusCode, made.body).toBe(201);
    expect((await invoiceOf(id, finance)).json()).toEqual({
      data: { id: made.json().id, number: null, status: 'draft' },
    });
  });
});

describe('Ready to invoice: the finished job cards without a live invoice (issue 41 item 1)', () => {
  type Queue = {
    data: { work_estimate_id: number; total: string; organization: string | null }[];
    total: number;
    next_cursor: string | null;
  };
  const queue = async (query = '', headers: Headers = admin) => {
    const res = await call('GET', `/api/estimates/ready-to-invoice${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Queue;
  };
  const ids = (q: Queue) => q.data.map((r) => r.work_estimate_id);

  it('lists each finished estimate once, the longest finished first, and drops it while it has a live invoice', async () => {
    const finance = (await t.asRole('finance')).headers;
    const before = await queue('?limit=100', finance);
    const older = await estimate();
    const newer = await estimate();
    const working = await estimate('IN PROGRESS');
    let now = await queue('?limit=100', finance);
    expect(now.total).toBe(before.total + 2);
    expect(ids(now)).toContain(older);
    expect(ids(now).indexOf(older)).toBeLessThan(ids(now).indexOf(newer));
    expect(ids(now)).not.toContain(working);
    const row = now.data.find((r) => r.work_estimate_id === older)!;
    expect(row.total).toBe((await jobCard(older)).totals.total);

    // a draft takes it out; deleting the draft puts it back; an issued and cancelled invoice too
    const draft = (await makeInvoice(older, finance)).json().id as number;
    now = await queue('?limit=100', finance);
    expect(ids(now)).not.toContain(older);
    expect(now.total).toBe(before.total + 1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/invoices/${draft}`, headers: finance })).statusCode,
    ).toBe(204);
    expect(ids(await queue('?limit=100', finance))).toContain(older);
    const again = (await makeInvoice(older, finance)).json().id as number;
    expect((await call('POST', `/api/invoices/${again}/issue`, finance)).statusCode).toBe(200);
    expect(ids(await queue('?limit=100', finance))).not.toContain(older);
    const cancelled = await call('POST', `/api/invoices/${again}/cancel`, finance, {
      reason: 'Billed to the wrong site',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ids(await queue('?limit=100', finance))).toContain(older);
  });

  it('is paged by its cursor without a row twice or missed, searched in SQL, and exported whole', async () => {
    await estimate();
    await estimate();
    const all = await queue('?limit=100');
    expect(all.data.length).toBeGreaterThanOrEqual(2);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Queue = await queue(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(all.total);
      seen.push(...ids(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(ids(all));
    expect((await call('GET', '/api/estimates/ready-to-invoice?cursor=bad', admin)).statusCode).toBe(400);
    // by the estimate's number, and by words of its work
    const one = all.data[0]!.work_estimate_id;
    expect(ids(await queue(`?search=${one}`))).toContain(one);
    expect((await queue('?search=no%20such%20work%20anywhere')).data).toEqual([]);
    expect((await queue('?search=dosing%20pump')).total).toBe(all.total);
    const file = await call('GET', '/api/estimates/ready-to-invoice?format=csv', admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="ready-to-invoice-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Estimate ID,Finished on,Client,Organisation,Site,Work,Amount');
    expect(lines).toHaveLength(all.total + 1);
  });

  it('shows the invoicer the client copy of the job card: lines at the client prices that add up, nothing internal', async () => {
    const finance = (await t.asRole('finance')).headers;
    const id = await estimate();
    const res = await forInvoice(id, finance);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json() as EstimateForInvoiceResponse;
    const figures = (await jobCard(id)).totals;
    expect(card.total).toBe(figures.total);
    expect(card.gst).toBe(figures.gst);
    expect(card.lines.map((l) => l.kind)).toEqual(['product', 'product', 'labour', 'travel']);
    expect(card.work).toEqual(['Replace the dosing pump', 'Refill the filter media']);
    expect(card.invoice).toBeNull();
    // the draft made from it carries exactly these lines' value
    const draft = await invoiceDetail((await makeInvoice(id, finance)).json().id as number);
    expect(draft.invoice.tax_totals.total).toBe(card.total);
    // the rows add up to the job card's total to the paisa: lines, less the discount, plus GST, plus the
    // round off of the total down to the rupee (never more than a rupee either way)
    const paise = (v: string) => Math.round(Number(v) * 100);
    const sum = card.lines.reduce((s, l) => s + paise(l.amount), 0);
    expect(sum - paise(card.discount) + paise(card.gst) + paise(card.round_off)).toBe(paise(card.total));
    expect(Math.abs(paise(card.round_off))).toBeLessThan(100);
    for (const secret of [PUMP_PRICE, FITTER_RATE]) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/profit|expense|charge|cost/i);
    expect(((await forInvoice(id, finance)).json() as EstimateForInvoiceResponse).invoice?.status).toBe(
      'draft',
    );
  });
});

describe('one invoice per estimate', () => {
  it('a call sent again with its Idempotency-Key answers the first answer, and makes nothing more', async () => {
    const id = await estimate();
    const key = { [IDEMPOTENCY_HEADER]: `estimate-invoice-${id}` };
    const first = await makeInvoice(id, admin, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await makeInvoice(id, admin, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await invoicesOf(id)).toHaveLength(1);
    // without it, the second is 409 naming the draft
    const other = await makeInvoice(id);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(`Estimate ${id} already has a draft invoice (${first.json().id})`);
  });

  it('of calls at once exactly one makes the draft, the others are 409', async () => {
    const id = await estimate();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        makeInvoice(id, admin, { [IDEMPOTENCY_HEADER]: `parallel-${id}-${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const made = answers.find((a) => a.statusCode === 201)!.json().id as number;
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe(`Estimate ${id} already has a draft invoice (${made})`);
    }
    expect((await invoicesOf(id)).map((r) => r.id)).toEqual([made]);
  });

  it('a deleted draft frees the estimate for a new one', async () => {
    const id = await estimate();
    const first = (await makeInvoice(id)).json().id as number;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/invoices/${first}`, headers: admin })).statusCode,
    ).toBe(204);
    expect((await invoiceOf(id)).json()).toEqual({ data: null });
    const second = await makeInvoice(id);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first);
  });

  it('a cancelled invoice frees the estimate: the job card shows it until the next is made, and only one lives', async () => {
    const id = await estimate();
    const first = (await makeInvoice(id)).json().id as number;
    const issued = await call('POST', `/api/invoices/${first}/issue`, admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const cancelled = await call('POST', `/api/invoices/${first}/cancel`, admin, {
      reason: 'Wrong client state',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // the job card still names the cancelled one
    expect((await invoiceOf(id)).json()).toEqual({
      data: { id: first, number: issued.json().number, status: 'cancelled' },
    });
    // two at once: one new draft, never two live
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        makeInvoice(id, admin, { [IDEMPOTENCY_HEADER]: `again-${id}-${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const second = answers.find((a) => a.statusCode === 201)!.json().id as number;
    expect((await invoiceOf(id)).json()).toEqual({ data: { id: second, number: null, status: 'draft' } });
    expect((await invoicesOf(id)).map((r) => r.id).sort((a, b) => a - b)).toEqual([first, second]);
  });
});

describe('the GST of the lines', () => {
  it('between states: IGST, and the same total as the job card', async () => {
    const id = await estimate('FINISHED', { site_id: karnatakaSite, discount: '0', travel_distance: '0' });
    const made = await makeInvoice(id);
    expect(made.statusCode, made.body).toBe(201);
    const d = await invoiceDetail(made.json().id);
    expect(d.invoice.split).toBe('inter');
    expect(d.invoice.tax_totals.cgst).toBe('0.00');
    expect(d.invoice.tax_totals.total).toBe((await jobCard(id)).totals.total);
    // no travel line at 0 km
    expect(d.invoice.lines.map((l) => l.discription)).not.toContain('Travel: 0 km');
    const issued = await call('POST', `/api/invoices/${made.json().id}/issue`, admin);
    expect(issued.statusCode).toBe(200);
    expect((await invoiceDetail(made.json().id)).invoice.recipient.gstin).toBe('29AAACA1234A1ZG');
  });

  it("a product at another rate keeps its taxable value and is taxed at its own rate (5 %), not the job card's 18 %", async () => {
    const id = await estimate('FINISHED', { products: [{ id: valve.id, quantity: 4 }], discount: '0' });
    const d = await invoiceDetail((await makeInvoice(id)).json().id);
    const card = await jobCard(id);
    const valveLine = d.invoice.tax_lines[0]!;
    expect(valveLine.gst_rate).toBe('5');
    // 250.50 + 15 % + 10 % = 316.8825 a valve, ₹316.88 as the job card prints it
    expect(d.invoice.lines[0]!.rate).toBe('316.88');
    // what the job card asks with the valve at 5 %: 1,267.53 + 5 %, 1,257.597 + 18 % = 2,814.87…, down to
    // the rupee; the lines come to ₹2,814.86, so 86 paise are rounded off
    expect(d.invoice.tax_totals).toMatchObject({ round_off: '-0.86', total: '2814.00' });
    // the job card's ₹2,979 less 13 points of tax on the valve (₹164.78), each rounded to the rupee
    expect(card.totals.total).toBe('2979.00');
    const lessTax = Number(valveLine.taxable) * 0.13;
    expect(Math.abs(Number(card.totals.total) - Number(d.invoice.tax_totals.total) - lessTax)).toBeLessThan(
      1,
    );
  });

  it('a rate the company does not offer is 409 with what to do, and makes nothing', async () => {
    const id = await estimate();
    const profile = (await call('GET', '/api/company-profile', admin)).json().data as Record<string, unknown>;
    const { id: _id, changed_at: _at, changed_by_name: _by, ...fields } = profile;
    const put = (gst_rates: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/company-profile',
        headers: admin,
        payload: { ...fields, gst_rates },
      });
    expect((await put(['0', '5', '40'])).statusCode).toBe(200);
    try {
      const res = await makeInvoice(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Dosing Pump DP-40 is taxed at 18 %, which is not one of the company's GST rates (0, 5, 40 %): add it in Company settings, or correct the product",
      );
      expect(await invoicesOf(id)).toHaveLength(0);
    } finally {
      expect((await put(profile.gst_rates as string[])).statusCode).toBe(200);
    }
    expect((await makeInvoice(id)).statusCode).toBe(201);
    const count = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.estimateId, id));
    expect(count[0]!.n).toBe(1);
  });
});
