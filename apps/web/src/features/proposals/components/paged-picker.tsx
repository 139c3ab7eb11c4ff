import type { PageInfo } from '@aquadesk/shared/paging.ts';
import { type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { staffSearchText } from '../../../lib/use-staff-search.ts';

// the server has searched: Mantine shows its answer as it is
const asFound: OptionsFilter = ({ options }) => options;

type Owned = 'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter';

export interface PagedPickerProps<T> extends Omit<SelectProps, Owned> {
  queryKey: (search: string) => QueryKey;
  /** One page of what the typed text finds (docs/api.md "Lists": `cursor` from the page before). */
  fetchPage: (
    search: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ) => Promise<PageInfo & { data: T[] }>;
  idOf: (row: T) => number;
  labelOf: (row: T) => string;
  picked: T | null;
  onPick: (row: T | null) => void;
  /** Nothing is asked while false (a site picker before its client is picked). */
  enabled?: boolean;
  nothingFound: string;
}

/**
 * One record picked from a list the server searches and pages: asked 250 ms after the typing stops, the
 * next page loaded when the options are scrolled to their end. While the box shows the picked record's
 * name every record is offered, as for an empty box; the picked one stays among the options.
 */
export function PagedPicker<T>({
  queryKey,
  fetchPage,
  idOf,
  labelOf,
  picked,
  onPick,
  enabled = true,
  nothingFound,
  ...props
}: PagedPickerProps<T>) {
  const [search, setSearch] = useState('');
  const asked = picked && search === labelOf(picked) ? '' : staffSearchText(search);
  const [debounced] = useDebouncedValue(asked, 250);
  const pages = useInfiniteQuery({
    queryKey: queryKey(debounced),
    queryFn: ({ pageParam, signal }) => fetchPage(debounced, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
  const found = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const rows = picked && !found.some((r) => idOf(r) === idOf(picked)) ? [picked, ...found] : found;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  return (
    <Select
      clearable
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={asFound}
      data={rows.map((r) => ({ value: String(idOf(r)), label: labelOf(r) }))}
      value={picked ? String(idOf(picked)) : null}
      onChange={(v) => onPick(rows.find((r) => String(idOf(r)) === v) ?? null)}
      nothingFoundMessage={pages.isFetching ? 'Searching…' : nothingFound}
      scrollAreaProps={{
        onBottomReached: () => {
          if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
        },
      }}
    />
  );
}
