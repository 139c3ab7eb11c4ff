import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  canonicalRate,
  DEFAULT_GST_RATES,
  GST_UNIT_CODES,
  HSN_PATTERN,
  isServiceCode,
} from '@aquadesk/shared/gst.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { seedDemoProducts } from '../../src/modules/products/demo.ts';
import { seedDemoLegalDocuments } from '../../src/modules/public/demo.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('seeds a catalogue with drawn images and the audited results up to 2023', async () => {
  await seedDemoProducts(t.ctx, []);
  await seedDemoLegalDocuments(t.ctx, []);
  const rows = await t.ctx.db.select().from(products);
  expect(rows.length).toBeGreaterThanOrEqual(8);
  expect(rows.some((r) => r.isSellable && r.link === '')).toBe(true);
  expect(rows.some((r) => r.isProposal && !r.isSellable)).toBe(true);
  // docs/requirements/002-gst.md §3: every demo product fills an invoice line; services carry a SAC
  for (const r of rows) {
    expect(r.hsn, r.name).toMatch(HSN_PATTERN);
    expect(GST_UNIT_CODES, r.name).toContain(r.unit);
    expect(DEFAULT_GST_RATES, r.name).toContain(canonicalRate(r.gstRate));
  }
  expect(rows.some((r) => r.hsn && isServiceCode(r.hsn))).toBe(true);
  expect(rows.some((r) => r.hsn && !isServiceCode(r.hsn))).toBe(true);
  for (const r of rows) {
    const img = await t.app.inject({ method: 'GET', url: `/api/product/${r.image}` });
    expect(img.statusCode).toBe(200);
  }
  const pdf = readFileSync(path.join(t.dataDir, 'legal', '2019.pdf'));
  expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.4');
  expect(pdf.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
  expect(existsSync(path.join(t.dataDir, 'legal', '2024.pdf'))).toBe(false);
});
