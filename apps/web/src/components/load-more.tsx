import { Button, Group, Text } from '@mantine/core';

interface QueryLoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shown: number;
  total: number | undefined;
  noun: string;
}

/** Under a paged list: how many rows are shown of how many, and Load more while more follow. */
export function QueryLoadMore({ query, shown, total, noun }: QueryLoadMoreProps) {
  return (
    <Group justify="space-between" mt="sm" data-testid="list-foot">
      <Text size="sm" c="dimmed">
        {total === undefined ? `${shown} ${noun}` : `Showing ${shown} of ${total} ${noun}`}
      </Text>
      {query.hasNextPage && (
        <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      )}
    </Group>
  );
}
