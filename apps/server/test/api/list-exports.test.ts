import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUS_LABELS, type InvoiceListRow } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  districts,
  leaves,
  resellerDistricts,
  sites,
  tasks,
  users,
  workEstimates,
} from '../../src/db/schema/index.ts';
import { parseCsv } from '../../src/platform/table-file.ts';
import { ZERO_ESTIMATE_FIGURES } from '../fixtures.ts';
import { ADMIN_EMAIL, type AuthHeaders, buildTestApp, type TestApp } from '../helpers.ts';

// docs/api.md "Lists": a list's GET with ?format=csv|xlsx answers every row its filters match, as a file
let t: TestApp;
let admin: AuthHeaders;
let reseller: { user: { id: number }; headers: AuthHeaders };
const today = todayInIndia();

const get = (url: string, headers: AuthHeaders) => t.app.inject({ method: 'GET', url, headers });

async function sheetOf(res: LightMyRequestResponse): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

function expectFile(res: LightMyRequestResponse, name: string, type: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain(type);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  reseller = await t.asRole('reseller');
  await t.ctx.db.insert(users).values(
    Array.from({ length: 7 }, (_, i) => ({
      name: i === 6 ? '=HYPERLINK("x")' : `Export Client ${i}`,
      email: `export.client${i}@example.com`,
      passwordHash: 'x',
      userType: 'client',
      organization: i === 1 ? 'Lagoon, "Works"' : `Export Org ${i}`,
      phoneNumber: `98470${String(i).padStart(5, '0')}`,
      processedByAdmin: true,
      createdBy: i < 3 ? reseller.user.id : null,
    })),
  );
  for (const [organization, rate] of [
    ['Export Mills', '1234.56'],
    ['Export Mills', '99.5'],
    ['Other Foods', '10'],
  ] as const) {
    const res = await t.post(
      '/api/invoice_generater',
      {
        organization,
        phone_number: '9847012345',
        products: [
          { discription: 'Dosing pump', quntaty: '2', rate, gst_rate: '18', hsn: '998719', unit: 'NOS' },
        ],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('GET /get-invoic-list?format=', () => {
  const query = 'organization=export%20mills&search=Export';
  let listed: InvoiceListRow[];
  beforeAll(async () => {
    const res = await get(`/api/get-invoic-list?${query}`, admin);
    expect(res.statusCode).toBe(200);
    listed = res.json().data;
    expect(listed).toHaveLength(2);
  });

  it('CSV: the filtered rows with the list columns, IST dates dd/mm/yyyy, amounts as numbers', async () => {
    const res = await get(`/api/get-invoic-list?${query}&format=csv&limit=1`, admin);
    expectFile(res, `invoices-${today}.csv`, 'text/csv');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'Number',
      'Invoice ID',
      'Date',
      'Organisation',
      'Created by',
      'Phone',
      'Total',
      'Due',
      'Status',
    ]);
    // paging is not read: every matching row, in the list's order
    expect(rows).toEqual(
      listed.map((r) => [
        r.number ?? 'Draft',
        String(r.id),
        formatDate(r.issued_at ?? r.created_at),
        r.organization,
        r.creator_name,
        r.phone_number,
        r.total,
        paiseToRupees(r.due_paise),
        INVOICE_STATUS_LABELS[r.status],
      ]),
    );
    // the pay link (the invoice's key) stays out of the file
    expect(text).not.toContain('quickpay');
  });

  it('XLSX: the same rows, amounts as numbers and dates as dates', async () => {
    const res = await get(`/api/get-invoic-list?${query}&format=xlsx`, admin);
    expectFile(res, `invoices-${today}.xlsx`, 'spreadsheetml');
    const [header, ...rows] = await sheetOf(res);
    expect(header?.[0]).toBe('Number');
    expect(rows.map((r) => [r[0], r[1], r[3], r[6], r[8]])).toEqual(
      listed.map((r) => [r.number, r.id, r.organization, Number(r.total), INVOICE_STATUS_LABELS[r.status]]),
    );
    expect(rows[0]?.[2]).toBeInstanceOf(Date);
  });

  it('refuses a format other than csv or xlsx, and keeps its permission', async () => {
    const bad = await get('/api/get-invoic-list?format=pdf', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ format: 'Choose csv or xlsx' });
    expect((await get('/api/get-invoic-list?format=csv', reseller.headers)).statusCode).toBe(403);
  });
});

describe('GET /get_client_data?format=', () => {
  const shown = (c: { organization: string; name: string; email: string; phone_number: string }) => [
    c.organization,
    c.name,
    c.email,
    c.phone_number,
  ];

  it('CSV: the searched clients as the list shows them, every page, formulas defused', async () => {
    const page = await get('/api/get_client_data?search=export', admin);
    const expected = (page.json().data as Parameters<typeof shown>[0][]).map(shown);
    expect(expected).toHaveLength(7);
    const csv = await get('/api/get_client_data?search=export&limit=2&format=csv', admin);
    expectFile(csv, `clients-${today}.csv`, 'text/csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header).toEqual(['Organisation', 'Name', 'Email', 'Phone']);
    expect(rows).toEqual(expected.map((r) => r.map((c) => (c.startsWith('=') ? `'${c}` : c))));
    expect(rows.some((r) => r[1] === `'=HYPERLINK("x")`)).toBe(true);
  });

  it('XLSX: the organisation filter as the list applies it', async () => {
    const query = 'organization=lagoon%2C%20%22works%22';
    const page = await get(`/api/get_client_data?${query}`, admin);
    const expected = (page.json().data as Parameters<typeof shown>[0][]).map(shown);
    expect(expected).toEqual([
      ['Lagoon, "Works"', 'Export Client 1', 'export.client1@example.com', '9847000001'],
    ]);
    const xlsx = await get(`/api/get_client_data?${query}&format=xlsx`, admin);
    expectFile(xlsx, `clients-${today}.xlsx`, 'spreadsheetml');
    const [header, ...rows] = await sheetOf(xlsx);
    expect(header).toEqual(['Organisation', 'Name', 'Email', 'Phone']);
    expect(rows).toEqual(expected);
  });

  it("a reseller's export holds only their own clients", async () => {
    const res = await get('/api/get_client_data?format=csv&search=export', reseller.headers);
    expectFile(res, `clients-${today}.csv`, 'text/csv');
    const emails = parseCsv(res.rawPayload.toString('utf8'))
      .slice(1)
      .map((r) => r[2]);
    expect(emails.sort()).toEqual([
      'export.client0@example.com',
      'export.client1@example.com',
      'export.client2@example.com',
    ]);
    const all = await get('/api/get_client_data?format=xlsx&search=export', admin);
    expect((await sheetOf(all)).length - 1).toBe(7);
  });

  it('refuses a bad format at its field', async () => {
    const res = await get('/api/get_client_data?format=ods', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ format: 'Choose csv or xlsx' });
  });
});

describe('GET /get_all_site?format=', () => {
  let district: Record<string, number>;
  beforeAll(async () => {
    const rows = await t.ctx.db.select().from(districts);
    district = Object.fromEntries(rows.map((d) => [d.name, d.id]));
    const [client] = await t.ctx.db
      .insert(users)
      .values({
        name: 'Site Owner',
        email: 'export.site.owner@example.com',
        passwordHash: 'x',
        userType: 'client',
        organization: 'Export Site Org',
        phoneNumber: '9847011111',
        processedByAdmin: true,
      })
      .returning();
    await t.ctx.db.insert(sites).values(
      Array.from({ length: 5 }, (_, i) => ({
        clientId: client!.id,
        fileId: `EXP-${i}`,
        siteName: `Export Plant ${i}`,
        contactName: 'RAVI',
        phoneNumber: '9847000001',
        addressLine1: 'MG ROAD',
        addressLine2: i === 0 ? '' : 'NEAR PARK',
        city: 'KOCHI',
        districtId: i < 3 ? district.ERNAKULAM! : district.WAYANAD!,
        state: 'KERALA',
        pincode: '682001',
        createdBy: reseller.user.id,
        approved: true,
      })),
    );
  });
  type Site = {
    site_name: string;
    file_id: string;
    district: string;
    address_line1: string;
    address_line2: string;
  };

  it('CSV and XLSX: the district filter and search as the list applies them', async () => {
    const query = `search=export%20plant&district=${district.ERNAKULAM}`;
    const listed = (await get(`/api/get_all_site?${query}`, admin)).json().data as Site[];
    expect(listed).toHaveLength(3);
    const csv = await get(`/api/get_all_site?${query}&format=csv`, admin);
    expectFile(csv, `sites-${today}.csv`, 'text/csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header?.slice(0, 3)).toEqual(['Site', 'File ID', 'Organisation']);
    expect(rows.map((r) => [r[0], r[1], r[7], r[9], r[12]])).toEqual(
      listed.map((s) => [
        s.site_name,
        s.file_id,
        [s.address_line1, s.address_line2].filter(Boolean).join(', '),
        s.district,
        'Approved',
      ]),
    );
    const xlsx = await get(`/api/get_all_site?${query}&format=xlsx`, admin);
    expectFile(xlsx, `sites-${today}.xlsx`, 'spreadsheetml');
    expect((await sheetOf(xlsx)).slice(1).map((r) => r[0])).toEqual(listed.map((s) => s.site_name));
  });

  it("a reseller's export holds only their districts' sites", async () => {
    const r = await t.asRole('reseller');
    await t.ctx.db.insert(resellerDistricts).values({ userId: r.user.id, districtId: district.WAYANAD! });
    const headers = { authorization: await t.tokenFor(r.user.email) };
    const res = await get('/api/get_all_site?search=export%20plant&format=csv', headers);
    expectFile(res, `sites-${today}.csv`, 'text/csv');
    const names = parseCsv(res.rawPayload.toString('utf8'))
      .slice(1)
      .map((row) => row[0]);
    expect(names.sort()).toEqual(['Export Plant 3', 'Export Plant 4']);
    expect((await get('/api/get_all_site?format=xls', headers)).statusCode).toBe(400);
  });
});

describe('GET /get_all_works?format=', () => {
  beforeAll(async () => {
    const adviser = (await t.asRole('admin')).user;
    await t.ctx.db.insert(tasks).values(
      (['LOW', 'URGENT', 'MEDIUM', 'URGENT'] as const).map((priority, i) => ({
        kind: i % 2 ? ('maintenance' as const) : ('new_work' as const),
        worktype: i % 2 ? 'Maintenance' : 'Installation',
        panelType: `Panel ${i}`,
        description: i === 3 ? '+SUM(A1)' : `Export task ${i}`,
        priority,
        deadline: '2026-12-31',
        adviserId: adviser.id,
      })),
    );
  });
  type Task = { id: number; priority: string; description: string; status: string };

  it('CSV and XLSX: the filtered tasks in the list order, with the Advisor column for an admin', async () => {
    const csv = await get('/api/get_all_works?priority=URGENT&format=csv&limit=1', admin);
    expectFile(csv, `work-tasks-${today}.csv`, 'text/csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header?.at(-1)).toBe('Advisor');
    const page = await get('/api/get_all_works?tab=assignments&priority=URGENT', admin);
    const { maintenance, new_work } = page.json().all_work_list as { maintenance: Task[]; new_work: Task[] };
    const listed = [...maintenance, ...new_work].sort((a, b) => b.id - a.id);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((r) => [r[0], r[5], r[6], r[7], r[8]])).toEqual(
      listed.map((task) => [
        String(task.id),
        task.description.startsWith('+') ? `'${task.description}` : task.description,
        'URGENT',
        '31/12/2026',
        task.status,
      ]),
    );
    const xlsx = await get('/api/get_all_works?priority=URGENT&format=xlsx', admin);
    expectFile(xlsx, `work-tasks-${today}.xlsx`, 'spreadsheetml');
    const sheet = await sheetOf(xlsx);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(listed.map((task) => task.id));
    expect(sheet[1]?.[7]).toBeInstanceOf(Date);
  });

  it('leaves the Advisor column out for those the list hides it from, and refuses a bad format', async () => {
    const { headers } = await t.asRole('technical_director');
    const csv = await get('/api/get_all_works?format=csv', headers);
    expectFile(csv, `work-tasks-${today}.csv`, 'text/csv');
    expect(parseCsv(csv.rawPayload.toString('utf8'))[0]).not.toContain('Advisor');
    expect((await get('/api/get_all_works?format=txt', admin)).statusCode).toBe(400);
  });
});

describe('GET /get-estimate-list?format=', () => {
  beforeAll(async () => {
    const [site] = await t.ctx.db.select().from(sites).where(eq(sites.siteName, 'Export Plant 0'));
    const creator = (await t.asRole('work_estimate')).user;
    await t.ctx.db.insert(workEstimates).values(
      ['1180.50', '99', '12.25'].map((total, i) => ({
        siteId: site!.id,
        clientId: site!.clientId,
        createdBy: creator.id,
        resellerId: null,
        status: i === 2 ? 'APPROVED' : 'NOT CONFIRM',
        work: ['Replace the blower', `Export item ${i}`],
        ...ZERO_ESTIMATE_FIGURES,
        total,
      })),
    );
  });
  type Estimate = { work_estimate_id: number; total: string; status: string; site_name: string };

  it('CSV and XLSX: the status filter as the list applies it, amounts as numbers', async () => {
    const listed = (await get('/api/get-estimate-list?status=NOT%20CONFIRM', admin)).json()
      .work_estimate as Estimate[];
    expect(listed).toHaveLength(2);
    const csv = await get('/api/get-estimate-list?status=NOT%20CONFIRM&format=csv', admin);
    expectFile(csv, `estimates-${today}.csv`, 'text/csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header).toEqual([
      'Estimate ID',
      'Date',
      'Work',
      'Client',
      'Site',
      'Organisation',
      'Amount',
      'Status',
      'Advisor',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[4], r[6], r[7]])).toEqual(
      listed.map((e) => [
        String(e.work_estimate_id),
        formatDate(today),
        e.site_name,
        Number(e.total).toFixed(2),
        e.status,
      ]),
    );
    const xlsx = await get('/api/get-estimate-list?status=NOT%20CONFIRM&format=xlsx', admin);
    expectFile(xlsx, `estimates-${today}.xlsx`, 'spreadsheetml');
    expect((await sheetOf(xlsx)).slice(1).map((r) => [r[0], r[6]])).toEqual(
      listed.map((e) => [e.work_estimate_id, Number(e.total)]),
    );
    expect((await get('/api/get-estimate-list?format=json', admin)).statusCode).toBe(400);
  });
});

