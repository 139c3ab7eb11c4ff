import {
  INVOICE_LIMITS,
  INVOICE_MESSAGES,
  type InvoiceListRow,
  type InvoiceOrganizationPick,
  type InvoiceSummary,
  type PublicInvoice,
} from '@aquadesk/shared/invoices.ts';
import { amountInWords } from '@aquadesk/shared/money.ts';
import { MESSAGES, TEXT_MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../src/db/schema/index.ts';
import { INVOICE_VIEWS_PER_MINUTE } from '../../src/modules/payments/routes.ts';
import { buildTestApp, multipart, TEST_COMPANY_GSTIN, type TestApp } from '../helpers.ts';

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
/** The key of a created invoice, from the `pay_link` its creation answers. */
const keyOf = (created: { json(): unknown }) =>
  new URL((created.json() as { pay_link: string }).pay_link).searchParams.get('key')!;
/** GET /get-invoice with the key: the invoice whole. */
const viewWithKey = (id: number, key: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}&key=${key}`, remoteAddress });
const count = async () => {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
  return row!.n;
};

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
  admin = await t.adminHeaders();
  const d = await t.asRole('technical_director');
  director = d.headers;
  directorUser = d.user;
});
afterAll(() => t.close());

describe('POST /invoice_generater', () => {
  it('stores the lines and totals the server computed, each line rounded where it is printed', async () => {
    const res = await create(
      body({
        products: [
          line(),
          line({ discription: 'Service', quntaty: 2.5, rate: 333.33, cgst: '9', sgst: '9', igst: 0 }),
        ],
        // totals a browser sends are not read
        total: '1.00',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { id, pay_link } = res.json() as { id: number; pay_link: string };
    expect(id).toBeGreaterThan(0);
    // the link to send the client: the quick pay page with the invoice's key
    expect(pay_link).toMatch(
      new RegExp(`^${t.ctx.config.publicUrl}/quickpay/${id}\\?key=[A-Za-z0-9_-]{32}$`),
    );
    const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, id));
    // docs/requirements/002-gst.md §4: 3 × 10.50 = 31.50, CGST and SGST 9 % each = 2.835 → 2.84 each,
    // 37.18; 2.5 × 333.33 = 833.325 → 833.33, 9 % = 74.9997 → 75.00 each, 983.33; the total is their sum
    expect(row!.subtotal).toBe('864.83');
    expect(row!.total).toBe('1020.51');
    expect(row!.amountPaise).toBe(102051);
    expect(row!.status).toBe('unpaid');
    expect(row!.number).toMatch(/^AQ\/\d{2}-\d{2}\/\d{4}$/);
    expect(row!.placeOfSupply).toBe('32');
    // the seeded admin (setup/seed.ts) made it
    expect(row!.creatorName).toBe('Administrator');
    const lines = await t.ctx.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id));
    expect(lines.map((l) => l.amount).sort()).toEqual(['37.18', '983.33'].sort());
    expect(lines.every((l) => l.hsn === '998334' && l.unit === 'OTH' && l.gstRate === '18.00')).toBe(true);

    const pub = (await viewWithKey(id, keyOf(res))).json().data as PublicInvoice;
    expect(pub.view).toBe('full');
    expect(pub.totals).toEqual({
      subtotal: '864.83',
      cgst: '77.84',
      sgst: '77.84',
      igst: '0.00',
      total: '1020.51',
      amount_paise: 102051,
    });
    expect(pub.lines[0]).toMatchObject({
      discription: 'Dosing pump',
      quntaty: '3',
      rate: '10.50',
      cgst: '9',
      amount: '37.18',
      subtotal: '31.50',
      cgst_amount: '2.84',
    });
    expect(pub.lines[1]).toMatchObject({ quntaty: '2.5', rate: '333.33', cgst: '9', amount: '983.33' });
    expect(pub.title).toBe('Tax Invoice');
    expect(pub.number).toBe(row!.number);
    expect(pub.supplier.gstin).toBe(TEST_COMPANY_GSTIN);
    expect(pub.place_of_supply).toEqual({ code: '32', name: 'Kerala' });
    expect(pub.split).toBe('intra');
    expect(pub.recipient.billed).toBe('B2C');
    expect(pub.hsn_summary).toEqual([
      {
        hsn: '998334',
        gst_rate: '18',
        quantity: '5.5',
        taxable: '864.83',
        cgst: '77.84',
        sgst: '77.84',
        igst: '0.00',
      },
    ]);
    expect(pub.total_in_words).toBe(amountInWords('1020.51'));
    expect(pub.currency).toBe('INR');
    expect(pub.company.name).toBe(t.ctx.config.company.name);
    expect(pub.provider).toBe('sandbox');
    expect(pub.upi).toBeNull();
  });

  it('refuses a line whose split contradicts the place of supply, or a rate outside the list (400 at the line)', async () => {
    const before = await count();
    // within Kerala: IGST on the second line contradicts the place of supply
    const mixed = await create(body({ products: [line(), line({ cgst: 0, sgst: 0, igst: 18 })] }));
    expect(mixed.statusCode).toBe(400);
    expect(Object.keys(mixed.json().errors)).toEqual(['products.1.igst']);
    // to Karnataka: IGST only
    const inter = await create(body({ place_of_supply: '29', products: [line()] }));
    expect(inter.statusCode).toBe(400);
    expect(Object.keys(inter.json().errors)).toEqual(['products.0.cgst']);
    // 12 % is no longer a GST rate (0, 5, 18, 40 with 0.25 and 3)
    const twelve = await create(body({ products: [line({ cgst: 6, sgst: 6 })] }));
    expect(twelve.statusCode).toBe(400);
    expect(twelve.json().errors['products.0.cgst']).toMatch(/12 % is not one of/);
    const unequal = await create(body({ products: [line({ cgst: 9, sgst: 5 })] }));
    expect(Object.keys(unequal.json().errors)).toEqual(['products.0.sgst']);
    const hsn = await create(body({ products: [line({ hsn: '12345' })] }));
    expect(Object.keys(hsn.json().errors)).toEqual(['products.0.hsn']);
    const discount = await create(body({ products: [line({ discount: '31.51' })] }));
    expect(Object.keys(discount.json().errors)).toEqual(['products.0.discount']);
    expect(await count()).toBe(before);
    const ok = await create(
      body({ place_of_supply: '29', products: [line({ cgst: 0, sgst: 0, igst: 18 })] }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('is for admins, technical directors and finance only', async () => {
    expect((await create(body(), director)).statusCode).toBe(201);
    // finance bills beside the directors (issue 30 item 9): creates, lists and reads the signature
    const finance = (await t.asRole('finance')).headers;
    const byFinance = await create(body({ organization: 'Finance Billed Ltd' }), finance);
    expect(byFinance.statusCode).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/get-invoic-list?search=Finance%20Billed',
      headers: finance,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toContain(byFinance.json().id);
    for (const role of ['employee', 'reseller', 'marketing_manager', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await create(body(), headers)).statusCode, role).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invoice_generater', payload: body() })).statusCode,
    ).toBe(401);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
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
    [
      'percent as an object',
      { products: [line({ igst: { a: 1 } })] },
      'products.0.igst',
      INVOICE_MESSAGES.number,
    ],
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
      TEXT_MESSAGES.tooLong('Description', INVOICE_LIMITS.description),
    ],
    [
      'control characters',
      { products: [line({ discription: 'a\u0000b' })] },
      'products.0.discription',
      TEXT_MESSAGES.control('Description'),
    ],
    [
      'long organisation',
      { organization: 'o'.repeat(201) },
      'organization',
      TEXT_MESSAGES.tooLong('Organisation', 200),
    ],
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
    expect(errors[field]).toBe(message);
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
        paidPaise: sql`${invoices.amountPaise}`,
        paidAt: new Date(),
        paymentProvider: 'sandbox',
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
      total: '37.18',
      amount_paise: 3718,
      payment_id: 'pay_list1',
      // settled through the sandbox: labelled a test payment
      test_payment: true,
    });
    expect(row.paid_at).toMatch(/Z$/);
    expect(data[1].test_payment).toBe(false);
    // every row carries its link with the invoice's key, and the link opens the invoice whole
    for (const r of data as InvoiceListRow[]) {
      const link = new URL(r.pay_link);
      expect(`${link.origin}${link.pathname}`).toBe(`${t.ctx.config.publicUrl}/quickpay/${r.id}`);
      const whole = await viewWithKey(r.id, link.searchParams.get('key')!);
      expect(whole.statusCode).toBe(200);
      expect(whole.json().data).toMatchObject({ view: 'full', id: r.id, organization: r.organization });
    }
    expect(new Set(data.map((r: InvoiceListRow) => r.pay_link)).size).toBe(data.length);
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
  /** The fields the summary by number answers, and no other (docs/api.md "Invoices"). */
  const SUMMARY_FIELDS = [
    'amount_due',
    'amount_paise',
    'bank_transfer',
    'company',
    'currency',
    'id',
    'number',
    'organization',
    'provider',
    'status',
    'test_payment',
    'upi',
    'view',
  ];

  it('by number alone answers only the summary: status, amount due, the organisation masked (issue 28)', async () => {
    const created = await create(
      body({
        organization: 'AQUAD Waters Pvt',
        phone_number: '9123456780',
        products: [line({ discription: 'Secret membrane work', rate: '999.99' })],
      }),
    );
    const id = created.json().id as number;
    const res = await view(id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as InvoiceSummary;
    expect(Object.keys(data).sort()).toEqual(SUMMARY_FIELDS);
    // 3 × 999.99 = 2999.97; CGST and SGST 9 % each = 269.9973 → 270.00 each; 3539.97
    expect(data).toMatchObject({
      view: 'summary',
      id,
      organization: 'AQ*** W***** Pvt',
      status: 'unpaid',
      amount_due: '3539.97',
      amount_paise: 353997,
      currency: 'INR',
      provider: 'sandbox',
      test_payment: false,
      upi: null,
      bank_transfer: null,
    });
    // nothing else of the invoice: no lines, rates, taxes, phone, key, signature or creator
    for (const secret of ['9123456780', 'Secret membrane', '999.99', 'AQUAD', 'Waters', keyOf(created)]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain('signature');
    expect(res.body).not.toContain('lines');

    // paid: the summary says so, with nothing left to pay, and still no payment ids
    await t.ctx.db
      .update(invoices)
      .set({
        status: 'PAYMENT COMPLETE',
        orderId: 'order_summary1',
        paymentId: 'pay_summary1',
        paidAmountPaise: 353997,
        paidPaise: 353997,
        paidAt: new Date(),
        paymentProvider: 'sandbox',
      })
      .where(eq(invoices.id, id));
    const paid = await view(id);
    expect(paid.json().data).toMatchObject({
      status: 'PAYMENT COMPLETE',
      amount_due: '0.00',
      amount_paise: 0,
      test_payment: true,
    });
    expect(paid.body).not.toContain('pay_summary1');
    expect(paid.body).not.toContain('order_summary1');
  });

  it('with the key answers the invoice whole, never the phone number; a wrong key is 403, a malformed one 400', async () => {
    const created = await create(body({ phone_number: '9123456780' }));
    const id = created.json().id as number;
    const res = await viewWithKey(id, keyOf(created));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('9123456780');
    expect(res.json().data).not.toHaveProperty('phone_number');
    expect(res.json().data).toMatchObject({
      view: 'full',
      id,
      organization: 'Lakeshore Hospital',
      status: 'unpaid',
      test_payment: false,
    });
    expect(res.json().data.lines).toHaveLength(1);
    expect(res.json().data).not.toHaveProperty('order_id');

    // another invoice's key, this key with one character changed: 403, and nothing of the invoice
    const other = await create(body());
    for (const key of [
      keyOf(other),
      `${keyOf(created).slice(0, -1)}${keyOf(created).endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const wrong = await viewWithKey(id, key);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe(INVOICE_MESSAGES.badKey);
      expect(wrong.body).not.toContain('Lakeshore');
    }
    // staff who may list invoices are not let in by a wrong key either
    const wrongAsStaff = await t.app.inject({
      method: 'GET',
      url: `/api/get-invoice?id=${id}&key=${keyOf(other)}`,
      headers: admin,
    });
    expect(wrongAsStaff.statusCode).toBe(403);
    for (const key of [
      'short',
      'x'.repeat(129),
      'a%00bcdefghijklmnopqrstuvwxyz',
      '%3Cscript%3Eabcdefghijklmnopqrst',
    ]) {
      const bad = await viewWithKey(id, key);
      expect(bad.statusCode, key).toBe(400);
      expect(bad.json().errors.key).toBe(INVOICE_MESSAGES.badKey);
    }
    // the key of an unknown invoice number is still 404
    expect((await viewWithKey(999999, keyOf(created))).statusCode).toBe(404);
  });

  it('staff who may list invoices see it whole signed in; other roles and clients see the summary', async () => {
    const id = (await create(body())).json().id as number;
    const as = (headers?: Headers) =>
      t.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}`, ...(headers ? { headers } : {}) });
    expect((await as(admin)).json().data.view).toBe('full');
    expect((await as(director)).json().data.view).toBe('full');
    expect((await as((await t.asRole('finance')).headers)).json().data.view).toBe('full');
    for (const role of ['employee', 'work_estimate', 'client'] as const) {
      expect((await as((await t.asRole(role)).headers)).json().data.view, role).toBe('summary');
    }
    // a token that is not valid is no one: the summary
    expect((await as({ authorization: 'Bearer nonsense' })).json().data.view).toBe('summary');
  });

  it('unknown ids are 404 and bad ids 400', async () => {
    expect((await view(999999)).statusCode).toBe(404);
    expect((await view(-1)).statusCode).toBe(400);
    expect((await view(0)).statusCode).toBe(400);
    expect((await view('abc')).statusCode).toBe(400);
    expect((await view('99999999999')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-invoice' })).statusCode).toBe(400);
  });

  it('is rate-limited per address, with or without the key', async () => {
    const created = await create(body());
    const id = created.json().id as number;
    const codes: number[] = [];
    for (let i = 0; i < INVOICE_VIEWS_PER_MINUTE + 2; i++)
      codes.push(
        (i % 2 ? await view(id, '10.9.9.9') : await viewWithKey(id, keyOf(created), '10.9.9.9')).statusCode,
      );
    expect(codes.slice(0, INVOICE_VIEWS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // another address is not affected
    expect((await view(id, '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts the client address X-Forwarded-For gives only behind a proxy TRUST_PROXY trusts', async () => {
    const byForwarded = async (app: TestApp, id: number, forwarded: string) =>
      (
        await app.app.inject({
          method: 'GET',
          url: `/api/get-invoice?id=${id}`,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
        })
      ).statusCode;
    const burst = async (app: TestApp, id: number) => {
      const codes: number[] = [];
      for (let i = 0; i <= INVOICE_VIEWS_PER_MINUTE; i++)
        codes.push(await byForwarded(app, id, '203.0.113.7'));
      return codes;
    };
    for (const [trust, other] of [
      ['1', 200],
      ['0', 429],
    ] as const) {
      const p = await buildTestApp({ TRUST_PROXY: trust });
      try {
        const created = await p.app.inject({
          method: 'POST',
          url: '/api/invoice_generater',
          payload: body(),
          headers: await p.adminHeaders(),
        });
        const id = created.json().id as number;
        expect((await burst(p, id)).at(-1), `TRUST_PROXY=${trust}`).toBe(429);
        // another client behind the same proxy: its own count only when the proxy is trusted
        expect(await byForwarded(p, id, '198.51.100.9'), `TRUST_PROXY=${trust}`).toBe(other);
      } finally {
        await p.close();
      }
    }
  });

  it('never writes the key to the log', async () => {
    const lines: string[] = [];
    const l = await buildTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const created = await l.app.inject({
        method: 'POST',
        url: '/api/invoice_generater',
        payload: body(),
        headers: await l.adminHeaders(),
      });
      const id = created.json().id as number;
      const key = keyOf(created);
      expect(
        (await l.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}&key=${key}` })).statusCode,
      ).toBe(200);
      expect(
        (await l.app.inject({ method: 'GET', url: `/api/invoice-pdf/${id}?key=${key}` })).statusCode,
      ).toBe(200);
      expect(
        (await l.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}&key=${key}x` })).statusCode,
      ).toBe(403);
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.join('\n')).not.toContain(key);
    } finally {
      await l.close();
    }
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
    const created = await create(body(), director);
    const id = created.json().id;
    const pub = (await viewWithKey(id, keyOf(created))).json().data as PublicInvoice;
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
    const noneCreated = await create(body());
    const none = noneCreated.json().id;
    expect(
      ((await viewWithKey(none, keyOf(noneCreated))).json().data as PublicInvoice).signature_url,
    ).toBeNull();
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
      const pub = (
        await u.app.inject({ method: 'GET', url: `/api/get-invoice?id=${res.json().id}&key=${keyOf(res)}` })
      ).json().data as PublicInvoice;
      expect(pub.upi).toMatchObject({ payee: 'aquadesk@okaxis', name: u.ctx.config.company.name });
      // the summary by number carries the same UPI link: paying by number works without the key
      const summary = (
        await u.app.inject({ method: 'GET', url: `/api/get-invoice?id=${res.json().id}` })
      ).json().data as InvoiceSummary;
      expect(summary.upi).toEqual(pub.upi);
      const uri = new URL(pub.upi!.uri);
      expect(uri.protocol).toBe('upi:');
      expect(uri.searchParams.get('pa')).toBe('aquadesk@okaxis');
      expect(uri.searchParams.get('am')).toBe('37.18');
      expect(uri.searchParams.get('cu')).toBe('INR');
    } finally {
      await u.close();
    }
  });
});

describe('GET /invoice-organizations', () => {
  it('suggests client organisations to invoice creators, the exact name first', async () => {
    await t.createUser({ userType: 'client', organization: 'Harbour Fisheries', phoneNumber: '9000011111' });
    await t.createUser({
      userType: 'client',
      organization: 'Harbour',
      phoneNumber: '9000022222',
      gstin: '32AABCU9603R1ZW',
      stateCode: '32',
      billingAddress: 'Harbour Road, Kochi 682001',
    });
    const get = (query: string, headers?: Headers) =>
      t.app.inject({
        method: 'GET',
        url: `/api/invoice-organizations${query}`,
        ...(headers ? { headers } : {}),
      });
    const res = await get('?search=harbour', director);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as InvoiceOrganizationPick[];
    expect(data.map((d) => d.organization)).toEqual(['Harbour', 'Harbour Fisheries']);
    expect(data[0]!.phone_number).toBe('9000022222');
    // with its tax identity, so the form can say what an e-invoice reads from the billing address
    expect(data[0]).toMatchObject({
      gstin: '32AABCU9603R1ZW',
      state_code: '32',
      billing_address: 'Harbour Road, Kochi 682001',
    });
    expect(data[1]).toMatchObject({ gstin: null, state_code: null, billing_address: null });
    expect((await get('?limit=1', admin)).json().data).toHaveLength(1);
    expect((await get('?limit=0', admin)).statusCode).toBe(400);
    expect((await get('', (await t.asRole('employee')).headers)).statusCode).toBe(403);
    expect((await get('')).statusCode).toBe(401);
  });
});
