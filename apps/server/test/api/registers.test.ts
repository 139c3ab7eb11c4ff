import { formatDate } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUS_LABELS } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import {
  type InvoiceRegisterResponse,
  type NoteRegisterResponse,
  type PaymentRegisterResponse,
  RECEIPT_METHOD_LABELS,
  REGISTER_EXPORT_MAX_ROWS,
} from '@aquadesk/shared/registers.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNotes, invoices } from '../../src/db/schema/index.ts';
import type { UserRow } from '../../src/modules/accounts/repository.ts';
import { parseCsv } from '../../src/platform/table-file.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { backdatedInvoice, backdatedNote, GST_CLIENTS, taxLine as line } from './invoice-helpers.ts';

/**
 * The GST registers (issue 30 item 10; docs/requirements/002-gst.md §10, docs/api.md "Registers"): what each
 * holds over a period of IST days, that they add up to the invoices' own figures to the paisa, the edges of
 * the period, cancelled invoices, paging, the bounds of the period at its fields, who may read them, and
 * the CSV and XLSX files read back equal to the screen's rows.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let finance: Headers;
let employee: Headers;
let adminAccount: { user: UserRow; headers: Headers };

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
/** A draft issued at `at` (an ISO moment), as if issued then: its number and date are that moment's. */
const issuedAt = async (at: string, over: Record<string, unknown>) =>
  (await backdatedInvoice(t, adminAccount, at, over)).id;
const pay = async (id: number, amount: string, received_on: string, method = 'bank_transfer') => {
  const res = await call('POST', `/api/invoices/${id}/payments`, finance, {
    amount,
    method,
    reference: method === 'cash' ? '' : `REF-${id}-${received_on}`,
    received_on,
  });
  expect(res.statusCode, res.body).toBe(201);
};
/** A note raised now, then dated `at` as if raised then. */
const note = (id: number, kind: 'credit' | 'debit', at: string, products: object[]) =>
  backdatedNote(t, finance, id, kind, at, products);
