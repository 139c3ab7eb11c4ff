import { gstinCheckCharacter } from '@aquadesk/shared/gst.ts';
import type { Gstr1Json, Gstr1Response } from '@aquadesk/shared/gstr1.ts';
import type { InvoiceRegisterResponse, NoteRegisterResponse } from '@aquadesk/shared/registers.ts';
import { desc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { buildTestApp, TEST_COMPANY_GSTIN, type TestApp } from '../helpers.ts';
import { backdatedInvoice, backdatedNote, GST_CLIENTS, taxLine as line } from './invoice-helpers.ts';

/**
 * GSTR-1 from the books (issue 32 item 5; docs/requirements/004-gstr1.md, docs/api.md "GSTR-1"): a month of
 * books made through the API lands in the right sections, reconciles with the invoice and note registers to
 * the paisa, writes the portal's JSON and a workbook; a quarter holds its three months; a bad period is
 * refused at its field; only admin and finance may read or export it.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let finance: Headers;
let adminAccount: { user: UserRow; headers: Headers };

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
/** A draft issued at `at` (an ISO moment), as if issued then. */
const issuedAt = (at: string, over: Record<string, unknown>) => backdatedInvoice(t, adminAccount, at, over);
/** A note raised now, then dated `at` as if raised then. */
const note = (id: number, kind: 'credit' | 'debit', at: string, products: object[]) =>
  backdatedNote(t, finance, id, kind, at, products);
const get = async <R>(url: string, headers: Headers = finance): Promise<R> => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as R;
};

const KERALA_FIRM = `32AABCK1234L1Z${gstinCheckCharacter('32AABCK1234L1Z')}`;
const PARK = GST_CLIENTS.park.gstin;
const docs: Record<string, { id: number; number: string }> = {};
let firstReturn: Awaited<ReturnType<typeof call>>;
const notes: Record<string, string> = {};
/** The return's sections in the portal's order: the JSON's keys and the workbook's sheets between its own. */
const SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'];

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'off' });
  adminAccount = await t.asRole('admin');
  admin = adminAccount.headers;
  finance = (await t.asRole('finance')).headers;
  // before anything has read the company profile (it is made from the configuration on first use): the
  // return is read in a read-only snapshot, which could not make it (a 500 on a new install)
  firstReturn = await call('GET', '/api/gstr1?period=2026-09', finance);
  await t.asRole('client', GST_CLIENTS.park);
  await t.asRole('client', { organization: 'Kochi Water Works', stateCode: '32', gstin: KERALA_FIRM });
  // unregistered and invoiced ₹1,00,000: its record gives the address rule 46(1)(e) asks for
  await t.asRole('client', GST_CLIENTS.mills);

  // October 2026 (IST): B2B between states at 18 % and 5 % (a service), B2B within Kerala at 40 %, a small
  // walk-in sale, a large sale to an unregistered buyer in another state, a cancelled invoice
  docs.park = await issuedAt('2026-10-05T10:00:00+05:30', {
    organization: 'Bengaluru Tech Park',
    products: [
      line(),
      line({
        discription: 'Service visit',
        hsn: '998719',
        unit: 'OTH',
        quntaty: '1',
        rate: '333.33',
        gst_rate: '5',
      }),
    ],
  });
  docs.kochi = await issuedAt('2026-10-08T11:00:00+05:30', {
    organization: 'Kochi Water Works',
    products: [
      line({ discription: 'Filter housing', hsn: '8421', quntaty: '2.5', rate: '400', gst_rate: '40' }),
    ],
  });
  docs.walkIn = await issuedAt('2026-10-12T09:30:00+05:30', {
    products: [line({ quntaty: '1', rate: '999.99', gst_rate: '40', hsn: '8421' })],
  });
  docs.mills = await issuedAt('2026-10-20T15:00:00+05:30', {
    organization: 'Chandigarh Mills',
    products: [line({ quntaty: '100' })],
  });
  docs.cancelled = await issuedAt('2026-10-25T12:00:00+05:30', { products: [line({ quntaty: '7' })] });
  expect(
    (await call('POST', `/api/invoices/${docs.cancelled.id}/cancel`, finance, { reason: 'Raised twice' }))
      .statusCode,
  ).toBe(200);
  // the last minute of October in India is October's
  docs.lastMinute = await issuedAt('2026-10-31T23:59:00+05:30', { products: [line({ quntaty: '1' })] });
  // November: a walk-in sale, for the quarter
  docs.november = await issuedAt('2026-11-03T10:00:00+05:30', {
    products: [line({ quntaty: '3', gst_rate: '5' })],
  });

  notes.parkCredit = await note(docs.park.id, 'credit', '2026-10-15T10:00:00+05:30', [
    line({ quntaty: '1', rate: '500' }),
  ]);
  notes.walkInCredit = await note(docs.walkIn.id, 'credit', '2026-10-16T10:00:00+05:30', [
    line({ quntaty: '1', rate: '100', gst_rate: '40', hsn: '8421' }),
  ]);
  notes.millsDebit = await note(docs.mills.id, 'debit', '2026-10-28T10:00:00+05:30', [
    line({ quntaty: '1', rate: '2000' }),
  ]);
}, 120_000);
afterAll(() => t.close());

