import { Button, Group, Text } from '@mantine/core';

interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shown: number;
  total: number | undefined;
  noun: string;
}

/** A paged list's foot: how many rows are shown of how many, and the button for the next page. */
export function LoadMore({ query, shown, total, noun }: LoadMoreProps) {
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
