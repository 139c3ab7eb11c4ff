import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { istDay } from '@aquadesk/shared/dates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import {
  INVOICE_MESSAGES,
  type InvoiceListRow,
  type PayInvoiceResponse,
  type PublicInvoice,
  type SandboxCheckoutResponse,
} from '@aquadesk/shared/invoices.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoiceReceipts, invoices, paymentOrders, payments } from '../../src/db/schema/index.ts';
import { buildTestApp, type Emit, recordEmits, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';
import { payOrder } from './invoice-helpers.ts';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let emits: Emit[];
let clientEmail: string;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

async function newInvoice(app: TestApp, headers: Headers, organization = 'Riverside Flats') {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/invoice_generater',
    headers,
    payload: {
      organization,
      phone_number: '9847000000',
      products: [{ discription: 'Pump', quntaty: '2', rate: '1000.00', cgst: '9', sgst: '9' }],
    },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const [row] = await app.ctx.db.select().from(invoices).where(eq(invoices.id, id));
  return { id, amount: row!.amountPaise, number: row!.number };
}

const confirm = (app: TestApp, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/payment-confirm', payload });
/** Confirms `paymentId` of order `orderId` for invoice `invoiceID`, signed with `secret` as Razorpay signs. */
const confirmSignedWith = (
  app: TestApp,
  secret: string,
  invoiceID: number,
  orderId: string,
  paymentId: string,
) =>
  confirm(app, {
    invoiceID,
    order_id: orderId,
    payment_id: paymentId,
    signature: hmac(secret, `${orderId}|${paymentId}`),
  });

/**
 * An order of the sandbox for `inv` put straight into its table (as a sandbox run leaves it), then its
 * payment confirmed, signed with `secret`.
 */
async function confirmStoredSandboxOrder(
  app: TestApp,
  secret: string,
  inv: { id: number; amount: number },
  orderId: string,
  paymentId: string,
) {
  await app.ctx.db
    .insert(paymentOrders)
    .values({ invoiceId: inv.id, provider: 'sandbox', orderId, amountPaise: inv.amount });
  return confirmSignedWith(app, secret, inv.id, orderId, paymentId);
}
const checkout = (app: TestApp, invoiceID: number, order_id: string, outcome: 'paid' | 'failed') =>
  app.app.inject({ method: 'POST', url: '/api/sandbox-checkout', payload: { invoiceID, order_id, outcome } });

async function signedPayment(app: TestApp, invoiceID: number, orderId: string) {
  const res = await checkout(app, invoiceID, orderId, 'paid');
  expect(res.statusCode).toBe(200);
  const s = res.json() as Extract<SandboxCheckoutResponse, { status: 'paid' }>;
  return {
    invoiceID,
    order_id: s.razorpay_order_id,
    payment_id: s.razorpay_payment_id,
    signature: s.razorpay_signature,
  };
}

async function invoiceRow(app: TestApp, id: number) {
  const [row] = await app.ctx.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}
async function ledger(app: TestApp, id: number, kind?: string) {
  return app.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, id), kind ? eq(payments.kind, kind) : undefined));
}

function webhook(
  app: TestApp,
  body: string,
  opts: { secret?: string; eventId?: string; signature?: string; contentType?: string } = {},
) {
  const secret = opts.secret ?? app.ctx.config.razorpay.webhookSecret;
  return app.app.inject({
    method: 'POST',
    url: '/api/payment-webhook',
    payload: body,
    headers: {
      'content-type': opts.contentType ?? 'application/json',
      'x-razorpay-signature': opts.signature ?? hmac(secret, body),
      ...(opts.eventId ? { 'x-razorpay-event-id': opts.eventId } : {}),
    },
  });
}

function capturedEvent(
  orderId: string,
  paymentId: string,
  amount: number,
  event = 'payment.captured',
  currency = 'INR',
) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency,
          status: 'captured',
          order_id: orderId,
          method: 'upi',
        },
      },
      ...(event === 'order.paid'
        ? { order: { entity: { id: orderId, amount_paid: amount, currency, status: 'paid' } } }
        : {}),
    },
    created_at: 1_700_000_000,
  });
}

beforeAll(async () => {
  // tests build the app with DEMO_DATA=0, where the default provider is off: the sandbox is chosen here
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
  admin = await t.adminHeaders();
  emits = recordEmits(t);
  const client = await t.createUser({ userType: 'client', organization: 'Riverside Flats' });
  clientEmail = client.email;
});
afterAll(() => t.close());
beforeEach(() => {
  emits.length = 0;
});

