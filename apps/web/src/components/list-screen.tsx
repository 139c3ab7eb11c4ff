import type { ExportedList } from '@aquadesk/shared/list-exports.ts';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListParams } from '../lib/paged-list.ts';
import { ExportMenu } from './export-menu.tsx';
import { FilterBar, type Filters, SearchFilter } from './filter-bar.tsx';
import { QueryLoadMore } from './load-more.tsx';
import { PageHeader } from './page-header.tsx';
import { QueryContent } from './query-content.tsx';

/** What the shell needs of a list paged by the server (lib/paged-list.ts usePages / usePagedList). */
interface PagedRows {
  query: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  rows: readonly unknown[];
  total?: number | undefined;
}

interface ListScreenProps<K extends string> {
  /** The page's title; without one (a list inside a tab) only the export menu stands above the filters. */
  title?: ReactNode;
  description?: ReactNode;
  /** Header buttons after Export (Add, a link to a related list), and a view switch before it. */
  actions?: ReactNode;
  leading?: ReactNode;
  /** "Export" of the same search and filters as the rows on screen (docs/api.md "Lists"). */
  exportTo?: { list: ExportedList; path: string; params: ListParams };
  /** The search box of the filter bar, with `controls` (selects, switches) after it. */
  search?: { filters: Filters<K>; placeholder: string; label?: string };
  controls?: ReactNode;
  /** A screen's own filter bar, in place of `search` and `controls`. */
  filterBar?: ReactNode;
  /** The list's pages: a loader, the error with a retry, the empty state, or `children`. */
  list: PagedRows;
  /** The spec's words for an empty list; `filteredMessage` when a filter or the search is set. */
  emptyMessage: string;
  filteredMessage?: string;
  filtered?: boolean;
  showLoadError?: boolean;
  /** The server refused the filters (a period typed by hand) and their fields say why: no list below them. */
  refusedAtFilters?: boolean;
  /** What the rows are ("invoices") for "Showing 10 of 12 invoices", and one of them when it differs. */
  noun: string;
  one?: string;
  /** False where the server gives no count for the filters. */
  counted?: boolean;
  /** The rows (table or cards). */
  children: ReactNode;
  /** Under Load more, with the rows (a bulk bar). */
  footer?: ReactNode;
  /** After the list (create panels, dialogs). */
  overlays?: ReactNode;
}

/**
 * Every list screen's frame (issue 42 item 2): the page header with Export and its buttons, the filter bar,
 * the query's states (loading, the error with a retry, empty, or the rows), then how many rows are shown of
 * how many and Load more. Filters are kept in the URL by the screen (lib/use-list-filters.ts).
 */
export function ListScreen<K extends string>(props: ListScreenProps<K>) {
  const { list, exportTo, search } = props;
  const exportMenu = exportTo && (
    <ExportMenu list={exportTo.list} path={exportTo.path} params={exportTo.params} />
  );
  const actions = (exportMenu || props.actions || props.leading) && (
    <>
      {props.leading}
      {exportMenu}
      {props.actions}
    </>
  );
  const filtered = props.filtered ?? Boolean(search && Object.values(search.filters.values).some(Boolean));
  return (
    <>
      {props.title !== undefined ? (
        <PageHeader title={props.title} description={props.description} actions={actions} />
      ) : (
        actions && (
          <Group justify="flex-end" mb="xs">
            {actions}
          </Group>
        )
      )}
      {props.filterBar}
      {search && (
        <FilterBar>
          <SearchFilter filters={search.filters} label={search.label} placeholder={search.placeholder} />
          {props.controls}
        </FilterBar>
      )}
      {!props.refusedAtFilters && (
        <QueryContent
          query={list.query}
          isEmpty={list.rows.length === 0}
          emptyMessage={filtered && props.filteredMessage ? props.filteredMessage : props.emptyMessage}
          showLoadError={props.showLoadError}
        >
          {props.children}
          <QueryLoadMore
            query={list.query}
            shown={list.rows.length}
            total={props.counted === false ? undefined : list.total}
            noun={props.noun}
            one={props.one}
          />
          {props.footer}
        </QueryContent>
      )}
      {props.overlays}
    </>
  );
}
