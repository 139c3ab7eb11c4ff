import { formatDateTime, formatRupees } from '@aquadesk/shared/format.ts';
import type { PartLine } from '@aquadesk/shared/parts.ts';
import { workReportPath } from '@aquadesk/shared/work.ts';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';

/** Whether a line is the contract's cost or the client's to pay (and invoiced). */
export function CoverBadge({ line }: { line: PartLine }) {
  if (line.covered)
    return (
      <Badge variant="light" color="teal">
        Covered
      </Badge>
    );
  return (
    <Badge variant="light" color={line.invoice_id === null ? 'orange' : 'gray'}>
      {line.invoice_id === null ? 'Chargeable' : 'Invoiced'}
    </Badge>
  );
}

/** Part lines as a table (a card a line on a phone): product, quantity, price, amount, cover, who and when. */
export function PartLinesTable({
  lines,
  label,
  showTask = false,
  action,
}: {
  lines: readonly PartLine[];
  label: string;
  showTask?: boolean;
  action?: (line: PartLine) => ReactNode;
}) {
  return (
    <DataTable
      rows={lines}
      rowKey={(l) => l.id}
      minWidth={showTask ? 860 : 760}
      ariaLabel={label}
      framed={false}
      rowProps={(l) => ({ 'data-testid': `part-line-${l.id}` })}
      columns={[
        {
          header: 'Part',
          role: 'title',
          maxWidth: 260,
          cell: (l) => (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {l.product_name}
            </Text>
          ),
        },
        showTask && {
          header: 'Task',
          nowrap: true,
          cell: (l) => (
            <Anchor component={Link} to={workReportPath(l.task_id, 'Maintenance')} size="sm">
              #{l.task_id}
            </Anchor>
          ),
        },
        { header: 'Quantity', align: 'right', nowrap: true, cell: (l) => `${l.quantity} ${l.unit}` },
        { header: 'Price', align: 'right', nowrap: true, cell: (l) => formatRupees(l.unit_price) },
        { header: 'Amount', align: 'right', nowrap: true, cell: (l) => formatRupees(l.amount) },
        {
          header: 'Added',
          cell: (l) => (
            <Stack gap={0}>
              <Text size="sm">{l.added_by_name}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(l.added_at)}
              </Text>
            </Stack>
          ),
        },
        { header: 'Cover', role: 'status', cell: (l) => <CoverBadge line={l} /> },
        action && { header: '', role: 'action', cell: (l) => action(l) },
      ]}
    />
  );
}
