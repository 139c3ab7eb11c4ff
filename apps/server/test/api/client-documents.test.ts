import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientCopyRows, type EstimateClientCopy } from '@aquadesk/shared/estimate-client-copy.ts';
import { formatRupees, sumAmounts } from '@aquadesk/shared/money.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRoles, products } from '../../src/db/schema/index.ts';
import { insertTestSite } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { pdfText } from './document-helpers.ts';
import { insertProposalProduct, proposalRequest } from './proposal-helpers.ts';

/**
 * What the client's copy of a proposal and a job card shows (issue 31; docs/api.md "What each document shows
 * to whom"): the client's prices, taxes and total, never the profit, the expense or a staff pay rate; and the
 * closing block (totals, words, signature) on the page of the last lines.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let marketing: Headers;
let siteId: number;
let plumberId: number;
let pumpId: number;
let proposalId: number;
/** The plumber's pay: the labour rate the estimate freezes (the role's average charge). */
const PAY_RATE = '150.00';
const PUMP_COST = '1234.50';
const PLANT_COST = '1234567.00';

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

/** "₹1,234.50" and "− ₹1,234.50" back to "1234.50" and "-1234.50". */
const amountOf = (printed: string) =>
  (printed.startsWith('−') ? '-' : '') + printed.replace(/^− /, '').replace(/[₹,]/g, '');

