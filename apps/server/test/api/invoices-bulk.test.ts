import { BULK_MAX, BULK_MESSAGES, type BulkResponse } from '@aquadesk/shared/bulk.ts';
import { istDay } from '@aquadesk/shared/dates.ts';
import { MAILS_PER_HOUR } from '@aquadesk/shared/mail.ts';
import { REMINDER_MESSAGES } from '@aquadesk/shared/reminders.ts';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index.ts';
import { BULK_SEND_MESSAGES, zipEntryName } from '../../src/modules/documents/operations/bulk-invoices.ts';
import { type AuthHeaders, buildTestApp, type TestApp } from '../helpers.ts';
import { smtpSink } from '../mail.ts';

/**
 * Many invoices at once (issue 41 item 13; docs/api.md "Many at once"): reminders, mails and a ZIP of PDFs for
 * a bounded, deduplicated list of ids, each decided by its single call's rules, answered per id; roles, bounds
 * and Idempotency-Key. Mail goes to a local SMTP server.
 */

const { received, start: startSmtp, stop: stopSmtp } = smtpSink();

let t: TestApp;
let finance: AuthHeaders;
let employee: AuthHeaders;

const post = (url: string, headers: AuthHeaders, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const mailsTo = (email: string, subject: string) =>
  received.filter((m) => m.to.includes(email) && m.raw.includes(`Subject: ${subject}`));

let counter = 0;
async function client(opts: { terms?: number; off?: boolean } = {}) {
  counter += 1;
  return t.createUser({
    userType: 'client',
    organization: `Bulk Org ${counter} ${Date.now().toString(36)}`,
    name: `Bulk Client ${counter}`,
    paymentTermsDays: opts.terms ?? 0,
    remindersOff: opts.off ?? false,
  });
}

async function issued(organization: string) {
  const res = await post('/api/invoice_generater', finance, {
    organization,
    phone_number: '9847012345',
    products: [{ discription: 'Annual maintenance', quntaty: '1', rate: '1000', gst_rate: '18' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const numberOf = async (id: number) =>
  (await t.ctx.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.number!;

beforeAll(async () => {
  t = await buildTestApp(
    { SMTP_URL: await startSmtp() },
    { logStream: { write: (l) => (l.includes('"level":50') ? process.stderr.write(l) : undefined) } },
  );
  finance = (await t.asRole('finance')).headers;
  employee = (await t.asRole('employee')).headers;
});
afterAll(async () => {
  await t.close();
  await stopSmtp();
});

describe('POST /api/invoices/bulk/remind', () => {
  it('reminds each due invoice once, skips a paid one and a switched-off client with their reasons', async () => {
    const a = await client();
    const b = await client();
    const quiet = await client({ off: true });
    const [dueA, dueB, paid, off] = [
      await issued(a.organization!),
      await issued(b.organization!),
      await issued(a.organization!),
      await issued(quiet.organization!),
    ];
    const pay = await post(`/api/invoices/${paid}/payments`, finance, {
      amount: '1180',
      method: 'cash',
      reference: '',
      received_on: istDay(new Date()),
    });
    expect(pay.statusCode, pay.body).toBe(201);

    const key = { 'idempotency-key': `bulk-remind-${dueA}-abcdefgh` };
    const ids = [dueA, dueB, paid, off, dueA, 2_000_000_000];
    const res = await post('/api/invoices/bulk/remind', { ...finance, ...key }, { ids });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BulkResponse;
    expect(body.done).toBe(2);
    expect(body.skipped).toBe(3);
    // deduplicated, in the order given, each named by its number
    expect(body.data).toEqual([
      { id: dueA, label: await numberOf(dueA), outcome: 'done', reason: null },
      { id: dueB, label: await numberOf(dueB), outcome: 'done', reason: null },
      { id: paid, label: await numberOf(paid), outcome: 'skipped', reason: REMINDER_MESSAGES.nothingDue },
      { id: off, label: await numberOf(off), outcome: 'skipped', reason: REMINDER_MESSAGES.off },
      { id: 2_000_000_000, label: 'Invoice 2000000000', outcome: 'skipped', reason: 'Invoice not found' },
    ]);
    expect(mailsTo(a.email, 'Payment reminder')).toHaveLength(1);
    expect(mailsTo(b.email, 'Payment reminder')).toHaveLength(1);
    expect(mailsTo(quiet.email, 'Payment reminder')).toHaveLength(0);

    // the same call with its key again: the first answer, nothing mailed twice
    const again = await post('/api/invoices/bulk/remind', { ...finance, ...key }, { ids });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(body);
    expect(mailsTo(a.email, 'Payment reminder')).toHaveLength(1);
    // without the key it is a new call: the weekly limit skips both now
    const fresh = (await post('/api/invoices/bulk/remind', finance, { ids: [dueA, dueB] })).json();
    expect(fresh).toMatchObject({ done: 0, skipped: 2 });
    expect(fresh.data[0].reason).toMatch(/^A reminder was mailed on/);
  });

  it('refuses a role without invoices, and lists that are empty, too long or not ids', async () => {
    expect((await post('/api/invoices/bulk/remind', employee, { ids: [1] })).statusCode).toBe(403);
    const empty = await post('/api/invoices/bulk/remind', finance, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ ids: BULK_MESSAGES.none });
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1);
    const tooMany = await post('/api/invoices/bulk/remind', finance, { ids: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toMatchObject({ ids: BULK_MESSAGES.tooMany });
    expect((await post('/api/invoices/bulk/remind', finance, { ids: [0] })).statusCode).toBe(400);
    expect((await post('/api/invoices/bulk/remind', finance, {})).statusCode).toBe(400);
  });
});

describe('POST /api/invoices/bulk/send', () => {
  it("mails each issued invoice to its client's address with its PDF, skipping a draft", async () => {
    const a = await client({ terms: 15 });
    const b = await client({ terms: 15 });
    const first = await issued(a.organization!);
    const second = await issued(b.organization!);
    const draft = await post('/api/invoices', finance, {
      organization: a.organization,
      phone_number: '9847012345',
      products: [{ discription: 'Visit', quntaty: '1', rate: '500', gst_rate: '18' }],
    });
    const draftId = draft.json().id as number;
    const res = await post('/api/invoices/bulk/send', finance, { ids: [first, draftId, second] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      done: 2,
      skipped: 1,
      data: [
        { id: first, outcome: 'done' },
        { id: draftId, label: `Invoice ${draftId}`, outcome: 'skipped', reason: BULK_SEND_MESSAGES.draft },
        { id: second, outcome: 'done' },
      ],
    });
    const [mail] = received.filter((m) => m.to.includes(a.email) && m.raw.includes('application/pdf'));
    expect(mail?.raw).toContain(`invoice-${first}.pdf`);
    expect(received.filter((m) => m.to.includes(b.email) && m.raw.includes('application/pdf'))).toHaveLength(
      1,
    );
    // each send is on the invoice's record, as a single send's
    const sends = await t.app.inject({ method: 'GET', url: `/api/invoice-sends/${first}`, headers: finance });
    expect(sends.json()).toMatchObject({ total: 1, data: [{ recipients: [a.email] }] });
    expect((await post('/api/invoices/bulk/send', employee, { ids: [first] })).statusCode).toBe(403);
  });

  it("stops at the sender's hourly mail allowance, as single sends do: the rest are skipped with its words", async () => {
    const sender = (await t.asRole('finance')).headers;
    const c = await client({ terms: 15 });
    const ids: number[] = [];
    for (let i = 0; i < MAILS_PER_HOUR + 2; i++) ids.push(await issued(c.organization!));
    const res = await post('/api/invoices/bulk/send', sender, { ids });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BulkResponse;
    expect(body).toMatchObject({ done: MAILS_PER_HOUR, skipped: 2 });
    const over = body.data.slice(MAILS_PER_HOUR);
    expect(over.map((r) => r.outcome)).toEqual(['skipped', 'skipped']);
    expect(over[0]!.reason).toContain(`You can send at most ${MAILS_PER_HOUR} mails an hour`);
    expect(over[1]!.reason).toBe(over[0]!.reason);
    // and a single send of the same sender is refused too
    const single = await post('/api/send-invoice', sender, { id: ids[0], to: [c.email], cc: [] });
    expect(single.statusCode).toBe(429);
  });
});

describe('GET /api/invoices/bulk/pdfs', () => {
  it('answers one ZIP holding each invoice PDF under its number, leaving out unknown ids', async () => {
    const a = await client();
    const ids = [await issued(a.organization!), await issued(a.organization!), await issued(a.organization!)];
    const url = `/api/invoices/bulk/pdfs?ids=${[...ids, ids[0], 2_000_000_000].join(',')}`;
    const res = await t.app.inject({ method: 'GET', url, headers: finance });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['x-skipped-ids']).toBe('2000000000');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    const numbers = await Promise.all(ids.map(numberOf));
    expect(names).toEqual(numbers.map((number, i) => zipEntryName({ id: ids[i]!, number })));
    for (const name of names) {
      const pdf = await zip.file(name)!.async('nodebuffer');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }

    expect((await t.app.inject({ method: 'GET', url, headers: employee })).statusCode).toBe(403);
    const none = await t.app.inject({ method: 'GET', url: '/api/invoices/bulk/pdfs?ids=', headers: finance });
    expect(none.statusCode).toBe(400);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1).join(',');
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/bulk/pdfs?ids=${many}`,
      headers: finance,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toMatchObject({ ids: BULK_MESSAGES.tooMany });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/bulk/pdfs?ids=2000000000',
      headers: finance,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('names an entry by the invoice number with its slashes made safe', () => {
    expect(zipEntryName({ id: 7, number: 'AQ/2026-27/0012' })).toBe('invoice-AQ-2026-27-0012.pdf');
    expect(zipEntryName({ id: 7, number: null })).toBe('draft-invoice-7.pdf');
  });
});
