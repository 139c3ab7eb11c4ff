import { randomBytes } from 'node:crypto';
import { addDays, istDay } from '@aquadesk/shared/dates.ts';
import type { ImportPreviewResponse } from '@aquadesk/shared/imports.ts';
import { IMPORT_MESSAGES, OPENING_BALANCE_MESSAGES } from '@aquadesk/shared/imports.ts';
import { type InvoiceDetailResponse, OPENING_BALANCE_TITLE } from '@aquadesk/shared/invoices.ts';
import type { ClientStatementResponse, ReceivablesResponse } from '@aquadesk/shared/receivables.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceReceipts, invoices, products, sites, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Bringing the books in (issue 41 item 12; docs/api.md "Imports"): a file of clients, sites, products or
 * opening balances is previewed with every wrong cell named at its row and column, writes nothing while any
 * row is wrong, then writes every row at once, once per Idempotency-Key; only the kind's roles may. An
 * opening balance is owed in the receivables and the client's statement, is paid by a recorded payment, and
 * is never in GSTR-1, the invoice register, a note or an e-invoice.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;

function fileBody(data: Buffer, name = 'books.csv') {
  const boundary = `----import${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

function send(url: string, headers: Headers, data: Buffer, extra: Record<string, string> = {}) {
  const body = fileBody(data);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers, ...extra },
    payload: body.payload,
  });
}

const CLIENT_HEADER =
  'Organization,Contact name,Email,Phone number,GSTIN,State,Billing address,Payment terms (days)';

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'off' });
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

const countOf = async (table: typeof users | typeof products | typeof sites | typeof invoices) =>
  Number((await t.ctx.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

describe('importing clients', () => {
  const good = [
    CLIENT_HEADER,
    'Lakeside Resorts,anil kumar,accounts@lakeside.example,9847012345,32AAACL1234F1Z8,Kerala,"Lake Road, Kumarakom",30',
    'Hilltop Dairy,meera,meera@hilltop.example,9847012346,,32,,',
  ];

  it('names each wrong cell at its row and column and writes nothing while any row is wrong', async () => {
    const before = await countOf(users);
    const bad = [
      ...good,
      'Hilltop Dairy,ravi,not-an-email,98470abc,33AAACL1234F1Z6,Kerala,,400', // row 4
      ',x,x@x.example,9847012349,,,,', // row 5: no organisation
    ];
    const preview = await send('/api/imports/clients/preview', admin, csv(bad));
    expect(preview.statusCode).toBe(200);
    const p = preview.json().data as ImportPreviewResponse;
    expect(p).toMatchObject({ kind: 'clients', rows: 4, valid: 2, clean: false });
    const at = (row: number, field: string) => p.errors.find((e) => e.row === row && e.field === field);
    expect(at(4, 'organization')?.message).toBe(IMPORT_MESSAGES.duplicateInFile('Organization', 3));
    expect(at(4, 'email')).toMatchObject({ column: 'Email' });
    expect(at(4, 'phone_number')).toMatchObject({ column: 'Phone number' });
    expect(at(4, 'gstin')?.message).toMatch(/Tamil Nadu/);
    expect(at(4, 'payment_terms_days')).toBeDefined();
    expect(at(5, 'organization')).toMatchObject({ column: 'Organization', message: MESSAGES.required });
    expect(p.data[0]).toMatchObject({ row: 2, values: { organization: 'Lakeside Resorts' } });

    const run = await send('/api/imports/clients', admin, csv(bad));
    expect(run.statusCode).toBe(422);
    expect(run.json().preview.errors.length).toBe(p.errors.length);
    expect(await countOf(users)).toBe(before);
  });

  it('refuses a header it does not know, and a file that is not CSV or XLSX, at the file', async () => {
    const p = (
      await send('/api/imports/clients/preview', admin, csv(['Organisation,Email', 'A,a@a.example']))
    ).json().data as ImportPreviewResponse;
    expect(p.clean).toBe(false);
    expect(p.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        IMPORT_MESSAGES.unknownColumn('Organisation'),
        IMPORT_MESSAGES.missingColumn('Contact name'),
      ]),
    );
    const binary = await send('/api/imports/clients/preview', admin, Buffer.from([0xff, 0xfe, 0x00, 0x81]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().errors.file).toBe(IMPORT_MESSAGES.unreadable);
    const many = csv([
      CLIENT_HEADER,
      ...Array.from({ length: 5001 }, (_, i) => `Org ${i},n,e${i}@x.example,9847012345,,,,`),
    ]);
    const tooMany = await send('/api/imports/clients/preview', admin, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.file).toBe(IMPORT_MESSAGES.tooManyRows);
  });

  it('writes every row at once, once per Idempotency-Key, and a second file finds them taken', async () => {
    const before = await countOf(users);
    const key = { 'idempotency-key': `import-${randomBytes(6).toString('hex')}` };
    const first = await send('/api/imports/clients', admin, csv(good), key);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ kind: 'clients', imported: 2 });
    const again = await send('/api/imports/clients', admin, csv(good), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(users)).toBe(before + 2);
    const [lake] = await t.ctx.db.select().from(users).where(eq(users.email, 'accounts@lakeside.example'));
    expect(lake).toMatchObject({
      name: 'ANIL KUMAR',
      gstin: '32AAACL1234F1Z8',
      stateCode: '32',
      paymentTermsDays: 30,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/get_client_data?search=Lakeside',
      headers: admin,
    });
    expect(JSON.stringify(list.json())).toContain('Lakeside Resorts');

    const p = (await send('/api/imports/clients/preview', admin, csv(good))).json()
      .data as ImportPreviewResponse;
    expect(p.errors.find((e) => e.row === 2 && e.field === 'organization')?.message).toBe(
      IMPORT_MESSAGES.organizationTaken,
    );
    expect(p.errors.find((e) => e.row === 2 && e.field === 'email')?.message).toBe(
      IMPORT_MESSAGES.emailTaken,
    );
    expect(p.errors.find((e) => e.row === 2 && e.field === 'gstin')?.message).toBe(
      IMPORT_MESSAGES.gstinTaken('Lakeside Resorts'),
    );
  });

  it('is refused to those the permission table leaves out', async () => {
    const finance = await t.asRole('finance');
    const refused = await send('/api/imports/clients/preview', finance.headers, csv(good));
    expect(refused.statusCode).toBe(403);
    const products = await t.asRole('product_management');
    expect((await send('/api/imports/opening-balances', products.headers, csv(['x']))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/imports/sites/template', headers: products.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('importing sites and products', () => {
  it('finds each site its client and district, or names them', async () => {
    const header =
      'Organization,Site name,Contact name,Phone number,File id,Address line 1,Address line 2,City,District,State,Pincode';
    const rows = [
      header,
      'lakeside resorts,stp block a,anil,9847012345,LK-1,lake road,near jetty,kumarakom,KOTTAYAM,kerala,686563',
      'Nobody Ltd,stp,anil,9847012345,LK-2,a,b,c,KOTTAYAM,kerala,686563',
      'Lakeside Resorts,wtp,anil,9847012345,LK-3,a,b,c,Atlantis,kerala,686563',
    ];
    const p = (await send('/api/imports/sites/preview', admin, csv(rows))).json()
      .data as ImportPreviewResponse;
    expect(p.errors).toEqual([
      { row: 3, field: 'organization', column: 'Organization', message: IMPORT_MESSAGES.noClient },
      { row: 4, field: 'district', column: 'District', message: IMPORT_MESSAGES.noDistrict },
    ]);
    const before = await countOf(sites);
    const ok = await send('/api/imports/sites', admin, csv(rows.slice(0, 2)));
    expect(ok.statusCode).toBe(201);
    expect(await countOf(sites)).toBe(before + 1);
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.fileId, 'LK-1'));
    expect(site).toMatchObject({ siteName: 'STP BLOCK A', approved: true });
  });

  it('reads an XLSX, and checks names, prices and rates as the product form does', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow(['Name', 'Description', 'Category', 'Price', 'Stock', 'HSN/SAC', 'Unit', 'GST rate']);
    sheet.addRow(['Sand filter', 'FRP vessel', 'Filters', 18500, 4, '842121', '', 18]);
    sheet.addRow(['Sand filter', 'Again', 'Filters', '12.345', -1, '12', 'BOXES', 7]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const p = (await send('/api/imports/products/preview', admin, xlsx)).json().data as ImportPreviewResponse;
    const fields = p.errors
      .filter((e) => e.row === 3)
      .map((e) => e.field)
      .sort();
    expect(fields).toEqual(['gst_rate', 'hsn', 'name', 'price', 'stock', 'unit']);
    expect(p.errors.every((e) => e.row === 3)).toBe(true);
    const manager = await t.asRole('product_management');
    const ok = await send(
      '/api/imports/products',
      manager.headers,
      Buffer.from(
        await (async () => {
          const b = new ExcelJS.Workbook();
          const s = b.addWorksheet('P');
          s.addRow(['Name', 'Description', 'Category', 'Price', 'Stock', 'HSN/SAC']);
          s.addRow(['Sand filter', 'FRP vessel', 'Filters', 18500, 4, '842121']);
          return b.xlsx.writeBuffer();
        })(),
      ),
    );
    expect(ok.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(products).where(eq(products.name, 'Sand filter'));
    expect(row).toMatchObject({ price: '18500.00', stock: 4, hsn: '842121', unit: 'NOS', image: '' });
  });

  it('offers a template of each kind with its headers and an example row', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/imports/opening-balances/template',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Organization',
      'Invoice number',
      'Invoice date',
      'Amount due',
    ]);
    expect(sheet.rowCount).toBe(2);
  });
});

describe('opening balances', () => {
  const today = istDay(new Date());
  const old = addDays(today, -45);
  const oldTyped = `${old.slice(8, 10)}/${old.slice(5, 7)}/${old.slice(0, 4)}`;
  let clientId: number;
  let invoiceId: number;

  it('are owed from their date in the receivables and the statement, and never in GSTR-1 or the register', async () => {
    const finance = await t.asRole('finance');
    const rows = [
      'Organization,Invoice number,Invoice date,Amount due',
      `Lakeside Resorts,OLD/117,${oldTyped},42480.50`,
    ];
    const bad = [
      ...rows,
      `Lakeside Resorts,OLD/117,${addDays(today, 1)},10`,
      'Nobody Ltd,OLD 9,2025-02-30,0',
    ];
    const p = (await send('/api/imports/opening-balances/preview', finance.headers, csv(bad))).json()
      .data as ImportPreviewResponse;
    expect(
      p.errors
        .filter((e) => e.row === 3)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['date', 'number']);
    expect(
      p.errors
        .filter((e) => e.row === 4)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['amount_due', 'date', 'number', 'organization']);
    expect((await send('/api/imports/opening-balances', finance.headers, csv(bad))).statusCode).toBe(422);
    expect(await countOf(invoices)).toBe(0);

    const ok = await send('/api/imports/opening-balances', finance.headers, csv(rows));
    expect(ok.statusCode).toBe(201);
    const [inv] = await t.ctx.db.select().from(invoices).where(eq(invoices.number, 'OLD/117'));
    expect(inv).toMatchObject({
      kind: 'opening_balance',
      status: 'unpaid',
      amountPaise: 4248050,
      dueDate: old,
    });
    invoiceId = inv!.id;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/get-invoic-list?search=OLD/117',
      headers: admin,
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: invoiceId, opening_balance: true, due_paise: 4248050 }),
    ]);
    clientId = inv!.clientId!;

    const rec = (
      await t.app.inject({ method: 'GET', url: '/api/receivables?search=Lakeside', headers: admin })
    ).json() as ReceivablesResponse;
    expect(rec.data[0]).toMatchObject({
      client_id: clientId,
      total_paise: 4248050,
      d31_60_paise: 4248050,
      invoices: 1,
    });

    const st = (
      await t.app.inject({
        method: 'GET',
        url: `/api/clients/${clientId}/statement?from=${addDays(old, -1)}&to=${today}`,
        headers: admin,
      })
    ).json() as ClientStatementResponse;
    expect(st.lines).toEqual([
      expect.objectContaining({ date: old, kind: 'invoice', reference: 'OLD/117', debit_paise: 4248050 }),
    ]);
    expect(st.closing_paise).toBe(4248050);
    expect(st.ageing.buckets['31-60']).toBe(4248050);

    const month = old.slice(0, 7);
    // the company's profile is made on its first read (GSTR-1 reads it in a read-only transaction)
    await t.app.inject({ method: 'GET', url: '/api/company-profile', headers: admin });
    const gstr1 = await t.app.inject({ method: 'GET', url: `/api/gstr1?period=${month}`, headers: admin });
    expect(gstr1.statusCode, gstr1.body).toBe(200);
    expect(JSON.stringify(gstr1.json())).not.toContain('OLD/117');
    const register = await t.app.inject({
      method: 'GET',
      url: `/api/registers/invoices?from=${month}-01&to=${today}`,
      headers: admin,
    });
    expect(register.statusCode).toBe(200);
    expect(JSON.stringify(register.json())).not.toContain('OLD/117');
  });

  it('are paid by a recorded payment, and take no note or e-invoice', async () => {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/payments`,
      headers: admin,
      payload: {
        amount: '42480.50',
        method: 'bank_transfer',
        reference: 'NEFT 991',
        received_on: istDay(new Date()),
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [inv] = await t.ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(inv!.status).toBe('PAYMENT COMPLETE');
    // its receipt prints as any receipt, and the invoice screen opens
    const [receipt] = await t.ctx.db
      .select()
      .from(invoiceReceipts)
      .where(eq(invoiceReceipts.invoiceId, invoiceId));
    const receiptPdf = await t.app.inject({
      method: 'GET',
      url: `/api/receipt-pdf/${receipt!.id}`,
      headers: admin,
    });
    expect(receiptPdf.statusCode, receiptPdf.body.slice(0, 200)).toBe(200);
    // the invoice screen opens, and knows it for an opening balance: its title, and no e-invoice panel
    const detail = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}`, headers: admin });
    expect(detail.statusCode).toBe(200);
    const d = detail.json() as InvoiceDetailResponse;
    expect(d).toMatchObject({ opening_balance: true, e_invoice_applies: false });
    expect(d.invoice).toMatchObject({ title: OPENING_BALANCE_TITLE, number: 'OLD/117', lines: [] });
    const rec = (
      await t.app.inject({ method: 'GET', url: '/api/receivables?search=Lakeside', headers: admin })
    ).json() as ReceivablesResponse;
    expect(rec.data).toEqual([]);
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/credit-notes`,
      headers: admin,
      payload: {
        reason: 'Discount',
        products: [
          { discription: 'x', quntaty: '1', rate: '10.00', hsn: '8421', unit: 'NOS', gst_rate: '18' },
        ],
      },
    });
    expect(note.statusCode).toBe(409);
    expect(note.json().message).toBe(OPENING_BALANCE_MESSAGES.noNote);
    const irn = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/e-invoice`,
      headers: admin,
    });
    expect(irn.statusCode).toBe(409);
    expect(irn.json().message).toBe(OPENING_BALANCE_MESSAGES.noEInvoice);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoice-pdf/${invoiceId}`, headers: admin });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe(OPENING_BALANCE_MESSAGES.noDocument);
    // ticked among invoices, it is left out of their PDFs' ZIP and named as skipped (the whole ZIP was refused)
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/invoice_generater',
      headers: admin,
      payload: {
        organization: 'Lakeside Resorts',
        phone_number: '9847000222',
        products: [{ discription: 'Dosing pump', quntaty: '1', rate: '1000', gst_rate: '18', hsn: '8413' }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/bulk/pdfs?ids=${invoiceId},${made.json().id}`,
      headers: admin,
    });
    expect(zip.statusCode, zip.body.slice(0, 200)).toBe(200);
    expect(zip.headers['x-skipped-ids']).toBe(String(invoiceId));
    const only = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/bulk/pdfs?ids=${invoiceId}`,
      headers: admin,
    });
    expect(only.statusCode).toBe(409);
    expect(only.json().message).toBe(OPENING_BALANCE_MESSAGES.noDocument);
  });

  it('one number once: 8 imports of the same number at once bring it in once, the rest refused or told to wait', async () => {
    const finance = await t.asRole('finance');
    const rows = [
      'Organization,Invoice number,Invoice date,Amount due',
      `Lakeside Resorts,OLD/RACE,${oldTyped},100`,
    ];
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('/api/imports/opening-balances', finance.headers, csv(rows))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // the losers are refused at the number (409 from the unique index, or 422 when the check saw it first),
    // or told the file pool is busy (503, its own message, to try again): never a 500
    expect(
      codes.every((c) => c === 201 || c === 409 || c === 422 || c === 503),
      answers.map((a) => `${a.statusCode} ${a.body.slice(0, 100)}`).join(' | '),
    ).toBe(true);
    expect((await t.ctx.db.select().from(invoices).where(eq(invoices.number, 'OLD/RACE'))).length).toBe(1);
  });
});
