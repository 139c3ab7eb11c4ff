import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageWithCount, searchReadsItsMatches } from '../../src/platform/page-search.ts';
import { encodeCursor, type SortKey } from '../../src/platform/paging.ts';

// platform/page-search.ts: which statements a page and its count take
const ORDER: SortKey[] = [{ expr: sql`id`, dir: 'asc' }];

function run(q: { search?: string; cursor?: string; limit?: number }, searchCountsInPage: boolean) {
  const calls = { withTotal: 0, without: 0, counts: 0 };
  const page = pageWithCount(
    ORDER,
    q,
    async (_after, _orderBy, take, listTotal) => {
      if (listTotal) calls.withTotal++;
      else calls.without++;
      // three rows match in all; the page asks for `take` (page size + 1)
      const rows = [1, 2, 3].slice(0, take).map((id) => ({ id, list_total: 3 }));
      return listTotal ? rows : rows.map(({ id }) => ({ id }));
    },
    async () => {
      calls.counts++;
      return [{ n: 3 }];
    },
    (r) => [r.id],
    { searchCountsInPage },
  );
  return { page, calls };
}

describe('pageWithCount', () => {
  it("counts the first page of a search of three or more characters in the page's own statement", async () => {
    const { page, calls } = run({ search: 'abc', limit: 2 }, true);
    const got = await page;
    expect(calls).toEqual({ withTotal: 1, without: 0, counts: 0 });
    expect(got.total).toBe(3);
    expect(got.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(got.next_cursor).toBe(encodeCursor([2]));
  });

  it('counts apart after a cursor, for a shorter term, without a search and for a list not opted in', async () => {
    for (const [q, optedIn] of [
      [{ search: 'abc', cursor: encodeCursor([0]), limit: 2 }, true],
      [{ search: 'ab', limit: 2 }, true],
      [{ limit: 2 }, true],
      [{ search: 'abc', limit: 2 }, false],
    ] as const) {
      const { page, calls } = run(q, optedIn);
      const got = await page;
      expect(calls).toEqual({ withTotal: 0, without: 1, counts: 1 });
      expect(got.total).toBe(3);
      expect(got.rows).toEqual([{ id: 1 }, { id: 2 }]);
    }
  });

  it('answers a total of 0 for a first page without a match', async () => {
    const got = await pageWithCount(
      ORDER,
      { search: 'nothing' },
      async () => [] as { id: number; list_total: number }[],
      async () => [{ n: 99 }],
      (r) => [r.id],
      { searchCountsInPage: true },
    );
    expect(got).toEqual({ rows: [], next_cursor: null, total: 0 });
  });

  it('takes a term of three characters or more as one the trigram index serves', () => {
    expect(searchReadsItsMatches(undefined)).toBe(false);
    expect(searchReadsItsMatches('ab')).toBe(false);
    expect(searchReadsItsMatches('abc')).toBe(true);
  });
});
