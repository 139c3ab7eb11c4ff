import { ESTIMATE_LIMITS } from '@aquadesk/shared/estimates.ts';
import { INVOICE_LIMITS } from '@aquadesk/shared/invoices.ts';
import { LEAVE_REASON_MAX } from '@aquadesk/shared/leave.ts';
import { PRODUCT_LIMITS } from '@aquadesk/shared/products.ts';
import { PROPOSAL_LIMITS } from '@aquadesk/shared/proposals.ts';
import { LIST_TEXT_PREVIEW, PREVIEW_MORE, TEXT_MAX, upperCase } from '@aquadesk/shared/validation.ts';
import { COMMENT_MAX, PANEL_TYPE_MAX } from '@aquadesk/shared/work.ts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRoles, products } from '../../src/db/schema/index.ts';
import { tinyPng } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, multipart, type TestApp } from '../helpers.ts';
import { form } from './work-helpers.ts';

/**
 * The largest allowed value in every text field of every create call (issue 28), read back from every list
 * and every record's own call, and printed in every document: no answer is a server error, and every
 * stored text comes back as it was sent, on both databases. The texts are the hard kind a careless or
 * hostile user sends: Malayalam, a rupee sign and a four-byte emoji (so UTF-8 and UTF-16 lengths differ),
 * markup, quotes, a backslash, and one unbroken run (the PDFs' line breaking), filled to the bound.
 */
let t: TestApp;
let admin: AuthHeaders;
let adminId: number;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
  admin = await t.adminHeaders();
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: admin });
  adminId = me.json().user.id as number;
  png = await tinyPng();
});
afterAll(() => t.close());

const PIECES = ['ക്ലയന്റ് ', '₹', '👷', 'ßﬃ', '<b>"x"</b>', "O'Neil\\", ' & ', 'W'.repeat(60)];
let seed = 0;

/**
 * `length` UTF-16 units (what the bounds count) of hard text in `lines` lines: no control characters, no
 * space at either end, no pair of surrogates cut, and different each call (unique names).
 */
function hard(length: number, lines = 1): string {
  seed += 1;
  const rows: string[] = [];
  const perLine = Math.floor((length - (lines - 1)) / lines);
  for (let l = 0; l < lines; l++) {
    const want = l === lines - 1 ? length - (lines - 1) - perLine * (lines - 1) : perLine;
    // whole pieces only (a piece never cut inside a pair), 'y' first and 'z' last: no space at either end
    let row = l === 0 ? `y${seed} ` : 'y';
    let k = l;
    for (;;) {
      const piece = PIECES[k++ % PIECES.length]!;
      if (row.length + piece.length > want - 1) break;
      row += piece;
    }
    rows.push(`${row}${'x'.repeat(Math.max(0, want - 1 - row.length))}z`.slice(0, Math.max(want, 1)));
  }
  const text = rows.join('\n');
  expect(text.length).toBe(length);
  return text;
}

/** An e-mail of exactly `length` characters, different each call. */
function email(length: number): string {
  seed += 1;
  const domain = `@x${seed}.example.com`;
  return `${'a'.repeat(length - domain.length - 1)}b${domain}`;
}
const PASSWORD = `Aa1@${'x'.repeat(TEXT_MAX.password - 4)}`;
const PHONE = '9876543210';

/** What a list row carries of a long text (docs/api.md "Lists"). */
const preview = (text: string) => {
  const chars = Array.from(text);
  return chars.length > LIST_TEXT_PREVIEW ? chars.slice(0, LIST_TEXT_PREVIEW).join('') + PREVIEW_MORE : text;
};

const answers: { call: string; status: number; bytes: number }[] = [];
function record(call: string, res: LightMyRequestResponse): LightMyRequestResponse {
  answers.push({ call, status: res.statusCode, bytes: res.rawPayload.length });
  return res;
}
const get = async (url: string, headers: AuthHeaders | Record<string, never> = admin) =>
  record(`GET ${url.split('?')[0]}`, await t.app.inject({ method: 'GET', url, headers }));
