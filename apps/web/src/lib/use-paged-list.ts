import type { PageInfo } from '@aquadesk/shared/paging.ts';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/** One page of a paged list as the server answers it (docs/api.md "Lists"). */
export interface PageOf<T> extends PageInfo {
  data: T[];
}

type Pages<T> = InfiniteData<PageOf<T>, string | undefined>;

/**
 * A list paged by the server: the first page loads, `loadMore` fetches the next with its cursor; `rows`
 * are every loaded page's rows in order and `total` the count the server gave for the filters.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<PageOf<T>>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: PageOf<T>) => last.next_cursor ?? undefined,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total;
  return {
    query,
    rows,
    total,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/**
 * Applies a live event to every cached page set under `prefix` without refetching: a row that is on
 * screen is replaced where it is (or removed when `keep` says it no longer belongs); a new row that
 * `keep` accepts for that list's filters (the last key element) is added at the top and counted.
 */
export function applyToPagedLists<T, F>(
  queryClient: QueryClient,
  prefix: QueryKey,
  item: T,
  idOf: (row: T) => number,
  keep: (row: T, filters: F) => boolean,
) {
  const id = idOf(item);
  for (const [key, data] of queryClient.getQueriesData<Pages<T>>({ queryKey: prefix })) {
    if (!data) continue;
    const filters = key[key.length - 1] as F;
    const belongs = keep(item, filters);
    const present = data.pages.some((p) => p.data.some((r) => idOf(r) === id));
    if (!present && !belongs) continue;
    const countChange = present === belongs ? 0 : belongs ? 1 : -1;
    const pages = data.pages.map((page, i) => {
      let rows = page.data;
      if (present) {
        rows = belongs ? rows.map((r) => (idOf(r) === id ? item : r)) : rows.filter((r) => idOf(r) !== id);
      } else if (i === 0) {
        rows = [item, ...rows];
      }
      const total = i === 0 && page.total !== undefined ? page.total + countChange : page.total;
      return { ...page, data: rows, ...(total !== undefined ? { total } : {}) };
    });
    queryClient.setQueryData<Pages<T>>(key, { ...data, pages });
  }
}

/** The same, from a component: returns a function taking the event's row. */
export function useApplyToPagedLists<T, F>(
  prefix: QueryKey,
  idOf: (row: T) => number,
  keep: (row: T, filters: F) => boolean,
) {
  const queryClient = useQueryClient();
  return (item: T) => applyToPagedLists(queryClient, prefix, item, idOf, keep);
}

/**
 * A list's search box and filters kept in the URL (`?q=…&district=…`): the box answers at once, the URL
 * (and so the query) follows 300 ms after typing stops; other filters change the URL at once.
 */
export function useUrlListFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const [search, setSearchBox] = useState(urlSearch);
  useEffect(() => setSearchBox(urlSearch), [urlSearch]);
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        return p;
      },
      { replace: true },
    );
  const pushSearch = useDebouncedCallback((value: string) => set('q', value.trim()), 300);
  const filters = Object.fromEntries(names.map((n) => [n, params.get(n) ?? ''])) as Record<K, string>;
  return {
    /** What the search box shows. */
    search,
    /** The search the list is queried with (from the URL). */
    appliedSearch: urlSearch.trim(),
    setSearch: (value: string) => {
      setSearchBox(value);
      pushSearch(value);
    },
    filters,
    setFilter: (name: K, value: string) => set(name, value),
  };
}
