import { type CursorKey, PAGE_SIZE, type PageInfo } from '@aquadesk/shared/paging.ts';
import { and, eq, gt, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badRequest } from './errors.ts';

/**
 * One sort key of a keyset-paged list: the expression the query orders by, and its direction. A cursor
 * holds the keys as JSON, so give a timestamp column as text (`sql\`to_char(...)\`` or `sql\`${col}::text\``
 * for the select, and `sql\`${col}\`` here) rather than a Date-mapped column.
 */
export interface SortKey {
  expr: SQLWrapper;
  dir: 'asc' | 'desc';
}

/** ORDER BY for the keys, in order (the last key must be unique, usually the id). */
export function orderByKeys(keys: readonly SortKey[]): SQL[] {
  return keys.map((k) => (k.dir === 'asc' ? sql`${k.expr} asc` : sql`${k.expr} desc`));
}

/**
 * WHERE for "rows after the cursor" in the order of `keys`: (k1 after v1) or (k1 = v1 and k2 after v2) …
 * Works for mixed directions; a cursor whose length does not match the keys is a 400.
 */
export function afterCursor(keys: readonly SortKey[], cursor: string | undefined): SQL | undefined {
  if (cursor === undefined) return undefined;
  const values = decodeCursor(cursor);
  if (!values || values.length !== keys.length)
    throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  const branches: SQL[] = [];
  for (let i = 0; i < keys.length; i++) {
    const equalBefore = keys.slice(0, i).map((k, j) => eq(k.expr as SQL, values[j]));
    const key = keys[i]!;
    const step = key.dir === 'asc' ? gt(key.expr as SQL, values[i]) : lt(key.expr as SQL, values[i]);
    branches.push(and(...equalBefore, step)!);
  }
  return or(...branches);
}

/**
 * Cuts a page from rows fetched with `limit + 1` and makes its cursor from the last row kept.
 * `keyOf` returns that row's values of the sort keys, in the same order as the keys.
 */
export function toPage<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => readonly CursorKey[],
): { rows: T[] } & Pick<PageInfo, 'next_cursor'> {
  if (rows.length <= limit) return { rows, next_cursor: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, next_cursor: encodeCursor(keyOf(kept[kept.length - 1]!)) };
}

/** The limit a query fetches: the page size asked for (default 100) plus one to know if more follow. */
export function fetchLimit(limit: number | undefined): number {
  return (limit ?? PAGE_SIZE) + 1;
}

/** A LIKE pattern that matches `term` anywhere, with LIKE's wildcards in the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function encodeCursor(keys: readonly CursorKey[]): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

/** The keys of a cursor, or undefined when it is not one this server made. */
export function decodeCursor(cursor: string): CursorKey[] | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(cursor, 'base64url')));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 6) return undefined;
  const ok = parsed.every(
    (k) =>
      k === null ||
      typeof k === 'boolean' ||
      (typeof k === 'number' && Number.isFinite(k)) ||
      (typeof k === 'string' && k.length <= 200),
  );
  return ok ? (parsed as CursorKey[]) : undefined;
}

/**
 * A spec call whose list is a bare array (`/reseller-clients`, `/reseller-sites`) keeps that shape for a
 * caller that does not page: the first page's rows, with `X-Next-Cursor` and `X-Total-Count` headers.
 * A caller that sends `limit` gets `{ data, next_cursor, total }` (docs/api.md "Lists").
 */
export function bareUnlessPaged<T>(
  query: { limit?: number },
  page: { data: T[] } & PageInfo,
  reply: { header(name: string, value: string): unknown },
): T[] | ({ data: T[] } & PageInfo) {
  if (query.limit !== undefined) return page;
  if (page.next_cursor) reply.header('x-next-cursor', page.next_cursor);
  if (page.total !== undefined) reply.header('x-total-count', String(page.total));
  return page.data;
}