const register = async <R>(kind: string, query: string, headers: Headers = finance): Promise<R> => {
  const res = await call('GET', `/api/registers/${kind}?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as R;
};
const MARCH = 'from=2025-03-01&to=2025-03-31';
const APRIL = 'from=2025-04-01&to=2025-04-30';

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'off' });
  adminAccount = await t.asRole('admin');
  admin = adminAccount.headers;
  finance = (await t.asRole('finance')).headers;
  employee = (await t.asRole('employee')).headers;
  // a registered client in Karnataka (B2B, IGST) and one in Chandigarh, a union territory (B2C)
  await t.asRole('client', GST_CLIENTS.park);
  // unregistered: its record gives the address rule 46(1)(e) asks for from ₹50,000
  await t.asRole('client', GST_CLIENTS.mills);

  // March 2025 (IST): two rates on one invoice, a B2C invoice at 23:59 IST on 31 March, a cancelled one,
  // a name a spreadsheet would run; April: one issued at 00:10 IST on 1 April (still 31 March in UTC)
  ids.park = await issuedAt('2025-03-10T10:00:00+05:30', {
    organization: 'Bengaluru Tech Park',
    products: [
      line(),
      line({ discription: 'Service visit', hsn: '998719', unit: 'OTH', rate: '333.33', gst_rate: '5' }),
    ],
  });
  ids.cancelled = await issuedAt('2025-03-15T12:00:00+05:30', { products: [line({ quntaty: '7' })] });
  expect(
    (await call('POST', `/api/invoices/${ids.cancelled}/cancel`, finance, { reason: 'Raised twice' }))
      .statusCode,
  ).toBe(200);
  ids.lastMinute = await issuedAt('2025-03-31T23:59:00+05:30', { products: [line({ quntaty: '1.5' })] });
  ids.formula = await issuedAt('2025-03-20T09:00:00+05:30', {
    organization: '=HYPERLINK("http://evil.example","Click")',
    products: [line({ quntaty: '1', rate: '99.99', gst_rate: '40' })],
  });
  ids.firstMinute = await issuedAt('2025-04-01T00:10:00+05:30', {
    organization: 'Chandigarh Mills',
    products: [line({ quntaty: '3' })],
  });

  // the park pays in full, is credited ₹500 + 18 % and refunded it; the last-minute one is paid by UPI;
  // April's is debited and part paid in cash
  const park = (await t.ctx.db.select().from(invoices).where(eq(invoices.id, ids.park)))[0]!;
  await pay(ids.park, paiseToRupees(park.amountPaise), '2025-03-20');
  await note(ids.park, 'credit', '2025-03-25T11:00:00+05:30', [line({ quntaty: '1', rate: '500' })]);
  const refund = await call('POST', `/api/invoices/${ids.park}/refunds`, finance, {
    amount: '590',
    method: 'cheque',
    reference: 'CHQ 000123',
    received_on: '2025-03-28',
  });
  expect(refund.statusCode, refund.body).toBe(201);
  const lastMinute = (await t.ctx.db.select().from(invoices).where(eq(invoices.id, ids.lastMinute)))[0]!;
  await pay(ids.lastMinute, paiseToRupees(lastMinute.amountPaise), '2025-03-31', 'upi');
  await note(ids.firstMinute, 'debit', '2025-04-05T15:00:00+05:30', [
    line({ quntaty: '1', rate: '200', gst_rate: '5' }),
  ]);
  await pay(ids.firstMinute, '1000', '2025-04-06', 'cash');
}, 120_000);
afterAll(() => t.close());

describe('the invoice register', () => {
  it('holds every invoice issued in the period, rate by rate, and adds up to the invoices to the paisa', async () => {
    const r = await register<InvoiceRegisterResponse>('invoices', MARCH);
    expect(r.from).toBe('2025-03-01');
    expect(r.to).toBe('2025-03-31');
    // oldest first; the park's two rates are two rows, the cancelled invoice one row of zeros
    expect(r.data.map((row) => [row.invoice_id, row.gst_rate])).toEqual([
      [ids.park, '5'],
      [ids.park, '18'],
      [ids.cancelled, null],
      [ids.formula, '40'],
      [ids.lastMinute, '18'],
    ]);
    expect(r.total).toBe(5);
    const park = r.data.find((row) => row.invoice_id === ids.park && row.gst_rate === '18')!;
    expect(park).toMatchObject({
      recipient: 'Bengaluru Tech Park',
      gstin: '29AAACA1234A1ZG',
      place_of_supply: '29',
      place_of_supply_name: 'Karnataka',
      billed: 'B2B',
      reverse_charge: false,
      date: '2025-03-10',
      taxable_paise: 200000,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 36000,
      cess_paise: 0,
    });
    expect(park.number).toMatch(/^AQ\/24-25\/\d{4}$/);
    const cancelled = r.data.find((row) => row.invoice_id === ids.cancelled)!;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      taxable_paise: 0,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 0,
      invoice_value_paise: 0,
    });
    const walkIn = r.data.find((row) => row.invoice_id === ids.lastMinute)!;
    expect(walkIn).toMatchObject({ billed: 'B2C', gstin: null, place_of_supply: '32', date: '2025-03-31' });
    expect(walkIn.cgst_paise).toBe(walkIn.sgst_paise);

    // the register's figures are the invoices' own, to the paisa
    const stored = await t.ctx.db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, [ids.park!, ids.formula!, ids.lastMinute!]));
    const paise = (v: string) => Math.round(Number(v) * 100);
    const sum = (f: (i: (typeof stored)[number]) => number) => stored.reduce((s, i) => s + f(i), 0);
    expect(r.totals).toEqual({
      invoices: 4,
      cancelled: 1,
      taxable_paise: sum((i) => paise(i.subtotal)),
      cgst_paise: sum((i) => paise(i.cgstTotal)),
      sgst_paise: sum((i) => paise(i.sgstTotal)),
      igst_paise: sum((i) => paise(i.igstTotal)),
      cess_paise: 0,
      invoice_value_paise: sum((i) => i.amountPaise),
    });
    // and the rows add up to the totals, each invoice's rows to its value
    for (const k of ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'] as const) {
      expect(r.data.reduce((s, row) => s + row[k], 0)).toBe(r.totals[k]);
    }
    for (const i of stored) {
      const rows = r.data.filter((row) => row.invoice_id === i.id);
      expect(
        rows.reduce((s, row) => s + row.taxable_paise + row.cgst_paise + row.sgst_paise + row.igst_paise, 0),
      ).toBe(i.amountPaise);
      for (const row of rows) expect(row.invoice_value_paise).toBe(i.amountPaise);
    }
  });

  it('dates an invoice by its IST day: 23:59 IST on 31 March is March, 00:10 IST on 1 April is April', async () => {
    const march = await register<InvoiceRegisterResponse>('invoices', 'from=2025-03-31&to=2025-03-31');
    expect(march.data.map((row) => row.invoice_id)).toEqual([ids.lastMinute]);
    const april = await register<InvoiceRegisterResponse>('invoices', 'from=2025-04-01&to=2025-04-01');
    expect(april.data.map((row) => row.invoice_id)).toEqual([ids.firstMinute]);
    // a union territory as the place of supply, from Kerala: IGST; the number is of the new financial year
    expect(april.data[0]).toMatchObject({
      place_of_supply: '04',
      place_of_supply_name: 'Chandigarh',
      igst_paise: 54000,
      number: expect.stringMatching(/^AQ\/25-26\//),
    });
    expect((await register<InvoiceRegisterResponse>('invoices', 'from=2025-02-01&to=2025-02-28')).total).toBe(
      0,
    );
  });

  it('pages with a cursor through the same rows, searches the number, recipient and GSTIN', async () => {
    const whole = await register<InvoiceRegisterResponse>('invoices', MARCH);
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page: InvoiceRegisterResponse = await register<InvoiceRegisterResponse>(
        'invoices',
        `${MARCH}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      // every page carries the totals of the whole period
      expect(page.totals).toEqual(whole.totals);
      expect(page.total).toBe(5);
      seen.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(whole.data);

    const byGstin = await register<InvoiceRegisterResponse>('invoices', `${MARCH}&search=29aaaca`);
    expect(new Set(byGstin.data.map((row) => row.invoice_id))).toEqual(new Set([ids.park]));
    expect(byGstin.totals.invoices).toBe(1);
    const byName = await register<InvoiceRegisterResponse>('invoices', `${MARCH}&search=HYPERLINK`);
    expect(byName.data.map((row) => row.invoice_id)).toEqual([ids.formula]);
    const number = whole.data.find((row) => row.invoice_id === ids.lastMinute)!.number;
    const byNumber = await register<InvoiceRegisterResponse>(
      'invoices',
      `${MARCH}&search=${encodeURIComponent(number)}`,
    );
    expect(byNumber.data.map((row) => row.invoice_id)).toEqual([ids.lastMinute]);
    // % and _ are plain characters
    expect((await register<InvoiceRegisterResponse>('invoices', `${MARCH}&search=%25`)).total).toBe(0);
    expect((await call('GET', `/api/registers/invoices?${MARCH}&cursor=bogus!`, finance)).statusCode).toBe(
      400,
    );
  });
});

