import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, fetchTaskTrends } from '../api.ts';
import { weekLabel } from '../chart-format.ts';
import { ChartCard } from './chart-card.tsx';
import { LazyBarChart as BarChart } from './lazy-bar-chart.tsx';

/** Tasks the viewer sees finished in each of the last 12 IST weeks (issue 31 item 13). */
export function TasksChart() {
  const query = useQuery({
    queryKey: dashboardKeys.taskTrends(),
    queryFn: ({ signal }) => fetchTaskTrends(signal),
  });
  const weeks = query.data?.weeks ?? [];
  return (
    <ChartCard
      title="Tasks finished per week"
      query={query}
      empty={weeks.every((w) => w.finished === 0)}
      emptyText="No tasks finished in the last 12 weeks."
    >
      {() => (
        <BarChart
          h={240}
          data={weeks.map((w) => ({ week: weekLabel(w.week), Finished: w.finished }))}
          dataKey="week"
          series={[{ name: 'Finished', color: 'violet.6' }]}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          tickLine="y"
        />
      )}
    </ChartCard>
  );
}
