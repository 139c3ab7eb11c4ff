import { DOCUMENT_MESSAGES, type DocumentSend } from '@aquadesk/shared/documents.ts';
import { JOB_CARD_EXCLUSIONS, JOB_CARD_TERMS } from '@aquadesk/shared/estimates.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { PROPOSAL_EXCLUSIONS, PROPOSAL_TERMS } from '@aquadesk/shared/proposals.ts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSends, invoices, jobRoles, products, users } from '../../src/db/schema/index.ts';
import { insertTestSite } from '../fixtures.ts';
import { buildTestApp, TEST_COMPANY_GSTIN, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';
import { pdfText } from './document-helpers.ts';
import { insertProposalProduct, proposalRequest } from './proposal-helpers.ts';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let director: Headers;
let directorName: string;
let estimateId: number;
let invoiceId: number;
/** The invoice's quick pay link with its key, and the key alone (the PDF's `?key=`). */
let invoiceLink: string;
let invoiceKey: string;
let client: { id: number; email: string; organization: string | null };
let proposalId: number;
let reseller: Headers;
let marketing: Headers;

const get = (url: string, headers: Headers | Record<string, never> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const sendCount = async () =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(documentSends))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp({ UPI_ID: 'aquadesk@okaxis', COMPANY_NAME: 'Blue Lagoon Water Works' });
  admin = await t.adminHeaders();
  const td = await t.asRole('technical_director');
  director = td.headers;
  directorName = td.user.name;
  const { db } = t.ctx;
  const [plumber] = await db.insert(jobRoles).values({ name: 'Plumber' }).returning();
  await t.createUser({ userType: 'Plumber', roleId: plumber!.id, charge: '150.00' });
  const [pump] = await db
    .insert(products)
    .values({ name: 'Dosing Pump', description: 'd', price: '1234.50', image: 'p.png', categories: 'x' })
    .returning();
  const c = await t.createUser({ userType: 'client', organization: 'Riverside Hospital' });
  client = c;
  const site = await insertTestSite(db, { clientId: c.id, siteName: 'RIVERSIDE PLANT', city: 'Thrissur' });
  const est = await post('/api/estimate_generater', admin, {
    site_id: site.id,
    work: JSON.stringify(['Replace dosing pump']),
    products: [{ id: pump!.id, quantity: 2 }],
    labour: [{ role_id: plumber!.id, work_hour: 3 }],
    travel_distance: 10,
    discount: 5,
    administrative_expense: 10,
    remarks: 'Bring spares',
  });
  expect(est.statusCode, est.body).toBe(201);
  estimateId = est.json().work_estimate_id;
  const inv = await post('/api/invoice_generater', director, {
    organization: 'Riverside Hospital',
    phone_number: '9847012345',
    // unregistered, ₹2,46,913.50 taxable: rule 46(1)(e) asks for the address and the state of delivery
    billing_address: 'Riverside Hospital, East Fort, Thrissur 680005',
    place_of_supply: '32',
    products: [
      { discription: 'Sand filter', quntaty: '2', rate: '123456.75', cgst: '9', sgst: '9', igst: '0' },
    ],
  });
  expect(inv.statusCode).toBe(201);
  invoiceId = inv.json().id;
  invoiceLink = inv.json().pay_link;
  invoiceKey = new URL(invoiceLink).searchParams.get('key')!;

  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();
  const plant = await insertProposalProduct(t, png, { price: '1234567.00' });
  const m = await t.asRole('marketing_manager', { signFile: await t.ctx.storage.saveImage('sign', png) });
  marketing = m.headers;
  reseller = (await t.asRole('reseller')).headers;
  const prop = await post('/api/praposal_generater', marketing, proposalRequest(plant.id));
  expect(prop.statusCode, prop.body).toBe(201);
  proposalId = prop.json().data.id;
});
afterAll(() => t.close());

