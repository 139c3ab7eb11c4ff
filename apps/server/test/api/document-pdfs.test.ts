import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, istDay } from '@aquadesk/shared/dates.ts';
import { amountInWords } from '@aquadesk/shared/money.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceReceipts, invoices } from '../../src/db/schema/index.ts';
import { buildTestApp, type AuthHeaders as Headers, TEST_COMPANY_GSTIN, type TestApp } from '../helpers.ts';
import { quotedPrintable } from '../mail.ts';
import { pdfText } from './document-helpers.ts';
import { overhaulLine as line } from './invoice-helpers.ts';

/**
 * The receipt, credit/debit note and statement PDFs (issue 30 items 6 and 7; docs/requirements/002-gst.md
 * §11-§13, docs/api.md "Documents"): each one's particulars and figures to the paisa, nothing internal,
 * who may open them, and the receipt mail's attachment.
 */

let t: TestApp;
let admin: Headers;
let finance: Headers;
let financeName: string;
let employee: Headers;
let clientA: { id: number; headers: Headers };
let clientB: { id: number; headers: Headers };
const today = istDay(new Date());

/** Invoice 1 of Lakeshore Hospital (Karnataka, B2B: IGST) and what hangs on it. */
const one = {
  id: 0,
  number: '',
  key: '',
  receipt1: 0,
  receipt2: 0,
  refund: 0,
  credit: 0,
  creditNumber: '',
  debit: 0,
  mailBefore: 0,
};
/** Another client's invoice and its key. */
const other = { id: 0, key: '' };

const call = (method: 'GET' | 'POST', url: string, headers: Headers | object = {}, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const text = async (url: string, headers: Headers | object = {}) => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // SAVE_PDFS=dir keeps each PDF read, for the pictures in docs/images (README "Documents")
  if (process.env.SAVE_PDFS) {
    const name = url.replace(/^\/api\//, '').replace(/[^\w-]+/g, '_');
    writeFileSync(path.join(process.env.SAVE_PDFS, `${name}.pdf`), res.rawPayload);
  }
  // pdf.js gives a line's pieces apart: compare with the whitespace collapsed
  return (await pdfText(res.rawPayload)).replaceAll(/\s+/g, ' ');
};
const issue = async (organization: string, products = [line()]) => {
  const res = await call('POST', '/api/invoice_generater', admin, {
    organization,
    phone_number: '9847012345',
    products,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const [row] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, id));
  return { id, number: row!.number!, key: row!.accessKey };
};
const pay = async (id: number, amount: string, method = 'bank_transfer', reference = 'UTR-A1') => {
  const res = await call('POST', `/api/invoices/${id}/payments`, finance, {
    amount,
    method,
    reference,
    received_on: today,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().receipt_id as number;
};
const note = async (id: number, kind: 'credit' | 'debit', reason: string, products: object[]) => {
  const res = await call('POST', `/api/invoices/${id}/${kind}-notes`, finance, { reason, products });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: string };
};

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox', COMPANY_NAME: 'Blue Lagoon Water Works' });
  admin = await t.adminHeaders();
  const f = await t.asRole('finance');
  finance = f.headers;
  financeName = f.user.name;
  employee = (await t.asRole('employee')).headers;
  const a = await t.asRole('client', {
    name: 'Anita Rao',
    organization: 'Lakeshore Hospital',
    stateCode: '29',
    gstin: '29AAACA1234A1ZG',
    billingAddress: '12 Lake Road, Bengaluru 560001',
  });
  clientA = { id: a.user.id, headers: a.headers };
  const b = await t.asRole('client', { organization: 'Other Clinic', stateCode: '32' });
  clientB = { id: b.user.id, headers: b.headers };

  // ₹1,234.56 + IGST 18 % (222.2208 → ₹222.22) = ₹1,456.78
  Object.assign(one, await issue('Lakeshore Hospital'));
  one.mailBefore = t.outbox().length;
  one.receipt1 = await pay(one.id, '400.50'); // ₹1,056.28 left
  // ₹100.10 + IGST ₹18.02 (18.018) = ₹118.12 credited: ₹938.16 left
  const credit = await note(one.id, 'credit', 'Two filter cartridges returned', [
    line({ discription: 'Filter cartridge', rate: '100.10', hsn: '842121' }),
  ]);
  one.credit = credit.id;
  one.creditNumber = credit.number;
  one.receipt2 = await pay(one.id, '38.16', 'upi', 'UPI-REF-3816'); // ₹900.00 left
  // ₹10 + IGST ₹1.80 = ₹11.80 debited: ₹911.80 left
  one.debit = (
    await note(one.id, 'debit', 'Extra site visit', [line({ discription: 'Site visit', rate: '10' })])
  ).id;
  Object.assign(other, await issue('Other Clinic'));
});
afterAll(() => t.close());