async function makeEstimate(body: Record<string, unknown>): Promise<number> {
  const res = await post('/api/estimate_generater', admin, {
    site_id: siteId,
    work: JSON.stringify(['Replace dosing pump']),
    travel_distance: 10,
    discount: 0,
    administrative_expense: 10,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().work_estimate_id;
}

/** The PDF's pages as text, through pdf.js, with the whitespace collapsed. */
async function pagesOf(url: string): Promise<string[]> {
  const res = await get(url, admin);
  expect(res.statusCode).toBe(200);
  // SAVE_PDFS=dir keeps each PDF read, for the pictures in docs/images (README "Documents")
  if (process.env.SAVE_PDFS) {
    const name = url.replace(/^\/api\//, '').replace(/[^\w-]+/g, '_');
    writeFileSync(path.join(process.env.SAVE_PDFS, `${name}.pdf`), res.rawPayload);
  }
  return (await pdfText(res.rawPayload)).split('\n').map((page) => page.replaceAll(/\s+/g, ' '));
}

/** What no client's copy may hold. */
function expectNoInternalFigure(text: string) {
  expect(text).not.toMatch(/profit/i);
  expect(text).not.toMatch(/expense/i);
  expect(text).not.toMatch(/rate \/ hour/i);
}

beforeAll(async () => {
  t = await buildTestApp({ COMPANY_NAME: 'Blue Lagoon Water Works' });
  admin = await t.adminHeaders();
  const { db } = t.ctx;
  const [plumber] = await db.insert(jobRoles).values({ name: 'Plumber' }).returning();
  plumberId = plumber!.id;
  await t.createUser({ userType: 'Plumber', roleId: plumberId, charge: PAY_RATE });
  const [pump] = await db
    .insert(products)
    .values({ name: 'Dosing Pump', description: 'd', price: PUMP_COST, image: 'p.png', categories: 'x' })
    .returning();
  pumpId = pump!.id;
  const c = await t.createUser({ userType: 'client', organization: 'Riverside Hospital' });
  const site = await insertTestSite(db, { clientId: c.id, siteName: 'RIVERSIDE PLANT', city: 'Thrissur' });
  siteId = site.id;
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();
  const plant = await insertProposalProduct(t, png, { price: PLANT_COST });
  marketing = (await t.asRole('marketing_manager', { signFile: await t.ctx.storage.saveImage('sign', png) }))
    .headers;
  const prop = await post('/api/praposal_generater', marketing, proposalRequest(plant.id));
  expect(prop.statusCode, prop.body).toBe(201);
  proposalId = prop.json().data.id;
});
afterAll(() => t.close());

describe("the job card's client copy", () => {
  it('shows each line at the client price, never the profit, expense or pay rate, and the same total', async () => {
    const id = await makeEstimate({
      products: [{ id: pumpId, quantity: 3 }],
      labour: [{ role_id: plumberId, work_hour: 3 }],
      discount: 5,
      administrative_expense: 10,
    });
    const detail = (await post('/api/get-estimate-by-id', admin, { id })).json();
    const text = (await pagesOf(`/api/estimate-pdf/${id}`)).join(' ');
    expectNoInternalFigure(text);
    // neither the pump's cost nor the plumber's pay per hour, nor the staff figures of the totals
    expect(text).not.toContain(formatRupees(PUMP_COST));
    expect(text).not.toContain(formatRupees(PAY_RATE));
    expect(text).not.toContain(formatRupees(detail.totals.administrative_expense));
    expect(text).toContain('Labour: Plumber, 3 hours');
    // the same total to the paisa as the job card (and as the PDF printed before)
    expect(detail.totals.total).toBe('6102.00');
    expect(text).toContain(`Total ${formatRupees(detail.totals.total)}`);
    expect(text).toContain(detail.totals.total_in_words);
    // the printed rows add up: lines to the value, value − discount + GST − rounding to the total
    const amounts = [...text.matchAll(/(?:Dosing Pump 3|hours 1|km 1) (₹[\d,.]+) (₹[\d,.]+)/g)].map((m) =>
      amountOf(m[2]!),
    );
    expect(amounts).toHaveLength(3);
    const row = (label: string) => {
      const m = new RegExp(`${label} (− )?(₹[\\d,.]+)`).exec(text);
      expect(m, label).not.toBeNull();
      return amountOf(`${m![1] ?? ''}${m![2]}`);
    };
    const value = row('Value');
    expect(sumAmounts(amounts)).toBe(sumAmounts([value]));
    // the discount and the rounding are printed as taken off ("− ₹272.20")
    const discount = row('Discount \\(5 %\\)');
    expect(discount).toBe(`-${detail.totals.discount}`);
    expect(row('GST 18 %')).toBe(detail.totals.gst);
    const off = row('Rounded off');
    expect(sumAmounts([value, discount, detail.totals.gst, off])).toBe(sumAmounts([detail.totals.total]));
  });

  it('is what the job card answers everyone; its cost, margins and rates go only to those who set them', async () => {
    const id = await makeEstimate({
      products: [{ id: pumpId, quantity: 3 }],
      labour: [{ role_id: plumberId, work_hour: 3 }],
      discount: 5,
    });
    // issue 41 item 7: an assignee (a technician) and a reseller hand the job card's Print to the client
    const fitter = await t.asRole('employee');
    const estimator = await t.asRole('work_estimate');
    const approved = await post('/api/approve-estimate', admin, {
      id,
      assignList: [{ id: fitter.user.id }, { id: estimator.user.id }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const card = await post('/api/get-estimate-by-id', fitter.headers, { id });
    expect(card.statusCode).toBe(200);
    const copy = card.json();
    expect(copy.totals).toBeNull();
    expect(copy.products).toBeNull();
    expect(copy.labour).toBeNull();
    for (const field of ['travel_cost', 'administrative_expense', 'product_profit', 'company_profit'])
      expect(copy.work_estimate).not.toHaveProperty(field);
    // neither the pump's cost nor the plumber's pay anywhere in the answer
    expect(card.body).not.toContain(PUMP_COST);
    expect(card.body).not.toContain(PAY_RATE);
    // those who set the margins have them, and the same client copy
    for (const setter of [admin, estimator.headers]) {
      const full = (await post('/api/get-estimate-by-id', setter, { id })).json();
      expect(full.products[0].current_price).toBe(PUMP_COST);
      expect(full.labour[0].scale).toBe(PAY_RATE);
      expect(full.work_estimate.product_profit).toBe('15.00');
      expect(full.client_copy).toEqual(copy.client_copy);
    }
    // the copy's lines add up to its value, its rows to the total, and the PDF prints exactly them
    const { client_copy: c } = copy as { client_copy: EstimateClientCopy };
    expect(sumAmounts(c.lines.map((l) => l.amount))).toBe(sumAmounts([c.value]));
    const rows = clientCopyRows(c);
    expect(rows.map((r) => r.key)).toEqual(['value', 'discount', 'gst', 'round_off', 'total']);
    expect(sumAmounts(rows.slice(0, -1).map((r) => r.amount))).toBe(sumAmounts([c.total]));
    const text = (await pagesOf(`/api/estimate-pdf/${id}`)).join(' ');
    for (const l of c.lines)
      expect(text).toContain(
        `${l.description} ${l.quantity} ${formatRupees(l.rate)} ${formatRupees(l.amount)}`,
      );
    for (const r of rows) expect(text).toContain(`${r.label} ${r.text}`);
    // the printed terms follow the figures: GST is added to the value, not included in it
    expect(text).not.toMatch(/include GST/i);
    expect(text).toContain('GST at 18 % is added to the value after the discount');
  });

  it('folds the company profit into labour when there are no products, and keeps the total', async () => {
    const id = await makeEstimate({
      products: [],
      labour: [{ role_id: plumberId, work_hour: 1 }],
      administrative_expense: 0,
    });
    const detail = (await post('/api/get-estimate-by-id', admin, { id })).json();
    const text = (await pagesOf(`/api/estimate-pdf/${id}`)).join(' ');
    expectNoInternalFigure(text);
    // one hour with no expense: the pay rate would be the line's amount were the company profit not folded in
    expect(text).not.toContain(formatRupees(PAY_RATE));
    expect(text).toContain('Labour: Plumber, 1 hour');
    expect(text).toContain(`Total ${formatRupees(detail.totals.total)}`);
  });

  it('keeps the totals, words and signature on the page of its last lines', async () => {
    const { db } = t.ctx;
    const many = await db
      .insert(products)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          name: `Cartridge ${String(i + 1).padStart(2, '0')}`,
          description: 'd',
          price: '99.99',
          image: 'p.png',
          categories: 'x',
        })),
      )
      .returning();
    let split = 0;
    // lines enough to fill a page, and more, so the closing block meets the page's end in one of them
    for (const count of [16, 20, 24, 28, 32, 36, 40]) {
      const id = await makeEstimate({
        products: many.slice(0, count).map((p) => ({ id: p.id, quantity: 1 })),
        labour: [{ role_id: plumberId, work_hour: 2 }],
      });
      const pages = await pagesOf(`/api/estimate-pdf/${id}`);
      const last = pages.findIndex((p) => p.includes('Travel: 10 km'));
      const signature = pages.findIndex((p) => p.includes('Prepared by'));
      const total = pages.findIndex((p) => /Total ₹/.test(p));
      expect(last, `${count} lines`).toBeGreaterThanOrEqual(0);
      expect(signature, `${count} lines`).toBe(last);
      expect(total, `${count} lines`).toBe(last);
      if (pages.length > 1) split += 1;
      expectNoInternalFigure(pages.join(' '));
    }
    // some of them ran onto a second page, and the closing block went with the last lines
    expect(split).toBeGreaterThan(0);
  });
});

describe("the proposal's client copy", () => {
  it('shows the product at the price the client pays and the same total, never the profit or expense', async () => {
    const detail = (await post('/api/get-singlepraposal-by-id', marketing, { pid: proposalId })).json().data;
    const pages = await pagesOf(`/api/proposal-pdf/${proposalId}`);
    const text = pages.join(' ');
    expectNoInternalFigure(text);
    expect(text).not.toContain(formatRupees(PLANT_COST));
    // the same total to the paisa as the proposal (the price raised by 15 % profit and 10 % expense)
    expect(detail.total).toBe('1543208.75');
    expect(text).toContain(`Reverse Osmosis Plant 1 ${formatRupees(detail.total)}`);
    expect(text).toContain(`Total ${formatRupees(detail.total)}`);
    expect(text).toContain(detail.total_in_words);
    // the closing block: total and signature on the page of the price line
    const line = pages.findIndex((p) => p.includes(`1 ${formatRupees(detail.total)}`));
    expect(pages.findIndex((p) => p.includes(detail.creater_name))).toBe(line);
  });
});

describe("the proposal's internal figures", () => {
  it('go only to those who set margins: the others have the price the client pays', async () => {
    const theirs = await post('/api/get-singlepraposal-by-id', marketing, { pid: proposalId });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toMatchObject({
      price: null,
      product_profit: null,
      administrative_expense: null,
      total: '1543208.75',
    });
    expect(theirs.body).not.toContain(PLANT_COST);
    const estimator = await t.asRole('work_estimate');
    for (const setter of [admin, estimator.headers]) {
      const data = (await post('/api/get-singlepraposal-by-id', setter, { pid: proposalId })).json().data;
      expect(data).toMatchObject({ price: PLANT_COST, product_profit: '15', administrative_expense: '10' });
    }
  });
});

describe('what a client account receives', () => {
  it('no proposal or job card over the API (staff calls, 403)', async () => {
    const c = await t.createUser({ userType: 'client', organization: 'Nosy Hotel' });
    const headers = { authorization: await t.tokenFor(c.email) };
    expect((await post('/api/get-singlepraposal-by-id', headers, { pid: proposalId })).statusCode).toBe(403);
    expect((await get('/api/get-proposal-list', headers)).statusCode).toBe(403);
    expect((await get(`/api/proposal-pdf/${proposalId}`, headers)).statusCode).toBe(403);
    expect((await post('/api/get-estimate-by-id', headers, { id: 1 })).statusCode).toBe(403);
    expect((await get('/api/get-estimate-list', headers)).statusCode).toBe(403);
    expect((await get('/api/estimate-pdf/1', headers)).statusCode).toBe(403);
  });
});