describe('POST /pay-invoice', () => {
  it('answers the amount the server computed and reuses the open order', async () => {
    const inv = await newInvoice(t, admin);
    // 2 × 1000.00 + 18 % = 2360.00
    expect(inv.amount).toBe(236000);
    const res = await payOrder(t, inv.id, inv.amount);
    expect(res.statusCode).toBe(200);
    const order = res.json() as PayInvoiceResponse;
    expect(order).toMatchObject({
      amount: 236000,
      currency: 'INR',
      provider: 'sandbox',
      key_id: 'rzp_sandbox',
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect((await payOrder(t, inv.id, inv.amount)).json().id).toBe(order.id);
    // clicks at once still share one open order
    const many = await Promise.all(Array.from({ length: 10 }, () => payOrder(t, inv.id, inv.amount)));
    expect(new Set(many.map((r) => r.json().id))).toEqual(new Set([order.id]));
    const orders = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.invoiceId, inv.id));
    expect(orders).toHaveLength(1);
    expect(await ledger(t, inv.id, 'order_created')).toHaveLength(1);
  });

  it('refuses a different amount (400), an unknown invoice (404) and bad input', async () => {
    const inv = await newInvoice(t, admin);
    const wrong = await payOrder(t, inv.id, inv.amount - 1);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.amount).toBe(INVOICE_MESSAGES.amountMismatch);
    expect((await payOrder(t, inv.id, inv.amount / 100)).statusCode).toBe(400);
    expect((await payOrder(t, inv.id, 2360.0001)).statusCode).toBe(400);
    expect((await payOrder(t, 999999, 100)).statusCode).toBe(404);
    expect((await payOrder(t, 'x', 100)).json().errors).toHaveProperty('invoiceID');
    expect((await payOrder(t, inv.id, undefined)).json().errors).toHaveProperty('amount');
    expect((await payOrder(t, inv.id, -5)).statusCode).toBe(400);
    expect(
      await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.invoiceId, inv.id)),
    ).toHaveLength(0);
  });
});