describe('GET /receipt-pdf/{id}', () => {
  it('is the receipt of the payment: supplier, number, date and time in IST, payer, invoice, method, amount in figures and words, balance after', async () => {
    const [r] = await t.ctx.db.select().from(invoiceReceipts).where(eq(invoiceReceipts.id, one.receipt1));
    const pdf = await text(`/api/receipt-pdf/${one.receipt1}`, finance);
    expect(r!.number).toMatch(/^RC\/\d{2}-\d{2}\/\d{4}$/);
    expect(pdf).toContain(`Receipt ${r!.number}`);
    // rule 50 (a): the supplier as the invoice was issued; the letterhead of that profile
    expect(pdf).toContain('Blue Lagoon Water Works');
    expect(pdf).toContain(TEST_COMPANY_GSTIN);
    // the date and time it was made, in IST (dd/mm/yyyy, hh:mm am/pm), and the day the money moved
    const made = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    }).format(r!.createdAt);
    expect(made).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (am|pm)$/);
    expect(pdf).toContain(made);
    expect(pdf).toContain(`${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`);
    // rule 50 (d): who paid, with their GSTIN; the invoice it is against
    expect(pdf).toContain('Received from Lakeshore Hospital');
    expect(pdf).toContain('29AAACA1234A1ZG');
    expect(pdf).toContain(`Against invoice ${one.number}`);
    expect(pdf).toContain('Bank transfer (NEFT/RTGS/IMPS)');
    expect(pdf).toContain('UTR-A1');
    // the amount in figures and words, and what was still due once it was taken
    expect(pdf).toContain('Received with thanks ₹400.50');
    expect(pdf).toContain(amountInWords('400.50'));
    expect(amountInWords('400.50')).toBe('Four Hundred Rupees And Fifty Paise Only');
    expect(pdf).toContain('Invoice value ₹1,456.78');
    expect(pdf).toContain('Balance due after this receipt ₹1,056.28');
    expect(pdf).not.toContain('Received before');
    expect(pdf).toContain('Authorised signatory');
    expect(pdf).toContain('For Blue Lagoon Water Works');
    // nothing internal: not the phone the invoice was made with, not who recorded it
    expect(pdf).not.toContain('9847012345');
    expect(pdf).not.toContain(financeName);
  });

  it('a later receipt counts the credit note and the payments before it; an earlier one never changes (same bytes)', async () => {
    const pdf = await text(`/api/receipt-pdf/${one.receipt2}`, admin);
    // ₹1,456.78 − ₹118.12 = ₹1,338.66; ₹400.50 before; ₹38.16 now; ₹900.00 left
    expect(pdf).toContain('Invoice value ₹1,338.66');
    expect(pdf).toContain('Received before − ₹400.50');
    expect(pdf).toContain('This receipt − ₹38.16');
    expect(pdf).toContain('Balance due after this receipt ₹900.00');
    expect(pdf).toContain('UPI-REF-3816');
    expect(pdf).toContain('Thirty Eight Rupees And Sixteen Paise Only');
    const a = await call('GET', `/api/receipt-pdf/${one.receipt1}`, admin);
    const b = await call('GET', `/api/receipt-pdf/${one.receipt1}?key=${one.key}`);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.headers['content-disposition']).toBe(`inline; filename="receipt-${one.receipt1}.pdf"`);
  });

  it("opens with its invoice's key or for billers; never by counting ids, never with another invoice's key", async () => {
    const url = `/api/receipt-pdf/${one.receipt1}`;
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, employee)).statusCode).toBe(404);
    // the client whose payment it is, signed in, still needs the key (as the invoice PDF does)
    expect((await call('GET', url, clientA.headers)).statusCode).toBe(404);
    expect((await call('GET', url, clientB.headers)).statusCode).toBe(404);
    expect((await call('GET', `${url}?key=${other.key}`, clientB.headers)).statusCode).toBe(403);
    expect((await call('GET', `${url}?key=${other.key}`)).statusCode).toBe(403);
    expect((await call('GET', `${url}?key=${one.key}`)).statusCode).toBe(200);
    expect((await call('GET', `${url}?key=short`)).statusCode).toBe(400);
    expect((await call('GET', '/api/receipt-pdf/999999', admin)).statusCode).toBe(404);
    const bad = await call('GET', '/api/receipt-pdf/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Choose a document');
  });

  it('a refund has no receipt (404)', async () => {
    const paid = await issue('Lakeshore Hospital', [line({ rate: '100' })]); // ₹118.00
    await pay(paid.id, '118');
    await note(paid.id, 'credit', 'Returned', [line({ rate: '50' })]); // ₹59.00 paid beyond the worth
    const res = await call('POST', `/api/invoices/${paid.id}/refunds`, finance, {
      amount: '59',
      method: 'bank_transfer',
      reference: 'UTR-REFUND',
      received_on: today,
    });
    expect(res.statusCode, res.body).toBe(201);
    one.refund = res.json().refund_id;
    expect((await call('GET', `/api/receipt-pdf/${one.refund}`, admin)).statusCode).toBe(404);
  });
});