describe('the note register', () => {
  it('holds the credit and debit notes of the period with the invoice each amends, summed by kind', async () => {
    const march = await register<NoteRegisterResponse>('notes', MARCH);
    expect(march.data).toHaveLength(1);
    const credit = march.data[0]!;
    const park = await register<InvoiceRegisterResponse>('invoices', `${MARCH}&search=Bengaluru`);
    expect(credit).toMatchObject({
      kind: 'credit',
      date: '2025-03-25',
      invoice_id: ids.park,
      invoice_number: park.data[0]!.number,
      invoice_date: '2025-03-10',
      recipient: 'Bengaluru Tech Park',
      gstin: '29AAACA1234A1ZG',
      place_of_supply: '29',
      place_of_supply_name: 'Karnataka',
      billed: 'B2B',
      gst_rate: '18',
      taxable_paise: 50000,
      cgst_paise: 0,
      sgst_paise: 0,
      // the invoice's split: IGST between states
      igst_paise: 9000,
      note_value_paise: 59000,
    });
    expect(credit.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{4}$/);
    expect(march.totals.credit).toMatchObject({
      notes: 1,
      taxable_paise: 50000,
      igst_paise: 9000,
      note_value_paise: 59000,
    });
    expect(march.totals.debit).toMatchObject({ notes: 0, note_value_paise: 0 });
    const stored = await t.ctx.db.select().from(invoiceNotes).where(eq(invoiceNotes.invoiceId, ids.park!));
    expect(march.totals.credit.note_value_paise).toBe(stored[0]!.totalPaise);

    const april = await register<NoteRegisterResponse>('notes', APRIL);
    expect(april.data.map((row) => [row.kind, row.invoice_id, row.gst_rate])).toEqual([
      ['debit', ids.firstMinute, '5'],
    ]);
    expect(april.totals.debit).toMatchObject({
      notes: 1,
      taxable_paise: 20000,
      igst_paise: 1000,
      note_value_paise: 21000,
    });
  });
});

