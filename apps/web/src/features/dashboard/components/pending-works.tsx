import type { PendingWork } from '@aquadesk/shared/dashboard.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';

function linkOf(w: PendingWork): string {
  return w.kind === 'estimate'
    ? `/work-estimate/${w.id}`
    : `/work-report/${w.id}/${encodeURIComponent(w.worktype ?? '')}`;
}

/** The Pending works tab: open tasks (overdue first, highlighted) and open estimates the viewer may see. */
export function PendingWorks({ rows }: { rows: PendingWork[] }) {
  if (rows.length === 0)
    return <Text c="dimmed">Nothing pending: every task and estimate you see is finished.</Text>;
  return (
    <DataTable
      ariaLabel="Pending works"
      framed={false}
      rows={rows}
      rowKey={(w) => `${w.kind}-${w.id}`}
      minWidth={620}
      rowProps={(w) => ({
        'data-testid': `pending-${w.kind}-${w.id}`,
        'data-overdue': w.overdue ? 'true' : undefined,
        style: w.overdue ? { background: 'var(--mantine-color-red-0)' } : undefined,
      })}
      columns={[
        {
          header: 'Work',
          role: 'title',
          cell: (w) => (
            <Anchor component={Link} to={linkOf(w)} size="sm">
              {w.kind === 'estimate' ? `Estimate #${w.id}` : `${w.worktype} #${w.id}`}
            </Anchor>
          ),
        },
        {
          header: 'About',
          cell: (w) => (
            <Text size="sm" lineClamp={2}>
              {w.title}
            </Text>
          ),
        },
        { header: 'Status', role: 'status', cell: (w) => <Badge variant="light">{w.status}</Badge> },
        {
          header: 'Deadline',
          cell: (w) =>
            w.deadline ? (
              <Text size="sm" c={w.overdue ? 'red.8' : undefined} fw={w.overdue ? 600 : undefined}>
                {formatDate(w.deadline)}
                {w.overdue ? ' · overdue' : ''}
              </Text>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
