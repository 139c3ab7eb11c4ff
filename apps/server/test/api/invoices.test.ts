import {
  INVOICE_LIMITS,
  INVOICE_MESSAGES,
  type InvoiceListRow,
  type PublicInvoice,
} from '@aquadesk/shared/invoices.ts';
import { amountInWords } from '@aquadesk/shared/money.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../src/db/schema/index.ts';
import { INVOICE_VIEWS_PER_MINUTE } from '../../src/modules/invoices/routes.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers.ts';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let director: Headers;
let directorUser: { id: number; email: string };

const line = (over: Record<string, unknown> = {}) => ({
  discription: 'Dosing pump',
  quntaty: '3',
  rate: '10.50',
  cgst: '9',
  sgst: '9',
  igst: '0',
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  organization: 'Lakeshore Hospital',
  phone_number: '9847012345',
  products: [line()],
  ...over,
});

const create = (payload: unknown, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/invoice_generater', payload: payload as object, headers });
const view = (id: number | string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}`, remoteAddress });
const count = async () => {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
  return row!.n;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  const d = await t.asRole('technical_director');
  director = d.headers;
  directorUser = d.user;
});
afterAll(() => t.close());

describe('POST /invoice_generater', () => {
  it('stores the lines and totals the server computed, exactly', async () => {
    const res = await create(
      body({
        products: [
          line(),
          line({ discription: 'Service', quntaty: 2.5, rate: 333.33, cgst: 0, sgst: 0, igst: '18' }),
        ],
        // totals a browser sends are not read
        total: '1.00',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    expect(id).toBeGreaterThan(0);
    const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, id));
    // 3 × 10.50 = 31.50, + 9 % + 9 % = 37.17; 2.5 × 333.33 = 833.325, + 18 % = 983.3235
    expect(Number(row!.subtotal)).toBe(864.825);
    expect(row!.total).toMatch(/^1020\.4935(0*)$/);
    expect(row!.amountPaise).toBe(102049);
    expect(row!.status).toBe('unpaid');
    expect(row!.creatorName).toBeTruthy();
    const lines = await t.ctx.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id));
    expect(lines.map((l) => Number(l.amount)).sort()).toEqual([37.17, 983.3235].sort());

    const pub = (await view(id)).json().data as PublicInvoice;
    expect(pub.totals).toEqual({
      subtotal: '864.83',
      cgst: '2.84',
      sgst: '2.84',
      igst: '150.00',
      total: '1020.49',
      amount_paise: 102049,
    });
    expect(pub.lines[0]).toMatchObject({
      discription: 'Dosing pump',
      quntaty: '3',
      rate: '10.50',
      cgst: '9',
      amount: '37.17',
      subtotal: '31.50',
      cgst_amount: '2.84',
    });
    expect(pub.lines[1]).toMatchObject({ quntaty: '2.5', rate: '333.33', igst: '18', amount: '983.32' });
    expect(pub.total_in_words).toBe(amountInWords('1020.4935'));
    expect(pub.currency).toBe('INR');
    expect(pub.company.name).toBe(t.ctx.config.company.name);
    expect(pub.provider).toBe('sandbox');
    expect(pub.upi).toBeNull();
  });

  it('is for admins and technical directors only', async () => {
    expect((await create(body(), director)).statusCode).toBe(201);
    for (const role of ['employee', 'reseller', 'marketing_manager', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await create(body(), headers)).statusCode, role).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invoice_generater', payload: body() })).statusCode,
    ).toBe(401);
  });

  const bad: [string, Record<string, unknown>, string, string?][] = [
    [
      'missing organisation',
      { organization: undefined },
      'organization',
      INVOICE_MESSAGES.organizationRequired,
    ],
    ['blank organisation', { organization: '   ' }, 'organization', INVOICE_MESSAGES.organizationRequired],
    ['missing phone', { phone_number: undefined }, 'phone_number', MESSAGES.required],
    ['letters in the phone', { phone_number: '98470abc' }, 'phone_number', MESSAGES.phoneDigits],
    ['missing lines', { products: undefined }, 'products', INVOICE_MESSAGES.linesRequired],
    ['no lines', { products: [] }, 'products', INVOICE_MESSAGES.linesRequired],
    ['lines not a list', { products: 'pump' }, 'products', INVOICE_MESSAGES.linesRequired],
    [
      'negative quantity',
      { products: [line({ quntaty: '-1' })] },
      'products.0.quntaty',
      INVOICE_MESSAGES.negative,
    ],
    [
      'zero quantity',
      { products: [line({ quntaty: 0 })] },
      'products.0.quntaty',
      INVOICE_MESSAGES.quantityPositive,
    ],
    [
      'non-numeric quantity',
      { products: [line({ quntaty: 'two' })] },
      'products.0.quntaty',
      INVOICE_MESSAGES.number,
    ],
    [
      'missing quantity',
      { products: [line({ quntaty: undefined })] },
      'products.0.quntaty',
      MESSAGES.required,
    ],
    ['negative rate', { products: [line({ rate: -5 })] }, 'products.0.rate', INVOICE_MESSAGES.negative],
    ['non-numeric rate', { products: [line({ rate: '1e5' })] }, 'products.0.rate', INVOICE_MESSAGES.number],
    ['rate NaN text', { products: [line({ rate: 'NaN' })] }, 'products.0.rate', INVOICE_MESSAGES.number],
    [
      'rate with 3 places',
      { products: [line({ rate: '1.005' })] },
      'products.0.rate',
      INVOICE_MESSAGES.places(2),
    ],
    ['huge rate', { products: [line({ rate: '99999999999' })] }, 'products.0.rate', INVOICE_MESSAGES.rateMax],
    [
      'percent over 100',
      { products: [line({ cgst: '100.01' })] },
      'products.0.cgst',
      INVOICE_MESSAGES.percentRange,
    ],
    ['negative percent', { products: [line({ sgst: -1 })] }, 'products.0.sgst', INVOICE_MESSAGES.negative],
    ['non-numeric percent', { products: [line({ igst: 'x' })] }, 'products.0.igst', INVOICE_MESSAGES.number],
    ['percent as an object', { products: [line({ igst: { a: 1 } })] }, 'products.0.igst'],
    [
      'missing description',
      { products: [line({ discription: '' })] },
      'products.0.discription',
      INVOICE_MESSAGES.descriptionRequired,
    ],
    [
      'long description',
      { products: [line({ discription: 'x'.repeat(INVOICE_LIMITS.description + 1) })] },
      'products.0.discription',
    ],
    ['control characters', { products: [line({ discription: 'a\u0000b' })] }, 'products.0.discription'],
    ['long organisation', { organization: 'o'.repeat(201) }, 'organization'],
    [
      'too many lines',
      { products: Array.from({ length: INVOICE_LIMITS.lines + 1 }, () => line()) },
      'products',
      INVOICE_MESSAGES.tooManyLines,
    ],
    [
      'a total beyond the limit',
      {
        products: Array.from({ length: 20 }, () => line({ quntaty: '1000', rate: '999999999', igst: '100' })),
      },
      'products',
      INVOICE_MESSAGES.totalTooLarge,
    ],
  ];
  it.each(bad)('%s → 400 naming the field, nothing stored', async (_name, over, field, message) => {
    const before = await count();
    const res = await create(body(over));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string>;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('thousands of lines or a huge description are a clear 4xx, never a 500', async () => {
    const before = await count();
    const thousands = await create(body({ products: Array.from({ length: 5000 }, () => line()) }));
    expect([400, 413]).toContain(thousands.statusCode);
    const huge = await create(body({ products: [line({ discription: 'x'.repeat(2_000_000) })] }));
    expect([400, 413]).toContain(huge.statusCode);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/invoice_generater',
      payload: '{"organization":',
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /get-invoic-list', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const [organization, phone] of [
      ['Zeta Mills', '9000000001'],
      ['zeta mills', '9000000002'],
      ['Alpha Foods', '9000000003'],
    ] as const) {
      ids.push((await create(body({ organization, phone_number: phone }))).json().id);
    }
    // one paid, settled as the payment flow does
    await t.ctx.db
      .update(invoices)
      .set({
        status: 'PAYMENT COMPLETE',
        orderId: 'order_list1',
        paymentId: 'pay_list1',
        paidAmountPaise: sql`${invoices.amountPaise}`,
        paidAt: new Date(),
      })
      .where(eq(invoices.id, ids[2]!));
  });
  const list = (query: string, headers: Headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/get-invoic-list${query}`, headers });

  it('answers { data } newest first with the rows the list shows', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const { data, total, next_cursor, organizations } = res.json();
    expect(data[0].id).toBe(ids[2]);
    expect(total).toBe(data.length);
    expect(next_cursor).toBeNull();
    expect(organizations).toContain('Alpha Foods');
    const row = data[0] as InvoiceListRow;
    expect(row).toMatchObject({
      organization: 'Alpha Foods',
      phone_number: '9000000003',
      status: 'PAYMENT COMPLETE',
      total: '37.17',
      amount_paise: 3717,
      payment_id: 'pay_list1',
    });
    expect(row.paid_at).toMatch(/Z$/);
  });

  it('searches, filters by organisation (case-insensitive) and status, and pages', async () => {
    const search = (await list('?search=zeta')).json().data as InvoiceListRow[];
    expect(search.map((r) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await list('?search=9000000003')).json().data.map((r: InvoiceListRow) => r.id)).toEqual([ids[2]]);
    expect((await list(`?search=${ids[1]}`)).json().data.map((r: InvoiceListRow) => r.id)).toContain(ids[1]);
    const org = (await list('?organization=ZETA%20MILLS')).json().data as InvoiceListRow[];
    expect(org).toHaveLength(2);
    const paid = (await list('?status=PAYMENT%20COMPLETE')).json().data as InvoiceListRow[];
    expect(paid.every((r) => r.status === 'PAYMENT COMPLETE')).toBe(true);
    expect(paid.map((r) => r.id)).toContain(ids[2]);
    const unpaid = (await list('?status=unpaid')).json().data as InvoiceListRow[];
    expect(unpaid.map((r) => r.id)).not.toContain(ids[2]);

    const first = (await list('?limit=2')).json();
    expect(first.data).toHaveLength(2);
    const second = (await list(`?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.data[0].id).toBeLessThan(first.data[1].id);
  });

  it('refuses bad queries and other roles', async () => {
    expect((await list('?status=paid')).statusCode).toBe(400);
    expect((await list('?limit=1000')).statusCode).toBe(400);
    expect((await list('?cursor=!!')).statusCode).toBe(400);
    expect((await list(`?search=${'s'.repeat(101)}`)).statusCode).toBe(400);
    expect((await list('', director)).statusCode).toBe(200);
    expect((await list('', (await t.asRole('employee')).headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-invoic-list' })).statusCode).toBe(401);
  });
});

describe('GET /get-invoice (public)', () => {
  it('never shows the phone number', async () => {
    const id = (await create(body({ phone_number: '9123456780' }))).json().id;
    const res = await view(id);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('9123456780');
    expect(res.json().data).not.toHaveProperty('phone_number');
    expect(res.json().data).toMatchObject({ id, organization: 'Lakeshore Hospital', status: 'unpaid' });
    expect(res.json().data).not.toHaveProperty('order_id');
  });

  it('unknown ids are 404 and bad ids 400', async () => {
    expect((await view(999999)).statusCode).toBe(404);
    expect((await view(-1)).statusCode).toBe(400);
    expect((await view(0)).statusCode).toBe(400);
    expect((await view('abc')).statusCode).toBe(400);
    expect((await view('99999999999')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-invoice' })).statusCode).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const id = (await create(body())).json().id;
    const codes: number[] = [];
    for (let i = 0; i < INVOICE_VIEWS_PER_MINUTE + 2; i++)
      codes.push((await view(id, '10.9.9.9')).statusCode);
    expect(codes.slice(0, INVOICE_VIEWS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // another address is not affected
    expect((await view(id, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('the creator signature kept with the invoice', () => {
  const upload = async (headers: Headers, email: string, colour: string) => {
    const png = await sharp({ create: { width: 12, height: 6, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const form = multipart({ email, sign_url: '' }, { data: png, name: 's.png', type: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-sign',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
  };

  it('is a copy served only to admins and technical directors, unchanged by a later upload', async () => {
    await upload(director, directorUser.email, '#123456');
    const id = (await create(body(), director)).json().id;
    const pub = (await view(id)).json().data as PublicInvoice;
    expect(pub.signature_url).toBe(`/api/invoice-sign/${id}`);
    const get = (headers?: Headers) =>
      t.app.inject({ method: 'GET', url: pub.signature_url!, ...(headers ? { headers } : {}) });
    const before = await get(admin);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/png');
    expect((await get()).statusCode).toBe(401);
    expect((await get((await t.asRole('employee')).headers)).statusCode).toBe(403);
    expect((await get(director)).statusCode).toBe(200);

    await upload(director, directorUser.email, '#fedcba');
    const after = await get(admin);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);

    // an invoice by someone without a signature has none
    const none = (await create(body())).json().id;
    expect(((await view(none)).json().data as PublicInvoice).signature_url).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invoice-sign/${none}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});

describe('UPI payee', () => {
  it('carries a upi://pay link for the exact amount when UPI_ID is set', async () => {
    const u = await buildTestApp({ UPI_ID: 'aquadesk@okaxis' });
    try {
      const res = await u.app.inject({
        method: 'POST',
        url: '/api/invoice_generater',
        payload: body(),
        headers: await u.adminHeaders(),
      });
      const pub = (await u.app.inject({ method: 'GET', url: `/api/get-invoice?id=${res.json().id}` })).json()
        .data as PublicInvoice;
      expect(pub.upi).toMatchObject({ payee: 'aquadesk@okaxis', name: u.ctx.config.company.name });
      const uri = new URL(pub.upi!.uri);
      expect(uri.protocol).toBe('upi:');
      expect(uri.searchParams.get('pa')).toBe('aquadesk@okaxis');
      expect(uri.searchParams.get('am')).toBe('37.17');
      expect(uri.searchParams.get('cu')).toBe('INR');
    } finally {
      await u.close();
    }
  });
});
