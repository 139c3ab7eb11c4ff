import { istDay as istDate } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import {
  INVOICE_MESSAGES,
  type InvoiceDetailResponse,
  type PublicInvoiceWire,
} from '@aquadesk/shared/invoices.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentSeries,
  invoiceEvents,
  invoiceReceipts,
  invoices,
  products,
} from '../../src/db/schema/index.ts';
import { issueInTx } from '../../src/modules/invoices/operations/issue.ts';
import type { AuthUser } from '../../src/platform/auth-user.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';
import { authUserOf, GST_CLIENTS, taxLine as line, payOrder } from './invoice-helpers.ts';

/**
 * Tax invoices (docs/requirements/002-gst.md §3-§7, docs/decisions/0011-tax-invoices.md): drafts, the
 * number given at issue, the place of supply, cancelling, part payments and their receipts, the history.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let finance: Headers;
let financeName: string;
let employee: Headers;
let adminUser: AuthUser;

const invoice = (over: Record<string, unknown> = {}) => ({
  organization: 'Walk-in Customer',
  phone_number: '9847012345',
  products: [line()],
  ...over,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const detail = async (id: number, headers: Headers = admin) =>
  (await call('GET', `/api/invoices/${id}`, headers)).json() as InvoiceDetailResponse;
const row = async (id: number) => (await t.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const issueNow = (id: number, headers: Headers = admin) => call('POST', `/api/invoices/${id}/issue`, headers);
const draft = async (over: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/invoices', admin, invoice(over));
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};
const issued = async (over: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/invoice_generater', admin, invoice(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const pay = (id: number, payload: Record<string, unknown>, headers: Headers = finance) =>
  call('POST', `/api/invoices/${id}/payments`, headers, {
    method: 'bank_transfer',
    reference: 'UTR0001',
    received_on: istDate(new Date()),
    ...payload,
  });
const serialOf = (number: string | null) => Number(number!.split('/')[2]);

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
  const a = await t.asRole('admin');
  admin = a.headers;
  adminUser = authUserOf(a.user);
  const f = await t.asRole('finance');
  finance = f.headers;
  financeName = f.user.name;
  employee = (await t.asRole('employee')).headers;
  // a registered client in Karnataka: billed B2B, an inter-state supply (IGST)
  await t.asRole('client', GST_CLIENTS.park);
});
afterAll(() => t.close());

describe('drafts', () => {
  it('have no number, print as a Proforma Invoice, are edited freely and never seen by a key holder', async () => {
    const id = await draft();
    const d = await detail(id);
    expect(d.invoice.status).toBe('draft');
    expect(d.invoice.number).toBeNull();
    expect(d.invoice.title).toBe('Proforma Invoice');
    expect(d.draft?.products[0]).toMatchObject({ hsn: '8413', unit: 'NOS', gst_rate: '18' });
    const edited = await call(
      'PUT',
      `/api/invoices/${id}`,
      admin,
      invoice({ products: [line({ quntaty: '3' })] }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await row(id)).total).toBe('3540.00');
    // not a document yet: the public view and paying know nothing of it
    const key = (await row(id)).accessKey;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}&key=${key}` })).statusCode,
    ).toBe(404);
    expect((await payOrder(t, id, 354000)).statusCode).toBe(404);
    const history = (await detail(id)).history.map((h) => h.action);
    expect(history).toEqual(['created', 'edited']);
    expect((await detail(id)).history[1]!.changes.total).toEqual({ from: '2360.00', to: '3540.00' });
  });

  it('issue once with the next number; an issued invoice is never edited or deleted (409, nothing changes)', async () => {
    const id = await draft();
    const res = await issueNow(id, finance);
    expect(res.statusCode).toBe(200);
    const { number } = res.json() as { number: string };
    expect(number).toMatch(/^AQ\/\d{2}-\d{2}\/\d{4}$/);
    expect((await detail(id)).invoice.title).toBe('Tax Invoice');
    const before = await row(id);
    expect((await issueNow(id)).statusCode).toBe(409);
    const edit = await call(
      'PUT',
      `/api/invoices/${id}`,
      admin,
      invoice({ products: [line({ rate: '1' })] }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/cannot be edited/);
    expect((await call('DELETE', `/api/invoices/${id}`, admin)).statusCode).toBe(409);
    expect(await row(id)).toEqual(before);
  });

  it('two issues of one draft at once give one number, never two', async () => {
    const id = await draft();
    const answers = await Promise.all([issueNow(id), issueNow(id), issueNow(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const numbered = await t.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, (await row(id)).number!));
    expect(numbered).toHaveLength(1);
  });

  it('a draft is deleted; a bad field is a 400 at the field and stores nothing', async () => {
    const id = await draft();
    expect((await call('DELETE', `/api/invoices/${id}`, admin)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.id, id))).toHaveLength(0);
    const [{ n: before }] = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invoices)) as [
      { n: number },
    ];
    const bad = await call('POST', '/api/invoices', admin, invoice({ products: [line({ gst_rate: '12' })] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['products.0.gst_rate']).toMatch(/not one of/);
    const pos = await call('POST', '/api/invoices', admin, invoice({ place_of_supply: '40' }));
    expect(Object.keys(pos.json().errors)).toEqual(['place_of_supply']);
    const [{ n: after }] = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invoices)) as [
      { n: number },
    ];
    expect(after).toBe(before);
  });

  it('is for billers only', async () => {
    expect((await call('POST', '/api/invoices', employee, invoice())).statusCode).toBe(403);
    const id = await draft();
    expect((await call('GET', `/api/invoices/${id}`, employee)).statusCode).toBe(403);
    expect((await issueNow(id, employee)).statusCode).toBe(403);
    expect((await call('POST', `/api/invoices/${id}/cancel`, employee, { reason: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('numbers (rule 46(b))', () => {
  it('50 invoices issued at once take 50 consecutive numbers of the year, with no gap or repeat', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/api/invoice_generater', admin, invoice({ organization: `Parallel ${i}` })),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const ids = answers.map((a) => a.json().id as number);
    const numbers = await t.ctx.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(sql`${invoices.id} in ${ids}`);
    const serials = numbers.map((n) => serialOf(n.number)).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(50);
    expect(serials.at(-1)! - serials[0]!).toBe(49);
  });

  it('the year turns over on 1 April in India, and a rolled-back issue gives its number back', async () => {
    const issueAt = async (at: string) => {
      const id = await draft();
      return t.ctx.db.transaction((tx) => issueInTx(t.ctx, tx, id, adminUser, new Date(at)));
    };
    // 31 March 2027, 23:59 IST is still 2026-27; 1 April 00:00 IST starts 2027-28 at 0001
    const last = await issueAt('2027-03-31T18:29:00Z');
    expect(last.number).toMatch(/^AQ\/26-27\//);
    const first = await issueAt('2027-03-31T18:30:00Z');
    expect(first.number).toBe('AQ/27-28/0001');
    // a transaction that fails after taking a number gives it back: the next issue takes it
    const id = await draft();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await issueInTx(t.ctx, tx, id, adminUser, new Date('2027-04-02T06:00:00Z'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await row(id)).status).toBe('draft');
    const next = await t.ctx.db.transaction((tx) =>
      issueInTx(t.ctx, tx, id, adminUser, new Date('2027-04-02T06:00:00Z')),
    );
    expect(next.number).toBe('AQ/27-28/0002');
    const [series] = await t.ctx.db
      .select()
      .from(documentSeries)
      .where(sql`${documentSeries.kind} = 'invoice' and ${documentSeries.financialYear} = '27-28'`);
    expect(series!.lastSerial).toBe(2);
  });
});

describe('the place of supply decides the split (IGST Act ss. 7-8)', () => {
  it('a registered client in another state is billed B2B with IGST; CGST+SGST for it is a 400 at the line', async () => {
    const id = await issued({
      organization: 'bengaluru tech park',
      products: [line({ gst_rate: undefined, igst: '18' })],
    });
    const inv = (await detail(id)).invoice as PublicInvoiceWire;
    expect(inv.recipient).toMatchObject({ gstin: '29AAACA1234A1ZG', billed: 'B2B', state_code: '29' });
    expect(inv.place_of_supply).toEqual({ code: '29', name: 'Karnataka' });
    expect(inv.split).toBe('inter');
    expect(inv.tax_totals).toMatchObject({
      taxable: '2000.00',
      igst: '360.00',
      cgst: '0.00',
      total: '2360.00',
    });
    const wrong = await call(
      'POST',
      '/api/invoice_generater',
      admin,
      invoice({
        organization: 'Bengaluru Tech Park',
        products: [line({ gst_rate: undefined, cgst: '9', sgst: '9' })],
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors['products.0.cgst']).toMatch(/IGST/);
  });

  it('a company without its GSTIN cannot issue (409 at gstin), and nothing is stored', async () => {
    const unregistered = await buildTestApp({ COMPANY_GSTIN: '' });
    try {
      const headers = (await unregistered.asRole('admin')).headers;
      const res = await unregistered.app.inject({
        method: 'POST',
        url: '/api/invoice_generater',
        headers,
        payload: invoice(),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.gstin).toMatch(/GSTIN/);
      expect(await unregistered.ctx.db.select().from(invoices)).toHaveLength(0);
    } finally {
      await unregistered.close();
    }
  });
});

describe("an unregistered client's particulars at ₹50,000 (CGST rule 46(1)(e), issue 41 item 3)", () => {
  const RULE_FIELDS = ['billing_address', 'delivery_address', 'place_of_supply'];
  const count = async () => (await t.ctx.db.select().from(invoices)).length;

  it('a taxable value of ₹49,999.99 issues without an address; ₹50,000.00 exactly is refused at each missing field', async () => {
    // the taxable value, not the total: ₹49,999.99 + 18 % is ₹58,999.99
    const below = await call(
      'POST',
      '/api/invoice_generater',
      admin,
      invoice({
        products: [line({ quntaty: '1', rate: '49999.99' })],
      }),
    );
    expect(below.statusCode, below.body).toBe(201);
    // ₹50,100.00 less a discount of ₹100.00 is a taxable value of ₹50,000.00
    const before = await count();
    const at = await call(
      'POST',
      '/api/invoice_generater',
      admin,
      invoice({
        products: [line({ quntaty: '1', rate: '50100', discount: '100' })],
      }),
    );
    expect(at.statusCode, at.body).toBe(400);
    const errors = at.json().errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(RULE_FIELDS);
    for (const message of Object.values(errors)) {
      expect(message).toContain('CGST rule 46(1)(e)');
      expect(message).toContain('(this invoice: ₹50,000.00)');
    }
    expect(errors.billing_address).toMatch(/client's address/);
    expect(errors.delivery_address).toMatch(/delivery address/);
    expect(errors.place_of_supply).toMatch(/state of delivery/);
    expect(await count()).toBe(before);
  });

  it('each particular given clears its own field; with all three it issues and prints them', async () => {
    const base = { products: [line({ quntaty: '1', rate: '50000' })] };
    const fieldsOf = async (over: Record<string, unknown>) => {
      const res = await call('POST', '/api/invoice_generater', admin, invoice({ ...base, ...over }));
      return res.statusCode === 201 ? [] : Object.keys(res.json().errors ?? {}).sort();
    };
    expect(await fieldsOf({ billing_address: 'Door 4, Beach Road, Kozhikode 673001' })).toEqual([
      'place_of_supply',
    ]);
    expect(await fieldsOf({ delivery_address: 'Site 2, Feroke, Kozhikode 673631' })).toEqual([
      'billing_address',
      'place_of_supply',
    ]);
    expect(await fieldsOf({ place_of_supply: '32' })).toEqual(['billing_address', 'delivery_address']);
    // the delivery address left empty is the billing address
    const same = await issued({
      ...base,
      billing_address: 'Door 4, Beach Road, Kozhikode 673001',
      place_of_supply: '32',
    });
    expect((await detail(same)).invoice.recipient).toMatchObject({
      name: 'Walk-in Customer',
      address: 'Door 4, Beach Road, Kozhikode 673001',
      delivery_address: 'Door 4, Beach Road, Kozhikode 673001',
      gstin: null,
      state_code: '32',
      state_name: 'Kerala',
      billed: 'B2C',
    });
    const apart = await issued({
      ...base,
      billing_address: 'Door 4, Beach Road, Kozhikode 673001',
      delivery_address: 'Site 2, Feroke, Kozhikode 673631',
      place_of_supply: '32',
    });
    expect((await row(apart)).deliveryAddress).toBe('Site 2, Feroke, Kozhikode 673631');
    expect((await detail(apart)).invoice.recipient.delivery_address).toBe('Site 2, Feroke, Kozhikode 673631');
  });

  it("the client's record gives the address and state; a registered client is not asked (rule 46(1)(d))", async () => {
    await t.asRole('client', {
      organization: 'Kozhikode Beach Hotel',
      stateCode: '32',
      billingAddress: 'Beach Road, Kozhikode 673032',
    });
    const id = await issued({
      organization: 'Kozhikode Beach Hotel',
      products: [line({ quntaty: '1', rate: '75000' })],
    });
    expect((await detail(id)).invoice.recipient).toMatchObject({
      address: 'Beach Road, Kozhikode 673032',
      delivery_address: 'Beach Road, Kozhikode 673032',
      state_code: '32',
      billed: 'B2C',
    });
    // Bengaluru Tech Park has a GSTIN and no billing address on record
    await issued({ organization: 'Bengaluru Tech Park', products: [line({ quntaty: '1', rate: '75000' })] });
  });

  it('a draft of ₹50,000.00 is refused at issue with the same fields; it stays a draft without a number', async () => {
    const id = await draft({ products: [line({ quntaty: '5', rate: '10000' })] });
    const res = await issueNow(id);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(RULE_FIELDS);
    expect(await row(id)).toMatchObject({ status: 'draft', number: null });
    const fixed = await call(
      'PUT',
      `/api/invoices/${id}`,
      admin,
      invoice({
        products: [line({ quntaty: '5', rate: '10000' })],
        billing_address: 'Door 4, Beach Road, Kozhikode 673001',
        place_of_supply: '32',
      }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await issueNow(id)).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ deliveryAddress: 'Door 4, Beach Road, Kozhikode 673001' });
  });
});

describe('cancelling', () => {
  it('an issued, unpaid invoice is cancelled with a reason; its number stays used', async () => {
    const id = await issued();
    const { number, accessKey } = await row(id);
    expect((await call('POST', `/api/invoices/${id}/cancel`, finance, {})).json().errors.reason).toBe(
      'Enter the reason',
    );
    const res = await call('POST', `/api/invoices/${id}/cancel`, finance, {
      reason: 'Raised to the wrong client',
    });
    expect(res.statusCode).toBe(200);
    const inv = (await detail(id)).invoice;
    expect(inv.status).toBe('cancelled');
    expect(inv.number).toBe(number);
    expect(inv.cancelled?.reason).toBe('Raised to the wrong client');
    expect(inv.balance.due_paise).toBe(0);
    expect((await call('POST', `/api/invoices/${id}/cancel`, finance, { reason: 'again' })).statusCode).toBe(
      409,
    );
    expect((await pay(id, { amount: '10' })).statusCode).toBe(409);
    const key = (await row(id)).accessKey;
    expect((await payOrder(t, id, 236000)).statusCode).toBe(409);
    // its link's key is kept: the client still opens the cancelled invoice
    expect(key).toBe(accessKey);
  });

  it('a draft or a part-paid invoice is not cancelled (409, nothing changes)', async () => {
    const d = await draft();
    expect((await call('POST', `/api/invoices/${d}/cancel`, finance, { reason: 'x' })).statusCode).toBe(409);
    const id = await issued();
    expect((await pay(id, { amount: '100' })).statusCode).toBe(201);
    const before = await row(id);
    const res = await call('POST', `/api/invoices/${id}/cancel`, finance, { reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/credit note/);
    expect(await row(id)).toEqual(before);
  });
});

describe('payments beyond the card', () => {
  it('money dated before the day the invoice was issued is refused at the date, and nothing is stored (issue 41 item 6)', async () => {
    const id = await issued(); // ₹2,360.00, issued today
    const today = istDate(new Date());
    const yesterday = istDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const message = `The date cannot be before the invoice's date (${formatDate(today)})`;
    const early = await pay(id, { amount: '2360', received_on: yesterday });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ received_on: message });
    expect(
      await t.ctx.db.select().from(invoiceReceipts).where(eq(invoiceReceipts.invoiceId, id)),
    ).toHaveLength(0);
    expect((await detail(id)).invoice.balance).toMatchObject({ paid_paise: 0, due_paise: 236000 });
    // the day of issue itself is a day the money may come in
    expect((await pay(id, { amount: '2360', received_on: today })).statusCode).toBe(201);
    // a refund too: credited after it was paid, the refund cannot be dated before the invoice either
    const credit = await call('POST', `/api/invoices/${id}/credit-notes`, finance, {
      reason: 'Returned one pump',
      products: [line({ quntaty: '1' })],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const refund = await call('POST', `/api/invoices/${id}/refunds`, finance, {
      amount: '1',
      method: 'bank_transfer',
      reference: 'NEFT-R',
      received_on: yesterday,
    });
    expect(refund.statusCode).toBe(400);
    expect(refund.json().errors).toEqual({ received_on: message });
    expect((await detail(id)).invoice.balance).toMatchObject({ refunded_paise: 0 });
  });

  it('part payments make it partly paid with a numbered receipt each, then paid; never above the balance', async () => {
    const id = await issued(); // ₹2,360.00
    const over = await pay(id, { amount: '2360.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toBe('The balance due is ₹2,360.00: a payment cannot be more');
    expect((await pay(id, { method: 'cheque', reference: '' })).json().errors.reference).toBe(
      'Enter the reference (UTR, cheque number or UPI reference)',
    );
    expect((await pay(id, { amount: '10', received_on: '2099-01-01' })).json().errors.received_on).toBe(
      INVOICE_MESSAGES.receivedOnFuture,
    );
    expect((await pay(id, { amount: '10', method: 'card' })).json().errors.method).toBe(
      'Choose how it was paid',
    );
    expect(
      await t.ctx.db.select().from(invoiceReceipts).where(eq(invoiceReceipts.invoiceId, id)),
    ).toHaveLength(0);

    const first = await pay(id, { amount: '1000', method: 'upi', reference: 'UPI-778899' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'partly_paid', due_paise: 136000 });
    expect(first.json().receipt_number).toMatch(/^RC\/\d{2}-\d{2}\/\d{4}$/);
    const partly = (await detail(id)).invoice;
    expect(partly.balance).toMatchObject({ paid_paise: 100000, due_paise: 136000 });
    const second = await pay(id, { amount: '1360', method: 'cash', reference: '' });
    expect(second.json()).toMatchObject({ status: 'PAYMENT COMPLETE', due_paise: 0 });
    expect(serialOf(second.json().receipt_number)).toBe(serialOf(first.json().receipt_number) + 1);
    expect((await pay(id, { amount: '1' })).statusCode).toBe(409);
    const d = await detail(id);
    expect(d.receipts.map((r) => [r.method, r.amount_paise])).toEqual([
      ['upi', 100000],
      ['cash', 136000],
    ]);
    expect(d.history.map((h) => h.action)).toEqual(['created', 'issued', 'payment', 'payment']);
    expect(d.history.at(-1)!.actor_name).toBe(financeName);
  });

  it('payments racing never take the balance below zero', async () => {
    const id = await issued(); // ₹2,360.00
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(id, { amount: '1000' })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const r = await row(id);
    expect(r.paidPaise).toBe(200000);
    expect(r.status).toBe('partly_paid');
  });

  it('quick pay pays the balance that part payments left, and the invoice is paid', async () => {
    const id = await issued();
    await pay(id, { amount: '360' });
    const wrong = await payOrder(t, id, 236000);
    expect(wrong.statusCode).toBe(400);
    const order = await payOrder(t, id, 200000);
    expect(order.statusCode).toBe(200);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout',
      payload: { invoiceID: id, order_id: order.json().id, outcome: 'paid' },
    });
    const s = signed.json();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payment-confirm',
      payload: {
        invoiceID: id,
        order_id: s.razorpay_order_id,
        payment_id: s.razorpay_payment_id,
        signature: s.razorpay_signature,
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const r = await row(id);
    expect(r.status).toBe('PAYMENT COMPLETE');
    expect(r.paidPaise).toBe(236000);
    const receipts = await t.ctx.db.select().from(invoiceReceipts).where(eq(invoiceReceipts.invoiceId, id));
    expect(receipts.map((x) => x.method).sort()).toEqual(['bank_transfer', 'online']);
    const events = await t.ctx.db
      .select()
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, id))
      .orderBy(invoiceEvents.id);
    expect(events.map((e) => e.action)).toEqual(['created', 'issued', 'payment', 'payment']);
  });
});

describe('credit and debit notes, refunds (CGST Act s. 34)', () => {
  const note = (id: number, kind: 'credit' | 'debit', products: object[], reason = 'Returned one pump') =>
    call('POST', `/api/invoices/${id}/${kind}-notes`, finance, { reason, products });

  it('a credit note has its own series, reverses tax with the invoice split and lowers what is owed', async () => {
    const id = await issued({ organization: 'Bengaluru Tech Park', products: [line({ gst_rate: '18' })] });
    const res = await note(id, 'credit', [line({ quntaty: '1' })]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ total_paise: 118000, status: 'unpaid', due_paise: 118000 });
    expect(res.json().number).toMatch(/^CN\/\d{2}-\d{2}\/\d{4}$/);
    const d = await detail(id);
    // the invoice went to Karnataka: the credit note reverses IGST, never CGST/SGST
    expect(d.notes[0]).toMatchObject({ kind: 'credit', igst: '180.00', cgst: '0.00', total: '1180.00' });
    expect(d.invoice.balance).toMatchObject({ credited_paise: 118000, due_paise: 118000 });
    expect(d.history.at(-1)).toMatchObject({ action: 'credit_note' });
  });

  it('a credit note above what the invoice is still worth is 400 at products, nothing stored', async () => {
    const id = await issued(); // ₹2,360.00
    await note(id, 'credit', [line({ quntaty: '1' })]); // ₹1,180.00 left
    const before = await row(id);
    const res = await note(id, 'credit', [line({ quntaty: '1', rate: '1000.01' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.products).toBe(
      'A credit note cannot be more than the invoice is still worth (₹1,180.00)',
    );
    expect(await row(id)).toEqual(before);
    expect((await note(id, 'credit', [line({ gst_rate: '12' })])).json().errors['products.0.gst_rate']).toBe(
      'GST rate 12 % is not one of 0, 0.25, 3, 5, 18, 40 %',
    );
    expect(
      (await call('POST', `/api/invoices/${id}/credit-notes`, finance, { products: [line()] })).json().errors
        .reason,
    ).toBe('Enter the reason');
    const d = await draft();
    expect((await note(d, 'credit', [line()])).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/invoices/${id}/credit-notes`, employee, { reason: 'x', products: [line()] }))
        .statusCode,
    ).toBe(403);
  });

  it('a credit note on a paid invoice leaves money to refund; a refund is at most that; a debit note adds to what is owed', async () => {
    const id = await issued(); // ₹2,360.00
    await pay(id, { amount: '2360' });
    expect(
      (
        await call('POST', `/api/invoices/${id}/refunds`, finance, {
          amount: '1',
          method: 'upi',
          reference: 'R1',
          received_on: istDate(new Date()),
        })
      ).json().errors.amount,
    ).toMatch(/nothing to refund/);
    const credit = await note(id, 'credit', [line({ quntaty: '1' })]);
    expect(credit.json()).toMatchObject({ status: 'PAYMENT COMPLETE', due_paise: 0 });
    const refund = (amount: string) =>
      call('POST', `/api/invoices/${id}/refunds`, finance, {
        amount,
        method: 'bank_transfer',
        reference: 'NEFT-R',
        received_on: istDate(new Date()),
      });
    const over = await refund('1180.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amount).toBe('At most ₹1,180.00 was paid beyond what the invoice is worth');
    expect((await refund('1180')).statusCode).toBe(201);
    const r = await row(id);
    expect(r).toMatchObject({
      paidPaise: 236000,
      creditedPaise: 118000,
      refundedPaise: 118000,
      status: 'PAYMENT COMPLETE',
    });
    const debit = await note(
      id,
      'debit',
      [line({ quntaty: '0.5', discription: 'Extra visit' })],
      'Extra visit',
    );
    expect(debit.statusCode).toBe(201);
    expect(debit.json().number).toMatch(/^DN\//);
    expect(debit.json()).toMatchObject({ status: 'partly_paid', due_paise: 59000 });
    expect((await detail(id)).history.map((h) => h.action)).toEqual([
      'created',
      'issued',
      'payment',
      'credit_note',
      'refund',
      'debit_note',
    ]);
  });
});

describe('what each client owes', () => {
  it('a statement runs invoices, notes, payments and refunds with the balance; receivables age what is open', async () => {
    const client = await t.asRole('client', { organization: 'Statement Hospital', stateCode: '32' });
    const org = { organization: 'Statement Hospital' };
    const a = await issued(org); // ₹2,360.00
    const b = await issued({ ...org, products: [line({ quntaty: '1' })] }); // ₹1,180.00
    const mailsBefore = t.outbox().length;
    await pay(a, { amount: '1000', received_on: istDate(new Date()) });
    // the client's receipt says what is left and links the quick pay page (with the key) to pay it
    const mail = quotedPrintable(t.outbox().slice(mailsBefore).join('\n'));
    expect(mail).toContain('Balance due: ₹1,360.00');
    expect(mail).toContain(`/quickpay/${a}?key=${(await row(a)).accessKey}`);
    await call('POST', `/api/invoices/${b}/credit-notes`, finance, {
      reason: 'Goodwill',
      products: [line({ quntaty: '0.5' })],
    }); // ₹590.00
    const cancelled = await issued(org);
    await call('POST', `/api/invoices/${cancelled}/cancel`, finance, { reason: 'Duplicate' });

    const res = await call('GET', `/api/clients/${client.user.id}/statement`, finance);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.opening_paise).toBe(0);
    expect(s.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'invoice',
      'invoice',
      'payment',
      'credit_note',
    ]);
    // 2360 + 1180 − 1000 − 590 = 1950
    expect(s.closing_paise).toBe(195000);
    expect(s.lines.at(-1).balance_paise).toBe(195000);
    // the closing balance by age: what is due less what is in the client's favour
    expect(s.ageing.as_of).toBe(s.to);
    expect(s.ageing.due_paise - s.ageing.in_credit_paise).toBe(195000);
    expect(Object.values(s.ageing.buckets as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      s.ageing.due_paise,
    );
    // the closing balance is what the client's invoices still owe (receivables.ts §8)
    const dues = await t.ctx.db
      .select({
        due: sql<number>`sum(amount_paise + debited_paise - credited_paise - paid_paise + refunded_paise)::float8`,
      })
      .from(invoices)
      .where(
        sql`${invoices.clientId} = ${client.user.id} and ${invoices.status} in ('unpaid', 'partly_paid', 'PAYMENT COMPLETE')`,
      );
    expect(Number(dues[0]!.due)).toBe(195000);
    // a period after it all opens with that balance and has no entries
    const later = (
      await call('GET', `/api/clients/${client.user.id}/statement?from=2099-01-01&to=2099-01-31`, finance)
    ).json();
    expect(later).toMatchObject({ opening_paise: 195000, closing_paise: 195000, lines: [] });
    const bad = await call(
      'GET',
      `/api/clients/${client.user.id}/statement?from=2026-12-01&to=2026-11-01`,
      finance,
    );
    expect(Object.keys(bad.json().errors)).toEqual(['to']);
    expect((await call('GET', `/api/clients/${client.user.id}/statement`, employee)).statusCode).toBe(403);
    expect((await call('GET', '/api/clients/99999999/statement', finance)).statusCode).toBe(404);

    // ageing: one invoice 45 days past due
    await t.ctx.db
      .update(invoices)
      .set({ dueDate: sql`((now() at time zone 'Asia/Kolkata')::date - 45)` })
      .where(eq(invoices.id, a));
    const rec = await call('GET', '/api/receivables?search=statement hosp', finance);
    expect(rec.statusCode, rec.body).toBe(200);
    const r = rec.json();
    expect(r.total).toBe(1);
    expect(r.data[0]).toMatchObject({
      client_id: client.user.id,
      organization: 'Statement Hospital',
      invoices: 2,
      total_paise: 195000,
      d31_60_paise: 136000,
      not_due_paise: 59000,
    });
    expect(r.totals.total_paise).toBe(195000);
    // paged like every list: a second client who owes less comes on the next page; the sums are of both
    await issued({ organization: 'Statement Clinic', products: [line({ quntaty: '0.5' })] }); // ₹590.00
    const page1 = (await call('GET', '/api/receivables?search=statement&limit=1', finance)).json();
    expect(page1.data.map((x: { organization: string }) => x.organization)).toEqual(['Statement Hospital']);
    expect(page1).toMatchObject({ total: 2, totals: { total_paise: 254000, invoices: 3 } });
    const page2 = (
      await call('GET', `/api/receivables?search=statement&limit=1&cursor=${page1.next_cursor}`, finance)
    ).json();
    expect(page2.data.map((x: { organization: string }) => x.organization)).toEqual(['Statement Clinic']);
    expect(page2).toMatchObject({ next_cursor: null, total: 2, totals: { total_paise: 254000 } });
    expect((await call('GET', '/api/receivables?cursor=bogus!', finance)).statusCode).toBe(400);
    expect(r.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('GET', '/api/receivables', employee)).statusCode).toBe(403);
  });
});

describe('GET /api/invoice-products: a line filled from a product (docs/requirements/002-gst.md §3)', () => {
  it('gives invoice makers the products by name with their price, HSN/SAC, unit and GST rate', async () => {
    await t.ctx.db.insert(products).values([
      {
        name: 'Zeolite Softener 1000 LPH',
        description: 'd',
        price: '52000.00',
        image: 'z.png',
        categories: 'Softeners',
        hsn: '84212190',
        unit: 'SET',
        gstRate: '18',
      },
      { name: 'Zeolite Resin Bag', description: 'd', price: '2400.50', image: 'r.png', categories: 'Spares' },
    ]);
    const res = await call('GET', '/api/invoice-products?search=zeolite', finance);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { product_name: string; price: string; hsn: string | null }[];
    expect(data.map((p) => p.product_name)).toEqual(['Zeolite Resin Bag', 'Zeolite Softener 1000 LPH']);
    expect(data[1]).toMatchObject({ price: '52000.00', hsn: '84212190', unit: 'SET', gst_rate: '18' });
    expect(data[0]).toMatchObject({ price: '2400.50', hsn: null });
    const one = await call('GET', '/api/invoice-products?search=zeolite&limit=1', admin);
    expect(one.json().data).toHaveLength(1);
    expect((await call('GET', '/api/invoice-products?search=%25', admin)).json().data).toEqual([]);
    expect((await call('GET', '/api/invoice-products?limit=0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/invoice-products', employee)).statusCode).toBe(403);
  });
});