describe('the receipt mail', () => {
  it('carries the receipt PDF as an attachment beside the text it always had', async () => {
    const mails = t.outbox().slice(one.mailBefore);
    const mail = mails.find((m) => m.includes('Payment received: invoice'))!;
    expect(mail).toContain('Payment received: invoice');
    expect(mail).toMatch(/Content-Type: application\/pdf; name=receipt-\d+\.pdf/);
    expect(mail).toContain(`receipt-${one.receipt1}.pdf`);
    expect(mail).toContain('Content-Disposition: attachment');
    expect(quotedPrintable(mail)).toContain('Balance due: ₹1,056.28');
    // the attachment is the PDF the download gives
    const pdf = (await call('GET', `/api/receipt-pdf/${one.receipt1}`, admin)).rawPayload.toString('base64');
    expect(mail.replaceAll(/\r?\n/g, '')).toContain(pdf.slice(0, 200));
  });

  it('an online (sandbox) payment mails its receipt too, marked a test payment', async () => {
    const inv = await issue('Lakeshore Hospital', [line({ rate: '200' })]); // ₹236.00
    const order = await call('POST', '/api/pay-invoice', {}, { invoiceID: inv.id, amount: 23600 });
    expect(order.statusCode, order.body).toBe(200);
    const before = t.outbox().length;
    const signed = (
      await call(
        'POST',
        '/api/sandbox-checkout',
        {},
        { invoiceID: inv.id, order_id: order.json().id, outcome: 'paid' },
      )
    ).json();
    const confirmed = await call(
      'POST',
      '/api/payment-confirm',
      {},
      {
        invoiceID: inv.id,
        order_id: signed.razorpay_order_id,
        payment_id: signed.razorpay_payment_id,
        signature: signed.razorpay_signature,
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [receipt] = await t.ctx.db
      .select()
      .from(invoiceReceipts)
      .where(eq(invoiceReceipts.invoiceId, inv.id));
    const mail = t
      .outbox()
      .slice(before)
      .find((m) => m.includes('Test payment recorded'))!;
    expect(mail).toContain(`receipt-${receipt!.id}.pdf`);
    const pdf = await text(`/api/receipt-pdf/${receipt!.id}?key=${inv.key}`);
    expect(pdf).toContain('TEST PAYMENT: no money moved');
    expect(pdf).toContain('Online (card, netbanking, UPI)');
    expect(pdf).toContain('Balance due after this receipt ₹0.00');
  });
});

describe('GET /note-pdf/{id}', () => {
  it("is the credit note with rule 53's particulars: nature, number, date, both parties, the invoice, lines with HSN and IGST, totals, words, signature", async () => {
    const pdf = await text(`/api/note-pdf/${one.credit}`, finance);
    expect(one.creditNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{4}$/);
    expect(pdf).toContain(`Credit Note ${one.creditNumber}`);
    expect(pdf).toContain(`Credit Note No. ${one.creditNumber}`);
    expect(pdf).toContain('ORIGINAL FOR RECIPIENT');
    expect(pdf).toContain(`${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`);
    expect(pdf).toContain(TEST_COMPANY_GSTIN);
    expect(pdf).toContain('Kerala (32)');
    expect(pdf).toContain('Lakeshore Hospital');
    expect(pdf).toContain('12 Lake Road, Bengaluru 560001');
    expect(pdf).toContain('29AAACA1234A1ZG');
    expect(pdf).toContain('Karnataka (29)');
    expect(pdf).toContain(`Against invoice ${one.number}`);
    expect(pdf).toContain('Place of supply Karnataka (29)');
    expect(pdf).toContain('Two filter cartridges returned');
    // the line: HSN, quantity and unit, rate, taxable value, IGST 18 % (an inter-state supply), total
    expect(pdf).toContain('Filter cartridge 842121 1 NOS ₹100.10 ₹100.10 ₹18.02 @ 18 % ₹118.12');
    expect(pdf).not.toContain('CGST');
    expect(pdf).toContain('Taxable value ₹100.10');
    expect(pdf).toContain('IGST ₹18.02');
    expect(pdf).toContain('Credit Note total ₹118.12');
    expect(pdf).toContain('One Hundred Eighteen Rupees And Twelve Paise Only');
    expect(pdf).toContain('For Blue Lagoon Water Works');
    // nothing internal: the invoice's phone, who raised it
    expect(pdf).not.toContain('9847012345');
    expect(pdf).not.toContain(financeName);
  });

  it('prints the duplicate for the supplier on asking, a debit note as such, within a state as CGST and SGST', async () => {
    const dup = await text(`/api/note-pdf/${one.credit}?copy=duplicate&key=${one.key}`);
    expect(dup).toContain('DUPLICATE FOR SUPPLIER');
    expect((await call('GET', `/api/note-pdf/${one.credit}?copy=triplicate`, admin)).statusCode).toBe(400);
    const debit = await text(`/api/note-pdf/${one.debit}`, admin);
    expect(debit).toMatch(/Debit Note DN\/\d{2}-\d{2}\/\d{4}/);
    expect(debit).toContain('Extra site visit');
    expect(debit).toContain('Debit Note total ₹11.80');
    expect(debit).toContain('Eleven Rupees And Eighty Paise Only');
    const res = await call('GET', `/api/note-pdf/${one.debit}`, admin);
    expect(res.headers['content-disposition']).toBe(`inline; filename="debit-note-${one.debit}.pdf"`);
    // Other Clinic is in Kerala: ₹100.10 at 9 % + 9 % = ₹9.01 each (9.009)
    const intra = await note(other.id, 'credit', 'Rate corrected', [line({ rate: '100.10' })]);
    const pdf = await text(`/api/note-pdf/${intra.id}?key=${other.key}`);
    expect(pdf).toContain('CGST ₹9.01');
    expect(pdf).toContain('SGST ₹9.01');
    expect(pdf).toContain('Credit Note total ₹118.12');
    expect(pdf).toContain('Unregistered (B2C)');
    expect(pdf).not.toContain('IGST');
  });

  it("carries the unregistered client's address, delivery address and state of an invoice of ₹50,000 or more (rules 46(1)(e), 53(1A)(f))", async () => {
    // Other Clinic has no GSTIN and a state (Kerala) on its record, no address: the invoice gives both addresses
    const res = await call('POST', '/api/invoice_generater', admin, {
      organization: 'Other Clinic',
      phone_number: '9847012345',
      billing_address: 'Other Clinic, Swaraj Road, Thrissur 680001',
      delivery_address: 'Plant room, Ollur, Thrissur 680306',
      products: [line({ rate: '50000' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const particulars = [
      'Other Clinic, Swaraj Road, Thrissur 680001',
      'Delivery address: Plant room, Ollur, Thrissur 680306',
      'Unregistered (B2C)',
      'Kerala (32)',
    ];
    const invoicePdf = await text(`/api/invoice-pdf/${id}`, admin);
    for (const p of particulars) expect(invoicePdf, p).toContain(p);
    const credit = await note(id, 'credit', 'Blower returned', [line({ rate: '1000' })]);
    const notePdf = await text(`/api/note-pdf/${credit.id}`, finance);
    for (const p of particulars) expect(notePdf, p).toContain(p);
  });

  it('is the same bytes every time, and opens only with its invoice key or for billers', async () => {
    const url = `/api/note-pdf/${one.credit}`;
    const a = await call('GET', url, admin);
    const b = await call('GET', `${url}?key=${one.key}`);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('GET', url, employee)).statusCode).toBe(404);
    expect((await call('GET', url, clientA.headers)).statusCode).toBe(404);
    expect((await call('GET', `${url}?key=${other.key}`, clientB.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/note-pdf/999999', admin)).statusCode).toBe(404);
  });
});

describe('GET /statement-pdf/{clientId}', () => {
  it("is the client's statement: letterhead, client, opening balance, each entry with the running balance, closing balance, ageing", async () => {
    // a second invoice, 45 days past its due date: ₹1,000 + IGST ₹180 = ₹1,180.00 in 31-60 days
    const late = await issue('Lakeshore Hospital', [line({ rate: '1000' })]);
    await t.ctx.db
      .update(invoices)
      .set({ dueDate: addDays(today, -45) })
      .where(eq(invoices.id, late.id));
    const json = (await call('GET', `/api/clients/${clientA.id}/statement`, finance)).json();
    const pdf = await text(`/api/statement-pdf/${clientA.id}`, finance);
    expect(pdf).toContain('Blue Lagoon Water Works');
    expect(pdf).toContain('Statement of account Client Lakeshore Hospital');
    expect(pdf).toContain('Attn: Anita Rao 12 Lake Road, Bengaluru 560001');
    expect(pdf).toContain('GSTIN 29AAACA1234A1ZG');
    expect(pdf).toContain(`From ${json.from.slice(8, 10)}/${json.from.slice(5, 7)}/${json.from.slice(0, 4)}`);
    // the same entries as GET /clients/{id}/statement, in order, each with the running balance
    expect(pdf).toContain(`Invoice ${one.number} ₹1,456.78 ₹1,456.78`);
    expect(pdf).toContain('Payment');
    expect(pdf).toContain('₹400.50 ₹1,056.28');
    expect(pdf).toContain(`Credit note ${one.creditNumber} (${one.number}) ₹118.12 ₹938.16`);
    expect(pdf).toContain('₹38.16 ₹900.00');
    expect(pdf).toContain('₹11.80 ₹911.80');
    const closing = json.closing_paise as number;
    const rupees = (p: number) =>
      `₹${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(pdf).toContain(`Closing balance ${rupees(closing)}`);
    expect(pdf).toContain('Opening balance ₹0.00');
    // the ageing as of the period's end: the late invoice 31-60 days, the rest not yet due
    expect(pdf).toContain('Not yet due 0-30 days 31-60 days 61-90 days Over 90 days Total due');
    const lateOwed = 118_000;
    expect(pdf).toContain(`${rupees(closing - lateOwed)} ₹0.00 ₹1,180.00 ₹0.00 ₹0.00 ${rupees(closing)}`);
    expect(pdf).not.toContain('9847012345');
    // the same period gives the same bytes
    const a = await call('GET', `/api/statement-pdf/${clientA.id}?from=${json.from}&to=${json.to}`, admin);
    const b = await call('GET', `/api/statement-pdf/${clientA.id}?from=${json.from}&to=${json.to}`, finance);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.headers['content-disposition']).toBe(
      `inline; filename="statement-${clientA.id}-${json.from}-${json.to}.pdf"`,
    );
  });

  it('opens a period before any entry at nil, and names a period that ends before it starts at `to`', async () => {
    const pdf = await text(`/api/statement-pdf/${clientA.id}?from=2020-04-01&to=2020-04-30`, finance);
    expect(pdf).toContain('Opening balance ₹0.00');
    expect(pdf).toContain('Closing balance ₹0.00');
    const bad = await call('GET', `/api/statement-pdf/${clientA.id}?from=2026-05-10&to=2026-05-01`, finance);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toBe('The end is before the start');
  });

  it('is for those who see receivables only; an unknown client is 404', async () => {
    const url = `/api/statement-pdf/${clientA.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, employee)).statusCode).toBe(403);
    expect((await call('GET', url, clientA.headers)).statusCode).toBe(403);
    expect((await call('GET', url, clientB.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/statement-pdf/999999', finance)).statusCode).toBe(404);
  });
});