describe('GET /get_employee_page_data?format=', () => {
  beforeAll(async () => {
    for (const [i, charge] of ['512.50', '300'].entries()) {
      await t.createUser({
        name: `Export Staff ${i}`,
        email: `export.staff${i}@example.com`,
        phoneNumber: `98471${String(i).padStart(5, '0')}`,
        charge,
        roles: ['employee', 'finance'],
      });
    }
  });
  type Employee = { id: number; name: string; email: string; charge: string; phone_number: string };

  it('CSV and XLSX: the searched employees with the list columns, pay as a number', async () => {
    const listed = (await get('/api/get_employee_page_data?search=export.staff', admin)).json()
      .data as Employee[];
    expect(listed).toHaveLength(2);
    const csv = await get('/api/get_employee_page_data?search=export.staff&format=csv', admin);
    expectFile(csv, `employees-${today}.csv`, 'text/csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header).toEqual(['Name', 'Email', 'Role', 'Permission', 'Phone', 'Pay per hour']);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual(
      listed.map((e) => [e.name, e.email, 'finance', e.phone_number, Number(e.charge).toFixed(2)]),
    );
    const xlsx = await get('/api/get_employee_page_data?search=export.staff&format=xlsx', admin);
    expectFile(xlsx, `employees-${today}.xlsx`, 'spreadsheetml');
    expect((await sheetOf(xlsx)).slice(1).map((r) => [r[0], r[5]])).toEqual(
      listed.map((e) => [e.name, Number(e.charge)]),
    );
  });

  it('leaves the caller out, as the list hides them', async () => {
    const query = `search=${encodeURIComponent(ADMIN_EMAIL)}`;
    expect((await get(`/api/get_employee_page_data?${query}`, admin)).json().data).toHaveLength(1);
    const csv = await get(`/api/get_employee_page_data?${query}&format=csv`, admin);
    expect(parseCsv(csv.rawPayload.toString('utf8'))).toHaveLength(1);
    expect((await get('/api/get_employee_page_data?format=doc', admin)).statusCode).toBe(400);
  });
});

