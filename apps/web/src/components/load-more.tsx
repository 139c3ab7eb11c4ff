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