describe('sandbox checkout and POST /payment-confirm', () => {
  it('settles once, storing order, payment, amount, method and time; emits and mails a receipt', async () => {
    const inv = await newInvoice(t, admin);
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const paid = await signedPayment(t, inv.id, order.id);
    expect(paid.signature).toBe(hmac(t.ctx.config.razorpay.keySecret, `${order.id}|${paid.payment_id}`));
    const mailsBefore = t.outbox().length;

    const res = await confirm(t, { ...paid, amount: inv.amount });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: inv.id,
      status: 'PAYMENT COMPLETE',
      order_id: order.id,
      payment_id: paid.payment_id,
    });
    const row = await invoiceRow(t, inv.id);
    expect(row).toMatchObject({
      status: 'PAYMENT COMPLETE',
      orderId: order.id,
      paymentId: paid.payment_id,
      paidAmountPaise: inv.amount,
      paymentMethod: 'sandbox',
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await ledger(t, inv.id, 'settled')).toHaveLength(1);

    const paidEvents = emits.filter(([e]) => e === EVENTS.invoicePaid);
    expect(paidEvents).toHaveLength(1);
    expect((paidEvents[0]![1] as InvoiceListRow).status).toBe('PAYMENT COMPLETE');
    expect(paidEvents[0]![2]).toEqual({ roles: ['admin', 'technical_director', 'finance'] });
    // the list row (and the live event) labels a sandbox payment a test payment
    expect((paidEvents[0]![1] as InvoiceListRow).test_payment).toBe(true);
    const mails = t.outbox().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(clientEmail);
    // the receipt of a sandbox payment says it is a test payment, and links the invoice with its key
    expect(mails[0]).toContain(`Test payment recorded: invoice ${inv.number}`);
    const unfolded = quotedPrintable(mails[0]!);
    expect(unfolded).toContain('This was a test payment: no money moved.');
    expect(unfolded).toContain((paidEvents[0]![1] as InvoiceListRow).pay_link);
    // the time it was paid as people read it: IST, dd/mm/yyyy, hh:mm am/pm (issue 31), not the wire's UTC
    expect(unfolded).toMatch(/Paid at: \d{2}\/\d{2}\/\d{4}, (0\d|1[0-2]):\d{2} [ap]m/);
    expect(unfolded).not.toMatch(/Paid at: \d{4}-/);

    const pub = (
      await t.app.inject({ method: 'GET', url: `/api/get-invoice?id=${inv.id}`, headers: admin })
    ).json().data as PublicInvoice;
    expect(pub).toMatchObject({
      status: 'PAYMENT COMPLETE',
      order_id: order.id,
      payment_id: paid.payment_id,
      test_payment: true,
    });
    expect((await invoiceRow(t, inv.id)).paymentProvider).toBe('sandbox');

    // a repeat is a 200 no-op: no second settlement, event or mail
    const again = await confirm(t, paid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment_id).toBe(paid.payment_id);
    expect(await ledger(t, inv.id, 'settled')).toHaveLength(1);
    expect(emits.filter(([e]) => e === EVENTS.invoicePaid)).toHaveLength(1);
    expect(t.outbox().slice(mailsBefore)).toHaveLength(1);

    // a paid invoice cannot be paid again
    expect((await payOrder(t, inv.id, inv.amount)).statusCode).toBe(409);
    expect((await checkout(t, inv.id, order.id, 'paid')).statusCode).toBe(409);
  });

  it('a forged, foreign or malformed signature is 400 and changes nothing', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const paid = await signedPayment(t, inv.id, order.id);
    const other = await newInvoice(t, admin, 'No Client Org');
    const otherOrder = (await payOrder(t, other.id, other.amount)).json() as PayInvoiceResponse;

    const forged = [
      { ...paid, signature: hmac('not-the-secret', `${order.id}|${paid.payment_id}`) },
      { ...paid, signature: paid.signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...paid, signature: paid.signature.toUpperCase().slice(0, 63) },
      { ...paid, signature: 'x'.repeat(64) },
      { ...paid, payment_id: 'pay_someoneelse0001' },
      // a signature for this payment, sent against another invoice's order
      { ...paid, order_id: otherOrder.id },
      // the order of another invoice with this invoice's number
      { ...paid, invoiceID: other.id },
      // an order we never made
      { ...paid, order_id: 'order_notours000001' },
      { ...paid, amount: inv.amount + 1 },
    ];
    for (const payload of forged) {
      const res = await confirm(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await confirm(t, { invoiceID: inv.id });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['order_id', 'payment_id', 'signature']);
    expect((await confirm(t, { ...paid, order_id: 'order_x/../y' })).statusCode).toBe(400);
    expect((await confirm(t, { ...paid, signature: 's'.repeat(5000) })).statusCode).toBe(400);
    expect((await confirm(t, { ...paid, invoiceID: 999999 })).statusCode).toBe(404);

    for (const id of [inv.id, other.id]) {
      expect((await invoiceRow(t, id)).status).toBe('unpaid');
      expect(await ledger(t, id, 'settled')).toHaveLength(0);
    }
    expect((await ledger(t, inv.id, 'confirm_rejected')).length).toBeGreaterThan(0);
    // the two invoices' issue, and nothing of a payment
    expect(emits.map(([e]) => e)).toEqual([EVENTS.invoiceIssued, EVENTS.invoiceIssued]);
  });

  it('a failed sandbox payment is recorded and leaves the invoice unpaid', async () => {
    const inv = await newInvoice(t, admin);
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const res = await checkout(t, inv.id, order.id, 'failed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'failed', message: INVOICE_MESSAGES.paymentFailed });
    expect((await invoiceRow(t, inv.id)).status).toBe('unpaid');
    expect(await ledger(t, inv.id, 'payment_failed')).toHaveLength(1);
    // the order stays open for the next try
    expect((await payOrder(t, inv.id, inv.amount)).json().id).toBe(order.id);
    expect((await checkout(t, inv.id, 'order_notours000001', 'paid')).statusCode).toBe(400);
    expect((await checkout(t, 999999, order.id, 'paid')).statusCode).toBe(404);
  });

  it('20 parallel confirms of one payment settle exactly once', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const paid = await signedPayment(t, inv.id, order.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(t, paid)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await ledger(t, inv.id, 'settled')).toHaveLength(1);
    expect(emits.filter(([e]) => e === EVENTS.invoicePaid)).toHaveLength(1);
  });

  it('20 different payments racing: one settles, the rest are flagged, never a second settlement', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const signed = [];
    for (let i = 0; i < 20; i++) signed.push(await signedPayment(t, inv.id, order.id));
    const results = await Promise.all(signed.map((p) => confirm(t, p)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await ledger(t, inv.id, 'settled')).toHaveLength(1);
    expect((await ledger(t, inv.id, 'duplicate_payment')).every((r) => r.flagged)).toBe(true);
    expect(await ledger(t, inv.id, 'duplicate_payment')).toHaveLength(19);
    const row = await invoiceRow(t, inv.id);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.payment_id;
    expect(row.paymentId).toBe(winner);
  });

  it('the browser and the webhook racing for the same payment settle it once', async () => {
    for (let round = 0; round < 3; round++) {
      emits.length = 0;
      const inv = await newInvoice(t, admin, 'No Client Org');
      const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
      const paid = await signedPayment(t, inv.id, order.id);
      const body = capturedEvent(order.id, paid.payment_id, inv.amount);
      const [a, b, c] = await Promise.all([
        confirm(t, paid),
        webhook(t, body, { eventId: `evt_race_${inv.id}` }),
        confirm(t, paid),
      ]);
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
      expect(await ledger(t, inv.id, 'settled')).toHaveLength(1);
      expect(emits.filter(([e]) => e === EVENTS.invoicePaid)).toHaveLength(1);
      expect((await invoiceRow(t, inv.id)).paymentId).toBe(paid.payment_id);
    }
  });
});