const post = async (url: string, payload: unknown, headers: AuthHeaders = admin) =>
  record(
    `POST ${url}`,
    await t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> }),
  );
const postForm = async (
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  headers = admin,
) =>
  record(
    `POST ${url}`,
    await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    }),
  );
const created = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
  return res.json();
};

describe('the largest allowed values', () => {
  it('are stored by every create call, read back whole from every list and record, and printed', async () => {
    // ——— places and people ———
    const districtName = hard(TEXT_MAX.short);
    created(await post('/api/districts', { name: districtName }));
    const district = upperCase(districtName);
    const districts = (await get('/api/districts')).json() as { id: number; name: string }[];
    const districtId = districts.find((d) => d.name === district)!.id;

    const client = {
      email: email(TEXT_MAX.email),
      name: hard(TEXT_MAX.short),
      phone_number: PHONE,
      organization: hard(TEXT_MAX.short),
      password: PASSWORD,
      cPassword: PASSWORD,
    };
    const clientId = created(await post('/api/create-user', client)).data.id as number;

    const employee = {
      email: email(TEXT_MAX.email),
      name: hard(TEXT_MAX.short),
      phone_number: PHONE,
      role: hard(TEXT_MAX.short),
      role_id: -1,
      password: PASSWORD,
      cPassword: PASSWORD,
      charge: '9999999999.99',
      permission_list: ['work_estimate', 'technical_director', 'finance'],
    };
    const employeeId = created(await post('/api/create-employee', employee)).data.id as number;

    const reseller = {
      email: email(TEXT_MAX.email),
      name: hard(TEXT_MAX.short),
      phone_number: PHONE,
      password: PASSWORD,
      cPassword: PASSWORD,
      district_ids: [districtId],
    };
    created(await post('/api/create-reseller', reseller));

    const site = {
      name: hard(TEXT_MAX.short),
      orgId: clientId,
      phone_number: hard(40),
      file_id: hard(TEXT_MAX.short),
      site_name: hard(TEXT_MAX.short),
      address_line_1: hard(TEXT_MAX.short),
      address_line_2: hard(TEXT_MAX.short),
      city: hard(TEXT_MAX.short),
      district,
      state: hard(TEXT_MAX.short),
      pincode: hard(20),
    };
    const siteRow = created(await post('/api/create-site', site)).data as { site_id: number };
    const siteId = siteRow.site_id;

    // ——— the client's notes and records, departments, leave ———
    const note = {
      client_id: clientId,
      site_id: siteId,
      heading: hard(TEXT_MAX.short),
      description: hard(TEXT_MAX.long, 40),
    };
    created(await post('/api/create-note', note));
    const recordFields = {
      client_id: String(clientId),
      site_id: String(siteId),
      heading: hard(TEXT_MAX.short),
      description: hard(TEXT_MAX.long, 40),
    };
    created(
      await postForm(
        '/api/add-client-record',
        multipart(recordFields, { data: png, name: 'r.png', type: 'image/png' }),
      ),
    );

    const dept = {
      name: hard(TEXT_MAX.short),
      description: hard(TEXT_MAX.long, 40),
      manager_id: adminId,
      parent_id: null,
    };
    created(await post('/api/add-dept', dept));

    const reason = hard(LEAVE_REASON_MAX, 5);
    created(
      await post('/api/apply-leave', {
        leave_date: '2026-12-24',
        half_day: 0,
        leave_type: 'Annual Leave',
        reason,
      }),
    );

    // ——— the catalogue, a proposal ———
    const spec = Array.from({ length: PRODUCT_LIMITS.specRows }, () => ({
      heading: hard(PRODUCT_LIMITS.specHeading),
      value: hard(PRODUCT_LIMITS.specValue, PRODUCT_LIMITS.specValueLines),
    }));
    const product = {
      name: hard(TEXT_MAX.short),
      description: hard(PRODUCT_LIMITS.description, PRODUCT_LIMITS.descriptionLines),
      categories: hard(100),
      price: '9999999999.99',
      stock: '999999999',
      is_sellable: 'true',
      is_proposal: 'true',
      link: `https://example.com/${'p'.repeat(2000 - 20)}`,
      intro: hard(PRODUCT_LIMITS.intro, PRODUCT_LIMITS.introLines),
      content: hard(PRODUCT_LIMITS.content, PRODUCT_LIMITS.contentLines),
      technical_specification: JSON.stringify(spec),
    };
    const productId = created(
      await postForm('/api/add-product', multipart(product, { data: png, name: 'p.png', type: 'image/png' })),
    ).data.id as number;

    const proposal = {
      productId,
      headding: hard(PROPOSAL_LIMITS.text),
      client_name: hard(PROPOSAL_LIMITS.text),
      organization: hard(PROPOSAL_LIMITS.text),
      address_line_1: hard(PROPOSAL_LIMITS.text),
      address_line_2: hard(PROPOSAL_LIMITS.text),
      city: hard(PROPOSAL_LIMITS.text),
      district,
      state: hard(PROPOSAL_LIMITS.text),
      pincode: '680001',
      email: email(TEXT_MAX.email),
      phone: PHONE,
    };
    const proposalId = created(await post('/api/praposal_generater', proposal)).data.id as number;

    // ——— an estimate with every line it may have ———
    const lineProducts = await t.ctx.db
      .insert(products)
      .values(
        Array.from({ length: ESTIMATE_LIMITS.products }, () => ({
          name: hard(TEXT_MAX.short),
          description: 'd',
          price: '99999.99',
          image: 'p.png',
          categories: 'x',
        })),
      )
      .returning({ id: products.id });
    const roles = await t.ctx.db
      .insert(jobRoles)
      .values(
        Array.from({ length: ESTIMATE_LIMITS.labour }, () => ({
          name: hard(TEXT_MAX.short),
          chargeRate: '100000',
        })),
      )
      .returning({ id: jobRoles.id });
    const work = Array.from({ length: ESTIMATE_LIMITS.workItems }, () =>
      hard(ESTIMATE_LIMITS.workItem, ESTIMATE_LIMITS.workItemLines),
    );
    const remarks = hard(ESTIMATE_LIMITS.remarks, ESTIMATE_LIMITS.remarksLines);
    const estimateId = created(
      await post('/api/estimate_generater', {
        site_id: siteId,
        work,
        products: lineProducts.map((p) => ({ id: p.id, quantity: '99.999' })),
        labour: roles.map((r) => ({ role_id: r.id, work_hour: '99.99' })),
        travel_distance: '999.999',
        discount: '99.99',
        administrative_expense: '99.99',
        remarks,
      }),
    ).work_estimate_id as number;

    // ——— an invoice with every line it may have ———
    const invoiceLines = Array.from({ length: INVOICE_LIMITS.lines }, () => ({
      discription: hard(INVOICE_LIMITS.description),
      quntaty: '9.999',
      rate: '99999.99',
      cgst: '9',
      sgst: '9',
      igst: '0',
    }));
    // an unregistered client at ₹50,000 or more: the addresses and the state rule 46(1)(e) asks, at their largest
    const invoice = {
      organization: hard(TEXT_MAX.short),
      phone_number: PHONE,
      billing_address: hard(300),
      delivery_address: hard(300),
      place_of_supply: '32',
      products: invoiceLines,
    };
    const invoiceAnswer = created(await post('/api/invoice_generater', invoice));
    const invoiceId = invoiceAnswer.id as number;
    const payLink = new URL(invoiceAnswer.pay_link as string);
    const key = payLink.searchParams.get('key')!;

    // ——— work: both kinds, a comment ———
    const description = hard(TEXT_MAX.long, 60);
    const task = created(
      await post('/api/add-new-work', {
        panel_type: hard(PANEL_TYPE_MAX),
        worktype: 'Manufacturing',
        priority: 'URGENT',
        deadline: '2026-12-31',
        description,
        users_id: [employeeId],
        client_name: hard(TEXT_MAX.short),
        isOtherSite: true,
        site_name: hard(TEXT_MAX.short),
      }),
    ).data as { id: number; worktype: string };
    const complaint = hard(TEXT_MAX.long, 60);
    created(
      await post('/api/add-maintenance', {
        panel_type: hard(PANEL_TYPE_MAX),
        worktype: 'Maintenance',
        priority: 'LOW',
        deadline: '2026-12-31',
        complaint,
        users_id: [employeeId],
        site_id: siteId,
        in_operation_since: '>5 year',
      }),
    );
    const comment = hard(COMMENT_MAX, 20);
    created(
      await postForm(
        '/api/work-comment',
        form({ id: String(task.id), worktype: task.worktype, message: comment }, [
          { field: 'image', data: png },
        ]),
      ),
    );

    // ——— the website's contact form ———
    const message = { name: hard(TEXT_MAX.short), email: email(TEXT_MAX.email), message: hard(5000, 50) };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/home-contact', payload: message })).statusCode,
    ).toBe(201);

    // ——— every list, whole answers ———
    const lists = [
      '/api/get_client_data',
      '/api/get_all_email',
      '/api/reseller-clients',
      '/api/get_all_site',
      '/api/reseller-sites',
      `/api/get_all_client_data?id=${clientId}`,
      '/api/get_employee_page_data',
      '/api/get_employee_data',
      '/api/get_reseller_page_data',
      '/api/get-dept',
      '/api/get_leaves',
      '/api/leave-summary',
      '/api/get_all_products',
      '/api/get_sellable_products',
      '/api/get-proposal-list',
      '/api/get-estimate-list',
      '/api/get-invoic-list',
      '/api/invoice-organizations',
      '/api/get_all_works',
      '/api/get_employee_and_sites_list',
      '/api/dashboard/pending',
      '/api/dashboard/figures',
      '/api/contact-messages',
      '/api/districts',
      '/api/search-organizations',
    ];
    const read: Record<string, LightMyRequestResponse> = {};
    for (const url of lists) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      read[url] = res;
    }
    const rating = await post('/api/get-rating', { start_date: null, end_date: null });
    expect(rating.statusCode).toBe(200);

    // what the lists show is what was stored
    expect(read['/api/get_client_data']!.json().data).toContainEqual(
      expect.objectContaining({
        name: upperCase(client.name),
        organization: client.organization,
        email: client.email,
      }),
    );
    expect(read['/api/get_employee_page_data']!.json().data).toContainEqual(
      expect.objectContaining({ name: employee.name, email: employee.email }),
    );
    expect(read['/api/get_all_site']!.json().data).toContainEqual(
      expect.objectContaining({
        site_name: upperCase(site.site_name),
        file_id: site.file_id,
        address_line1: upperCase(site.address_line_1),
        city: upperCase(site.city),
        district,
        pincode: site.pincode,
        phone_number: site.phone_number,
      }),
    );
    expect(read['/api/get_leaves']!.json().data).toContainEqual(expect.objectContaining({ reason }));
    const page = read[`/api/get_all_client_data?id=${clientId}`]!.json();
    expect(page.note_response).toContainEqual(
      expect.objectContaining({ heading: note.heading, description: note.description }),
    );
    expect(page.record_list).toContainEqual(
      expect.objectContaining({ heading: recordFields.heading, description: recordFields.description }),
    );
    const tree = read['/api/get-dept']!.json().data.dept_tree as { dept_name: string; description: string }[];
    expect(tree).toContainEqual(
      expect.objectContaining({ dept_name: dept.name, description: dept.description }),
    );
    const works = read['/api/get_all_works']!.json().all_work_list;
    expect(works.new_work).toContainEqual(
      expect.objectContaining({ id: task.id, description: preview(description) }),
    );
    expect(works.maintenance).toContainEqual(expect.objectContaining({ complaint: preview(complaint) }));
    expect(read['/api/contact-messages']!.json().data[0]).toMatchObject({
      name: message.name,
      message: preview(message.message),
      truncated: true,
    });
    expect(read['/api/get_all_products']!.json().data).toContainEqual(
      expect.objectContaining({
        id: productId,
        name: product.name,
        description: preview(product.description),
      }),
    );
    expect(read['/api/get-proposal-list']!.json().proposal).toContainEqual(
      expect.objectContaining({ id: proposalId, heading: proposal.headding }),
    );
    expect(read['/api/get-invoic-list']!.json().data).toContainEqual(
      expect.objectContaining({ id: invoiceId, organization: invoice.organization }),
    );

    // ——— every record's own call: the whole text ———
    const report = await post('/api/get-workreport-by-id', { id: task.id, worktype: task.worktype });
    expect(report.statusCode).toBe(200);
    expect(report.json().work_report.description).toBe(description);
    expect(report.json().comments.at(-1).comment).toContainEqual({ type: 'message', value: comment });

    const card = await post('/api/get-estimate-by-id', { id: estimateId });
    expect(card.statusCode).toBe(200);
    expect(card.json().work_estimate).toMatchObject({ work, remarks });
    expect(card.json().products).toHaveLength(ESTIMATE_LIMITS.products);

    const proposalDetail = await post('/api/get-singlepraposal-by-id', { pid: proposalId });
    expect(proposalDetail.statusCode).toBe(200);
    expect(proposalDetail.json().data).toMatchObject({
      heading: proposal.headding,
      client_name: proposal.client_name,
      address_line_1: proposal.address_line_1,
      description: product.description,
      intro: product.intro,
      content: product.content,
    });
    expect(proposalDetail.json().data.technical_specification).toEqual(spec);

    const productDetail = await get(`/api/get_product?id=${productId}`);
    expect(productDetail.json().data).toMatchObject({
      name: product.name,
      description: product.description,
      categories: product.categories,
      link: product.link,
      intro: product.intro,
      content: product.content,
      technical_specification: spec,
    });
    const productPage = await get(`/api/get_single_product_by_id?id=${productId}`, {});
    expect(productPage.json().data.description).toBe(product.description);

    const whole = await get(`/api/get-invoice?id=${invoiceId}&key=${key}`, {});
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data.lines.map((l: { discription: string }) => l.discription)).toEqual(
      invoiceLines.map((l) => l.discription),
    );
    expect(whole.json().data.recipient).toMatchObject({
      address: invoice.billing_address,
      delivery_address: invoice.delivery_address,
    });
    const contactId = read['/api/contact-messages']!.json().data[0].id as number;
    expect((await get(`/api/contact-messages/${contactId}`)).json().data.message).toBe(message.message);

    // ——— every document, printed whole ———
    for (const url of [
      `/api/estimate-pdf/${estimateId}`,
      `/api/proposal-pdf/${proposalId}`,
      `/api/invoice-pdf/${invoiceId}`,
    ]) {
      const pdf = await get(url);
      expect(pdf.statusCode, `${url}: ${pdf.body.slice(0, 300)}`).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const sent = await post('/api/send-estimate', {
      id: estimateId,
      to: [client.email],
      message: hard(2000, 10),
    });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(200);

    if (process.env.SHOW_ANSWER_SIZES) console.log(JSON.stringify(answers.filter((a) => a.bytes > 50_000)));
    // nothing answered a server error, and no list page is larger than a screenful needs
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const lists1MB = answers.filter(
      (a) => a.call.startsWith('GET') && !a.call.includes('-pdf') && a.bytes > 1_000_000,
    );
    expect(lists1MB).toEqual([]);
  });
});
