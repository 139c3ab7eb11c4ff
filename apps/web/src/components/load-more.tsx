import { formatCount } from '@aquadesk/shared/format.ts';
import { Button, Group, Text } from '@mantine/core';

interface QueryLoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shown: number;
  total: number | undefined;
  /** What the rows are ("tasks"), and the word for a single one when it is not the noun without its "s". */
  noun: string;
  one?: string;
}

/** The word for `count` rows: "1 invoice", "2 invoices" ("leaves" → "leave"; `one` where that is wrong). */
export function rowsWord(count: number, noun: string, one?: string): string {
  if (count !== 1) return noun;
  return one ?? (noun.endsWith('s') ? noun.slice(0, -1) : noun);
}

/** Under a paged list: how many rows are shown of how many, and Load more while more follow. */
export function QueryLoadMore({ query, shown, total, noun, one }: QueryLoadMoreProps) {
  // "Showing 1 of 3 invoices", "Showing 1 of 1 invoice", "1 invoice"
  const word = rowsWord(total ?? shown, noun, one);
  return (
    <Group justify="space-between" mt="sm" data-testid="list-foot">
      <Text size="sm" c="dimmed">
        {total === undefined
          ? `${formatCount(shown)} ${word}`
          : `Showing ${formatCount(shown)} of ${formatCount(total)} ${word}`}
      </Text>
      {query.hasNextPage && (
        <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      )}
    </Group>
  );
}
