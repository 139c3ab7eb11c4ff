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

/** The column a first page of a search selects for its count (see `pageWithCount`). */
export type ListTotal = SQL.Aliased<number>;

/**
 * `fields` with the search's count column added as `list_total` when there is one (`pageWithCount`).
 * Typed as always there: `pageWithCount` reads it only on the pages that select it.
 */
export function withListTotal<F extends object>(
  fields: F,
  listTotal: ListTotal | AnyColumn | undefined,
): F & { list_total: ListTotal } {
  return (listTotal ? { ...fields, list_total: listTotal } : fields) as F & { list_total: ListTotal };
}

/**
 * Does a search term read all its matches anyway? pg_trgm serves a pattern with at least three
 * characters in a row, and the count reads every match's row to check it; a shorter term is matched by
 * reading the table, where the page can stop after a screenful in the list's own order.
 */
export function searchReadsItsMatches(search: string | undefined): boolean {
  return search !== undefined && search.length >= 3;
}

/** What a list's page is read with (docs/api.md "Lists"): the cursor, the page size and the search term. */
export interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
  search?: string | undefined;
}

/**
 * A list's page read (`pageWithCount`'s `fetch`): the cursor's WHERE (undefined on the first page), the
 * ORDER BY, how many rows to take and `listTotal`, a count column to add with `withListTotal`.
 */
export type PageFetch<T> = (
  after: SQL | undefined,
  orderBy: SQL[],
  take: number,
  listTotal: ListTotal | undefined,
) => Promise<T[]>;

export interface PageOptions {
  /**
   * The list's search matches its own rows (a trigram index on a column of the listed table), so its
   * count reads the same rows as its page: the first page of such a search counts in its own statement.
   * Not for a search through another table (the leaves' people), whose count reads an index alone.
   */
  searchCountsInPage?: boolean;
}

/**
 * One page of a keyset-paged list and the count of all rows that match. `fetch` gets the cursor's
 * WHERE (undefined on the first page), the ORDER BY of `order`, how many rows to take (the page size
 * plus one, to know whether more follow) and `listTotal`, a column to add to the page's select with
 * `withListTotal` (where the list's WHERE and LIMIT are, before any join). `count` counts the matches
 * without the cursor (select `COUNT`).
 *
 * With `searchCountsInPage`, the first page of a search of three characters or more counts in its own
 * statement: `listTotal` is `count(*) over ()`, so the matches the trigram index gives are read once
 * for the page and the count, where two statements read them twice (bench/README.md §2, "A search's
 * count in its page"). Every other page is fetched and counted by two statements side by side: a list
 * without a search can stop after a page in its index's order, and a page after a cursor still reports
 * the count of all matches.
 */
export async function pageWithCount<T extends object>(
  order: readonly SortKey[],
  q: PageQuery,
  fetch: PageFetch<T>,
  count: () => Promise<{ n: number }[]>,
  keyOf: (row: T) => readonly CursorKey[],
  options: PageOptions = {},
): Promise<Page<Omit<T, 'list_total'>>> {
  const take = fetchLimit(q.limit);
  const after = afterCursor(order, q.cursor);
  if (options.searchCountsInPage && after === undefined && searchReadsItsMatches(q.search)) {
    const listTotal = sql<number>`(count(*) over ())::int`.as('list_total');
    const rows = (await fetch(undefined, orderByKeys(order), take, listTotal)) as (T & {
      list_total: number;
    })[];
    const cut = toPage(rows, take - 1, keyOf);
    return {
      rows: cut.rows.map(({ list_total: _, ...row }) => row as Omit<T, 'list_total'>),
      next_cursor: cut.next_cursor,
      total: rows[0]?.list_total ?? 0,
    };
  }
  const [rows, [counted]] = await Promise.all([fetch(after, orderByKeys(order), take, undefined), count()]);
  const cut = toPage(rows, take - 1, keyOf);
  // without `listTotal` the rows carry no `list_total` (withListTotal left it out)
  return { rows: cut.rows as Omit<T, 'list_total'>[], next_cursor: cut.next_cursor, total: counted?.n ?? 0 };
}

/**
 * A searched column as find anything matches it (docs/api.md "Search"): the column itself from three
 * characters, which its trigram index serves; for a shorter term, which no trigram serves, the column
 * as an expression no index holds, in a statement text of its own. A named statement's cached generic
 * plan does not know its pattern (docs/decisions/0009-named-statements.md), and one made for longer
 * terms reads the whole trigram index for "ra" (10 ms for a reseller's clients, where walking their
 * few rows takes 0.3 ms; bench/README.md "Search").
 */
export function searchedColumn(term: string, column: AnyColumn | SQL): SQL {
  return searchReadsItsMatches(term) ? sql`${column}` : sql`(${column} || '')`;
}
