import type { DashboardFigures } from '@aquadesk/shared/dashboard.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatRupees } from '@aquadesk/shared/rupees.ts';
import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardKeys, fetchFigures } from '../api.ts';

function Figure({ to, label, value, detail }: { to: string; label: string; value: number; detail?: string }) {
  return (
    // named by what it shows (label, count, amount), as a screen reader reads it (WCAG 2.5.3 label in name)
    <UnstyledButton component={Link} to={to}>
      <Paper withBorder p="sm" radius="md" h="100%">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={700}>
          {value}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/** Beyond the spec: the admin's figures above the tabs, each a link to the list it counts. */
export function FiguresRow() {
  const query = useQuery({
    queryKey: dashboardKeys.figures(),
    queryFn: ({ signal }) => fetchFigures(signal),
  });
  const f: DashboardFigures | undefined = query.data;
  const today = todayInIndia();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="lg" aria-label="Figures">
      {!f ? (
        [0, 1, 2, 3].map((i) => <Skeleton key={i} h={84} radius="md" />)
      ) : (
        <>
          <Figure
            to="/work-estimate"
            label="Open estimates"
            value={f.open_estimates}
            detail={formatRupees(f.open_estimates_value)}
          />
          <Figure
            to="/invoicgeneration?status=unpaid"
            label="Unpaid invoices"
            value={f.unpaid_invoices}
            detail={formatRupees(f.unpaid_invoices_total)}
          />
          <Figure to="/dashboard?tab=3" label="Tasks overdue" value={f.overdue_tasks} />
          <Figure
            to={`/leave-tracker?from=${today}&to=${today}`}
            label="On leave today"
            value={f.on_leave_today}
          />
        </>
      )}
    </SimpleGrid>
  );
}
