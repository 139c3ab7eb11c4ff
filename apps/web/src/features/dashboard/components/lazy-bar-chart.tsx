import type { BarChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

/**
 * Mantine's BarChart (Recharts underneath, about 400 kB of the dashboard's 480 kB) loaded only when a chart
 * is drawn (issue 42 item 9): the dashboard's figures, tabs and rating table arrive without it, and a
 * dashboard with nothing to chart (an error, an empty period) never fetches it. While it loads the chart's
 * place is held at its height, so nothing below it moves.
 */
const BarChart = lazy(async () => ({ default: (await import('@mantine/charts')).BarChart }));

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h ?? 240} radius="sm" aria-label="Loading the chart" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
