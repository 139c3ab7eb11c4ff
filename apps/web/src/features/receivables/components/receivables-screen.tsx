import { formatDate } from '@aquadesk/shared/format.ts';
import { Paper } from '@mantine/core';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useReceivables } from '../api.ts';
import { ReceivablesTable } from './receivables-table.tsx';

/**
 * /receivables (docs/requirements/002-gst.md §8): the clients who owe, most owed first, each with what is
 * open by days past the due date and a link to its statement; the totals of every client who matches.
 */
export function ReceivablesScreen() {
  const filters = useListFilters([]);
  const list = useReceivables(filters.values);
  const { rows, first } = list;
  return (
    <ListScreen
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
      exportTo={{ list: 'receivables', path: '/receivables', params: filters.values }}
      search={{ filters, placeholder: 'Organisation' }}
      list={list}
      emptyMessage="Nothing is owed"
      filteredMessage="No client who owes matches this search"
      noun="clients"
      one="client"
    >
      {first && (
        <Paper withBorder p="xs" radius="md">
          <ReceivablesTable data={{ ...first, data: rows }} />
        </Paper>
      )}
    </ListScreen>
  );
}