describe('GET /estimate-pdf/{id}', () => {
  it('is an A4 PDF holding the organisation, the total in ₹ with Indian grouping, and the letterhead', async () => {
    const res = await get(`/api/estimate-pdf/${estimateId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`estimate-${estimateId}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const detail = await post('/api/get-estimate-by-id', admin, { id: estimateId });
    const total = detail.json().totals.total as string;
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Riverside Hospital');
    expect(text).toContain('Blue Lagoon Water Works');
    expect(text).toContain(formatRupees(total));
    expect(text).toContain(detail.json().totals.total_in_words);
    // numbered pages: with its terms a job card runs onto a second page
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('carries the terms and conditions and the exclusions the web job card shows', async () => {
    const res = await get(`/api/estimate-pdf/${estimateId}`, admin);
    // a list item may wrap onto a second line: compare with the whitespace collapsed
    const text = (await pdfText(res.rawPayload)).replaceAll(/\s+/g, ' ');
    expect(text).toContain('Terms and conditions');
    expect(text).toContain('Exclusions');
    for (const line of [...JOB_CARD_TERMS, ...JOB_CARD_EXCLUSIONS]) expect(text).toContain(line);
  });

  it('is byte-for-byte the same for two renders of the same record', async () => {
    const a = await get(`/api/estimate-pdf/${estimateId}`, admin);
    const b = await get(`/api/estimate-pdf/${estimateId}`, director);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('is 404 for a stranger, 401 without a token, 400 for a bad id', async () => {
    const stranger = (await t.asRole('work_estimate')).headers;
    expect((await get(`/api/estimate-pdf/${estimateId}`, stranger)).statusCode).toBe(404);
    const clientHeaders = { authorization: await t.tokenFor(client.email) };
    expect([403, 404]).toContain((await get(`/api/estimate-pdf/${estimateId}`, clientHeaders)).statusCode);
    expect((await get(`/api/estimate-pdf/${estimateId}`)).statusCode).toBe(401);
    expect((await get('/api/estimate-pdf/999999', admin)).statusCode).toBe(404);
    const bad = await get('/api/estimate-pdf/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Choose a document');
  });
});

describe('GET /invoice-pdf/{id}', () => {
  const pdfOf = (id: number, key: string) => get(`/api/invoice-pdf/${id}?key=${key}`);

  it('opens with its key and holds the organisation, the total, the status and the UPI QR while unpaid', async () => {
    const res = await pdfOf(invoiceId, invoiceKey);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    // 2 × 123456.75 = 246913.50; CGST and SGST 9 % each = 22222.215 → 22222.22 each; 291357.94
    expect(formatRupees(row!.total)).toBe('₹2,91,357.94');
    expect(text).toContain('₹2,91,357.94');
    // rule 46: the title, the number, the supplier's GSTIN, the place of supply, HSN/SAC, the summary
    expect(text).toContain(`Tax Invoice ${row!.number}`);
    expect(text).toContain(TEST_COMPANY_GSTIN);
    expect(text).toContain('Place of supply');
    expect(text).toContain('Kerala (32)');
    expect(text).toContain('998334');
    expect(text).toContain('HSN/SAC summary');
    expect(text).toContain('Unregistered (B2C)');
    expect(text).toContain('Reverse charge');
    // rule 48: the original for the recipient by default, the duplicate for the supplier on asking
    expect(text).toContain('ORIGINAL FOR RECIPIENT');
    const duplicate = await pdfText(
      (await get(`/api/invoice-pdf/${invoiceId}?key=${invoiceKey}&copy=duplicate`)).rawPayload,
    );
    expect(duplicate).toContain('DUPLICATE FOR SUPPLIER');
    expect((await get(`/api/invoice-pdf/${invoiceId}?key=${invoiceKey}&copy=triplicate`)).statusCode).toBe(
      400,
    );
    expect(text).toContain('Riverside Hospital');
    expect(text).toContain('UNPAID');
    expect(text).toContain('Pay by UPI');
    expect(text).toContain('Two Lakh Ninety One Thousand Three Hundred Fifty Seven Rupees');
    expect(text).not.toContain('9847012345');
  });

  it('needs the key, unless the caller is staff who may list invoices (issue 28)', async () => {
    // by number alone: a visitor, a client, an employee get nothing of it
    expect((await get(`/api/invoice-pdf/${invoiceId}`)).statusCode).toBe(404);
    expect((await get(`/api/invoice-pdf/${invoiceId}`, (await t.asRole('client')).headers)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/invoice-pdf/${invoiceId}`, (await t.asRole('employee')).headers)).statusCode,
    ).toBe(404);
    // a key that is not this invoice's: 403, even for staff; one not shaped like a key: 400 at `key`
    const other = await post('/api/invoice_generater', director, {
      organization: 'Other Org',
      phone_number: '9847012345',
      products: [{ discription: 'Pump', quntaty: '1', rate: '10', cgst: '0', sgst: '0', igst: '0' }],
    });
    const otherKey = new URL(other.json().pay_link).searchParams.get('key')!;
    expect((await pdfOf(invoiceId, otherKey)).statusCode).toBe(403);
    expect((await get(`/api/invoice-pdf/${invoiceId}?key=${otherKey}`, director)).statusCode).toBe(403);
    const flipped = `${invoiceKey.slice(0, -1)}${invoiceKey.endsWith('A') ? 'B' : 'A'}`;
    expect((await pdfOf(invoiceId, flipped)).statusCode).toBe(403);
    const malformed = await pdfOf(invoiceId, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.key).toBe(
      'This invoice link is not valid. Look the invoice up by its number, or ask us for a new link.',
    );
    // staff who may list invoices open it signed in, without the key: the same bytes
    const staff = await get(`/api/invoice-pdf/${invoiceId}`, director);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals((await pdfOf(invoiceId, invoiceKey)).rawPayload)).toBe(true);
    expect((await get(`/api/invoice-pdf/${invoiceId}`, admin)).statusCode).toBe(200);
  });

  it('is byte-stable, and after payment says PAID without the QR (a sandbox payment: a test payment)', async () => {
    const a = await pdfOf(invoiceId, invoiceKey);
    const b = await pdfOf(invoiceId, invoiceKey);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const paid = await post('/api/invoice_generater', director, {
      organization: 'Paid Org',
      phone_number: '9847012345',
      products: [{ discription: 'Pump', quntaty: '1', rate: '10', cgst: '0', sgst: '0', igst: '0' }],
    });
    const id = paid.json().id as number;
    const settle = (provider: string) =>
      t.ctx.db
        .update(invoices)
        .set({
          status: 'PAYMENT COMPLETE',
          paidAt: new Date('2026-11-20T10:00:00Z'),
          paymentId: 'pay_X',
          orderId: 'order_X',
          paidAmountPaise: 1000,
          paidPaise: 1000,
          paymentProvider: provider,
        })
        .where(eq(invoices.id, id));
    await settle('razorpay');
    const text = await pdfText((await get(`/api/invoice-pdf/${id}`, admin)).rawPayload);
    expect(text).toContain('PAID');
    expect(text).not.toContain('UNPAID');
    expect(text).not.toContain('TEST PAYMENT');
    expect(text).not.toContain('Pay by UPI');
    await settle('sandbox');
    const test = await pdfText((await get(`/api/invoice-pdf/${id}`, admin)).rawPayload);
    expect(test).toContain('PAID (TEST PAYMENT)');
    expect(test).toContain('No money moved');
  });

  it('is 404 for an unknown invoice', async () => {
    expect((await get('/api/invoice-pdf/999999')).statusCode).toBe(404);
    expect((await get('/api/invoice-pdf/999999', admin)).statusCode).toBe(404);
    expect((await pdfOf(999999, invoiceKey)).statusCode).toBe(404);
  });
});

describe('GET /proposal-pdf/{id}', () => {
  it('holds the organisation, the frozen total and the Thrissur terms, byte-stable', async () => {
    const res = await get(`/api/proposal-pdf/${proposalId}`, marketing);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const detail = await post('/api/get-singlepraposal-by-id', marketing, { pid: proposalId });
    const total = detail.json().data.total as string;
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Lakeshore Hospital');
    expect(text).toContain(formatRupees(total));
    expect(formatRupees(total)).toMatch(/^₹\d{2},\d{2},\d{3}\.\d{2}$/);
    expect(text).toContain('Capacity');
    // the terms (Thrissur jurisdiction) and exclusions of the proposal page, from the one shared source
    const flat = text.replaceAll(/\s+/g, ' ');
    expect(PROPOSAL_TERMS.some((line) => line.includes('Thrissur'))).toBe(true);
    for (const line of [...PROPOSAL_TERMS, ...PROPOSAL_EXCLUSIONS]) expect(flat).toContain(line);
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const again = await get(`/api/proposal-pdf/${proposalId}`, admin);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it("is 404 for another reseller's proposal and for an unknown one, 403 for a role without proposals", async () => {
    expect((await get(`/api/proposal-pdf/${proposalId}`, reseller)).statusCode).toBe(404);
    expect((await get(`/api/proposal-sends/${proposalId}`, reseller)).statusCode).toBe(404);
    expect(
      (await post('/api/send-proposal', reseller, { id: proposalId, to: 'a@example.com' })).statusCode,
    ).toBe(404);
    expect((await get('/api/proposal-pdf/999999', admin)).statusCode).toBe(404);
    const employee = (await t.asRole('employee')).headers;
    expect((await get(`/api/proposal-pdf/${proposalId}`, employee)).statusCode).toBe(403);
  });

  it('is sent to the client with the PDF attached, and the send is shown with the client e-mail', async () => {
    const before = await sendCount();
    const res = await post('/api/send-proposal', marketing, {
      id: proposalId,
      to: ['anita@lakeshore.example'],
    });
    expect(res.statusCode).toBe(200);
    expect(await sendCount()).toBe(before + 1);
    expect(t.outbox().at(-1)).toMatch(/name=proposal-\d+\.pdf/);
    const history = (await get(`/api/proposal-sends/${proposalId}`, marketing)).json();
    expect(history.client_email).toBe('anita@lakeshore.example');
    expect(history.data[0].recipients).toEqual(['anita@lakeshore.example']);
  });
});

describe('Send to client', () => {
  it('mails the invoice PDF as an attachment and records who sent it to whom', async () => {
    const before = t.outbox().length;
    // the client's address (case folded) and a staff account's (issue 28: no other address but an admin's)
    const accounts = await t.createUser({ roles: ['finance'] });
    const res = await post('/api/send-invoice', director, {
      id: invoiceId,
      to: [client.email.toUpperCase(), accounts.email],
      message: 'Your invoice, as discussed.',
    });
    expect(res.statusCode).toBe(200);
    const send = res.json().data as DocumentSend;
    expect(send.recipients).toEqual([client.email, accounts.email]);
    expect(send.kind).toBe('invoice');
    expect(send.record_id).toBe(invoiceId);
    const mails = t.outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(client.email);
    expect(mail).toContain('Your invoice, as discussed.');
    expect(mail).toMatch(/Content-Type: application\/pdf; name=invoice-\d+\.pdf/);
    expect(mail).toContain('Content-Disposition: attachment');
    // the mail links the quick pay page with the invoice's key (issue 28)
    expect(quotedPrintable(mail)).toContain(invoiceLink);
    // the attached PDF is the same bytes the download gives
    const pdf = (await get(`/api/invoice-pdf/${invoiceId}`, director)).rawPayload.toString('base64');
    expect(mail.replaceAll(/\r?\n/g, '')).toContain(pdf.slice(0, 200));
    const history = await get(`/api/invoice-sends/${invoiceId}`, director);
    expect(history.statusCode).toBe(200);
    expect(history.json().total).toBe(1);
    expect(history.json().data[0].sent_by_name).toBe(directorName);
    // the client account of the organisation: the send form's first recipient
    expect(history.json().client_email).toBe(client.email);
  });

  it('mails the job card to the addresses given, and shows the history to those who see the job card', async () => {
    const res = await post('/api/send-estimate', admin, {
      id: estimateId,
      to: `${client.email}; boss@example.com`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recipients).toEqual([client.email, 'boss@example.com']);
    expect(t.outbox().at(-1)).toMatch(/name=estimate-\d+\.pdf/);
    const history = await get(`/api/estimate-sends/${estimateId}`, admin);
    expect(history.json().data[0].recipients).toContain('boss@example.com');
    const stranger = (await t.asRole('work_estimate')).headers;
    expect((await get(`/api/estimate-sends/${estimateId}`, stranger)).statusCode).toBe(404);
  });

  it('refuses a send with no valid recipient at the field, storing and mailing nothing', async () => {
    const sends = await sendCount();
    const mails = t.outbox().length;
    const cases: [unknown, string][] = [
      [[], DOCUMENT_MESSAGES.noRecipient],
      ['', DOCUMENT_MESSAGES.noRecipient],
      [' , ; ', DOCUMENT_MESSAGES.noRecipient],
      [['not-an-address'], DOCUMENT_MESSAGES.badRecipient('not-an-address')],
      [['a@b.c', 'bad@'], DOCUMENT_MESSAGES.badRecipient('bad@')],
      // split at spaces: the name-and-address form is refused at its address part
      ['x@y.z <evil@z.z>', DOCUMENT_MESSAGES.badRecipient('<evil@z.z>')],
    ];
    const refused: [unknown, number, string][] = [];
    for (const [to] of cases) {
      const res = await post('/api/send-invoice', director, { id: invoiceId, to });
      refused.push([to, res.statusCode, res.json().errors?.to]);
    }
    // each refused at the field with its own reason
    expect(refused).toEqual(cases.map(([to, message]) => [to, 400, message]));
    const missing = await post('/api/send-invoice', director, { id: invoiceId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.to).toBe(DOCUMENT_MESSAGES.noRecipient);
    const tooMany = Array.from({ length: 11 }, (_, i) => `p${i}@example.com`);
    const many = await post('/api/send-invoice', director, { id: invoiceId, to: tooMany });
    expect(many.json().errors.to).toBe(DOCUMENT_MESSAGES.tooMany);
    const control = await post('/api/send-invoice', director, {
      id: invoiceId,
      to: 'a@b.cd',
      message: 'x\u0000',
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().errors.message).toBe('Message contains characters that are not allowed');
    expect(await sendCount()).toBe(sends);
    expect(t.outbox().length).toBe(mails);
  });

  it('is 404 for a job card the sender may not see, 403 for an invoice without the right', async () => {
    const sends = await sendCount();
    const stranger = (await t.asRole('work_estimate')).headers;
    const res = await post('/api/send-estimate', stranger, { id: estimateId, to: 'a@example.com' });
    expect(res.statusCode).toBe(404);
    expect(
      (await post('/api/send-invoice', stranger, { id: invoiceId, to: 'a@example.com' })).statusCode,
    ).toBe(403);
    expect((await post('/api/send-invoice', director, { id: 999999, to: 'a@example.com' })).statusCode).toBe(
      404,
    );
    expect(await sendCount()).toBe(sends);
  });
});

describe('signatures', () => {
  it("embeds the invoice creator's signature (a WebP upload is converted)", async () => {
    const webp = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123' } })
      .webp()
      .toBuffer();
    const name = await t.ctx.storage.saveImage('invoice_sign', webp);
    await t.ctx.db.update(invoices).set({ signFile: name }).where(eq(invoices.id, invoiceId));
    const res = await get(`/api/invoice-pdf/${invoiceId}?key=${invoiceKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const [u] = await t.ctx.db.select().from(users).where(eq(users.id, client.id));
    expect(u?.id).toBe(client.id);
  });
});
