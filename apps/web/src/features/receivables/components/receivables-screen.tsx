import { formatDate } from '@aquadesk/shared/format.ts';
import { Paper, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useInvoiceEvents } from '../../invoices/api.ts';
import { fetchReceivables, receivableKeys } from '../api.ts';
import { ReceivablesTable } from './receivables-table.tsx';

/**
 * /receivables (docs/requirements/002-gst.md §8): the clients who owe, most owed first, each with what is
 * open by days past the due date and a link to its statement; the totals of every client who matches.
 */
export function ReceivablesScreen() {
  const filters = useListFilters([]);
  const search = filters.values.search ?? '';
  useInvoiceEvents();
  const q = useQuery({
    queryKey: receivableKeys.list(search),
    queryFn: ({ signal }) => fetchReceivables(search, signal),
    placeholderData: keepPreviousData,
  });
  const shown = q.data?.data.length ?? 0;
  return (
    <>
      <PageHeader
        title="Receivables"
        description={
          q.data ? (
            <span data-testid="receivables-as-of">
              What clients owe, as of {formatDate(q.data.as_of)}, by days past the due date.
            </span>
          ) : (
            'What clients owe, by days past the due date.'
          )
        }
      />
      <FilterBar>
        <SearchFilter filters={filters} placeholder="Organisation" />
      </FilterBar>
      <QueryContent
        query={q}
        isEmpty={shown === 0}
        emptyMessage={search ? 'No client who owes matches this search' : 'Nothing is owed'}
      >
        {q.data && (
          <Paper withBorder p="xs" radius="md">
            <ReceivablesTable data={q.data} />
          </Paper>
        )}
        {q.data && q.data.total > shown && (
          <Text size="sm" c="dimmed" mt="xs">
            The {shown} who owe most of {q.data.total}; the totals count them all. Search to find another.
          </Text>
        )}
      </QueryContent>
    </>
  );
}
