import { generateKeyPairSync } from 'node:crypto';
import { eInvoiceDate, eInvoiceFinancialYear, type ValidEInvoice } from '@aquadesk/shared/e-invoice.ts';
import type { EInvoiceQueueRow, EInvoiceWire } from '@aquadesk/shared/e-invoice-status.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { InvoiceDetailResponse, PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eInvoices, invoices } from '../../src/db/schema/index.ts';
import { E_INVOICE_BACKOFF_MS, runEInvoiceJobs } from '../../src/modules/e-invoices/operations/job.ts';
import { irnOf } from '../../src/platform/irp/irn.ts';
import {
  type IrpCancellation,
  IrpError,
  type IrpProvider,
  type IrpRegistration,
} from '../../src/platform/irp/provider.ts';
import { SandboxIrpProvider } from '../../src/platform/irp/sandbox.ts';
import { ackDateOf, verifySignedQr } from '../../src/platform/irp/sandbox-irp.ts';
import { buildTestApp, TEST_COMPANY_GSTIN, type TestApp } from '../helpers.ts';
import { payOrder, taxLine } from './invoice-helpers.ts';

/**
 * E-invoices (docs/requirements/003-e-invoice.md §11-§13, docs/api.md "E-invoices"): registering issued B2B
 * documents with the IRP through the job, its retries, cancelling an IRN within 24 hours, and who may.
 */

type Headers = { authorization: string };
const CLIENT = 'Bengaluru Tech Park';
const CLIENT_GSTIN = '29AAACA1234A1ZG';
const ADDRESS = '12 Lake Road, Bengaluru 560001';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const SANDBOX_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim();

const line = taxLine();

/** What every app of this file needs: an admin, finance, a director and the B2B client. */
async function setUp(t: TestApp) {
  const admin = (await t.asRole('admin')).headers;
  const finance = (await t.asRole('finance')).headers;
  const director = (await t.asRole('technical_director')).headers;
  await t.asRole('client', { organization: CLIENT, stateCode: '29', gstin: CLIENT_GSTIN });
  return { admin, finance, director };
}

