import { gstinProblem } from '@aquadesk/shared/gst.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eInvoices, invoices, payments } from '../../src/db/schema/index.ts';
import { DEMO_SEEDERS } from '../../src/setup/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // demo data chooses the sandbox by default; the test app is built with DEMO_DATA=0
  t = await buildTestApp({ PAYMENT_PROVIDER: 'sandbox' });
});
afterAll(() => t.close());

it('seeds invoices paid (through the sandbox checkout), unpaid, part paid and a draft, listed and viewable', async () => {
  for (const seed of DEMO_SEEDERS) await seed(t.ctx, []);
  const rows = await t.ctx.db.select().from(invoices);
  expect(rows.filter((r) => r.status === 'PAYMENT COMPLETE').length).toBeGreaterThanOrEqual(2);
  expect(rows.filter((r) => r.status === 'unpaid').length).toBeGreaterThanOrEqual(1);
  // finance's day (issue 30, issue 31 item 4): part payments and a draft to issue
  expect(rows.filter((r) => r.status === 'partly_paid')).toHaveLength(3);
  expect(rows.filter((r) => r.status === 'draft')).toHaveLength(1);
  const settled = (await t.ctx.db.select().from(payments)).filter((p) => p.kind === 'settled');
  expect(settled).toHaveLength(rows.filter((r) => r.status === 'PAYMENT COMPLETE').length);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/get-invoic-list',
    headers: await t.adminHeaders(),
  });
  expect(list.json().data).toHaveLength(rows.length);
  for (const r of rows.filter((row) => row.status !== 'draft')) {
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/get-invoice?id=${r.id}&key=${r.accessKey}`,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.totals.amount_paise).toBe(r.amountPaise);
    expect(view.json().data.lines.length).toBeGreaterThan(0);
    // the demo's payments are sandbox payments: test payments
    expect(view.json().data.test_payment).toBe(r.status === 'PAYMENT COMPLETE');
  }
});

it("registers the last three weeks' B2B invoices with the sandbox IRP (spec 003 §11), and no B2C one", async () => {
  // the seeders ran in the test above
  const issued = (await t.ctx.db.select().from(invoices)).filter((r) => r.status !== 'draft');
  const end = Date.now() + 20_000;
  let rows = await t.ctx.db.select().from(eInvoices);
  while (rows.some((r) => r.status !== 'registered') && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    rows = await t.ctx.db.select().from(eInvoices);
  }
  expect(rows.length).toBeGreaterThanOrEqual(1);
  expect(rows.every((r) => r.status === 'registered' && r.irn !== null)).toBe(true);
  const registered = new Set(rows.map((r) => r.invoiceId));
  for (const inv of issued.filter((r) => registered.has(r.id))) {
    // a B2B invoice: its recipient's GSTIN, well formed with its check character
    expect(gstinProblem(inv.recipientGstin ?? ''), inv.recipientGstin ?? 'no GSTIN').toBeNull();
    expect(Date.now() - (inv.issuedAt?.getTime() ?? 0)).toBeLessThanOrEqual(22 * 86_400_000);
  }
});