// docs/decisions/0004-payments.md "Lock order": every call that settles an invoice or changes what it owes
// takes the invoice's row lock first, so on PostgreSQL racing calls queue on it instead of deadlocking (40P01)
describe('every path that settles an invoice, racing (the row lock first)', () => {
  let finance: Headers;
  const today = istDay(new Date());
  const money = (paise: number) => (paise / 100).toFixed(2);
  const staffCall = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: finance, payload });
  const recordPaymentCall = (id: number, paise: number) =>
    staffCall(`/api/invoices/${id}/payments`, {
      amount: money(paise),
      method: 'upi',
      reference: `UPI-RACE-${id}`,
      received_on: today,
    });
  /** The event ids Razorpay would send: each event once, and a retry of it (the same id) at the same time. */
  const webhooksOf = (inv: { id: number; amount: number }, orderId: string, paymentId: string) =>
    ['payment.captured', 'order.paid', 'payment.captured', 'order.paid'].flatMap((event, i) => {
      const body = capturedEvent(orderId, paymentId, inv.amount, event);
      const eventId = `evt_lock_${inv.id}_${i}`;
      return [webhook(t, body, { eventId }), webhook(t, body, { eventId })];
    });
  const receiptsOfInvoice = (id: number) =>
    t.ctx.db.select().from(invoiceReceipts).where(eq(invoiceReceipts.invoiceId, id));
  const codesOf = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);

  beforeAll(async () => {
    finance = (await t.asRole('finance')).headers;
  });

  it('a confirm, payment.captured and order.paid webhooks (with retries) and finance recording the payment, at once: never a 5xx, one settlement', async () => {
    for (let round = 0; round < 3; round++) {
      const inv = await newInvoice(t, admin, 'No Client Org');
      const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
      const paid = await signedPayment(t, inv.id, order.id);
      const [browser, recorded, ...hooks] = await Promise.all([
        confirm(t, paid),
        recordPaymentCall(inv.id, inv.amount),
        ...webhooksOf(inv, order.id, paid.payment_id),
      ]);
      const all = [browser!, recorded!, ...hooks];
      expect(
        codesOf(all).filter((c) => c >= 500),
        all.map((r) => r.body).join('\n'),
      ).toEqual([]);
      // every webhook is acknowledged, whoever won: Razorpay must not retry
      expect(codesOf(hooks)).toEqual(Array(hooks.length).fill(200));

      // each event is stored once: its retry is a replay
      const outcomes = hooks.map((r) => r.json().outcome as string);
      expect(outcomes.filter((o) => o === 'replay')).toHaveLength(hooks.length / 2);

      // one payment settled the invoice, whichever came first: one receipt, nothing left due
      const row = await invoiceRow(t, inv.id);
      expect(row).toMatchObject({ status: 'PAYMENT COMPLETE', paidPaise: inv.amount });
      const receipts = await receiptsOfInvoice(inv.id);
      expect(receipts).toHaveLength(1);
      if (row.paymentId === paid.payment_id) {
        // the online payment won: settled once, its one receipt; finance is told nothing is due
        expect(browser!.statusCode).toBe(200);
        expect(recorded!.statusCode).toBe(409);
        expect(await ledger(t, inv.id, 'settled')).toHaveLength(1);
        expect(receipts[0]!.providerPaymentId).toBe(paid.payment_id);
        expect(outcomes.filter((o) => o !== 'replay').every((o) => o === 'settled' || o === 'repeat')).toBe(
          true,
        );
      } else {
        // finance's payment won: the online one never settles, and is flagged to refund
        expect(recorded!.statusCode).toBe(201);
        expect(browser!.statusCode).toBe(409);
        expect(await ledger(t, inv.id, 'settled')).toHaveLength(0);
        expect(receipts[0]!.providerPaymentId).toBeNull();
        expect(outcomes.filter((o) => o !== 'replay').every((o) => o === 'other_payment')).toBe(true);
        expect((await ledger(t, inv.id, 'duplicate_payment')).every((r) => r.flagged)).toBe(true);
      }
    }
  });

  it('a credit note and a refund racing the payment and its webhooks: never a 5xx, the books agree', async () => {
    for (let round = 0; round < 2; round++) {
      const inv = await newInvoice(t, admin, 'No Client Org');
      const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
      const paid = await signedPayment(t, inv.id, order.id);
      // one of the two pumps credited: ₹1,180.00 of the ₹2,360.00
      const credited = 118000;
      const answers = await Promise.all([
        staffCall(`/api/invoices/${inv.id}/credit-notes`, {
          reason: 'Returned one pump',
          products: [{ discription: 'Pump', quntaty: '1', rate: '1000.00', cgst: '9', sgst: '9' }],
        }),
        confirm(t, paid),
        ...webhooksOf(inv, order.id, paid.payment_id),
        staffCall(`/api/invoices/${inv.id}/refunds`, {
          amount: money(credited),
          method: 'bank_transfer',
          reference: `NEFT-${inv.id}`,
          received_on: today,
        }),
      ]);
      const [note, browser] = answers;
      const refund = answers.at(-1)!;
      expect(
        codesOf(answers).filter((c) => c >= 500),
        answers.map((r) => r.body).join('\n'),
      ).toEqual([]);
      // the note always fits (nothing was credited before); the payment settles only if it came first
      expect(note!.statusCode).toBe(201);
      expect([200, 400]).toContain(browser!.statusCode);
      expect([201, 400]).toContain(refund.statusCode);

      const row = await invoiceRow(t, inv.id);
      const receipts = await receiptsOfInvoice(inv.id);
      const sum = (kind: string) =>
        receipts.filter((r) => r.kind === kind).reduce((total, r) => total + r.amountPaise, 0);
      const settled = await ledger(t, inv.id, 'settled');
      // at most one settlement, and a receipt for it alone
      expect(settled.length).toBeLessThanOrEqual(1);
      expect(receipts.filter((r) => r.providerPaymentId === paid.payment_id)).toHaveLength(settled.length);
      expect(row.paidPaise).toBe(settled.length === 1 ? inv.amount : 0);
      expect(row.paidPaise).toBe(sum('payment'));
      expect(row.creditedPaise).toBe(credited);
      expect(row.refundedPaise).toBe(sum('refund'));
      // a refund only of what was paid beyond the invoice's worth after the note
      expect(row.refundedPaise).toBe(refund.statusCode === 201 ? credited : 0);
      expect(row.refundedPaise).toBeLessThanOrEqual(Math.max(0, row.paidPaise - (inv.amount - credited)));
    }
  });
});

