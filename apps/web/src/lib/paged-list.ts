import {
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from './api-client.ts';

/**
 * Paged lists (docs/api.md "Lists"): the server pages, searches and filters; the screen keeps its
 * filters in the URL, loads more pages on demand, and live events change rows in place.
 */
export interface PagedResponse<T> {
  data: T[];
  next_cursor: string | null;
  total?: number;
}

/** A list's query parameters (search and filters), undefined when not set. */
export type ListParams = Record<string, string | undefined>;

function cleanParams(params: ListParams): ListParams {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * A list paged by the server under `queryKey`: the first page loads, `loadMore` fetches the next with
 * its cursor; `rows` are the rows of every page loaded so far, `first` the first page (for a list's
 * side data such as roles), `total` the count the server gave for the filters.
 */
export function usePages<R extends PagedResponse<unknown>>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<R>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const rows = useMemo((): R['data'] => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const first = query.data?.pages[0];
  return {
    query,
    rows,
    first,
    total: first?.total,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** The pages of `path` for these filters, cached under `[...key, params]`. */
export function usePagedList<T, R extends PagedResponse<T> = PagedResponse<T>>(
  key: QueryKey,
  path: string,
  params: ListParams,
) {
  const clean = cleanParams(params);
  return usePages<R>([...key, clean], (cursor, signal) =>
    apiRequest<R>(path, { signal, query: { ...clean, cursor } }),
  );
}

/**
 * Puts a row from a live event or a save into every cached page list under `key`: replaced in place
 * where it is already shown and still matches that list's filters (`matches`), taken out where it no
 * longer does, otherwise added to the first page when it matches (on top, or in `compare`'s order), with the total counted
 * up or down. Nothing is refetched.
 */
export function upsertInPagedLists<T, R extends PagedResponse<T>, F = ListParams>(
  qc: QueryClient,
  key: QueryKey,
  row: T,
  matches: (row: T, params: F) => boolean,
  idOf: (row: T) => number = (r) => (r as { id: number }).id,
  /** The list's order, for a new row that is not simply the newest (otherwise it goes on top). */
  compare?: (a: T, b: T) => number,
): void {
  const id = idOf(row);
  for (const [queryKey, data] of qc.getQueriesData<InfiniteData<R>>({ queryKey: key })) {
    if (!data) continue;
    const params = (queryKey[key.length] ?? {}) as F;
    const shown = data.pages.some((p) => p.data.some((r) => idOf(r) === id));
    const fits = matches(row, params);
    let pages: R[];
    if (shown && fits) {
      pages = data.pages.map((p) => ({ ...p, data: p.data.map((r) => (idOf(r) === id ? row : r)) }));
    } else if (shown) {
      pages = withoutRow(data.pages, id, idOf);
    } else if (fits) {
      pages = data.pages.map((p, i) =>
        i === 0
          ? {
              ...p,
              data: compare ? [...p.data, row].sort(compare) : [row, ...p.data],
              total: p.total === undefined ? undefined : p.total + 1,
            }
          : p,
      );
    } else continue;
    qc.setQueryData<InfiniteData<R>>(queryKey, { ...data, pages });
  }
}

/**
 * Takes the row `id` out of every cached page list under `key` (a live event of a record deleted), with the
 * total counted down where it was shown. Nothing is refetched.
 */
export function removeFromPagedLists<T, R extends PagedResponse<T>>(
  qc: QueryClient,
  key: QueryKey,
  id: number,
  idOf: (row: T) => number = (r) => (r as { id: number }).id,
): void {
  for (const [queryKey, data] of qc.getQueriesData<InfiniteData<R>>({ queryKey: key })) {
    if (!data?.pages.some((p) => p.data.some((r) => idOf(r) === id))) continue;
    qc.setQueryData<InfiniteData<R>>(queryKey, { ...data, pages: withoutRow(data.pages, id, idOf) });
  }
}

/** The pages without the row `id`, the first page's total counted down. */
function withoutRow<T, R extends PagedResponse<T>>(pages: R[], id: number, idOf: (row: T) => number): R[] {
  return pages.map((p, i) => ({
    ...p,
    data: p.data.filter((r) => idOf(r) !== id),
    total: i === 0 && p.total !== undefined ? p.total - 1 : p.total,
  }));
}

/** The same, from a component: returns a function taking the event's (or the save's) row. */
export function useUpsertInPagedLists<T, F = ListParams>(
  key: QueryKey,
  matches: (row: T, params: F) => boolean,
  idOf?: (row: T) => number,
  compare?: (a: T, b: T) => number,
) {
  const qc = useQueryClient();
  return (row: T) => upsertInPagedLists<T, PagedResponse<T>, F>(qc, key, row, matches, idOf, compare);
}

/** Changes the side data of the first page of every cached list under `key` (roles, e-mails). */
export function updateFirstPages<R>(qc: QueryClient, key: QueryKey, change: (page: R) => R): void {
  for (const [queryKey, data] of qc.getQueriesData<InfiniteData<R>>({ queryKey: key })) {
    if (!data || data.pages.length === 0) continue;
    qc.setQueryData<InfiniteData<R>>(queryKey, {
      ...data,
      pages: data.pages.map((p, i) => (i === 0 ? change(p) : p)),
    });
  }
}

/** Case-insensitive "contains", as the server's search. */
export function containsText(term: string | undefined, ...values: string[]): boolean {
  if (!term) return true;
  const t = term.toLowerCase();
  return values.some((v) => v.toLowerCase().includes(t));
}
