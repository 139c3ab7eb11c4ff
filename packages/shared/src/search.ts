import { z } from 'zod';
import { zWhole } from './validation.ts';

/**
 * Find anything (issue 31 item 10; docs/api.md "Search"): one search over the clients, sites, tasks,
 * estimates, invoices and people the caller's lists show, each hit opening its screen.
 */
export const SEARCH_KINDS = ['client', 'site', 'task', 'estimate', 'invoice', 'person'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What the spotlight calls each kind's group. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  client: 'Clients',
  site: 'Sites',
  task: 'Tasks',
  estimate: 'Estimates',
  invoice: 'Invoices',
  person: 'People',
};

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** Hits per kind: at most this many, 5 unless the call says. */
export const SEARCH_LIMIT_MAX = 20;
export const SEARCH_LIMIT_DEFAULT = 5;

export const SEARCH_MESSAGES = {
  required: 'Enter something to search for',
  tooShort: `Enter at least ${SEARCH_MIN} characters`,
  tooLong: `Search is at most ${SEARCH_MAX} characters`,
  control: 'Search must not contain control characters',
  limit: `Enter a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
} as const;

/** The term: trimmed, 2 to 100 characters, no control characters. */
export const zSearchTerm = z
  .string({ error: SEARCH_MESSAGES.required })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: SEARCH_MESSAGES.control, abort: true })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(SEARCH_MIN, { error: SEARCH_MESSAGES.tooShort })
      .max(SEARCH_MAX, { error: SEARCH_MESSAGES.tooLong }),
  );

/** GET /api/search?q=…&limit=… */
export const ZSearchQuery = z.object({
  q: zSearchTerm,
  limit: zWhole({ min: 1, max: SEARCH_LIMIT_MAX, message: SEARCH_MESSAGES.limit }).optional(),
});
export type TSearchQuery = z.output<typeof ZSearchQuery>;

/** One hit: what it is, its title and a line under it, and the web route of its screen. */
export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string;
  path: string;
}

/** GET /api/search: the hits, grouped by kind in SEARCH_KINDS order, at most `limit` of each kind. */
export interface SearchResponse {
  data: SearchHit[];
}

/** What a domain is asked: the trimmed term and how many hits it may give. */
export interface SearchAsk {
  term: string;
  limit: number;
}

/** The digits of a number typed as the term (a task, estimate or invoice number), else undefined. */
export function searchedNumber(term: string): number | undefined {
  const digits = term.replace(/^#/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/** A list screen opened on its search (the lists keep `search` in the URL). */
export function searchPath(screen: string, term: string): string {
  return `${screen}?search=${encodeURIComponent(term)}`;
}
