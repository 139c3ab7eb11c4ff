import { ESTIMATE_LIMITS, LIST_WORK_ITEMS, workSummary } from '@aquadesk/shared/estimates.ts';
import { LIST_TEXT_PREVIEW, PREVIEW_MORE } from '@aquadesk/shared/validation.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRoles } from '../../src/db/schema/index.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers.ts';
import { clientWithSite, workCalls } from './work-helpers.ts';

/**
 * Lists carry previews of long texts, their records the whole text (issue 28, docs/api.md "Lists"). A
 * plain employee's 40 tasks of 9,000 characters made the admin's Work list 295 kB, and on the embedded
 * database the next answer killed the server; now the list is small, and the work report is whole.
 */
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

/** A long text whose characters are not all one byte, and whose preview point falls inside a pair. */
const longText = (n: number, seed: string) => {
  const unit = `${seed} ₹ வணக்கம் 👷 `;
  return unit
    .repeat(Math.ceil(n / unit.length))
    .slice(0, n)
    .trimEnd();
};

/** What a list row carries of `text`: its first LIST_TEXT_PREVIEW characters (code points), then '…'. */
const previewOf = (text: string) => {
  const chars = Array.from(text);
  return chars.length > LIST_TEXT_PREVIEW ? chars.slice(0, LIST_TEXT_PREVIEW).join('') + PREVIEW_MORE : text;
};

describe('tasks', () => {
  it('lists 40 tasks of 9,000 characters as previews, again and again, and reports each whole', async () => {
    const w = workCalls(t);
    const { headers: employee } = await t.asRole('employee');
    const { site } = await clientWithSite(t, 'Long Text Plant');
    const texts: string[] = [];
    for (let i = 0; i < 40; i++) {
      const text = longText(9_000, `task ${i}`);
      texts.push(text);
      const res = await w.newWork(employee, {
        panel_type: 'Blower',
        worktype: 'New Work',
        priority: 'MEDIUM',
        deadline: '2026-12-31',
        description: text,
        users_id: [],
        site_id: site.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      // the creation answers the row as the lists show it
      expect(res.json().data.description).toBe(previewOf(text));
    }
    for (let round = 0; round < 3; round++) {
      const list = await t.app.inject({ method: 'GET', url: '/api/get_all_works', headers: admin });
      expect(list.statusCode).toBe(200);
      expect(list.rawPayload.length).toBeLessThan(150_000);
      const rows = list.json().all_work_list.new_work as {
        id: number;
        description: string;
        complaint: string;
      }[];
      expect(rows.length).toBe(40);
      for (const row of rows) {
        const text = texts.find((x) => x.startsWith(row.description.slice(0, 20)))!;
        expect(row.description).toBe(previewOf(text));
        expect(row.complaint).toBe(row.description);
      }
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/get_all_works', headers: admin })).json()
      .all_work_list.new_work[0] as { id: number; worktype: string };
    const report = await w.post('/get-workreport-by-id', admin, { id: first.id, worktype: first.worktype });
    expect(report.statusCode).toBe(200);
    expect(texts).toContain(report.json().work_report.description);
    expect(report.json().work_report.description.length).toBeGreaterThan(8_900);
  });

  it('keeps a short description whole in the list', async () => {
    const w = workCalls(t);
    const res = await w.newWork(admin, {
      panel_type: 'Panel',
      worktype: 'New Work',
      priority: 'LOW',
      deadline: '2026-12-31',
      description: 'Short text',
      users_id: [],
    });
    expect(res.json().data.description).toBe('Short text');
  });
});

describe('estimates', () => {
  it('lists the first work items as previews with their count, and the job card holds them all', async () => {
    const [role] = await t.ctx.db
      .insert(jobRoles)
      .values({ name: 'Preview Fitter', chargeRate: '500' })
      .returning();
    const { site } = await clientWithSite(t, 'Preview Plant');
    const work = Array.from({ length: ESTIMATE_LIMITS.workItems }, (_, i) =>
      longText(ESTIMATE_LIMITS.workItem, `item ${i}`).replace(/\s+$/, ''),
    );
    // by an estimator: the list hides the caller's own estimates (spec 001 §6), and the admin reads it
    const { headers: estimator } = await t.asRole('work_estimate');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/estimate_generater',
      headers: estimator,
      payload: { site_id: site.id, work, labour: [{ role_id: role!.id, work_hour: 1 }], travel_distance: 0 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().work_estimate_id as number;
    const list = await t.app.inject({ method: 'GET', url: '/api/get-estimate-list', headers: admin });
    const row = list
      .json()
      .work_estimate.find((r: { work_estimate_id: number }) => r.work_estimate_id === id);
    expect(row.work_count).toBe(ESTIMATE_LIMITS.workItems);
    expect(row.work).toEqual(work.slice(0, LIST_WORK_ITEMS).map(previewOf));
    expect(workSummary(row)).toMatch(new RegExp(` and ${ESTIMATE_LIMITS.workItems - LIST_WORK_ITEMS} more$`));
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/get-estimate-by-id',
      headers: admin,
      payload: { id },
    });
    expect(card.json().work_estimate.work).toEqual(work);
  });
});

describe('products', () => {
  it('lists previews in the admin list and the catalogue, and answers the whole text for one product', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#38a' } })
      .png()
      .toBuffer();
    const description = longText(5_000, 'pump');
    const body = multipart(
      {
        name: 'Long Description Pump',
        description,
        categories: 'Pumps',
        price: '100',
        stock: '1',
        is_sellable: 'true',
        is_proposal: 'false',
      },
      { data: png, name: 'p.png', type: 'image/png' },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/add-product',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    const list = await t.app.inject({ method: 'GET', url: '/api/get_all_products', headers: admin });
    expect(list.json().data.find((p: { id: number }) => p.id === id).description).toBe(
      previewOf(description),
    );
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/get_sellable_products' });
    expect(catalogue.json().data.find((p: { id: number }) => p.id === id).description).toBe(
      previewOf(description),
    );
    const one = await t.app.inject({ method: 'GET', url: `/api/get_product?id=${id}`, headers: admin });
    expect(one.json().data.description).toBe(description);
    const page = await t.app.inject({ method: 'GET', url: `/api/get_single_product_by_id?id=${id}` });
    expect(page.json().data.description).toBe(description);
  });
});

describe('contact messages', () => {
  it('lists a preview with `truncated`, and answers the whole message to an admin only', async () => {
    const message = longText(5_000, 'enquiry');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/home-contact',
      payload: { name: 'Long Writer', email: 'long@example.com', message },
    });
    expect(sent.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/home-contact',
      payload: { name: 'Short Writer', email: 'short@example.com', message: 'A short note' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/contact-messages', headers: admin });
    const [short, long] = list.json().data as { id: number; message: string; truncated: boolean }[];
    expect(short).toMatchObject({ message: 'A short note', truncated: false });
    expect(long).toMatchObject({ message: previewOf(message), truncated: true });
    const whole = await t.app.inject({
      method: 'GET',
      url: `/api/contact-messages/${long!.id}`,
      headers: admin,
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data).toMatchObject({ id: long!.id, name: 'Long Writer', message, truncated: false });
    expect(whole.json().data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const { headers: employee } = await t.asRole('employee');
    const url = `/api/contact-messages/${long!.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: employee })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contact-messages/99999', headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/contact-messages/abc', headers: admin })).statusCode,
    ).toBe(400);
  });
});
