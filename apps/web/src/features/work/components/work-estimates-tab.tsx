import { estimateScope, isEstimateDirector, workSummary } from '@aquadesk/shared/estimates.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import type { WorkEstimate } from '@aquadesk/shared/work.ts';
import { Alert, Anchor, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconExternalLink, IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { usePages } from '../../../lib/paged-list.ts';
import { useCan, usePrincipal } from '../../../lib/use-can.ts';
import { ESTIMATE_STATUS_COLOR, estimateKeys, startEstimate } from '../../estimates/api.ts';
import { ApproveForm, FinishForm } from '../../estimates/components/estimate-move-forms.tsx';
import { fetchWorkEstimatePage, workKeys } from '../api.ts';

type Row = WorkEstimate & { id: number };
type Dialog = { row: Row; kind: 'approve' | 'finish' } | null;

/** The Estimate tab (spec 001 §2, §6): estimates as work; Start and Finish for assignees, Approve for directors. */
export function WorkEstimatesTab({ showAdvisor }: { showAdvisor: boolean }) {
  const principal = usePrincipal();
  // spec 001 §6 names reseller for the work-table Approve too, but the server's permission table
  // (estimate.approve: admin, technical_director) refuses them, so the button follows the table
  const mayApprove = useCan('estimate.approve');
  const director = principal !== null && isEstimateDirector(principal);
  const [dialog, setDialog] = useState<Dialog>(null);
  const qc = useQueryClient();
  const list = usePages([...workKeys.estimates(), {}], (cursor, signal) =>
    fetchWorkEstimatePage(cursor, signal),
  );
  const { rows } = list;
  const moved = (message: string) => {
    notifications.show({ color: 'teal', message });
    void qc.invalidateQueries({ queryKey: workKeys.estimates() });
    void qc.invalidateQueries({ queryKey: estimateKeys.all });
  };
  const start = useMutation({
    mutationFn: (id: number) => startEstimate(id),
    onSuccess: (_, id) => moved(`Estimate ${id} started`),
  });

  const actions = (r: Row): ReactNode[] => {
    const mayWork = director || r.assigned_to_me;
    const out: ReactNode[] = [];
    if (r.status === 'NOT CONFIRM' && mayApprove)
      out.push(
        <Button
          key="approve"
          size="xs"
          color="teal"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={() => setDialog({ row: r, kind: 'approve' })}
          aria-label={`Approve estimate ${r.id}`}
        >
          Approve
        </Button>,
      );
    if (r.status === 'APPROVED' && mayWork)
      out.push(
        <Button
          key="start"
          size="xs"
          variant="light"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          loading={start.isPending && start.variables === r.id}
          onClick={() => start.mutate(r.id)}
          aria-label={`Start estimate ${r.id}`}
        >
          Start
        </Button>,
      );
    if (r.status === 'IN PROGRESS' && mayWork)
      out.push(
        <Button
          key="finish"
          size="xs"
          color="teal"
          variant="light"
          leftSection={<IconFlag size={14} aria-hidden />}
          onClick={() => setDialog({ row: r, kind: 'finish' })}
          aria-label={`Finish estimate ${r.id}`}
        >
          Finish
        </Button>,
      );
    return out;
  };
  const view = (r: Row) => (
    <Anchor component={Link} to={`/work-estimate/${r.id}`} size="sm" aria-label={`Open estimate ${r.id}`}>
      <Group gap={4} wrap="nowrap">
        Open <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
  const status = (r: Row) => (
    <Badge
      variant="light"
      color={ESTIMATE_STATUS_COLOR[r.status]}
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {r.status}
    </Badge>
  );
  const assignees = (r: Row) => (r.assignees.length > 0 ? r.assignees.map((a) => a.name).join(', ') : '—');

  return (
    <>
      {/* issue 41 item 8: which estimates the tab holds, as the Estimates screen says its own */}
      {principal && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="list-scope">
          {estimateScope(principal)}
        </Text>
      )}
      {start.error && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {start.error.message}
        </Alert>
      )}
      <ListScreen
        list={list}
        emptyMessage="No estimates as work yet"
        noun="estimates"
        one="estimate"
        overlays={<EstimateDialog dialog={dialog} onClose={() => setDialog(null)} onMoved={moved} />}
      >
        <ResponsiveList
          rows={rows}
          label="Estimates as work"
          asList
          card={(r) => (
            <Card key={r.id} withBorder padding="sm" data-testid={`work-estimate-${r.id}`} role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={650} size="sm" lineClamp={2}>
                    {workSummary(r)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    No. {r.id} · {formatDateTime(r.create_date)}
                  </Text>
                </Stack>
                {status(r)}
              </Group>
              <Text size="sm" mt={6}>
                {r.organization ? `${r.organization} · ` : ''}
                {r.name} · {r.site_name}
              </Text>
              <Text size="xs" c="dimmed">
                Assigned to: {assignees(r)}
                {showAdvisor ? ` · Advisor: ${r.advisor}` : ''}
              </Text>
              <Group gap="xs" mt="xs">
                {view(r)}
                {actions(r)}
              </Group>
            </Card>
          )}
          table={
            <DataTable
              rows={rows}
              rowKey={(r) => r.id}
              minWidth={showAdvisor ? 1000 : 880}
              ariaLabel="Estimates as work"
              rowProps={(r) => ({ 'data-testid': `work-estimate-${r.id}` })}
              columns={[
                { header: 'Time', nowrap: true, cell: (r) => formatDateTime(r.create_date) },
                {
                  header: 'Work',
                  role: 'title',
                  maxWidth: 260,
                  cell: (r) => (
                    <Text size="sm" lineClamp={2}>
                      {workSummary(r)}
                    </Text>
                  ),
                },
                {
                  header: 'Client',
                  cell: (r) => (
                    <>
                      {r.organization ? `${r.organization} · ` : ''}
                      {r.name}
                    </>
                  ),
                },
                { header: 'Site', cell: (r) => r.site_name },
                {
                  header: 'Assigned to',
                  maxWidth: 180,
                  cell: (r) => (
                    <Text size="sm" lineClamp={2}>
                      {assignees(r)}
                    </Text>
                  ),
                },
                showAdvisor && { header: 'Advisor', cell: (r) => r.advisor },
                { header: 'Status', role: 'status', cell: status },
                {
                  header: 'Action',
                  role: 'action',
                  cell: (r) => (
                    <Group gap={6} wrap="nowrap">
                      {view(r)}
                      {actions(r)}
                    </Group>
                  ),
                },
              ]}
            />
          }
        />
      </ListScreen>
    </>
  );
}

function EstimateDialog({
  dialog,
  onClose,
  onMoved,
}: {
  dialog: Dialog;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      fullScreen={phone}
      title={dialog ? `${dialog.kind === 'approve' ? 'Approve' : 'Finish'} estimate ${dialog.row.id}` : ''}
      styles={{ title: { fontWeight: 650 } }}
    >
      {dialog?.kind === 'approve' && (
        <ApproveForm
          id={dialog.row.id}
          onClose={() => {
            onMoved(`Estimate ${dialog.row.id} approved`);
            onClose();
          }}
        />
      )}
      {dialog?.kind === 'finish' && (
        <FinishForm
          id={dialog.row.id}
          onClose={() => {
            onMoved(`Estimate ${dialog.row.id} finished`);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
