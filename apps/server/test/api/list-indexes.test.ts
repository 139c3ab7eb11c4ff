import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers.ts';

/**
 * Issue 10: the lists order `x DESC`, which the database reads as DESC NULLS FIRST, and an index whose
 * column is DESC NULLS LAST cannot serve that order (the leaves list sorted all 20,000 rows for every
 * page: bench/README.md section 2). No index may be built that way; a list that ever needs NULLS LAST
 * says so in its ORDER BY and in this test.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('list indexes', () => {
  it('no index orders a column DESC NULLS LAST, which a plain ORDER BY … DESC cannot use', async () => {
    const { rows: list } = (await t.ctx.db.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    expect(list.length).toBeGreaterThan(20);
    const wrong = list.filter((r) => /desc nulls last/i.test(r.indexdef)).map((r) => r.indexname);
    expect(wrong).toEqual([]);
  });
});