function helpersOf(t: TestApp, admin: Headers) {
  const call = (method: 'GET' | 'POST', url: string, headers: Headers = admin, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    issued: async (over: Record<string, unknown> = {}) => {
      const res = await call('POST', '/api/invoice_generater', admin, {
        organization: CLIENT,
        phone_number: '9847012345',
        billing_address: ADDRESS,
        products: [line],
        ...over,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    register: (id: number, headers: Headers = admin, extra: Record<string, string> = {}) =>
      call('POST', `/api/invoices/${id}/e-invoice`, { ...headers, ...extra }),
    detail: async (id: number, headers: Headers = admin) =>
      (await call('GET', `/api/invoices/${id}`, headers)).json() as InvoiceDetailResponse,
    stored: (invoiceId: number) =>
      t.ctx.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId)),
  };
}

/** Waits until `check` holds (the job runs on its own timer and kicks), at most `ms`. */
async function until<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('registering with the sandbox IRP (the job on)', () => {
  let t: TestApp;
  let admin: Headers;
  let finance: Headers;
  let director: Headers;
  let h: ReturnType<typeof helpersOf>;
  beforeAll(async () => {
    t = await buildTestApp({ EINVOICE_SANDBOX_KEY: SANDBOX_KEY, PAYMENT_PROVIDER: 'sandbox' });
    ({ admin, finance, director } = await setUp(t));
    h = helpersOf(t, admin);
  });
  afterAll(() => t.close());

  it('registers a B2B invoice: the IRN of §9, a 15-digit acknowledgement and a signed QR that verifies', async () => {
    const id = await h.issued();
    const before = await h.detail(id);
    expect(before.e_invoice).toBeNull();
    expect(before).toMatchObject({ e_invoice_applies: true, e_invoice_registers: true });
    const res = await h.register(id, finance);
    expect(res.statusCode, res.body).toBe(202);
    expect((res.json() as EInvoiceWire).status).toBe('queued');
    const d = await until(
      () => h.detail(id),
      (x) => x.e_invoice?.status === 'registered',
    );
    const e = d.e_invoice!;
    expect(e.status).toBe('registered');
    const number = d.invoice.number!;
    const dt = eInvoiceDate(d.invoice.issued_at!);
    expect(e.irn).toBe(irnOf(TEST_COMPANY_GSTIN, eInvoiceFinancialYear(dt), 'INV', number));
    expect(e.ack_no).toMatch(/^1\d{14}$/);
    expect(e.ack_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(e.error).toBeNull();
    expect(Date.parse(e.cancellable_until!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const qr = await verifySignedQr(e.signed_qr!, publicKey);
    expect(qr).toMatchObject({
      SellerGstin: TEST_COMPANY_GSTIN,
      BuyerGstin: CLIENT_GSTIN,
      DocNo: number,
      DocTyp: 'INV',
      DocDt: dt,
      TotInvVal: 2360,
      ItemCnt: 1,
      MainHsnCode: '8413',
      Irn: e.irn,
      IrnDt: e.ack_date,
    });
    // the history says so, and the public invoice (quick pay, the PDF) carries what it prints
    expect((await h.detail(id)).history.map((x) => x.action)).toEqual(
      expect.arrayContaining(['e_invoice_requested', 'e_invoice_registered']),
    );
    const key = (await t.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.accessKey;
    const pub = (await t.app.inject({ method: 'GET', url: `/api/get-invoice?id=${id}&key=${key}` })).json()
      .data as PublicInvoice;
    expect(pub.e_invoice).toEqual({
      irn: e.irn,
      ack_no: e.ack_no,
      ack_date: e.ack_date,
      signed_qr: e.signed_qr,
    });
    // asked again: the same registration (200), never a second IRN
    const again = await h.register(id, finance);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: e.id, irn: e.irn, status: 'registered' });
    expect(await h.stored(id)).toHaveLength(1);
  });

  it('ten requests at once on one document make one registration', async () => {
    const id = await h.issued();
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.register(id, finance)));
    for (const a of answers) expect([200, 202]).toContain(a.statusCode);
    expect(new Set(answers.map((a) => (a.json() as EInvoiceWire).id)).size).toBe(1);
    const d = await until(
      () => h.detail(id),
      (x) => x.e_invoice?.status === 'registered',
    );
    expect(d.e_invoice?.status).toBe('registered');
    expect(await h.stored(id)).toHaveLength(1);
    // the history is read before the registration: once registered, read it again
    const history = (await h.detail(id)).history;
    expect(history.filter((x) => x.action === 'e_invoice_registered')).toHaveLength(1);
  });

  it('honours Idempotency-Key', async () => {
    const id = await h.issued();
    const key = { 'idempotency-key': `einv-${id}-abcdefgh` };
    const first = await h.register(id, finance, key);
    const second = await h.register(id, finance, key);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('refuses a B2C invoice at gstin, and a draft', async () => {
    const id = await h.issued({ organization: 'Walk-in Customer', billing_address: '' });
    const res = await h.register(id, finance);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      gstin: 'An invoice to a client without a GSTIN is not reported to the IRP (B2C)',
    });
    expect((await h.detail(id)).e_invoice_applies).toBe(false);
    const draft = await h.call('POST', '/api/invoices', admin, {
      organization: CLIENT,
      phone_number: '9847012345',
      products: [line],
    });
    expect((await h.register(draft.json().id as number, finance)).statusCode).toBe(409);
    expect(await h.stored(id)).toHaveLength(0);
  });

  it('refuses a document missing a particular, naming it at its path, and stores nothing', async () => {
    const id = await h.issued({ billing_address: 'Lake Road' });
    const res = await h.register(id, finance);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string> };
    expect(Object.keys(body.errors)).toContain('BuyerDtls.Pin');
    expect(body.errors['BuyerDtls.Pin']).toMatch(/PIN code/);
    expect(await h.stored(id)).toHaveLength(0);
    // the JSON download is refused the same way
    expect((await h.call('GET', `/api/invoices/${id}/e-invoice/json`, finance)).statusCode).toBe(422);
  });

  it("refuses a billing address whose PIN code is not of the client's state, naming the state it is of", async () => {
    const id = await h.issued({ billing_address: '12 Marine Drive, Kochi 682001' });
    const res = await h.register(id, finance);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { errors: Record<string, string> };
    expect(body.errors['BuyerDtls.Pin']).toMatch(
      /682001 is not a PIN code of Karnataka \(29\): it is in Lakshadweep or Kerala/,
    );
    expect(await h.stored(id)).toHaveLength(0);
  });

  it('gives the INV-01 JSON as a download', async () => {
    const id = await h.issued();
    const res = await h.call('GET', `/api/invoices/${id}/e-invoice/json`, finance);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="e-invoice-AQ-\d\d-\d\d-\d{4}\.json"$/,
    );
    const [json] = res.json() as ValidEInvoice[];
    expect(json?.BuyerDtls.Gstin).toBe(CLIENT_GSTIN);
    expect(json?.DocDtls.Typ).toBe('INV');
  });

  it('sends of the company profile only what the NIC schema takes, leaving out what it may (issue 41 item 10)', async () => {
    const profile = (await h.call('GET', '/api/company-profile')).json().data as Record<string, unknown>;
    const { id: _id, changed_at: _at, changed_by_name: _by, ...saved } = profile;
    const put = (over: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/company-profile',
        headers: admin,
        payload: { ...saved, ...over },
      });
    try {
      // an apostrophe in the e-mail and a two-letter trade name: the profile takes them, and says what happens
      const res = await put({
        email: "o'neill.accounts@aquadesk.example",
        trade_name: 'AQ',
        phone: '+91 (484) 234-5678',
      });
      expect(res.statusCode, res.body).toBe(200);
      const id = await h.issued();
      const json = await h.call('GET', `/api/invoices/${id}/e-invoice/json`, finance);
      expect(json.statusCode, json.body).toBe(200);
      const [seller] = (json.json() as ValidEInvoice[]).map((j) => j.SellerDtls);
      expect(seller).not.toHaveProperty('Em');
      expect(seller).not.toHaveProperty('TrdNm');
      expect(seller?.Ph).toBe('914842345678');
      const registered = await h.register(id, finance);
      expect(registered.statusCode, registered.body).toBe(202);
      // what the schema takes is sent as it is
      expect((await put({ email: 'accounts+gst@aqua-desk.example', trade_name: 'AQD' })).statusCode).toBe(
        200,
      );
      const next = await h.issued();
      const [sent] = (
        (await h.call('GET', `/api/invoices/${next}/e-invoice/json`, finance)).json() as ValidEInvoice[]
      ).map((j) => j.SellerDtls);
      expect(sent).toMatchObject({ Em: 'accounts+gst@aqua-desk.example', TrdNm: 'AQD' });
    } finally {
      expect((await put({})).statusCode).toBe(200);
    }
  });

  it('registers a credit note, which names its invoice', async () => {
    const id = await h.issued({ products: [{ ...line, quntaty: '10' }] });
    const note = await h.call('POST', `/api/invoices/${id}/credit-notes`, admin, {
      reason: 'Pump returned',
      products: [{ ...line, quntaty: '1' }],
    });
    expect(note.statusCode, note.body).toBe(201);
    const noteId = note.json().id as number;
    const res = await h.call('POST', `/api/invoice-notes/${noteId}/e-invoice`, finance);
    expect(res.statusCode, res.body).toBe(202);
    const d = await until(
      () => h.detail(id),
      (x) => x.notes[0]?.e_invoice?.status === 'registered',
    );
    expect(d.notes[0]?.e_invoice?.irn).toMatch(/^[0-9a-f]{64}$/);
    expect(d.e_invoice).toBeNull();
    // a malformed note id is named as a note's, on both of a note's calls
    for (const [method, url] of [
      ['POST', '/api/invoice-notes/x1/e-invoice'],
      ['GET', '/api/invoice-notes/0/e-invoice/json'],
    ] as const) {
      const bad = await h.call(method, url, finance);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body, url).toContain('Enter a note number from 1');
    }
  });

  it('refuses the plain cancel of a registered invoice; cancels at the IRP within 24 hours, both together', async () => {
    const id = await h.issued();
    await h.register(id, finance);
    await until(
      () => h.detail(id),
      (x) => x.e_invoice?.status === 'registered',
    );
    const plain = await h.call('POST', `/api/invoices/${id}/cancel`, admin, { reason: 'Wrong client' });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().errors).toEqual({
      reason:
        'This invoice is registered with the IRP: cancel its IRN (within 24 hours) or issue a credit note',
    });
    const bad = await h.call('POST', `/api/invoices/${id}/e-invoice/cancel`, finance, {
      reason: '9',
      remark: '',
    });
    expect(bad.statusCode).toBe(400);
    const res = await h.call('POST', `/api/invoices/${id}/e-invoice/cancel`, finance, {
      reason: '2',
      remark: 'Wrong client billed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Wrong client billed' });
    const d = await h.detail(id);
    expect(d.invoice.status).toBe('cancelled');
    expect(d.invoice.cancelled?.reason).toBe('Wrong client billed');
    expect(d.invoice.e_invoice).toBeNull();
    expect(d.e_invoice?.status).toBe('cancelled');
    expect(d.e_invoice_applies).toBe(false);
    // a cancelled invoice is not paid, by finance or on quick pay
    const paid = await h.call('POST', `/api/invoices/${id}/payments`, finance, {
      method: 'bank_transfer',
      reference: 'UTR0001',
      received_on: '2026-11-20',
      amount: '100',
    });
    expect(paid.statusCode).toBe(409);
    const quick = await payOrder(t, id, 236000);
    expect(quick.statusCode).toBe(409);
    // and asked again it stays cancelled
    const again = await h.call('POST', `/api/invoices/${id}/e-invoice/cancel`, finance, {
      reason: '2',
      remark: 'Wrong client billed',
    });
    expect(again.statusCode).toBe(409);
  });

  it('tells the lists that an invoice whose IRN is cancelled is cancelled (invoice_cancelled, after commit)', async () => {
    const id = await h.issued();
    await h.register(id, finance);
    await until(
      () => h.detail(id),
      (x) => x.e_invoice?.status === 'registered',
    );
    const emit = vi.spyOn(t.ctx.realtime, 'emit');
    try {
      const res = await h.call('POST', `/api/invoices/${id}/e-invoice/cancel`, finance, {
        reason: '3',
        remark: 'Order cancelled',
      });
      expect(res.statusCode, res.body).toBe(200);
      // what was said of this invoice (the job's timer may speak of others meanwhile)
      const events = emit.mock.calls.filter(([event, payload]) => {
        const p = payload as { id?: number; invoice_id?: number };
        return (event === EVENTS.eInvoice ? p.invoice_id : p.id) === id;
      });
      expect(events.map(([event]) => event)).toEqual([EVENTS.eInvoice, EVENTS.invoiceCancelled]);
      expect(events[1]![1]).toMatchObject({ id, status: 'cancelled' });
    } finally {
      emit.mockRestore();
    }
  });

  it('refuses the IRP cancel 24 hours after the acknowledgement', async () => {
    const id = await h.issued();
    await h.register(id, finance);
    await until(
      () => h.detail(id),
      (x) => x.e_invoice?.status === 'registered',
    );
    await t.ctx.db
      .update(eInvoices)
      .set({ ackDate: ackDateOf(new Date(Date.now() - 24 * 3600_000 - 60_000)) })
      .where(eq(eInvoices.invoiceId, id));
    const res = await h.call('POST', `/api/invoices/${id}/e-invoice/cancel`, finance, {
      reason: '3',
      remark: 'Order cancelled',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({
      reason: 'The IRN can no longer be cancelled (24 hours after its acknowledgement): issue a credit note',
    });
    expect((await h.detail(id)).invoice.status).not.toBe('cancelled');
  });

  it('lets admin and finance register, cancel and see the queue; others who see invoices only see it', async () => {
    const id = await h.issued();
    expect((await h.register(id, director)).statusCode).toBe(403);
    expect((await h.call('GET', '/api/e-invoices', director)).statusCode).toBe(403);
    expect(
      (await h.call('POST', `/api/invoices/${id}/e-invoice/cancel`, director, { reason: '1', remark: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await h.call('GET', `/api/invoices/${id}/e-invoice/json`, director)).statusCode).toBe(403);
    const employee = (await t.asRole('employee')).headers;
    expect((await h.register(id, employee)).statusCode).toBe(403);
    expect((await h.register(id, admin)).statusCode).toBe(202);
    const d = await until(
      () => h.detail(id, director),
      (x) => x.e_invoice?.status === 'registered',
    );
    expect(d.e_invoice?.irn).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lists the queue paged, searched and filtered, newest change first', async () => {
    const all = await h.call('GET', '/api/e-invoices', finance);
    expect(all.statusCode).toBe(200);
    const body = all.json() as { data: EInvoiceQueueRow[]; total: number; next_cursor: string | null };
    expect(body.total).toBeGreaterThanOrEqual(5);
    const times = body.data.map((r) => r.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    const first = await h.call('GET', '/api/e-invoices?limit=2', finance);
    const page1 = first.json() as typeof body;
    expect(page1.data).toHaveLength(2);
    expect(page1.next_cursor).not.toBeNull();
    const page2 = (
      await h.call('GET', `/api/e-invoices?limit=2&cursor=${page1.next_cursor}`, finance)
    ).json() as typeof body;
    expect(page2.data[0]?.id).not.toBe(page1.data[1]?.id);
    expect(page2.data.map((r) => r.id)).toEqual(body.data.slice(2, 4).map((r) => r.id));
    const one = body.data.find((r) => r.document_kind === 'invoice')!;
    const searched = (
      await h.call('GET', `/api/e-invoices?search=${encodeURIComponent(one.number)}`, finance)
    ).json() as typeof body;
    expect(searched.data.map((r) => r.id)).toContain(one.id);
    expect(searched.data.every((r) => r.number.includes(one.number))).toBe(true);
    const byIrn = (
      await h.call('GET', `/api/e-invoices?search=${one.irn?.slice(0, 20)}`, finance)
    ).json() as typeof body;
    expect(byIrn.data.map((r) => r.id)).toEqual([one.id]);
    const cancelled = (
      await h.call('GET', '/api/e-invoices?status=cancelled', finance)
    ).json() as typeof body;
    expect(cancelled.data.length).toBeGreaterThan(0);
    expect(cancelled.data.every((r) => r.status === 'cancelled')).toBe(true);
    expect(one).toMatchObject({ client_name: CLIENT, document_id: one.invoice_id });
    expect((await h.call('GET', '/api/e-invoices?status=nope', finance)).statusCode).toBe(400);
  });
});

/** An IRP that fails as told, then answers as the sandbox. */
class ScriptedIrp implements IrpProvider {
  readonly kind = 'sandbox' as const;
  readonly sandbox = new SandboxIrpProvider();
  failures: IrpError[] = [];
  calls = 0;
  async generate(invoice: ValidEInvoice): Promise<IrpRegistration> {
    this.calls += 1;
    const next = this.failures.shift();
    if (next) throw next;
    return this.sandbox.generate(invoice);
  }
  getByIrn(...args: Parameters<IrpProvider['getByIrn']>) {
    return this.sandbox.getByIrn(...args);
  }
  cancel(...args: Parameters<IrpProvider['cancel']>): Promise<IrpCancellation> {
    return this.sandbox.cancel(...args);
  }
}

describe('failures, retries and restarts (the job run by hand)', () => {
  let t: TestApp;
  let admin: Headers;
  let finance: Headers;
  let h: ReturnType<typeof helpersOf>;
  const irp = new ScriptedIrp();
  beforeAll(async () => {
    t = await buildTestApp({ EINVOICE_JOBS: '0' }, { irp });
    ({ admin, finance } = await setUp(t));
    h = helpersOf(t, admin);
  });
  afterAll(() => t.close());

  it('keeps a failure that may pass, retries after the back-off, and registers', async () => {
    expect(t.ctx.eInvoiceJob).toBeNull();
    const id = await h.issued();
    irp.failures = [new IrpError('The IRP is down for maintenance', { retry: true, status: 503 })];
    expect((await h.register(id, finance)).statusCode).toBe(202);
    const start = new Date();
    await runEInvoiceJobs(t.ctx, { now: () => start });
    let d = await h.detail(id);
    expect(d.e_invoice).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'The IRP is down for maintenance',
    });
    expect(Date.parse(d.e_invoice!.next_attempt_at!)).toBe(start.getTime() + E_INVOICE_BACKOFF_MS[0]);
    // not due yet: nothing happens
    expect(await runEInvoiceJobs(t.ctx, { now: () => new Date(start.getTime() + 1000) })).toBe(0);
    await runEInvoiceJobs(t.ctx, { now: () => new Date(start.getTime() + E_INVOICE_BACKOFF_MS[0]) });
    d = await h.detail(id);
    expect(d.e_invoice).toMatchObject({ status: 'registered', attempts: 2, error: null });
  });

  it('fails after six attempts that may pass, and a POST queues it again', async () => {
    const id = await h.issued();
    irp.failures = Array.from({ length: 6 }, () => new IrpError('Gateway timeout', { retry: true }));
    await h.register(id, finance);
    let at = Date.now();
    for (let i = 0; i < 6; i++) {
      await runEInvoiceJobs(t.ctx, { now: () => new Date(at) });
      at += 7 * 3600_000;
    }
    let d = await h.detail(id);
    expect(d.e_invoice).toMatchObject({ status: 'failed', attempts: 6, error: 'Gateway timeout' });
    const retry = await h.register(id, finance);
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ status: 'queued', attempts: 0, error: null });
    await runEInvoiceJobs(t.ctx);
    d = await h.detail(id);
    expect(d.e_invoice?.status).toBe('registered');
    expect(d.history.map((x) => x.action)).toContain('e_invoice_retried');
  });

  it("shows the IRP's refusal as rejected, with its message; a retry re-queues it", async () => {
    const id = await h.issued();
    irp.failures = [
      new IrpError('2172: The GSTIN of the buyer is not active', { retry: false, code: '2172' }),
    ];
    await h.register(id, finance);
    await runEInvoiceJobs(t.ctx);
    const d = await h.detail(id);
    expect(d.e_invoice).toMatchObject({
      status: 'rejected',
      error: '2172: The GSTIN of the buyer is not active',
      irn: null,
    });
    const queue = (await h.call('GET', '/api/e-invoices?status=rejected', finance)).json() as {
      data: EInvoiceQueueRow[];
    };
    expect(queue.data.map((r) => r.invoice_id)).toContain(id);
    expect((await h.register(id, finance)).json()).toMatchObject({ status: 'queued' });
    await runEInvoiceJobs(t.ctx);
    expect((await h.detail(id)).e_invoice?.status).toBe('registered');
  });

  it('lets the plain cancel through after a rejection (nothing is registered), and then refuses its notes', async () => {
    const id = await h.issued();
    irp.failures = [
      new IrpError('2172: The GSTIN of the buyer is not active', { retry: false, code: '2172' }),
    ];
    await h.register(id, finance);
    await runEInvoiceJobs(t.ctx);
    expect((await h.detail(id)).e_invoice?.status).toBe('rejected');
    const queued = await h.issued();
    await h.register(queued, finance);
    // queued: the plain cancel waits for the IRP's answer
    expect(
      (await h.call('POST', `/api/invoices/${queued}/cancel`, admin, { reason: 'Wrong' })).statusCode,
    ).toBe(409);
    const res = await h.call('POST', `/api/invoices/${id}/cancel`, admin, { reason: 'Wrong client' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.register(id, finance)).statusCode).toBe(409);
    await runEInvoiceJobs(t.ctx);
  });

  it('takes the stored registration when the IRP says the document is a duplicate', async () => {
    const id = await h.issued();
    await h.register(id, finance);
    // the first answer was lost: the IRP holds it, the row does not
    const json = (
      await h.call('GET', `/api/invoices/${id}/e-invoice/json`, finance)
    ).json() as ValidEInvoice[];
    const held = await irp.sandbox.generate(json[0]!);
    irp.failures = [new IrpError('Duplicate IRN', { retry: false, code: '2150' })];
    await runEInvoiceJobs(t.ctx);
    const d = await h.detail(id);
    expect(d.e_invoice).toMatchObject({ status: 'registered', irn: held.irn, ack_no: held.ackNo });
  });

  it('survives a restart: a queued row, and a claim left by a stopped instance, finish on the next instance', async () => {
    const a = await h.issued();
    const b = await h.issued();
    await h.register(a, finance);
    await h.register(b, finance);
    // b was claimed by an instance that stopped: its claim has expired
    await t.ctx.db
      .update(eInvoices)
      .set({
        status: 'running',
        lockedBy: 'gone:1:dead',
        lockedUntil: sql`now() - interval '1 second'`,
        attempts: 1,
      })
      .where(eq(eInvoices.invoiceId, b));
    // this instance runs no job: nothing moves
    await new Promise((r) => setTimeout(r, 300));
    expect((await h.stored(a))[0]?.status).toBe('queued');
    const next = await t.secondInstance({ EINVOICE_JOBS: '1' });
    expect(next.ctx.eInvoiceJob).not.toBeNull();
    const done = await until(
      async () => [...(await h.stored(a)), ...(await h.stored(b))].map((r) => r.status),
      (s) => s.every((x) => x === 'registered'),
    );
    expect(done).toEqual(['registered', 'registered']);
    expect((await h.stored(b))[0]?.attempts).toBe(2);
  });

  it('refuses everything but the JSON download with EINVOICE_PROVIDER=off', async () => {
    const off = await buildTestApp({ EINVOICE_PROVIDER: 'off' });
    try {
      const s = await setUp(off);
      const o = helpersOf(off, s.admin);
      const id = await o.issued();
      // still reported to the IRP, by hand: the screen offers the JSON, not a registration
      expect(await o.detail(id)).toMatchObject({ e_invoice_applies: true, e_invoice_registers: false });
      expect(off.ctx.eInvoiceJob).toBeNull();
      expect((await o.call('GET', `/api/invoices/${id}/e-invoice/json`, s.finance)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('the sandbox IRP', () => {
  it('answers a second registration with the first, looks it up, and cancels within 24 hours only', async () => {
    let now = new Date('2026-11-27T06:00:00Z');
    const irp = new SandboxIrpProvider({ privateKeyPem: SANDBOX_KEY, now: () => now });
    const t = await buildTestApp({ EINVOICE_JOBS: '0' });
    try {
      const s = await setUp(t);
      const o = helpersOf(t, s.admin);
      const id = await o.issued();
      const [json] = (
        await o.call('GET', `/api/invoices/${id}/e-invoice/json`, s.finance)
      ).json() as ValidEInvoice[];
      const first = await irp.generate(json!);
      expect(first.duplicate).toBe(false);
      const second = await irp.generate(json!);
      expect(second).toEqual({ ...first, duplicate: true });
      const ref = {
        gstin: TEST_COMPANY_GSTIN,
        type: 'INV' as const,
        number: json!.DocDtls.No,
        date: json!.DocDtls.Dt,
      };
      expect((await irp.getByIrn(first.irn, ref))?.ackNo).toBe(first.ackNo);
      expect(await irp.getByIrn('0'.repeat(64), ref)).toBeNull();
      now = new Date(now.getTime() + 24 * 3600_000 + 1000);
      await expect(irp.cancel(first.irn, '1', 'Duplicate')).rejects.toMatchObject({
        message: 'The allowed cancellation time limit is crossed',
        code: '2270',
        retry: false,
      });
      now = new Date('2026-11-27T07:00:00Z');
      expect(await irp.cancel(first.irn, '1', 'Duplicate')).toEqual({
        irn: first.irn,
        cancelDate: '2026-11-27 12:30:00',
      });
      await expect(irp.generate(json!)).rejects.toMatchObject({ code: '2150', retry: false });
    } finally {
      await t.close();
    }
  });
});