describe('POST /payment-webhook', () => {
  it('settles from payment.captured even when the browser never came back', async () => {
    const inv = await newInvoice(t, admin);
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const res = await webhook(t, capturedEvent(order.id, 'pay_webhook000001', inv.amount), {
      eventId: 'evt_cap_1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('settled');
    const row = await invoiceRow(t, inv.id);
    expect(row).toMatchObject({
      status: 'PAYMENT COMPLETE',
      paymentId: 'pay_webhook000001',
      paymentMethod: 'upi',
    });
    expect(emits.filter(([e]) => e === EVENTS.invoicePaid)).toHaveLength(1);

    // a replay of the same event id is ignored; a second event for the same payment is a no-op
    const replay = await webhook(t, capturedEvent(order.id, 'pay_webhook000001', inv.amount), {
      eventId: 'evt_cap_1',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('replay');
    const orderPaid = await webhook(
      t,
      capturedEvent(order.id, 'pay_webhook000001', inv.amount, 'order.paid'),
      {
        eventId: 'evt_cap_2',
      },
    );
    expect(orderPaid.json().outcome).toBe('repeat');
    expect(await ledger(t, inv.id, 'settled')).toHaveLength(1);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.eventId, 'evt_cap_1'))).toHaveLength(1);
  });

  it('settles from order.paid', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const res = await webhook(t, capturedEvent(order.id, 'pay_orderpaid00001', inv.amount, 'order.paid'), {
      eventId: 'evt_op_1',
    });
    expect(res.json().outcome).toBe('settled');
    expect((await invoiceRow(t, inv.id)).status).toBe('PAYMENT COMPLETE');
  });

  it('a signed payment.captured or order.paid in another currency is recorded and flagged, never settles (issue 28)', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    // the invoice's amount, in US cents: signed with the webhook secret, still not ₹
    for (const [event, eventId, paymentId] of [
      ['payment.captured', 'evt_usd_1', 'pay_usd0000000001'],
      ['order.paid', 'evt_usd_2', 'pay_usd0000000002'],
    ] as const) {
      const res = await webhook(t, capturedEvent(order.id, paymentId, inv.amount, event, 'USD'), { eventId });
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome, event).toBe('currency_mismatch');
    }
    const flagged = await ledger(t, inv.id, 'currency_mismatch');
    expect(flagged).toHaveLength(2);
    expect(flagged.every((r) => r.flagged && r.currency === 'USD' && r.amountPaise === inv.amount)).toBe(
      true,
    );
    // the events themselves are stored with their currency
    const events = await t.ctx.db.select().from(payments).where(eq(payments.eventId, 'evt_usd_1'));
    expect(events[0]).toMatchObject({ kind: 'webhook', currency: 'USD' });
    expect(await invoiceRow(t, inv.id)).toMatchObject({ status: 'unpaid', paymentId: null });
    expect(await ledger(t, inv.id, 'settled')).toHaveLength(0);
    // the invoice's issue, and nothing of a payment
    expect(emits.map(([e]) => e)).toEqual([EVENTS.invoiceIssued]);
    // a currency the event does not name is no rupee either
    const unnamed = JSON.parse(capturedEvent(order.id, 'pay_nocurrency001', inv.amount));
    delete unnamed.payload.payment.entity.currency;
    const none = await webhook(t, JSON.stringify(unnamed), { eventId: 'evt_usd_3' });
    expect(none.json().outcome).toBe('currency_mismatch');
    // the rupee payment still settles afterwards
    const inr = await webhook(t, capturedEvent(order.id, 'pay_inr0000000001', inv.amount), {
      eventId: 'evt_inr_1',
    });
    expect(inr.json().outcome).toBe('settled');
    expect((await invoiceRow(t, inv.id)).paymentId).toBe('pay_inr0000000001');
  });

  it('records payment.failed and a wrong amount (flagged), never marking the invoice paid', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const failed = await webhook(
      t,
      capturedEvent(order.id, 'pay_failed0000001', inv.amount, 'payment.failed'),
      {
        eventId: 'evt_f_1',
      },
    );
    expect(failed.json().outcome).toBe('failed_recorded');
    expect(await ledger(t, inv.id, 'payment_failed')).toHaveLength(1);

    const short = await webhook(t, capturedEvent(order.id, 'pay_short00000001', inv.amount - 100), {
      eventId: 'evt_short_1',
    });
    expect(short.statusCode).toBe(200);
    expect(short.json().outcome).toBe('amount_mismatch');
    const mismatch = await ledger(t, inv.id, 'amount_mismatch');
    expect(mismatch).toHaveLength(1);
    expect(mismatch[0]!.flagged).toBe(true);
    expect((await invoiceRow(t, inv.id)).status).toBe('unpaid');
    // the invoice's issue, and nothing of a payment
    expect(emits.map(([e]) => e)).toEqual([EVENTS.invoiceIssued]);
  });

  it('a bad signature is 400 and changes nothing; a body that is not JSON is 400', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const body = capturedEvent(order.id, 'pay_forged0000001', inv.amount);
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    for (const opts of [
      { secret: 'wrong-secret', eventId: 'evt_bad_1' },
      { signature: '', eventId: 'evt_bad_2' },
      { signature: 'abc', eventId: 'evt_bad_3' },
      // the signature of another body
      { signature: hmac(t.ctx.config.razorpay.webhookSecret, `${body} `), eventId: 'evt_bad_4' },
    ]) {
      const res = await webhook(t, body, opts);
      expect(res.statusCode).toBe(400);
    }
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(noHeader.statusCode).toBe(400);
    for (const [text, type] of [
      ['not json at all', 'application/json'],
      ['{"event":', 'application/json'],
      ['<xml/>', 'text/xml'],
      ['', 'application/json'],
      ['"a string"', 'application/json'],
    ] as const) {
      const res = await webhook(t, text, { contentType: type, eventId: 'evt_nj' });
      expect(res.statusCode, text).toBe(400);
    }
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await invoiceRow(t, inv.id)).status).toBe('unpaid');
  });

  it('an event for an unknown order is acknowledged, stored and changes nothing', async () => {
    const res = await webhook(t, capturedEvent('order_unknown00001', 'pay_unknown000001', 500), {
      eventId: 'evt_unknown_1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown_order');
    const rows = await t.ctx.db.select().from(payments).where(eq(payments.eventId, 'evt_unknown_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'unknown_order', invoiceId: null });
    expect(emits).toHaveLength(0);
    // other events are acknowledged and ignored
    const other = await webhook(t, JSON.stringify({ event: 'refund.created', payload: {} }), {
      eventId: 'evt_o',
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().outcome).toBe('ignored');
  });
});

describe('the database enforces settlement', () => {
  it('keeps the ledger append-only and one settled row per invoice', async () => {
    const inv = await newInvoice(t, admin, 'No Client Org');
    const order = (await payOrder(t, inv.id, inv.amount)).json() as PayInvoiceResponse;
    await confirm(t, await signedPayment(t, inv.id, order.id));
    const { db } = t.ctx;
    await expect(
      db.update(payments).set({ note: 'x' }).where(eq(payments.invoiceId, inv.id)),
    ).rejects.toThrow();
    await expect(db.delete(payments).where(eq(payments.invoiceId, inv.id))).rejects.toThrow();
    await expect(
      db
        .insert(payments)
        .values({ invoiceId: inv.id, kind: 'settled', source: 'server', provider: 'sandbox' }),
    ).rejects.toThrow();
    // PAYMENT COMPLETE without a payment, or for another amount, is refused
    const other = await newInvoice(t, admin, 'No Client Org');
    await expect(
      db.update(invoices).set({ status: 'PAYMENT COMPLETE' }).where(eq(invoices.id, other.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(invoices)
        .set({
          status: 'PAYMENT COMPLETE',
          orderId: 'o',
          paymentId: 'p_x',
          paidAt: new Date(),
          paidAmountPaise: 1,
        })
        .where(eq(invoices.id, other.id)),
    ).rejects.toThrow();
  });
});

describe('PAYMENT_PROVIDER=off (issue 28)', () => {
  let off: TestApp;
  beforeAll(async () => {
    // the default without Razorpay keys or demo data (tests build with DEMO_DATA=0)
    off = await buildTestApp({
      BANK_ACCOUNT_NAME: 'AquaDesk Environmental Engineering Pvt Ltd',
      BANK_ACCOUNT_NUMBER: '123456789012',
      BANK_IFSC: 'sbin0070123',
      BANK_NAME: 'State Bank of India, MG Road, Thrissur',
      UPI_ID: 'aquadesk@okaxis',
    });
  });
  afterAll(() => off.close());

  it('is the default without keys or demo data: pay is 503, confirm 503, the sandbox checkout 404, nothing stored', async () => {
    expect(off.ctx.payments.kind).toBe('off');
    const inv = await newInvoice(off, await off.adminHeaders());
    const res = await payOrder(off, inv.id, inv.amount);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(INVOICE_MESSAGES.paymentOff);
    // a forged confirmation with the kept key secret (as the sandbox would sign) settles nothing
    const secret = off.ctx.config.razorpay.keySecret;
    const confirmed = await confirmStoredSandboxOrder(
      off,
      secret,
      inv,
      'order_offsandbox001',
      'pay_offsandbox0001',
    );
    expect(confirmed.statusCode).toBe(503);
    expect((await checkout(off, inv.id, 'order_offsandbox001', 'paid')).statusCode).toBe(404);
    expect((await invoiceRow(off, inv.id)).status).toBe('unpaid');
    expect(await ledger(off, inv.id)).toHaveLength(0);
    expect(
      await off.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.invoiceId, inv.id)),
    ).toHaveLength(1);
  });

  it('the quick pay answers say how to pay by bank transfer instead, by number and with the key', async () => {
    const headers = await off.adminHeaders();
    const created = await off.app.inject({
      method: 'POST',
      url: '/api/invoice_generater',
      headers,
      payload: {
        organization: 'Riverside Flats',
        phone_number: '9847000000',
        products: [{ discription: 'Pump', quntaty: '2', rate: '1000.00', cgst: '9', sgst: '9' }],
      },
    });
    const { id, pay_link } = created.json() as { id: number; pay_link: string };
    const bank = {
      account_name: 'AquaDesk Environmental Engineering Pvt Ltd',
      account_number: '123456789012',
      ifsc: 'SBIN0070123',
      bank_name: 'State Bank of India, MG Road, Thrissur',
    };
    const summary = (await off.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}` })).json().data;
    expect(summary).toMatchObject({ view: 'summary', provider: 'off', bank_transfer: bank });
    expect(summary.upi.payee).toBe('aquadesk@okaxis');
    const whole = (
      await off.app.inject({
        method: 'GET',
        url: `/api/get-invoice?id=${id}&key=${new URL(pay_link).searchParams.get('key')}`,
      })
    ).json().data;
    expect(whole).toMatchObject({ view: 'full', provider: 'off', bank_transfer: bank });
    // with a provider online, no bank transfer block: Pay Now is the way
    const online = (
      await t.app.inject({ method: 'GET', url: `/api/get-invoice?id=${(await newInvoice(t, admin)).id}` })
    ).json().data;
    expect(online).toMatchObject({ provider: 'sandbox', bank_transfer: null });
  });
});

// ——— the real provider path, against a local stub of Razorpay's HTTP API ———

interface StubCall {
  method: string;
  url: string;
  auth: string | undefined;
  body: unknown;
}

describe('Razorpay through its SDK (local stub of the API)', () => {
  let stub: Server;
  let r: TestApp;
  const calls: StubCall[] = [];
  const KEY_ID = 'rzp_test_stubkey';
  const KEY_SECRET = 'stub-key-secret';
  const orders = new Map<string, number>();
  const paymentsMade = new Map<
    string,
    { order_id: string; amount: number; status?: string; currency?: string }
  >();

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c: Buffer) => {
        text += c.toString();
      });
      req.on('end', () => resolve(text));
    });

  /** Confirms `paymentId` of order `orderId` for invoice `invoiceID`, signed with the key secret as Razorpay signs. */
  const confirmSigned = (invoiceID: number, orderId: string, paymentId: string) =>
    confirmSignedWith(r, KEY_SECRET, invoiceID, orderId, paymentId);

  /**
   * A new invoice's order, and the confirmation (signed with the key secret) of `paymentId`, which the stub
   * reports as a payment of that order for the invoice's amount, but for what `reported` changes.
   */
  async function confirmAsReported(
    paymentId: string,
    reported: (invoiceAmount: number) => { amount?: number; currency?: string; status?: string },
  ) {
    const inv = await newInvoice(r, await r.adminHeaders());
    const order = (await payOrder(r, inv.id, inv.amount)).json() as PayInvoiceResponse;
    paymentsMade.set(paymentId, { order_id: order.id, amount: inv.amount, ...reported(inv.amount) });
    return { inv, res: await confirmSigned(inv.id, order.id, paymentId) };
  }

  beforeAll(async () => {
    stub = createServer(async (req, res) => {
      const text = await readBody(req);
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== expected) {
        res.statusCode = 401;
        res.end(
          JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
        );
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const { amount, currency, receipt } = body as { amount: number; currency: string; receipt: string };
        const id = `order_stub${String(orders.size + 1).padStart(10, '0')}`;
        orders.set(id, amount);
        res.end(
          JSON.stringify({
            id,
            entity: 'order',
            amount,
            amount_paid: 0,
            currency,
            receipt,
            status: 'created',
          }),
        );
        return;
      }
      const m = /^\/v1\/payments\/([A-Za-z0-9_]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        const p = paymentsMade.get(m[1]!);
        if (!p) {
          res.statusCode = 400;
          res.end(
            JSON.stringify({
              error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
            }),
          );
          return;
        }
        res.end(
          JSON.stringify({
            id: m[1],
            entity: 'payment',
            status: 'captured',
            currency: 'INR',
            ...p,
            method: 'card',
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const port = (stub.address() as AddressInfo).port;
    r = await buildTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'stub-webhook-secret',
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await r.close();
    await new Promise((resolve) => stub.close(resolve));
  });

  it('creates the order on Razorpay with the invoice amount and reuses it', async () => {
    const headers = await r.adminHeaders();
    const inv = await newInvoice(r, headers);
    const pub = (await r.app.inject({ method: 'GET', url: `/api/get-invoice?id=${inv.id}` })).json()
      .data as PublicInvoice;
    expect(pub.provider).toBe('razorpay');
    const res = await payOrder(r, inv.id, inv.amount);
    expect(res.statusCode).toBe(200);
    const order = res.json() as PayInvoiceResponse;
    expect(order).toMatchObject({
      provider: 'razorpay',
      key_id: KEY_ID,
      amount: inv.amount,
      currency: 'INR',
    });
    expect(orders.get(order.id)).toBe(inv.amount);
    const created = calls.filter((c) => c.url === '/v1/orders');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      amount: inv.amount,
      currency: 'INR',
      receipt: `invoice-${inv.id}`,
    });
    expect((await payOrder(r, inv.id, inv.amount)).json().id).toBe(order.id);
    expect(calls.filter((c) => c.url === '/v1/orders')).toHaveLength(1);
    // the sandbox's checkout does not exist while Razorpay is the provider
    expect((await checkout(r, inv.id, order.id, 'paid')).statusCode).toBe(404);
  });

  it('verifies a payment signed with the key secret, records the method Razorpay reports, refuses forgeries', async () => {
    const headers = await r.adminHeaders();
    const inv = await newInvoice(r, headers);
    const order = (await payOrder(r, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const paymentId = 'pay_stubpayment001';
    paymentsMade.set(paymentId, { order_id: order.id, amount: inv.amount });
    const forged = await confirm(r, {
      invoiceID: inv.id,
      order_id: order.id,
      payment_id: paymentId,
      signature: hmac(r.ctx.config.razorpay.webhookSecret, `${order.id}|${paymentId}`),
    });
    expect(forged.statusCode).toBe(400);
    expect((await invoiceRow(r, inv.id)).status).toBe('unpaid');

    const ok = await confirm(r, {
      invoiceID: inv.id,
      order_id: order.id,
      payment_id: paymentId,
      signature: hmac(KEY_SECRET, `${order.id}|${paymentId}`),
      amount: inv.amount,
    });
    expect(ok.statusCode).toBe(200);
    const row = await invoiceRow(r, inv.id);
    expect(row).toMatchObject({
      status: 'PAYMENT COMPLETE',
      paymentId,
      paymentMethod: 'card',
      paidAmountPaise: inv.amount,
    });
    expect(calls.some((c) => c.method === 'GET' && c.url === `/v1/payments/${paymentId}`)).toBe(true);
  });

  it('a payment Razorpay reports for a different amount is flagged, not settled', async () => {
    const { inv, res } = await confirmAsReported('pay_stubpayment002', (amount) => ({ amount: amount - 1 }));
    expect(res.statusCode).toBe(400);
    expect((await invoiceRow(r, inv.id)).status).toBe('unpaid');
    expect((await ledger(r, inv.id, 'amount_mismatch'))[0]!.flagged).toBe(true);
  });

  it('a payment Razorpay reports in another currency is flagged, not settled (issue 28)', async () => {
    const paymentId = 'pay_stubpaymentusd';
    const { inv, res } = await confirmAsReported(paymentId, () => ({ currency: 'USD' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVOICE_MESSAGES.currencyMismatch);
    expect((await invoiceRow(r, inv.id)).status).toBe('unpaid');
    const flagged = await ledger(r, inv.id, 'currency_mismatch');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ flagged: true, currency: 'USD', paymentId });
  });

  it('an order the sandbox made never settles once Razorpay is the provider', async () => {
    const headers = await r.adminHeaders();
    const inv = await newInvoice(r, headers);
    // left from a sandbox run on the same database, and signed with this server's own key secret
    const res = await confirmStoredSandboxOrder(
      r,
      KEY_SECRET,
      inv,
      'order_oldsandbox001',
      'pay_oldsandbox0001',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.order_id).toBe(INVOICE_MESSAGES.unknownOrder);
    expect((await invoiceRow(r, inv.id)).status).toBe('unpaid');
  });

  it('a signed payment Razorpay reports as failed does not settle', async () => {
    const { inv, res } = await confirmAsReported('pay_stubpayment003', () => ({ status: 'failed' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVOICE_MESSAGES.paymentFailed);
    expect((await invoiceRow(r, inv.id)).status).toBe('unpaid');
  });

  it('verifies webhooks with RAZORPAY_WEBHOOK_SECRET', async () => {
    const headers = await r.adminHeaders();
    const inv = await newInvoice(r, headers);
    const order = (await payOrder(r, inv.id, inv.amount)).json() as PayInvoiceResponse;
    const body = capturedEvent(order.id, 'pay_stubhook00001', inv.amount);
    expect((await webhook(r, body, { secret: KEY_SECRET, eventId: 'evt_r1' })).statusCode).toBe(400);
    const ok = await webhook(r, body, { secret: 'stub-webhook-secret', eventId: 'evt_r2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().outcome).toBe('settled');
  });

  it('a provider that cannot be reached is a 502, nothing stored', async () => {
    const down = await buildTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: 'a-wrong-secret',
      RAZORPAY_API_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
    });
    try {
      const inv = await newInvoice(down, await down.adminHeaders());
      const res = await payOrder(down, inv.id, inv.amount);
      expect(res.statusCode).toBe(502);
      expect(await down.ctx.db.select().from(paymentOrders)).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});

describe('webhook logging', () => {
  it('logs an event for an unknown order as needing attention, without its body', async () => {
    const lines: string[] = [];
    const l = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const res = await webhook(l, capturedEvent('order_logged000001', 'pay_secretish00001', 777), {
        eventId: 'evt_log_1',
      });
      expect(res.statusCode).toBe(200);
      const warn = lines
        .map((line) => JSON.parse(line))
        .find((e) => e.msg === 'payment webhook needs attention');
      expect(warn).toMatchObject({ level: 40, event: 'payment.captured', outcome: 'unknown_order' });
      expect(lines.join('\n')).not.toContain('pay_secretish00001');
    } finally {
      await l.close();
    }
  });
});
