import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EInvoiceWire } from '@aquadesk/shared/e-invoice-status.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { pdfQrText, pdfText } from './document-helpers.ts';
import { overhaulLine } from './invoice-helpers.ts';

/**
 * A registered invoice's PDF (issue 32 item 6; docs/requirements/003-e-invoice.md §10, docs/api.md
 * "Documents"): the IRN, the acknowledgement number and date, and the IRP's signed QR code, which a decoder
 * reads back as exactly the signed text the IRP returned; an invoice never registered prints none of it.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let finance: Headers;

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const issue = async (organization: string) => {
  const res = await call('POST', '/api/invoice_generater', admin, {
    organization,
    phone_number: '9847012345',
    products: [overhaulLine({ quntaty: '2' })],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

const detail = async (id: number) => {
  const res = await call('GET', `/api/invoices/${id}`, finance);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { invoice: { number: string }; e_invoice: EInvoiceWire | null };
};

/** Asks the job to register the invoice and waits until it has (the sandbox answers at once). */
async function register(id: number): Promise<EInvoiceWire> {
  const res = await call('POST', `/api/invoices/${id}/e-invoice`, finance);
  expect([200, 202], res.body).toContain(res.statusCode);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const e = (await detail(id)).e_invoice;
    if (e && e.status !== 'queued' && e.status !== 'running') return e;
    if (Date.now() > deadline) throw new Error(`still ${e?.status} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pdfOf = async (id: number) => {
  const res = await call('GET', `/api/invoice-pdf/${id}`, finance);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // SAVE_PDFS=dir keeps each PDF read, for the picture in docs/images (README "Documents as PDF")
  if (process.env.SAVE_PDFS)
    writeFileSync(path.join(process.env.SAVE_PDFS, `invoice-pdf_${id}.pdf`), res.rawPayload);
  return res.rawPayload;
};

beforeAll(async () => {
  t = await buildTestApp({ EINVOICE_PROVIDER: 'sandbox' });
  admin = await t.adminHeaders();
  finance = (await t.asRole('finance')).headers;
  await t.asRole('client', {
    organization: 'Lakeshore Hospital',
    stateCode: '29',
    gstin: '29AAACA1234A1ZG',
    billingAddress: '12 Lake Road, Bengaluru 560001',
  });
});
afterAll(() => t.close());

describe('the PDF of a registered invoice', () => {
  it('prints the IRN, Ack No and Ack Date, and a QR code that decodes to exactly the signed QR text', async () => {
    const id = await issue('Lakeshore Hospital');
    const e = await register(id);
    expect(e.status, e.error ?? '').toBe('registered');
    const { irn, ack_no, ack_date, signed_qr } = e;
    expect(irn).toMatch(/^[0-9a-f]{64}$/);
    expect(signed_qr?.split('.')).toHaveLength(3);

    const pdf = await pdfOf(id);
    const text = (await pdfText(pdf)).replaceAll(/\s+/g, ' ');
    for (const particular of ['e-Invoice', `IRN ${irn}`, `Ack No. ${ack_no}`, `Ack Date ${ack_date}`])
      expect(text, particular).toContain(particular);

    // the code is at the top of the first page (the UPI code, for an open invoice, is at its foot)
    const printed = await pdfQrText(pdf, { top: 0, bottom: 0.4 });
    expect(printed).toBe(signed_qr);
    // and drawn coarser, at 2.5 pixels a point (180 dpi: a module of 0.35 mm is 2.5 pixels)
    expect(await pdfQrText(pdf, { top: 0, bottom: 0.4, scale: 2.5 })).toBe(signed_qr);
    const [, payload = ''] = (printed ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { data: string };
    const data = JSON.parse(claims.data) as { DocNo: string; Irn: string };
    expect(data.DocNo).toBe((await detail(id)).invoice.number);
    expect(data.Irn).toBe(irn);
    // the block costs little height: a one-line invoice still fits one page
    expect(text).toContain('Page 1 of 1');
  });

  it("prints a registered credit note's IRN, acknowledgement and QR code on the note's PDF", async () => {
    const id = await issue('Lakeshore Hospital');
    expect((await register(id)).status).toBe('registered');
    const raised = await call('POST', `/api/invoices/${id}/credit-notes`, finance, {
      reason: 'One pump returned',
      products: [overhaulLine()],
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const noteId = raised.json().id as number;
    const asked = await call('POST', `/api/invoice-notes/${noteId}/e-invoice`, finance);
    expect([200, 202], asked.body).toContain(asked.statusCode);
    let e: EInvoiceWire | null = null;
    const deadline = Date.now() + 20_000;
    while (!e || e.status === 'queued' || e.status === 'running') {
      if (Date.now() > deadline) throw new Error(`the note is still ${e?.status} after 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await call('GET', `/api/invoices/${id}`, finance);
      const notes = res.json().notes as { id: number; e_invoice: EInvoiceWire | null }[];
      e = notes.find((n) => n.id === noteId)?.e_invoice ?? null;
    }
    expect(e.status, e.error ?? '').toBe('registered');
    const res = await call('GET', `/api/note-pdf/${noteId}`, finance);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = (await pdfText(res.rawPayload)).replaceAll(/\s+/g, ' ');
    for (const particular of ['Credit Note', `IRN ${e.irn}`, `Ack No. ${e.ack_no}`, `Ack Date ${e.ack_date}`])
      expect(text, particular).toContain(particular);
    expect(await pdfQrText(res.rawPayload, { top: 0, bottom: 0.4 })).toBe(e.signed_qr);
  });

  it('prints nothing of an e-invoice for an invoice never registered', async () => {
    const id = await issue('Lakeshore Hospital');
    const pdf = await pdfOf(id);
    const text = await pdfText(pdf);
    expect(text).not.toContain('IRN');
    expect(text).not.toContain('Ack No');
  });
});
