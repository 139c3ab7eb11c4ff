import type { EquipmentCall } from '@aquadesk/shared/equipment.ts';
import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import type { TaskStatus } from '@aquadesk/shared/work.ts';
import { workReportPath } from '@aquadesk/shared/work.ts';
import { Anchor, Badge, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useHistory } from '../api.ts';

const STATUS_COLOR: Record<TaskStatus, string> = {
  ASSIGNED: 'blue',
  'IN PROGRESS': 'yellow',
  'RE:IN PROGRESS': 'orange',
  REVIEWING: 'grape',
  FINISHED: 'teal',
};

/** The piece's history: the breakdown calls that name it, newest first, paged (visits and parts join later). */
export function PieceHistory({ pieceId }: { pieceId: number }) {
  const list = useHistory(pieceId);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb="sm">
        History
      </Title>
      <QueryContent query={list.query} isEmpty={list.rows.length === 0} emptyMessage="No breakdown calls yet">
        <DataTable
          rows={list.rows}
          rowKey={(c) => c.id}
          minWidth={820}
          ariaLabel="Breakdown calls"
          framed={false}
          columns={[
            {
              header: 'Call',
              role: 'title',
              cell: (c: EquipmentCall) => (
                <Anchor component={Link} to={workReportPath(c.id, c.worktype)} size="sm">
                  #{c.id} · {formatDateTime(c.generated_at)}
                </Anchor>
              ),
            },
            {
              header: 'Complaint',
              maxWidth: 320,
              cell: (c) => (
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {c.complaint}
                </Text>
              ),
            },
            { header: 'Raised by', cell: (c) => c.adviser },
            { header: 'Assigned to', cell: (c) => c.people.join(', ') || '—' },
            {
              header: 'Finished',
              nowrap: true,
              cell: (c) => (c.finished_on ? formatDate(c.finished_on) : '—'),
            },
            {
              header: 'Status',
              role: 'status',
              cell: (c) => (
                <Badge variant="light" color={STATUS_COLOR[c.status]}>
                  {c.status}
                </Badge>
              ),
            },
          ]}
        />
        <QueryLoadMore
          query={list.query}
          shown={list.rows.length}
          total={list.total}
          noun="calls"
          one="call"
        />
      </QueryContent>
    </Paper>
  );
}
