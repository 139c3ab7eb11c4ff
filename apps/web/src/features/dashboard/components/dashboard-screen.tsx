import type { RatingPerson } from '@aquadesk/shared/dashboard.ts';
import { DASHBOARD_TABS } from '@aquadesk/shared/dashboard-constants.ts';
import { Center, Loader, Paper, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useQueryWriter } from '../../../lib/use-query-writer.ts';
import { ReadyToInvoiceFigure } from '../../estimates/components/ready-to-invoice-figure.tsx';
import { dashboardKeys, fetchPending, useDashboardLive } from '../api.ts';
import { ratingQuery, tabOf } from '../rating-query.ts';
import { FiguresRow } from './figures-row.tsx';
import { PendingWorks } from './pending-works.tsx';
import { RatingTable } from './rating-table.tsx';
import { StatusPie } from './status-pie.tsx';
import { TrendCharts } from './trend-charts.tsx';

/** spec 000 §2: a spinner until the data is in. */
function Spinner() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/** /dashboard (spec 000 §2, §3, §6): ADMIN PANEL, four tabs kept in the URL (?tab=0-3), live. */
export function DashboardScreen() {
  const [params] = useSearchParams();
  const write = useQueryWriter();
  const tab = tabOf(params.get('tab'));
  const filters = useListFilters(['from', 'to']);
  const from = filters.values.from ?? '';
  const to = filters.values.to ?? '';
  const isAdmin = useCan('dashboard.figures');
  // finance and technical directors see the dashboard for its trend charts only (issue 31 item 13)
  const seesTabs = useCan('rating.view');
  useDashboardLive();

  const rating = useQuery({
    ...ratingQuery(from, to),
    enabled: seesTabs && tab !== 3,
    placeholderData: (prev) => prev,
  });
  const pending = useQuery({
    queryKey: dashboardKeys.pending(),
    queryFn: ({ signal }) => fetchPending(signal),
    enabled: seesTabs && tab === 3,
  });

  const setTab = (value: string | null) => write((next) => next.set('tab', String(tabOf(value))));

  const ratingBody = (render: (r: NonNullable<typeof rating.data>['rating']) => ReactNode) =>
    rating.isError ? (
      <LoadError error={rating.error} onRetry={() => void rating.refetch()} />
    ) : rating.data ? (
      render(rating.data.rating)
    ) : (
      <Spinner />
    );

  const table = (
    title: string,
    file: string,
    pick: (r: { employee: RatingPerson[]; reseller: RatingPerson[] }) => RatingPerson[],
  ) => (
    <>
      <FilterBar>
        <DateRangeFilter filters={filters} />
      </FilterBar>
      {ratingBody((r) => (
        <RatingTable
          title={title}
          rows={pick(r)}
          fileName={`${file}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`}
        />
      ))}
    </>
  );

  return (
    <>
      <Title order={2} mb="md">
        Dashboard
      </Title>
      {isAdmin && <FiguresRow />}
      <ReadyToInvoiceFigure />
      <TrendCharts />
      {seesTabs && (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
          <Tabs value={String(tab)} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              {DASHBOARD_TABS.map((label, i) => (
                <Tabs.Tab key={label} value={String(i)}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="0">
              {ratingBody((r) => (
                <StatusPie counts={r.statusCount} />
              ))}
            </Tabs.Panel>
            <Tabs.Panel value="1">
              {table('Employee Rating', 'employee-rating', (r) => r.employee)}
            </Tabs.Panel>
            <Tabs.Panel value="2">
              {table('Reseller Rating', 'reseller-rating', (r) => r.reseller)}
            </Tabs.Panel>
            <Tabs.Panel value="3">
              {pending.isError ? (
                <LoadError error={pending.error} onRetry={() => void pending.refetch()} />
              ) : pending.data ? (
                <PendingWorks rows={pending.data.data} />
              ) : (
                <Spinner />
              )}
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
    </>
  );
}
