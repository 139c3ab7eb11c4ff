import { ESTIMATE_LIMITS, ESTIMATE_MESSAGES } from '@aquadesk/shared/estimates.ts';
import { INVOICE_LIMITS, INVOICE_MESSAGES } from '@aquadesk/shared/invoices.ts';
import { PRODUCT_LIMITS, SPEC_MESSAGES } from '@aquadesk/shared/products.ts';
import { PROPOSAL_LIMITS } from '@aquadesk/shared/proposals.ts';
import { TEXT_MAX } from '@aquadesk/shared/validation.ts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRoles, products, users, workEstimates } from '../../src/db/schema/index.ts';
import { PDF_MESSAGES, PDF_RETRY_AFTER_SECONDS } from '../../src/platform/pdf.ts';
import type { RenderPoolOptions } from '../../src/platform/render-pool.ts';
import { clientWithSite, tinyPng } from '../fixtures.ts';
import { type AuthHeaders, buildTestApp, multipart, type TestApp } from '../helpers.ts';
import { pdfText } from './document-helpers.ts';
import { proposalRequest } from './proposal-helpers.ts';

/**
 * Documents under any allowed input (issue 28): every text that reaches a PDF is bounded (400 at its
 * field above the bound); the worst allowed job card, proposal and invoice render while the server keeps
 * answering; and the render pool refuses what it cannot take (full: 503 with Retry-After; past its
 * deadline: 504; past its heap: 503) without harm to the next document. Times are measured in
 * bench/documents.ts, never asserted here.
 */

