import { formatDate } from '@aquadesk/shared/format.ts';
import { VISIT_STATE_LABELS, type VisitRow } from '@aquadesk/shared/visits.ts';
import { workReportPath } from '@aquadesk/shared/work.ts';
import { Anchor, Badge, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useContractVisits, VISIT_STATE_COLORS } from '../../visits/api.ts';

/**
 * The contract's visits (issue 43 item 3), by day, paged: the planned day, the site, the technician, the state
 * and the task once made; live as visits change. For those who may see visits (an employee: their own).
 */
export function ContractVisits({ contractId }: { contractId: number }) {
  const list = useContractVisits(contractId);
  return (
    <Paper withBorder p="md" component="section" aria-label="Visits">
      <Title order={3} size="h5" mb="sm">
        Visits
      </Title>
      <QueryContent
        query={list.query}
        isEmpty={list.rows.length === 0}
        emptyMessage="No visits planned: they are planned when the contract is activated"
      >
        <DataTable
          rows={list.rows}
          rowKey={(v) => v.id}
          minWidth={720}
          ariaLabel="Contract visits"
          framed={false}
          columns={[
            {
              header: 'Day',
              role: 'title',
              nowrap: true,
              cell: (v: VisitRow) => (
                <>
                  {formatDate(v.planned_on)}
                  {v.moved_from && (
                    <Text size="xs" c="dimmed">
                      moved from {formatDate(v.moved_from)}
                    </Text>
                  )}
                </>
              ),
            },
            { header: 'Visit', nowrap: true, cell: (v) => `${v.seq} of ${v.of}` },
            { header: 'Site', maxWidth: 260, cell: (v) => v.site_name },
            { header: 'Technician', cell: (v) => v.technician_name ?? 'None' },
            {
              header: 'State',
              role: 'status',
              cell: (v) => (
                <Badge variant="light" color={VISIT_STATE_COLORS[v.state]}>
                  {VISIT_STATE_LABELS[v.state]}
                </Badge>
              ),
            },
            {
              header: 'Task',
              nowrap: true,
              cell: (v) =>
                v.task_id ? (
                  <Anchor component={Link} to={workReportPath(v.task_id, 'Maintenance')} size="sm">
                    Task #{v.task_id}
                  </Anchor>
                ) : (
                  '—'
                ),
            },
          ]}
        />
        <QueryLoadMore query={list.query} shown={list.rows.length} total={list.total} noun="visits" />
      </QueryContent>
    </Paper>
  );
}
