import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { EVENTS, INVOICE_ROW_EVENTS } from '@aquadesk/shared/events.ts';
import type { InvoiceListRow } from '@aquadesk/shared/invoices.ts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthHeaders, TestApp } from '../helpers.ts';
import { buildListeningTestApp, connectSocket, waitForRooms } from '../sockets.ts';
import { taxLine as line } from './invoice-helpers.ts';

/**
 * The invoice's live events (docs/api.md "Tax invoices", live events; issue 42 item 4): each change says what
 * happened, with the invoice's row as GET /get-invoic-list answers it, to those who bill, heard on real
 * sockets of the app listening.
 */

type Heard = [event: string, payload: unknown];

let t: TestApp;
let url: string;
let admin: AuthHeaders;
let finance: AuthHeaders;
let sockets: Socket[] = [];
/** What a finance user's socket heard, and an employee's (who does not bill: nothing). */
const heard: { finance: Heard[]; employee: Heard[] } = { finance: [], employee: [] };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: AuthHeaders,
  payload?: object,
) => t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

const invoice = (over: Record<string, unknown> = {}) => ({
  organization: 'Live Events Pvt Ltd',
  phone_number: '9847012345',
  products: [line()],
  ...over,
});

async function made(path: '/api/invoices' | '/api/invoice_generater'): Promise<number> {
  const res = await call('POST', path, admin, invoice());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function ok(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object): Promise<void> {
  const res = await call(method, path, finance, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** The invoice's row as the list answers it. */
async function listRow(id: number): Promise<InvoiceListRow> {
  const res = await call('GET', `/api/get-invoic-list?search=${id}&limit=100`, admin);
  const row = (res.json().data as InvoiceListRow[]).find((r) => r.id === id);
  expect(row).toBeDefined();
  return row!;
}

/** Waits until finance's socket heard `count` events, and answers them. */
async function heardByFinance(count: number): Promise<Heard[]> {
  await expect.poll(() => heard.finance.length).toBeGreaterThanOrEqual(count);
  return heard.finance;
}

const pay = (id: number, amount: string) =>
  ok('POST', `/api/invoices/${id}/payments`, {
    amount,
    method: 'bank_transfer',
    reference: `UTR-${id}`,
    received_on: todayInIndia(),
  });

beforeAll(async () => {
  ({ t, url, admin } = await buildListeningTestApp());
  const f = await t.asRole('finance');
  finance = f.headers;
  const e = await t.asRole('employee');
  for (const [who, person] of [
    ['finance', f],
    ['employee', e],
  ] as const) {
    const socket = await connectSocket(url, person.headers.authorization);
    await waitForRooms(t, person.user.id);
    for (const event of [...INVOICE_ROW_EVENTS, EVENTS.invoiceRemove]) {
      socket.on(event, (payload: unknown) => heard[who].push([event, payload]));
    }
    sockets.push(socket);
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  sockets = [];
  await t.close();
});
beforeEach(() => {
  heard.finance.length = 0;
  heard.employee.length = 0;
});

describe('an invoice tells the lists what happened to it', () => {
  it('a draft made is invoice_add, edited invoice_update, deleted invoice_remove with its id', async () => {
    const id = await made('/api/invoices');
    expect(await heardByFinance(1)).toEqual([[EVENTS.invoiceAdd, await listRow(id)]]);
    await ok('PUT', `/api/invoices/${id}`, invoice({ products: [line({ quntaty: '3' })] }));
    const edited = await listRow(id);
    expect(edited.total).toBe('3540.00');
    expect((await heardByFinance(2))[1]).toEqual([EVENTS.invoiceUpdate, edited]);
    await ok('DELETE', `/api/invoices/${id}`);
    expect((await heardByFinance(3))[2]).toEqual([EVENTS.invoiceRemove, { id }]);
    expect(heard.finance).toHaveLength(3);
  });

  it('issuing a draft is invoice_issued with the numbered row; an invoice made issued at once too', async () => {
    const id = await made('/api/invoices');
    await heardByFinance(1);
    await ok('POST', `/api/invoices/${id}/issue`);
    const row = await listRow(id);
    expect(row).toMatchObject({ status: 'unpaid', number: expect.stringMatching(/^AQ\//) });
    expect((await heardByFinance(2))[1]).toEqual([EVENTS.invoiceIssued, row]);
    const other = await made('/api/invoice_generater');
    expect((await heardByFinance(3))[2]).toEqual([EVENTS.invoiceIssued, await listRow(other)]);
    expect(heard.finance).toHaveLength(3);
  });

  it('cancelling is invoice_cancelled with the cancelled row', async () => {
    const id = await made('/api/invoice_generater');
    await heardByFinance(1);
    await ok('POST', `/api/invoices/${id}/cancel`, { reason: 'Raised twice' });
    const row = await listRow(id);
    expect(row.status).toBe('cancelled');
    expect(await heardByFinance(2)).toEqual([
      [EVENTS.invoiceIssued, expect.objectContaining({ id })],
      [EVENTS.invoiceCancelled, row],
    ]);
  });

  it('a payment recorded is invoice_paid, a credit note invoice_note, a refund invoice_refunded', async () => {
    const id = await made('/api/invoice_generater'); // ₹2,360.00
    await heardByFinance(1);
    await pay(id, '1000');
    const part = await listRow(id);
    expect(part.due_paise).toBe(136_000);
    expect((await heardByFinance(2))[1]).toEqual([EVENTS.invoicePaid, part]);
    await pay(id, '1360');
    expect((await heardByFinance(3))[2]).toEqual([EVENTS.invoicePaid, await listRow(id)]);
    // one pump of two returned after it was paid: ₹1,180.00 overpaid, then refunded
    await ok('POST', `/api/invoices/${id}/credit-notes`, {
      reason: 'Returned one pump',
      products: [line({ quntaty: '1' })],
    });
    expect((await heardByFinance(4))[3]).toEqual([EVENTS.invoiceNote, await listRow(id)]);
    await ok('POST', `/api/invoices/${id}/refunds`, {
      amount: '1180',
      method: 'bank_transfer',
      reference: 'NEFT-R1',
      received_on: todayInIndia(),
    });
    expect((await heardByFinance(5))[4]).toEqual([EVENTS.invoiceRefunded, await listRow(id)]);
    expect(heard.finance.map(([event]) => event)).toEqual([
      EVENTS.invoiceIssued,
      EVENTS.invoicePaid,
      EVENTS.invoicePaid,
      EVENTS.invoiceNote,
      EVENTS.invoiceRefunded,
    ]);
  });

  it('only those who bill hear them: an employee’s socket hears none', async () => {
    const id = await made('/api/invoices');
    await ok('POST', `/api/invoices/${id}/issue`);
    await heardByFinance(2);
    expect(heard.employee).toEqual([]);
  });
});