/** One unbroken word of `n` characters, starting with `tag` (what made pdfmake's line breaking quadratic). */
const unbroken = (n: number, tag = '') =>
  (tag + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij'.repeat(Math.ceil(n / 36))).slice(0, n);
/**
 * A job card's text as one string: without white space (lines end where the column does), the page
 * footers and the work list's numbers (printed beside an item's first line), so a long word reads whole.
 */
const squeeze = (text: string) =>
  text
    .replaceAll(/\s+/g, '')
    .replaceAll(/AquaDesk[^·]*·Jobcardestimate\d+Page\d+of\d+/g, '')
    .replaceAll(/\d+\./g, '');
/** A name at its 200-character bound, unique by `i`. */
const longName = (i: number) => `${i} `.padEnd(TEXT_MAX.short, 'N');

const inject = (t: TestApp, method: 'GET' | 'POST', url: string, headers: AuthHeaders, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function addProduct(t: TestApp, headers: AuthHeaders, fields: Record<string, string>) {
  const body = multipart(
    { categories: 'Plants', price: '845000', stock: '1', is_proposal: 'true', ...fields },
    { data: await tinyPng(), name: 'p.png', type: 'image/png' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/add-product',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

interface Records {
  admin: AuthHeaders;
  /** PDF urls */
  worst: { estimate: string; proposal: string; invoice: string };
  small: string;
  /** The worst job card's id and work items */
  estimateId: number;
  work: string[];
}

/** The worst allowed job card, proposal and invoice (every text and count at its bound), and a small job card. */
async function makeRecords(t: TestApp): Promise<Records> {
  const admin = await t.adminHeaders();
  const { db } = t.ctx;
  const { site } = await clientWithSite(t, 'S'.repeat(TEXT_MAX.short));
  const lines = await db
    .insert(products)
    .values(
      Array.from({ length: ESTIMATE_LIMITS.products }, (_, i) => ({
        name: longName(i),
        description: 'd',
        price: '1250.50',
        image: 'p.png',
        categories: 'x',
      })),
    )
    .returning();
  const roles = await db
    .insert(jobRoles)
    .values(
      Array.from({ length: ESTIMATE_LIMITS.labour }, (_, i) => ({ name: longName(i), chargeRate: '100000' })),
    )
    .returning();
  const staff = await db
    .insert(users)
    .values(
      Array.from({ length: ESTIMATE_LIMITS.assignees }, (_, i) => ({
        name: longName(i),
        email: `staff${i}-${Date.now()}@aquadesk.test`,
        passwordHash: 'x',
        userType: 'Technician',
        permissions: ['employee'],
      })),
    )
    .returning();
  const work = Array.from({ length: ESTIMATE_LIMITS.workItems }, (_, i) =>
    unbroken(ESTIMATE_LIMITS.workItem, `item${i}:`),
  );
  const estimate = await inject(t, 'POST', '/api/estimate_generater', admin, {
    site_id: site.id,
    work,
    products: lines.map((p) => ({ id: p.id, quantity: 1 })),
    labour: roles.map((r) => ({ role_id: r.id, work_hour: 2 })),
    travel_distance: 10,
    discount: 5,
    administrative_expense: 10,
    remarks: unbroken(ESTIMATE_LIMITS.remarks, 'remarks:'),
  });
  expect(estimate.statusCode, estimate.body).toBe(201);
  const estimateId = estimate.json().work_estimate_id as number;
  const approved = await inject(t, 'POST', '/api/approve-estimate', admin, {
    id: estimateId,
    assignList: staff.map((s) => ({ id: s.id })),
  });
  expect(approved.statusCode, approved.body).toBe(200);

  const product = await addProduct(t, admin, {
    name: 'P'.repeat(TEXT_MAX.short),
    description: unbroken(PRODUCT_LIMITS.description, 'description:'),
    intro: unbroken(PRODUCT_LIMITS.intro, 'intro:'),
    content: unbroken(PRODUCT_LIMITS.content, 'content:'),
    technical_specification: JSON.stringify(
      Array.from({ length: PRODUCT_LIMITS.specRows }, (_, i) => ({
        heading: unbroken(PRODUCT_LIMITS.specHeading, `heading${i}:`),
        value: unbroken(PRODUCT_LIMITS.specValue, `value${i}:`),
      })),
    ),
  });
  expect(product.statusCode, product.body).toBe(201);
  const text = unbroken(PROPOSAL_LIMITS.text);
  const proposal = await inject(
    t,
    'POST',
    '/api/praposal_generater',
    admin,
    proposalRequest(product.json().data.id, {
      headding: text,
      client_name: text,
      organization: text,
      address_line_1: text,
      address_line_2: text,
      city: text,
      state: text,
    }),
  );
  expect(proposal.statusCode, proposal.body).toBe(201);

  const invoice = await inject(t, 'POST', '/api/invoice_generater', admin, {
    organization: 'O'.repeat(TEXT_MAX.short),
    phone_number: '9847012345',
    // unregistered, ₹2,00,000 taxable: the addresses and the state of rule 46(1)(e), each one unbroken word
    billing_address: unbroken(300, 'billing:'),
    delivery_address: unbroken(300, 'delivery:'),
    place_of_supply: '32',
    products: Array.from({ length: INVOICE_LIMITS.lines }, (_, i) => ({
      discription: unbroken(INVOICE_LIMITS.description, `line${i}:`),
      quntaty: '2',
      rate: '1000',
      cgst: '9',
      sgst: '9',
    })),
  });
  expect(invoice.statusCode, invoice.body).toBe(201);

  const small = await inject(t, 'POST', '/api/estimate_generater', admin, {
    site_id: site.id,
    work: ['Replace dosing pump'],
    labour: [{ role_id: roles[0]!.id, work_hour: 1 }],
    travel_distance: 1,
    discount: 0,
    administrative_expense: 0,
  });
  expect(small.statusCode, small.body).toBe(201);
  return {
    admin,
    worst: {
      estimate: `/api/estimate-pdf/${estimateId}`,
      proposal: `/api/proposal-pdf/${proposal.json().data.id}`,
      invoice: `/api/invoice-pdf/${invoice.json().id}`,
    },
    small: `/api/estimate-pdf/${small.json().work_estimate_id}`,
    estimateId,
    work,
  };
}

/** An app with its own render pool and the records above. */
async function appWith(pdf?: Partial<RenderPoolOptions>): Promise<{ t: TestApp; r: Records }> {
  const t = await buildTestApp({}, pdf ? { pdf } : {});
  return { t, r: await makeRecords(t) };
}

/** A job card as an older version may have stored it: 200,000 work items (far above every bound). */
async function storeLegacyWork(t: TestApp, id: number, work: string[]) {
  await t.ctx.db.update(workEstimates).set({ work }).where(eq(workEstimates.id, id));
}

describe('the worst allowed documents', () => {
  let t: TestApp;
  let r: Records;
  beforeAll(async () => {
    ({ t, r } = await appWith());
  }, 120_000);
  afterAll(() => t.close());

  it('render whole, each while /api/health keeps answering', async () => {
    for (const url of Object.values(r.worst)) {
      let rendered = false;
      const pdf = inject(t, 'GET', url, r.admin).then((res) => {
        rendered = true;
        return res;
      });
      // once the render runs (on a worker thread), the server still answers before it is done
      while (t.ctx.pdf.rendering === 0 && !rendered) await new Promise((resolve) => setTimeout(resolve, 2));
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(rendered, url).toBe(false);
      const res = await pdf;
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    // nothing is lost to the cutting of the long words: every work item is in the job card's text
    const text = squeeze(await pdfText((await inject(t, 'GET', r.worst.estimate, r.admin)).rawPayload));
    for (const item of r.work) expect(text).toContain(item);
    expect(text).toContain(unbroken(ESTIMATE_LIMITS.remarks, 'remarks:'));
  }, 120_000);

  it('are the same bytes for the same record', async () => {
    const a = await inject(t, 'GET', r.worst.proposal, r.admin);
    const b = await inject(t, 'GET', r.worst.proposal, r.admin);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  }, 120_000);

  it('an older record with a text far above the bounds still renders, its word cut to the column', async () => {
    const word = unbroken(100_000, 'legacy:');
    await storeLegacyWork(t, r.estimateId, [word]);
    const res = await inject(t, 'GET', r.worst.estimate, r.admin);
    expect(res.statusCode).toBe(200);
    expect(squeeze(await pdfText(res.rawPayload))).toContain(word);
  }, 120_000);
});

describe('a text above its bound', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let siteId: number;
  let roleId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.adminHeaders();
    siteId = (await clientWithSite(t, 'Site')).site.id;
    const [role] = await t.ctx.db.insert(jobRoles).values({ name: 'Plumber', chargeRate: '650' }).returning();
    roleId = role!.id;
  });
  afterAll(() => t.close());

  /** The answer is 400 naming `field` with `message`. */
  const refused = (res: LightMyRequestResponse, field: string, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field], res.body).toBe(message);
  };

  it('is 400 at its field on a new estimate and on approval, and nothing is stored', async () => {
    const estimate = (over: Record<string, unknown>) =>
      inject(t, 'POST', '/api/estimate_generater', admin, {
        site_id: siteId,
        work: ['Replace dosing pump'],
        labour: [{ role_id: roleId, work_hour: 1 }],
        travel_distance: 1,
        discount: 0,
        administrative_expense: 0,
        ...over,
      });
    const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
    refused(
      await estimate({ work: ['ok', 'x'.repeat(ESTIMATE_LIMITS.workItem + 1)] }),
      'work.1',
      tooLong('Work item', ESTIMATE_LIMITS.workItem),
    );
    // as the spec's JSON text too
    refused(
      await estimate({ work: JSON.stringify(['x'.repeat(ESTIMATE_LIMITS.workItem + 1)]) }),
      'work.0',
      tooLong('Work item', ESTIMATE_LIMITS.workItem),
    );
    const lines = (n: number) => Array.from({ length: n }, () => 'a').join('\n');
    refused(
      await estimate({ work: [lines(ESTIMATE_LIMITS.workItemLines + 1)] }),
      'work.0',
      `Work item must be at most ${ESTIMATE_LIMITS.workItemLines} lines`,
    );
    refused(
      await estimate({ remarks: lines(ESTIMATE_LIMITS.remarksLines + 1) }),
      'remarks',
      `Remarks must be at most ${ESTIMATE_LIMITS.remarksLines} lines`,
    );
    refused(
      await estimate({ work: Array.from({ length: ESTIMATE_LIMITS.workItems + 1 }, () => 'Test run') }),
      'work',
      ESTIMATE_MESSAGES.tooManyWorkItems,
    );
    refused(
      await estimate({ remarks: 'r'.repeat(ESTIMATE_LIMITS.remarks + 1) }),
      'remarks',
      tooLong('Remarks', ESTIMATE_LIMITS.remarks),
    );
    refused(
      await estimate({
        products: Array.from({ length: ESTIMATE_LIMITS.products + 1 }, () => ({ id: 1, quantity: 1 })),
      }),
      'products',
      ESTIMATE_MESSAGES.tooManyProducts,
    );
    refused(
      await estimate({
        labour: Array.from({ length: ESTIMATE_LIMITS.labour + 1 }, () => ({ role_id: roleId, work_hour: 1 })),
      }),
      'labour',
      ESTIMATE_MESSAGES.tooManyLabour,
    );
    expect(await t.ctx.db.select().from(workEstimates)).toEqual([]);
    const made = await estimate({});
    expect(made.statusCode).toBe(201);
    refused(
      await inject(t, 'POST', '/api/approve-estimate', admin, {
        id: made.json().work_estimate_id,
        assignList: Array.from({ length: ESTIMATE_LIMITS.assignees + 1 }, (_, i) => ({ id: i + 1 })),
      }),
      'assignList',
      ESTIMATE_MESSAGES.tooManyAssignees,
    );
  });

  it("is 400 at its field for a product's texts that a proposal freezes", async () => {
    const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
    const base = { name: 'Plant', description: 'd' };
    refused(
      await addProduct(t, admin, { ...base, description: 'd'.repeat(PRODUCT_LIMITS.description + 1) }),
      'description',
      tooLong('Description', PRODUCT_LIMITS.description),
    );
    refused(
      await addProduct(t, admin, { ...base, intro: 'i'.repeat(PRODUCT_LIMITS.intro + 1) }),
      'intro',
      tooLong('Intro', PRODUCT_LIMITS.intro),
    );
    refused(
      await addProduct(t, admin, { ...base, content: 'c'.repeat(PRODUCT_LIMITS.content + 1) }),
      'content',
      tooLong('Content', PRODUCT_LIMITS.content),
    );
    const lines = (n: number) => Array.from({ length: n }, () => 'a').join('\r\n');
    refused(
      await addProduct(t, admin, { ...base, content: lines(PRODUCT_LIMITS.contentLines + 1) }),
      'content',
      `Content must be at most ${PRODUCT_LIMITS.contentLines} lines`,
    );
    refused(
      await addProduct(t, admin, { ...base, intro: lines(PRODUCT_LIMITS.introLines + 1) }),
      'intro',
      `Intro must be at most ${PRODUCT_LIMITS.introLines} lines`,
    );
    refused(
      await addProduct(t, admin, { ...base, description: lines(PRODUCT_LIMITS.descriptionLines + 1) }),
      'description',
      `Description must be at most ${PRODUCT_LIMITS.descriptionLines} lines`,
    );
    refused(
      await addProduct(t, admin, {
        ...base,
        technical_specification: JSON.stringify([
          { heading: 'h', value: lines(PRODUCT_LIMITS.specValueLines + 1) },
        ]),
      }),
      'technical_specification',
      SPEC_MESSAGES.row(1, `Value must be at most ${PRODUCT_LIMITS.specValueLines} lines`),
    );
    const rows = (n: number, value = 'v') =>
      JSON.stringify(Array.from({ length: n }, () => ({ heading: 'h', value })));
    refused(
      await addProduct(t, admin, { ...base, technical_specification: rows(PRODUCT_LIMITS.specRows + 1) }),
      'technical_specification',
      SPEC_MESSAGES.tooManyRows,
    );
    refused(
      await addProduct(t, admin, {
        ...base,
        technical_specification: rows(2, 'v'.repeat(PRODUCT_LIMITS.specValue + 1)),
      }),
      'technical_specification',
      SPEC_MESSAGES.row(1, tooLong('Value', PRODUCT_LIMITS.specValue)),
    );
    expect(await t.ctx.db.select().from(products)).toEqual([]);
  });

  it("is 400 at its field for a proposal's texts and an invoice's", async () => {
    const over = 'x'.repeat(PROPOSAL_LIMITS.text + 1);
    const fields = {
      headding: 'Heading',
      client_name: 'Client name',
      organization: 'Organisation',
      address_line_1: 'Address line 1',
      address_line_2: 'Address line 2',
      city: 'City',
      state: 'State',
    };
    for (const [field, label] of Object.entries(fields)) {
      const res = await inject(
        t,
        'POST',
        '/api/praposal_generater',
        admin,
        proposalRequest(1, { [field]: over }),
      );
      refused(res, field, `${label} must be at most ${PROPOSAL_LIMITS.text} characters`);
    }
    const line = { discription: 'Pump', quntaty: '1', rate: '10' };
    const invoice = (over: Record<string, unknown>) =>
      inject(t, 'POST', '/api/invoice_generater', admin, {
        organization: 'Org',
        phone_number: '9847012345',
        products: [line],
        ...over,
      });
    refused(
      await invoice({ products: [{ ...line, discription: 'd'.repeat(INVOICE_LIMITS.description + 1) }] }),
      'products.0.discription',
      `Description must be at most ${INVOICE_LIMITS.description} characters`,
    );
    refused(
      await invoice({ products: Array.from({ length: INVOICE_LIMITS.lines + 1 }, () => line) }),
      'products',
      INVOICE_MESSAGES.tooManyLines,
    );
    refused(
      await invoice({ organization: 'o'.repeat(TEXT_MAX.short + 1) }),
      'organization',
      `Organisation must be at most ${TEXT_MAX.short} characters`,
    );
  });
});

describe('the render pool', () => {
  it('answers 503 with Retry-After when every worker and the queue are taken, then renders again', async () => {
    const { t, r } = await appWith({ workers: 1, queue: 0 });
    try {
      const answers = await Promise.all([0, 1, 2, 3].map(() => inject(t, 'GET', r.worst.estimate, r.admin)));
      const busy = answers.filter((res) => res.statusCode === 503);
      expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
      expect(busy.length).toBeGreaterThan(0);
      for (const res of busy) {
        expect(res.headers['retry-after']).toBe(String(PDF_RETRY_AFTER_SECONDS));
        expect(res.json().message).toBe(PDF_MESSAGES.busy);
      }
      expect((await inject(t, 'GET', r.small, r.admin)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('stops a document past its deadline (504): only that request fails, the next one renders', async () => {
    const { t, r } = await appWith({ deadlineMs: 2_000 });
    try {
      await storeLegacyWork(
        t,
        r.estimateId,
        Array.from({ length: 200_000 }, () => 'ab'),
      );
      const slow = await inject(t, 'GET', r.worst.estimate, r.admin);
      expect(slow.statusCode).toBe(504);
      expect(slow.json().message).toBe(PDF_MESSAGES.deadline(2));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await inject(t, 'GET', r.small, r.admin)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 180_000);

  it('stops a document past its heap (503): only that request fails, the next one renders', async () => {
    const { t, r } = await appWith({ heapMb: 64, deadlineMs: 120_000 });
    try {
      await storeLegacyWork(
        t,
        r.estimateId,
        Array.from({ length: 200_000 }, () => 'ab'),
      );
      const big = await inject(t, 'GET', r.worst.estimate, r.admin);
      expect(big.statusCode).toBe(503);
      expect(big.json().message).toBe(PDF_MESSAGES.memory);
      expect(big.headers['retry-after']).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await inject(t, 'GET', r.small, r.admin)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 180_000);
});
