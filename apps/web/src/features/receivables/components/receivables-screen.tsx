import { formatDate } from '@aquadesk/shared/format.ts';
import { Paper } from '@mantine/core';
import { ExportMenu } from '../../../components/export-menu.tsx';
import { FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useReceivables } from '../api.ts';
import { ReceivablesTable } from './receivables-table.tsx';

/**
 * /receivables (docs/requirements/002-gst.md §8): the clients who owe, most owed first, each with what is
 * open by days past the due date and a link to its statement; the totals of every client who matches.
 */
export function ReceivablesScreen() {
  const filters = useListFilters([]);
  const search = filters.values.search ?? '';
  const { query: q, rows, first, total } = useReceivables(filters.values);
  const shown = rows.length;
  return (
    <>
      <PageHeader
        title="Receivables"
        description={
          first ? (
            <span data-testid="receivables-as-of">
              What clients owe, as of {formatDate(first.as_of)}, by days past the due date.
            </span>
          ) : (
            'What clients owe, by days past the due date.'
          )
        }
        actions={<ExportMenu list="receivables" path="/receivables" params={filters.values} />}
      />
      <FilterBar>
        <SearchFilter filters={filters} placeholder="Organisation" />
      </FilterBar>
      <QueryContent
        query={q}
        isEmpty={shown === 0}
        emptyMessage={search ? 'No client who owes matches this search' : 'Nothing is owed'}
      >
        {first && (
          <Paper withBorder p="xs" radius="md">
            <ReceivablesTable data={{ ...first, data: rows }} />
          </Paper>
        )}
        <QueryLoadMore query={q} shown={shown} total={total} noun="clients" one="client" />
      </QueryContent>
    </>
  );
}