describe('GET /get_leaves?format=', () => {
  let staff: { id: number; email: string }[];
  let plain: { id: number; email: string };
  beforeAll(async () => {
    staff = await t.ctx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.name, 'Export Staff 0'));
    const [other] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.name, 'Export Staff 1'));
    // one who sees only their own leave
    plain = await t.createUser({
      name: 'Export Plain',
      email: 'export.plain@example.com',
      roles: ['employee'],
    });
    await t.ctx.db.insert(leaves).values({
      userId: plain.id,
      leaveDate: '2031-06-04',
      halfDay: 2,
      leaveType: 'Annual Leave',
      reason: 'Own',
      status: 'PENDING',
    });
    await t.ctx.db.insert(leaves).values([
      {
        userId: staff[0]!.id,
        leaveDate: '2031-05-02',
        halfDay: 1,
        leaveType: 'Annual Leave',
        reason: '=cmd',
        status: 'PENDING',
      },
      {
        userId: staff[0]!.id,
        leaveDate: '2031-05-01',
        halfDay: 0,
        leaveType: 'Compensatory Off',
        reason: 'Trip',
        status: 'PENDING',
      },
      {
        userId: other!.id,
        leaveDate: '2031-05-03',
        halfDay: 0,
        leaveType: 'Annual Leave',
        reason: 'Family',
        status: 'PENDING',
      },
    ]);
  });
  type Leave = { name: string; leave_date: string; leave_type: string; reason: string };
  const query = 'status=PENDING&leave_type=Annual%20Leave&from=2031-05-01&to=2031-05-31';

  it('CSV and XLSX: the type, status and period filters as the list applies them', async () => {
    const listed = (await get(`/api/get_leaves?${query}`, admin)).json().data as Leave[];
    expect(listed).toHaveLength(2);
    const csv = await get(`/api/get_leaves?${query}&format=csv`, admin);
    expectFile(csv, `leave-${today}.csv`, 'text/csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header?.slice(0, 4)).toEqual(['Name', 'Email', 'Date', 'Duration']);
    expect(rows.map((r) => [r[0], r[2], r[4], r[5], r[6]])).toEqual(
      listed.map((l) => [
        l.name,
        formatDate(l.leave_date),
        l.leave_type,
        l.reason.startsWith('=') ? `'${l.reason}` : l.reason,
        'Pending',
      ]),
    );
    const xlsx = await get(`/api/get_leaves?${query}&format=xlsx`, admin);
    expectFile(xlsx, `leave-${today}.xlsx`, 'spreadsheetml');
    expect((await sheetOf(xlsx)).slice(1).map((r) => r[0])).toEqual(listed.map((l) => l.name));
  });

  it('one who sees only their own leave exports only their own', async () => {
    const headers = { authorization: await t.tokenFor(plain.email) };
    const csv = await get('/api/get_leaves?status=PENDING&from=2031-05-01&format=csv', headers);
    expectFile(csv, `leave-${today}.csv`, 'text/csv');
    const rows = parseCsv(csv.rawPayload.toString('utf8')).slice(1);
    expect(rows.map((r) => [r[1], r[3]])).toEqual([[plain.email, 'Second half']]);
    expect((await get('/api/get_leaves?format=csv2', headers)).statusCode).toBe(400);
  });
});

