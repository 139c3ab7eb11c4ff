import type { MoneyTrendsResponse } from '@aquadesk/shared/dashboard-trends.ts';
import { RECEIVABLE_AGES } from '@aquadesk/shared/receivables.ts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys, fetchMoneyTrends } from '../api.ts';
import { compactRupees, formatPaise, moneyAxisDomain, monthLabel } from '../chart-format.ts';
import { ChartCard } from './chart-card.tsx';
import { LazyBarChart as BarChart } from './lazy-bar-chart.tsx';

const exact = (rupees: number) => formatPaise(Math.round(rupees * 100));
const axis = { tickFormatter: (v: number) => compactRupees(v), width: 72, domain: moneyAxisDomain };

function RevenueChart({ data }: { data: MoneyTrendsResponse['revenue'] }) {
  return (
    <BarChart
      h={240}
      data={data.map((m) => ({
        month: monthLabel(m.month),
        Invoiced: m.invoiced_paise / 100,
        Collected: m.collected_paise / 100,
      }))}
      dataKey="month"
      series={[
        { name: 'Invoiced', color: 'blue.6' },
        { name: 'Collected', color: 'teal.6' },
      ]}
      valueFormatter={exact}
      yAxisProps={axis}
      // a month below zero (more credited than invoiced) reads against the zero line
      referenceLines={[{ y: 0, color: 'gray.6' }]}
      withLegend
      tickLine="y"
    />
  );
}

function AgeingChart({ ageing }: { ageing: MoneyTrendsResponse['ageing'] }) {
  return (
    <BarChart
      h={240}
      data={RECEIVABLE_AGES.map(([key, label]) => ({ age: label, Owed: ageing[key] / 100 }))}
      dataKey="age"
      series={[{ name: 'Owed', color: 'orange.6' }]}
      valueFormatter={exact}
      yAxisProps={axis}
      tickLine="y"
    />
  );
}

/**
 * Revenue invoiced and collected by IST month and receivables by age (issue 31 item 13), for those who may
 * see receivables (the permission table's dashboard.money_trends); one request for both.
 */
export function MoneyCharts() {
  const query = useQuery({
    queryKey: dashboardKeys.moneyTrends(),
    queryFn: ({ signal }) => fetchMoneyTrends(signal),
  });
  const d = query.data;
  return (
    <>
      <ChartCard
        title="Revenue by month"
        query={query}
        empty={!d || d.revenue.every((m) => m.invoiced_paise === 0 && m.collected_paise === 0)}
        emptyText="No invoices or receipts in the last 12 months."
      >
        {() => d && <RevenueChart data={d.revenue} />}
      </ChartCard>
      <ChartCard
        title="Receivables by age"
        query={query}
        empty={!d || d.ageing.total_paise === 0}
        emptyText="Nothing is owed."
      >
        {() =>
          d && (
            <>
              <Text size="sm" c="dimmed" mb="xs">
                {`Total owed ${formatPaise(d.ageing.total_paise)} as of ${d.ageing.as_of.split('-').reverse().join('/')}`}
              </Text>
              <AgeingChart ageing={d.ageing} />
            </>
          )
        }
      </ChartCard>
    </>
  );
}
