import type { SessionUser } from '@aquadesk/shared/auth.ts';
import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import { DESCRIPTION_PREVIEW, type TaskRow, workReportPath } from '@aquadesk/shared/work.ts';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table.tsx';
import { RatedStars } from '../../../components/rated-stars.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { PieceLink } from './piece-link.tsx';
import { PriorityBadge, TaskStatusBadge } from './task-badges.tsx';
import { type MoveDialog, rowDialogs } from './task-move-kinds.tsx';
import { TaskMoveButtons } from './task-moves.tsx';

/** spec 001 §9: the list shows the first 100 characters of the description. */
export function preview(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > DESCRIPTION_PREVIEW ? `${t.slice(0, DESCRIPTION_PREVIEW)}…` : t;
}

function people(row: TaskRow): string {
  const names = [...new Set(row.users_list.map((p) => p.name))];
  return names.length > 0 ? names.join(', ') : '—';
}

function siteText(row: TaskRow): string {
  return row.site_name ?? (row.client_name ? row.client_name : '—');
}

interface ListProps {
  rows: TaskRow[];
  user: SessionUser | null;
  showAdvisor: boolean;
  /** Moves are offered on the Work screen; the client page only lists. */
  onMove?: (row: TaskRow, dialog: MoveDialog) => void;
  label?: string;
}

/** Opens the work report in a new tab (spec 001 §2). */
function ReportLink({ row, children }: { row: TaskRow; children: React.ReactNode }) {
  return (
    <Anchor
      href={workReportPath(row.id, row.worktype)}
      target="_blank"
      rel="noopener"
      aria-label={`Open the report of work ${row.id}`}
      size="sm"
    >
      {children}
    </Anchor>
  );
}

export function TaskList(props: ListProps) {
  const { rows, user, showAdvisor, onMove, label = 'Tasks' } = props;
  return (
    <ResponsiveList
      rows={rows}
      label={label}
      asList
      card={(r) => <TaskCard key={r.id} row={r} {...props} />}
      table={
        <DataTable
          rows={rows}
          rowKey={(r) => r.id}
          minWidth={showAdvisor ? 1060 : 960}
          ariaLabel={label}
          rowProps={(r) => ({ 'data-testid': `task-${r.id}` })}
          columns={[
            {
              header: 'Work',
              role: 'title',
              maxWidth: 200,
              cell: (r) => (
                <>
                  <Text size="sm" fw={600}>
                    {r.worktype} #{r.id}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.panel_type}
                  </Text>
                </>
              ),
            },
            {
              header: 'Site',
              maxWidth: 180,
              cell: (r) => (
                <>
                  <Text size="sm" lineClamp={2}>
                    {siteText(r)}
                  </Text>
                  {r.equipment_id !== null && (
                    <PieceLink id={r.equipment_id} name={r.equipment_name} size="xs" />
                  )}
                </>
              ),
            },
            {
              header: 'Description',
              maxWidth: 280,
              cell: (r) => <Text size="sm">{preview(r.description)}</Text>,
            },
            {
              header: 'Priority',
              minWidth: 110,
              cell: (r) => (
                <Stack gap={2} align="flex-start">
                  <PriorityBadge priority={r.priority} />
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    Due {formatDate(r.deadline)}
                  </Text>
                </Stack>
              ),
            },
            {
              header: 'Status',
              role: 'status',
              minWidth: 140,
              cell: (r) => (
                <Stack gap={2} align="flex-start">
                  <TaskStatusBadge status={r.status} />
                  {r.rating !== null && <RatedStars value={r.rating} size="xs" />}
                </Stack>
              ),
            },
            {
              header: 'Assigned to',
              maxWidth: 180,
              cell: (r) => (
                <Text size="sm" lineClamp={2}>
                  {people(r)}
                </Text>
              ),
            },
            showAdvisor && { header: 'Advisor', cell: (r) => r.adviser },
            {
              header: 'Action',
              role: 'action',
              minWidth: 200,
              cell: (r) => (
                <Group gap={6} wrap="wrap">
                  <ReportLink row={r}>
                    <Group gap={4} wrap="nowrap">
                      Report <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </ReportLink>
                  {onMove && (
                    <TaskMoveButtons
                      dialogs={rowDialogs(r, user)}
                      size="xs"
                      taskLabel={`work ${r.id}`}
                      onPick={(d) => onMove(r, d)}
                    />
                  )}
                </Group>
              ),
            },
          ]}
        />
      }
    />
  );
}

/** A phone shows each task as a card: what, where, how urgent, and the moves as large buttons. */
function TaskCard({ row: r, user, showAdvisor, onMove }: ListProps & { row: TaskRow }) {
  const dialogs = onMove ? rowDialogs(r, user) : [];
  return (
    <Card withBorder padding="sm" data-testid={`task-${r.id}`} role="listitem">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={650} size="sm">
            {r.worktype} #{r.id}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {r.panel_type} · {siteText(r)}
          </Text>
          {r.equipment_id !== null && <PieceLink id={r.equipment_id} name={r.equipment_name} size="xs" />}
        </Stack>
        <TaskStatusBadge status={r.status} />
      </Group>
      <Text size="sm" mt={6}>
        {preview(r.description)}
      </Text>
      <Group gap="xs" mt={6} wrap="wrap">
        <PriorityBadge priority={r.priority} />
        <Text size="xs" c="dimmed">
          Due {formatDate(r.deadline)}
        </Text>
        {r.rating !== null && <RatedStars value={r.rating} size="xs" />}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Assigned to: {people(r)}
        {showAdvisor ? ` · Advisor: ${r.adviser}` : ''}
      </Text>
      {r.start_time && (
        <Text size="xs" c="dimmed">
          Started {formatDateTime(r.start_time)}
        </Text>
      )}
      {/* the move a technician came for (Start, Submit, Review) first and wide; Report and Forward below */}
      {onMove && dialogs.some((d) => d !== 'forward') && (
        <Group gap="xs" mt="xs" grow>
          <TaskMoveButtons
            dialogs={dialogs.filter((d) => d !== 'forward')}
            size="md"
            taskLabel={`work ${r.id}`}
            onPick={(d) => onMove(r, d)}
          />
        </Group>
      )}
      <Group gap="xs" mt="xs" grow>
        <Button
          component="a"
          href={workReportPath(r.id, r.worktype)}
          target="_blank"
          rel="noopener"
          variant="default"
          size="sm"
          aria-label={`Open the report of work ${r.id}`}
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          Report
        </Button>
        {onMove && dialogs.includes('forward') && (
          <TaskMoveButtons dialogs={['forward']} taskLabel={`work ${r.id}`} onPick={(d) => onMove(r, d)} />
        )}
      </Group>
    </Card>
  );
}