describe('GET /receivables?format=', () => {
  type Owed = { organization: string; invoices: number; total_paise: number; not_due_paise: number };

  it('CSV: the searched clients who owe, amounts as numbers; XLSX adds the totals row', async () => {
    const page = (await get('/api/receivables?search=export%20mills', admin)).json();
    const listed = page.data as Owed[];
    expect(listed.map((r) => [r.organization, r.invoices])).toEqual([['Export Mills', 2]]);
    const csv = await get('/api/receivables?search=export%20mills&format=csv', admin);
    expectFile(csv, `receivables-${today}.csv`, 'text/csv');
    const [header, ...rows] = parseCsv(csv.rawPayload.toString('utf8'));
    expect(header).toEqual([
      'Organisation',
      'Invoices',
      'Total due',
      'Not due',
      '0-30 days',
      '31-60 days',
      '61-90 days',
      'Over 90 days',
      'Oldest due',
    ]);
    expect(rows.map((r) => r.slice(0, 4))).toEqual(
      listed.map((r) => [r.organization, '2', paiseToRupees(r.total_paise), paiseToRupees(r.not_due_paise)]),
    );
    const xlsx = await get('/api/receivables?search=export%20mills&format=xlsx', admin);
    expectFile(xlsx, `receivables-${today}.xlsx`, 'spreadsheetml');
    const sheet = await sheetOf(xlsx);
    expect(sheet.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Export Mills', 2, Number(paiseToRupees(listed[0]!.total_paise))],
      ['Total', 2, Number(paiseToRupees(page.totals.total_paise))],
    ]);
    expect((await get('/api/receivables?format=pdf', admin)).statusCode).toBe(400);
  });
});
