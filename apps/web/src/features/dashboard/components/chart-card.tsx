import { Center, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error.tsx';

export interface ChartQuery {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  isPending: boolean;
}

/**
 * One trend chart's frame (issue 31 item 13): its title, then a skeleton while loading, the error with a
 * retry, an empty note when there is nothing to draw, or the chart.
 */
export function ChartCard({
  title,
  query,
  empty,
  emptyText,
  children,
}: {
  title: string;
  query: ChartQuery;
  empty: boolean;
  emptyText: string;
  children: () => ReactNode;
}) {
  const label = title.toLowerCase().replaceAll(' ', '-');
  let body: ReactNode;
  if (query.isError && query.error) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    body = <Skeleton h={240} radius="sm" aria-label={`Loading ${title}`} />;
  } else if (empty) {
    body = (
      <Center h={240}>
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      </Center>
    );
  } else {
    body = children();
  }
  return (
    <Paper
      withBorder
      p={{ base: 'xs', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby={`chart-${label}`}
      miw={0}
    >
      <Title order={3} size="h5" mb="sm" id={`chart-${label}`}>
        {title}
      </Title>
      {body}
    </Paper>
  );
}
