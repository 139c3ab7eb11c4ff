import { formatCount } from '@aquadesk/shared/format.ts';
import { Button, Group, Text } from '@mantine/core';

interface QueryLoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shown: number;
  total: number | undefined;
  /** What the rows are ("tasks"), and the word for a single one ("task") when it differs. */
  noun: string;
  one?: string;
}

/** Under a paged list: how many rows are shown of how many, and Load more while more follow. */
export function QueryLoadMore({ query, shown, total, noun, one }: QueryLoadMoreProps) {
  const word = shown === 1 && one !== undefined ? one : noun;
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
