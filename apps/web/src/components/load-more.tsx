import { Button, Group, Text } from '@mantine/core';

interface Props {
  shown: number;
  total: number | undefined;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** Under a paged list: how many rows are shown of how many, and Load more while more follow. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore }: Props) {
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {total !== undefined ? `Showing ${shown} of ${total}` : `Showing ${shown}`}
      </Text>
      {hasMore && (
        <Button variant="light" onClick={onLoadMore} loading={loading}>
          Load more
        </Button>
      )}
    </Group>
  );
}

interface QueryLoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shown: number;
  total: number | undefined;
  noun: string;
}

/** The same foot driven by an infinite query, with the rows' noun: how many rows are shown of how many, and the button for the next page. */
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