it('answers on a new install, before the company profile was first read: an empty return', () => {
  expect(firstReturn.statusCode, firstReturn.body).toBe(200);
  const body = firstReturn.json() as Gstr1Response;
  expect(body.period.from).toBe('2026-09-01');
  expect(body.doc_issue).toEqual([]);
});

const OCTOBER = '/api/gstr1?period=2026-10';
const section = (r: Gstr1Response, name: string) => r.sections.find((s) => s.section === name)!;

describe('GSTR-1 of a month', () => {
  it('sorts the books into their sections and reconciles with the registers to the paisa', async () => {
    const r = await get<Gstr1Response>(OCTOBER);
    expect(r.gstin).toBe(TEST_COMPANY_GSTIN);
    expect(r.period).toMatchObject({ period: '2026-10', from: '2026-10-01', to: '2026-10-31', fp: '102026' });
    expect(section(r, 'b2b')).toMatchObject({
      documents: 2,
      // the park: 2,000 at 18 % IGST and 333.33 at 5 % IGST; Kochi: 1,000 at 40 % within Kerala
      taxable_paise: 200000 + 33333 + 100000,
      igst_paise: 36000 + 1667,
      cgst_paise: 20000,
      sgst_paise: 20000,
      cess_paise: 0,
    });
    // 1,00,000 + 18 % to Chandigarh is above ₹1,00,000, between states, to no GSTIN: B2C large
    expect(section(r, 'b2cl')).toMatchObject({ documents: 1, taxable_paise: 10000000, igst_paise: 1800000 });
    // the walk-in sales (less the credit note on one) summed by place of supply and rate
    expect(section(r, 'b2cs')).toMatchObject({
      documents: 3,
      rows: 2,
      taxable_paise: 99999 - 10000 + 100000,
      cgst_paise: 20000 - 2000 + 9000,
      sgst_paise: 20000 - 2000 + 9000,
      igst_paise: 0,
    });
    expect(section(r, 'cdnr')).toMatchObject({ documents: 1, taxable_paise: -50000, igst_paise: -9000 });
    expect(section(r, 'cdnur')).toMatchObject({ documents: 1, taxable_paise: 200000, igst_paise: 36000 });
    expect(r.doc_issue).toEqual([
      { nature: 1, from: docs.park!.number, to: docs.lastMinute!.number, total: 6, cancelled: 1, net: 5 },
      { nature: 4, from: notes.millsDebit, to: notes.millsDebit, total: 1, cancelled: 0, net: 1 },
      { nature: 5, from: notes.parkCredit, to: notes.walkInCredit, total: 2, cancelled: 0, net: 2 },
    ]);

    // the reconciliation: every figure equal to the registers' for the same days
    expect(r.reconciliation.ok).toBe(true);
    expect(r.reconciliation.rows.every((row) => row.difference === 0)).toBe(true);
    const invoices = await get<InvoiceRegisterResponse>(
      '/api/registers/invoices?from=2026-10-01&to=2026-10-31',
    );
    const noteBook = await get<NoteRegisterResponse>('/api/registers/notes?from=2026-10-01&to=2026-10-31');
    const row = (what: string) => r.reconciliation.rows.find((x) => x.what === what)!;
    expect(row('Invoices: number')).toMatchObject({ gstr1: 5, register: 5 });
    expect(row('Invoices: taxable value').gstr1).toBe(invoices.totals.taxable_paise);
    expect(row('Invoices: value').register).toBe(invoices.totals.invoice_value_paise);
    expect(row('Invoices: CGST').gstr1).toBe(invoices.totals.cgst_paise);
    expect(row('Credit notes: value').gstr1).toBe(noteBook.totals.credit.note_value_paise);
    expect(row('Debit notes: IGST').gstr1).toBe(noteBook.totals.debit.igst_paise);
    // and the sections together hold the invoices, plus the debit notes, less the credit notes
    for (const k of ['taxable_paise', 'igst_paise', 'cgst_paise', 'sgst_paise'] as const) {
      const sections = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'].reduce((s, n) => s + section(r, n)[k], 0);
      expect(sections).toBe(invoices.totals[k] + noteBook.totals.debit[k] - noteBook.totals.credit[k]);
      expect(section(r, 'hsn')[k]).toBe(sections);
    }
  });

  it('writes the portal offline JSON: its keys, dd-mm-yyyy dates, fp MMYYYY, rupees as numbers', async () => {
    const res = await call('GET', '/api/gstr1/export?period=2026-10&format=json', finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${TEST_COMPANY_GSTIN}_102026.json"`,
    );
    const json = res.json() as Gstr1Json;
    expect(Object.keys(json)).toEqual(['gstin', 'fp', ...SECTIONS, 'doc_issue']);
    expect(json).toMatchObject({ gstin: TEST_COMPANY_GSTIN, fp: '102026' });
    expect(json.b2b!.map((g) => g.ctin).sort()).toEqual([PARK, KERALA_FIRM].sort());
    const park = json.b2b!.find((g) => g.ctin === PARK)!.inv[0]!;
    expect(park).toEqual({
      inum: docs.park!.number,
      idt: '05-10-2026',
      val: 2710,
      pos: '29',
      rchrg: 'N',
      inv_typ: 'R',
      itms: [
        { num: 1, itm_det: { txval: 333.33, rt: 5, iamt: 16.67, camt: 0, samt: 0, csamt: 0 } },
        { num: 2, itm_det: { txval: 2000, rt: 18, iamt: 360, camt: 0, samt: 0, csamt: 0 } },
      ],
    });
    expect(json.b2cl).toEqual([
      {
        pos: '04',
        inv: [
          {
            inum: docs.mills!.number,
            idt: '20-10-2026',
            val: 118000,
            itms: [{ num: 1, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', typ: 'OE', pos: '32', rt: 18, txval: 1000, camt: 90, samt: 90, csamt: 0 },
      { sply_ty: 'INTRA', typ: 'OE', pos: '32', rt: 40, txval: 899.99, camt: 180, samt: 180, csamt: 0 },
    ]);
    expect(json.cdnr).toEqual([
      {
        ctin: PARK,
        nt: [
          {
            ntty: 'C',
            nt_num: notes.parkCredit,
            nt_dt: '15-10-2026',
            val: 590,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 500, rt: 18, iamt: 90, camt: 0, samt: 0, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'D',
        nt_num: notes.millsDebit,
        nt_dt: '28-10-2026',
        val: 2360,
        pos: '04',
        itms: [{ num: 1, itm_det: { txval: 2000, rt: 18, iamt: 360, csamt: 0 } }],
      },
    ]);
    // table 12 in its B2B and B2C tabs; the service is NA, no quantity
    expect(Object.keys(json.hsn!)).toEqual(['hsn_b2b', 'hsn_b2c']);
    expect(json.hsn!.hsn_b2b!.map((h) => [h.hsn_sc, h.uqc, h.rt, h.qty])).toEqual([
      ['8413', 'NOS', 18, 2],
      ['8421', 'NOS', 40, 2.5],
      ['998719', 'NA', 5, 0],
    ]);
    expect(json.hsn!.hsn_b2c!.map((h) => [h.hsn_sc, h.rt, h.qty, h.txval])).toEqual([
      ['8413', 18, 101, 100000 + 1000 + 2000],
      ['8421', 40, 1, 899.99],
    ]);
    expect(json.doc_issue!.doc_det.map((d) => [d.doc_num, d.docs[0]!.totnum, d.docs[0]!.cancel])).toEqual([
      [1, 6, 1],
      [4, 1, 0],
      [5, 2, 0],
    ]);
    // every date dd-mm-yyyy, every amount a number of at most two places
    const text = res.body;
    for (const [, date] of text.matchAll(/"(?:idt|nt_dt)":"([^"]*)"/g))
      expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    for (const [, amount] of text.matchAll(/"(?:val|txval|iamt|camt|samt|csamt)":([^,}]*)/g)) {
      expect(amount).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });

  it('a quarter holds its three months under the return period of its last month', async () => {
    const october = await get<Gstr1Response>(OCTOBER);
    const quarter = await get<Gstr1Response>('/api/gstr1?period=2026-Q3');
    expect(quarter.period).toMatchObject({
      kind: 'quarter',
      from: '2026-10-01',
      to: '2026-12-31',
      fp: '122026',
    });
    expect(section(quarter, 'b2cs').documents).toBe(section(october, 'b2cs').documents + 1);
    expect(section(quarter, 'b2cs').taxable_paise).toBe(section(october, 'b2cs').taxable_paise + 300000);
    expect(section(quarter, 'b2b')).toEqual(section(october, 'b2b'));
    expect(quarter.reconciliation.ok).toBe(true);
    const november = await get<Gstr1Response>('/api/gstr1?period=2026-11');
    expect(section(november, 'b2cs')).toMatchObject({ documents: 1, taxable_paise: 300000, igst_paise: 0 });
    expect(november.doc_issue).toEqual([
      { nature: 1, from: docs.november!.number, to: docs.november!.number, total: 1, cancelled: 0, net: 1 },
    ]);
    const empty = await get<Gstr1Response>('/api/gstr1?period=2026-09');
    expect(empty.sections.every((s) => s.documents === 0)).toBe(true);
    expect(empty.reconciliation.ok).toBe(true);
    const file = await call('GET', '/api/gstr1/export?period=2026-Q3&format=json', finance);
    expect(file.headers['content-disposition']).toContain(`GSTR1_${TEST_COMPANY_GSTIN}_122026.json`);
  });

  it('writes a workbook with a sheet per section', async () => {
    const res = await call('GET', '/api/gstr1/export?period=2026-10&format=xlsx', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${TEST_COMPANY_GSTIN}_102026.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Reconciliation', ...SECTIONS, 'docs']);
    const b2b = book.getWorksheet('b2b')!;
    // the park's two rates and Kochi's one, under the header
    expect(b2b.rowCount).toBe(4);
    expect(b2b.getRow(1).getCell(1).value).toBe('GSTIN/UIN of recipient');
    const cdnr = book.getWorksheet('cdnr')!;
    // a credit note counts against the period
    expect(cdnr.getRow(2).getCell(11).value).toBe(-500);
    const reconciliation = book.getWorksheet('Reconciliation')!;
    expect(reconciliation.getRow(2).values).toEqual([undefined, 'Invoices: number', 5, 5, 0]);
  });
});

describe('bounds and access', () => {
  it('refuses a bad period or format at its field', async () => {
    for (const period of ['2026-13', '2026-Q5', '2026/10', 'x', '2017-06', '2100-01', '']) {
      const res = await call('GET', `/api/gstr1?period=${encodeURIComponent(period)}`, finance);
      expect(res.statusCode, period).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['period']);
    }
    expect((await call('GET', '/api/gstr1', finance)).statusCode).toBe(400);
    const format = await call('GET', '/api/gstr1/export?period=2026-10&format=csv', finance);
    expect(format.statusCode).toBe(400);
    expect(format.json().errors).toEqual({ format: 'Choose json or xlsx' });
  });

  it('is for admin and finance: the technical director, an employee and a client are refused', async () => {
    for (const role of ['technical_director', 'employee', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await call('GET', OCTOBER, headers)).statusCode, role).toBe(403);
      expect(
        (await call('GET', '/api/gstr1/export?period=2026-10&format=json', headers)).statusCode,
        role,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: OCTOBER })).statusCode).toBe(401);
    expect((await call('GET', OCTOBER, admin)).statusCode).toBe(200);
  });

  // last, as it changes the company profile: without a GSTIN there is no return to file
  it('names no GSTIN until the profile has one, and refuses the file', async () => {
    const [newest] = await t.ctx.db.select().from(companyProfiles).orderBy(desc(companyProfiles.id)).limit(1);
    const { id: _id, createdAt: _at, ...profile } = newest!;
    await t.ctx.db.insert(companyProfiles).values({ ...profile, gstin: null, pan: null });
    const r = await get<Gstr1Response>(OCTOBER);
    expect(r.gstin).toBeNull();
    expect(r.reconciliation.ok).toBe(true);
    const res = await call('GET', '/api/gstr1/export?period=2026-10&format=json', finance);
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().errors)).toEqual(['gstin']);
  });
});