describe('the payment register', () => {
  it('holds the money received and refunded by the day it moved, refunds as negative rows', async () => {
    const march = await register<PaymentRegisterResponse>('payments', MARCH);
    expect(march.data.map((row) => [row.kind, row.invoice_id, row.date, row.method])).toEqual([
      ['payment', ids.park, '2025-03-20', 'bank_transfer'],
      ['refund', ids.park, '2025-03-28', 'cheque'],
      ['payment', ids.lastMinute, '2025-03-31', 'upi'],
    ]);
    const [paid, refund] = march.data;
    expect(paid!.number).toMatch(/^RC\//);
    expect(refund).toMatchObject({
      number: null,
      amount_paise: -59000,
      reference: 'CHQ 000123',
      client: 'Bengaluru Tech Park',
    });
    const stored = await t.ctx.db
      .select({
        paid: sql<number>`sum(paid_paise)::float8`,
        refunded: sql<number>`sum(refunded_paise)::float8`,
      })
      .from(invoices)
      .where(inArray(invoices.id, [ids.park!, ids.lastMinute!]));
    expect(march.totals).toEqual({
      payments: 2,
      refunds: 1,
      received_paise: Number(stored[0]!.paid),
      refunded_paise: 59000,
      net_paise: Number(stored[0]!.paid) - 59000,
    });
    expect(march.data.reduce((s, row) => s + row.amount_paise, 0)).toBe(march.totals.net_paise);
    const april = await register<PaymentRegisterResponse>('payments', APRIL);
    expect(april.data).toMatchObject([
      { kind: 'payment', method: 'cash', amount_paise: 100000, reference: '' },
    ]);
    expect((await register<PaymentRegisterResponse>('payments', `${MARCH}&search=CHQ`)).data).toHaveLength(1);
  });
});

describe('bounds and access', () => {
  it('refuses a bad period at its field and changes nothing', async () => {
    const errors = async (query: string) => {
      const res = await call('GET', `/api/registers/invoices?${query}`, finance);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    expect(await errors('from=2025-03-31&to=2025-03-01')).toEqual({ to: 'The end is before the start' });
    // 366 days is a leap financial year; 367 is too long
    expect(
      (await call('GET', '/api/registers/invoices?from=2023-04-01&to=2024-03-31', finance)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/registers/payments?from=2024-04-01&to=2025-04-01', finance)).statusCode,
    ).toBe(200);
    expect(Object.keys(await errors('from=2024-03-31&to=2025-04-01'))).toEqual(['to']);
    expect(Object.keys(await errors('to=2025-04-01'))).toEqual(['from']);
    expect(Object.keys(await errors('from=2025-02-30&to=2025-03-01'))).toEqual(['from']);
    expect(Object.keys(await errors('from=01/03/2025&to=2025-03-31'))).toEqual(['from']);
    expect(Object.keys(await errors(`${MARCH}&format=pdf`))).toEqual(['format']);
    expect(Object.keys(await errors(`${MARCH}&limit=101`))).toEqual(['limit']);
    expect(Object.keys(await errors(`${MARCH}&search=${'x'.repeat(101)}`))).toEqual(['search']);
  });

  it('is for those who bill: an employee and a client are refused, a visitor must sign in', async () => {
    for (const kind of ['invoices', 'notes', 'payments']) {
      expect((await call('GET', `/api/registers/${kind}?${MARCH}`, employee)).statusCode).toBe(403);
      expect((await call('GET', `/api/registers/${kind}?${MARCH}&format=csv`, employee)).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'GET', url: `/api/registers/${kind}?${MARCH}` })).statusCode).toBe(
        401,
      );
      expect((await call('GET', `/api/registers/${kind}?${MARCH}`, admin)).statusCode).toBe(200);
    }
    const client = await t.asRole('client');
    expect((await call('GET', `/api/registers/invoices?${MARCH}`, client.headers)).statusCode).toBe(403);
    const director = await t.asRole('technical_director');
    expect((await call('GET', `/api/registers/payments?${MARCH}`, director.headers)).statusCode).toBe(200);
  });
});

