import { formatDate } from '@aquadesk/shared/format.ts';
import { VISIT_STATE_LABELS, type VisitRow } from '@aquadesk/shared/visits.ts';
import { workReportPath } from '@aquadesk/shared/work.ts';
import { Anchor, Badge, Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { VISIT_STATE_COLORS } from '../api.ts';
import { VisitChanges } from './visit-changes.tsx';

/** A visit's details (contract, client, site, technician, day, task) with Move and Reassign for the directors. */
export function VisitDetail({ visit, onClose }: { visit: VisitRow | null; onClose: () => void }) {
  const canPlan = useCan('visit.plan');
  const canSeeContract = useCan('contract.view');
  return (
    <Modal opened={visit !== null} onClose={onClose} title="Visit" size="md">
      {visit && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={VISIT_STATE_COLORS[visit.state]} variant="light">
              {VISIT_STATE_LABELS[visit.state]}
            </Badge>
            <Text size="sm">
              Visit {visit.seq} of {visit.of}
            </Text>
          </Group>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Row label="Contract">
                {canSeeContract ? (
                  <Anchor component={Link} to={`/contracts/${visit.contract_id}`}>
                    {visit.contract_number}
                  </Anchor>
                ) : (
                  visit.contract_number
                )}
              </Row>
              <Row label="Client">{visit.client_name}</Row>
              <Row label="Site">{visit.site_name}</Row>
              <Row label="Technician">{visit.technician_name ?? 'Nobody yet'}</Row>
              <Row label="Day">
                {formatDate(visit.planned_on)}
                {visit.moved_from && ` (moved from ${formatDate(visit.moved_from)})`}
              </Row>
              {visit.done_on && <Row label="Done on">{formatDate(visit.done_on)}</Row>}
              <Row label="Task">
                {visit.task_id ? (
                  <Anchor component={Link} to={workReportPath(visit.task_id, 'Maintenance')}>
                    Task #{visit.task_id}
                  </Anchor>
                ) : (
                  'Not made yet'
                )}
              </Row>
            </Table.Tbody>
          </Table>
          {canPlan && visit.state !== 'done' && visit.state !== 'cancelled' && (
            <>
              <Divider />
              <VisitChanges key={visit.id} visit={visit} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={110}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}
