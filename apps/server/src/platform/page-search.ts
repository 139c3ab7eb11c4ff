import type { CursorKey } from '@aquadesk/shared/paging.ts';
import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';
import { afterCursor, containsPattern, fetchLimit, orderByKeys, type SortKey, toPage } from './paging.ts';

/** A page of a list as a repository returns it (docs/api.md "Lists"). */
export interface Page<T> {
  rows: T[];
  next_cursor: string | null;
  total: number;
}

/**
 * ILIKE '%term%' over any of the columns (each served by its pg_trgm GIN index); undefined without a
 * term, so it drops out of an `and(...)`.
 */
export function matchesAny(term: string | undefined, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** LIKE '%term%' (lower-cased) over a stored search column (db/schema/search-text.ts); undefined without a term. */
export function matchesSearchText(term: string | undefined, column: AnyColumn | SQL): SQL | undefined {
  if (!term) return undefined;
  return sql`${column} like ${containsPattern(term.toLowerCase())}`;
}

/** The select list of a list's count query. */
export const COUNT = { n: sql<number>`count(*)::int` };

/**
 * One page of a keyset-paged list and the count of all rows that match, queried in parallel. `fetch`
 * gets the cursor's WHERE (undefined on the first page), the ORDER BY of `order` and how many rows to
 * take (the page size plus one, to know whether more follow); `count` counts the matches without the
 * cursor (select `COUNT`).
 */
export async function pageWithCount<T>(
  order: readonly SortKey[],
  q: { cursor?: string | undefined; limit?: number | undefined },
  fetch: (after: SQL | undefined, orderBy: SQL[], take: number) => Promise<T[]>,
  count: () => Promise<{ n: number }[]>,
  keyOf: (row: T) => readonly CursorKey[],
): Promise<Page<T>> {
  const take = fetchLimit(q.limit);
  const [rows, [counted]] = await Promise.all([
    fetch(afterCursor(order, q.cursor), orderByKeys(order), take),
    count(),
  ]);
  const cut = toPage(rows, take - 1, keyOf);
  return { rows: cut.rows, next_cursor: cut.next_cursor, total: counted?.n ?? 0 };
}