/** The screen's rows as a file writes them: text, dates dd/mm/yyyy, amounts in rupees with 2 places. */
const money = (p: number) => paiseToRupees(p);
const invoiceCells = (row: InvoiceRegisterResponse['data'][number]) => [
  row.number,
  formatDate(row.date),
  row.recipient,
  row.gstin ?? '',
  row.place_of_supply ?? '',
  row.place_of_supply_name ?? '',
  row.billed,
  row.reverse_charge ? 'Yes' : 'No',
  INVOICE_STATUS_LABELS[row.status],
  row.gst_rate ?? '',
  money(row.taxable_paise),
  money(row.cgst_paise),
  money(row.sgst_paise),
  money(row.igst_paise),
  money(row.cess_paise),
  money(row.invoice_value_paise),
];

describe('the files', () => {
  it('CSV: the whole period as the screen shows it, UTF-8 with a BOM, CRLF, formula-safe', async () => {
    const screen = await register<InvoiceRegisterResponse>('invoices', MARCH);
    const res = await call('GET', `/api/registers/invoices?${MARCH}&format=csv&limit=1`, finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoice-register-2025-03-01-2025-03-31.csv"',
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Invoice number',
      'Date',
      'Recipient',
      'GSTIN',
      'State code',
      'Place of supply',
      'B2B/B2C',
      'Reverse charge',
      'Status',
      'GST rate %',
      'Taxable value',
      'CGST',
      'SGST/UTGST',
      'IGST',
      'Cess',
      'Invoice value',
    ]);
    // every row of the period (paging is not read), no totals row, a formula defused
    expect(rows).toEqual(
      screen.data.map((row) => {
        const cells = invoiceCells(row);
        if (row.invoice_id === ids.formula) cells[2] = `'${row.recipient}`;
        return cells;
      }),
    );
    expect(rows.some((r) => r[2] === `'=HYPERLINK("http://evil.example","Click")`)).toBe(true);

    const payments = await register<PaymentRegisterResponse>('payments', MARCH);
    const csv = await call('GET', `/api/registers/payments?${MARCH}&format=csv`, finance);
    expect(csv.headers['content-disposition']).toContain('payment-register-2025-03-01-2025-03-31.csv');
    expect(parseCsv(csv.rawPayload.toString('utf8')).slice(1)).toEqual(
      payments.data.map((row) => [
        row.number ?? '',
        formatDate(row.date),
        row.kind === 'refund' ? 'Refund' : 'Payment',
        row.invoice_number,
        row.client,
        RECEIPT_METHOD_LABELS[row.method],
        row.reference,
        money(row.amount_paise),
      ]),
    );
  });

  it('XLSX: numbers in ₹, dates as dates, the header frozen, the totals rows, equal to the screen', async () => {
    const screen = await register<NoteRegisterResponse>('notes', 'from=2025-03-01&to=2025-04-30');
    expect(screen.data).toHaveLength(2);
    const res = await call('GET', '/api/registers/notes?from=2025-03-01&to=2025-04-30&format=xlsx', finance);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="note-register-2025-03-01-2025-04-30.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Note number', 'Date', 'Kind']);
    screen.data.forEach((row, i) => {
      const cells = (sheet.getRow(i + 2).values as unknown[]).slice(1);
      expect(cells).toEqual([
        row.number,
        new Date(`${row.date}T00:00:00Z`),
        row.kind === 'credit' ? 'Credit note' : 'Debit note',
        row.invoice_number,
        new Date(`${row.invoice_date}T00:00:00Z`),
        row.recipient,
        row.gstin ?? undefined,
        row.place_of_supply,
        row.place_of_supply_name,
        row.billed,
        Number(row.gst_rate),
        row.taxable_paise / 100,
        row.cgst_paise / 100,
        row.sgst_paise / 100,
        row.igst_paise / 100,
        0,
        row.note_value_paise / 100,
      ]);
      expect(sheet.getRow(i + 2).getCell(17).numFmt).toBe('"₹"#,##0.00;-"₹"#,##0.00');
      expect(sheet.getRow(i + 2).getCell(2).numFmt).toBe('dd/mm/yyyy');
    });
    // the totals the screen shows, a row for each kind
    const credit = sheet.getRow(4);
    expect(credit.getCell(1).value).toBe('Credit notes: 1');
    expect(credit.getCell(17).value).toBe(screen.totals.credit.note_value_paise / 100);
    expect(credit.font?.bold).toBe(true);
    expect(sheet.getRow(5).getCell(1).value).toBe('Debit notes: 1');
    expect(sheet.getRow(5).getCell(12).value).toBe(screen.totals.debit.taxable_paise / 100);
    expect(sheet.rowCount).toBe(5);
  });

  it(`refuses a file of more than ${REGISTER_EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows at "to", and the screen still pages`, async () => {
    // many receipts on one day of 2019 (the register reads receipts as stored)
    await t.ctx.db.execute(sql`
      insert into invoice_receipts (invoice_id, kind, method, amount_paise, reference, received_on, recorder_name)
      select ${ids.park}, 'payment', 'cash', 100, '', date '2019-06-01', 'Load test'
        from generate_series(1, ${REGISTER_EXPORT_MAX_ROWS + 1})
    `);
    const query = 'from=2019-06-01&to=2019-06-01';
    const res = await call('GET', `/api/registers/payments?${query}&format=xlsx`, finance);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['to']);
    expect(res.json().message).toContain('at most 50,000 rows');
    const page = await register<PaymentRegisterResponse>('payments', `${query}&limit=3`);
    expect(page.total).toBe(REGISTER_EXPORT_MAX_ROWS + 1);
    expect(page.totals.received_paise).toBe((REGISTER_EXPORT_MAX_ROWS + 1) * 100);
    // with a search that leaves fewer, the file is made
    expect(
      (await call('GET', `/api/registers/payments?${query}&format=csv&search=zzz`, finance)).statusCode,
    ).toBe(200);
  }, 120_000);
});
