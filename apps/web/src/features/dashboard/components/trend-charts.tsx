import { SimpleGrid } from '@mantine/core';
import { useCan } from '../../../lib/use-can.ts';
import { MoneyCharts } from './money-charts.tsx';
import { TasksChart } from './tasks-chart.tsx';

/**
 * The trend charts beside the dashboard's tabs (issue 31 item 13, docs/api.md "Dashboard trends"): money
 * only for those who may see receivables, the tasks chart for everyone who sees the dashboard.
 */
export function TrendCharts() {
  const money = useCan('dashboard.money_trends');
  const tasks = useCan('dashboard.task_trends');
  if (!money && !tasks) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: money ? 3 : 2 }} spacing="md" mb="lg">
      {money && <MoneyCharts />}
      {tasks && <TasksChart />}
    </SimpleGrid>
  );
}
