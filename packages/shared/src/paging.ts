import { z } from 'zod';
import { zWhole } from './validation.ts';

/**
 * Paged lists (docs/api.md "Lists"): every list is paged, searched and sorted in SQL. A call may send
 * `limit` (1..100, default 100), `cursor` (the `next_cursor` of the page before) and `search`; it answers
 * its spec shape with the page's rows where the spec puts the list, plus `next_cursor` (null on the last
 * page) and, where a screen shows one, `total`. A client that sends no paging parameter gets the first page.
 */
export const PAGE_SIZE = 100;

/** What a server-searched picker asks for at a time; the next page loads as its options are scrolled. */
export const PICKER_PAGE_SIZE = 20;

/** Keyset values of the last row of a page, in the list's sort order. */
export type CursorKey = string | number | boolean | null;

export const zPageLimit = zWhole({ min: 1, max: PAGE_SIZE });

/**
 * An opaque cursor made by the server (base64url of its sort keys); the server refuses one it cannot read
 * with the same 400.
 */
export const zCursor = z
  .string()
  .max(400, { error: 'Invalid cursor' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Invalid cursor' });

/** A search term: trimmed, at most 100 characters, no control characters. */
export const zSearch = z
  .string()
  .trim()
  .max(100, { error: 'Search is at most 100 characters' })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: 'Search must not contain control characters' });

/** The query every paged list accepts; a list adds its own filters with `.extend({...})`. */
export const ZPageQuery = z.object({
  limit: zPageLimit.optional(),
  cursor: zCursor.optional(),
  search: zSearch.optional(),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

/** What a paged list answers besides its rows. */
export interface PageInfo {
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** Rows matching the filters, where the screen shows a count. */
  total?: number;
}
