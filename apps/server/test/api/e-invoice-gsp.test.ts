import { validateEInvoice } from '@aquadesk/shared/e-invoice.ts';
import type { EInvoiceWire } from '@aquadesk/shared/e-invoice-status.ts';
import type { InvoiceDetailResponse } from '@aquadesk/shared/invoices.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GspIrpProvider } from '../../src/platform/irp/gsp.ts';
import { buildTestApp, TEST_COMPANY_GSTIN, type TestApp } from '../helpers.ts';
import { type GspStub, STUB_MESSAGES, startGspStub } from '../support/gsp-stub.ts';

/**
 * The GSP provider through the real app (docs/requirements/003-e-invoice.md §11, §12, §14): the app is
 * configured by environment (EINVOICE_PROVIDER=gsp and its five settings) against a local stub of the GSP's
 * HTTP API, and registers, answers a duplicate with the IRP's stored registration, keeps an error answer,
 * and cancels an IRN, on whichever database the suite runs on.
 */

type Headers = { authorization: string };
const CLIENT = 'Mysuru Water Works';
const CLIENT_GSTIN = '29AAACA1234A1ZG';

let stub: GspStub;
let t: TestApp;
let finance: Headers;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: finance, ...(payload ? { payload } : {}) });

async function issued(): Promise<number> {
  const res = await call('POST', '/api/invoice_generater', {
    organization: CLIENT,
    phone_number: '9847012345',
    billing_address: '4 Palace Road, Mysuru 570001',
    products: [
      { discription: 'Chlorinator', quntaty: '1', rate: '5000', gst_rate: '18', hsn: '8421', unit: 'NOS' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const detail = async (id: number) =>
  (await call('GET', `/api/invoices/${id}`)).json() as InvoiceDetailResponse;

/** Waits until the job has brought the registration to `check` (its timer and kick), at most 20 s. */
async function until(id: number, check: (e: EInvoiceWire | null) => boolean): Promise<EInvoiceWire | null> {
  const end = Date.now() + 20_000;
  for (;;) {
    const e = (await detail(id)).e_invoice;
    if (check(e) || Date.now() > end) return e;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  stub = await startGspStub({ gstin: TEST_COMPANY_GSTIN });
  t = await buildTestApp({
    EINVOICE_PROVIDER: 'gsp',
    EINVOICE_GSP_ORIGIN: stub.origin,
    EINVOICE_GSP_CLIENT_ID: stub.credentials.clientId,
    EINVOICE_GSP_CLIENT_SECRET: stub.credentials.clientSecret,
    EINVOICE_GSP_USERNAME: stub.credentials.username,
    EINVOICE_GSP_PASSWORD: stub.credentials.password,
  });
  finance = (await t.asRole('finance')).headers;
  await t.asRole('client', { organization: CLIENT, stateCode: '29', gstin: CLIENT_GSTIN });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

describe('registering through a GSP (EINVOICE_PROVIDER=gsp, a local stub of its API)', () => {
  it('authenticates once, registers, and stores what the GSP answered', async () => {
    stub.reset();
    const id = await issued();
    expect((await call('POST', `/api/invoices/${id}/e-invoice`)).statusCode).toBe(202);
    const e = await until(id, (x) => x?.status === 'registered');
    expect(e?.status).toBe('registered');
    const held = stub.registrations.get(e?.irn ?? '');
    expect(held).toBeDefined();
    expect(e).toMatchObject({
      ack_no: String(held?.ackNo),
      ack_date: held?.ackDt,
      signed_qr: held?.signedQr,
    });
    expect(stub.callsTo('auth')).toHaveLength(1);
    expect(stub.callsTo('generate')).toHaveLength(1);
  });

  it('a document the GSP already holds (an answer lost on the way) is answered with its stored registration', async () => {
    const id = await issued();
    // the document reached the IRP once already, e.g. from a call whose answer never came back
    const json = await call('GET', `/api/invoices/${id}/e-invoice/json`);
    expect(json.statusCode, json.body).toBe(200);
    // a list of one document, as the IRP's bulk upload takes it
    const check = validateEInvoice((json.json() as unknown[])[0]);
    if (!check.ok) throw new Error(JSON.stringify(check.problems));
    const first = await new GspIrpProvider({ origin: stub.origin, ...stub.credentials }).generate(
      check.invoice,
    );
    const before = stub.registrations.size;
    expect((await call('POST', `/api/invoices/${id}/e-invoice`)).statusCode).toBe(202);
    const e = await until(id, (x) => x?.status === 'registered');
    expect(e).toMatchObject({
      status: 'registered',
      irn: first.irn,
      ack_no: first.ackNo,
      signed_qr: first.signedQr,
    });
    // never a second IRN
    expect(stub.registrations.size).toBe(before);
  });

  it("keeps the IRP's refusal and shows it; a retry after the fix registers", async () => {
    const id = await issued();
    stub.failNext('generate', { kind: 'refuse', message: '2172 : Buyer GSTIN is not active' });
    expect((await call('POST', `/api/invoices/${id}/e-invoice`)).statusCode).toBe(202);
    const rejected = await until(id, (x) => x?.status === 'rejected');
    expect(rejected).toMatchObject({ status: 'rejected', irn: null });
    expect(rejected?.error).toContain('Buyer GSTIN is not active');
    // nothing secret leaks into what is shown
    expect(rejected?.error).not.toContain(stub.credentials.password);
    expect((await call('POST', `/api/invoices/${id}/e-invoice`)).statusCode).toBe(202);
    expect((await until(id, (x) => x?.status === 'registered'))?.status).toBe('registered');
  });

  it('a GSP that is down is retried later, its error kept meanwhile', async () => {
    const id = await issued();
    stub.failNext('generate', { kind: 'status', status: 503 });
    expect((await call('POST', `/api/invoices/${id}/e-invoice`)).statusCode).toBe(202);
    const waiting = await until(id, (x) => (x?.attempts ?? 0) >= 1 && x?.status === 'queued');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting?.error).toBe('The GSP is unavailable (HTTP 503); try again later');
    expect(Date.parse(waiting?.next_attempt_at ?? '')).toBeGreaterThan(Date.now());
  });

  it('cancels an IRN at the GSP within 24 hours, and the invoice with it', async () => {
    const id = await issued();
    await call('POST', `/api/invoices/${id}/e-invoice`);
    const e = await until(id, (x) => x?.status === 'registered');
    const res = await call('POST', `/api/invoices/${id}/e-invoice/cancel`, {
      reason: '2',
      remark: 'Wrong rate',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(stub.registrations.get(e?.irn ?? '')?.status).toBe('CNL');
    const d = await detail(id);
    expect(d.invoice.status).toBe('cancelled');
    expect(d.e_invoice?.status).toBe('cancelled');
    expect(STUB_MESSAGES.windowOver).toMatch(/^2270/);
  });
});
