import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import type {
  TaskHistoryEntry,
  TaskSubmission,
  WorkReport,
  WorkReportResponse,
} from '@aquadesk/shared/work.ts';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { RatedStars } from '../../../components/rated-stars.tsx';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchWorkReport, useWorkCommentEvents, useWorkEvents, workImagePath, workKeys } from '../api.ts';
import { TaskImage } from './image-viewer.tsx';
import { PieceLink } from './piece-link.tsx';
import { ReportSection } from './report-section.tsx';
import { PriorityBadge, TaskStatusBadge } from './task-badges.tsx';
import { dialogsOf, type MoveDialog } from './task-move-kinds.tsx';
import { TaskMoveButtons, TaskMoveDialog } from './task-moves.tsx';
import { WorkComments } from './work-comments.tsx';

/**
 * /work-report/{id}/{worktype} (spec 001 §2): the report, working time, rating, moves and comments; `parts`
 * (the page's: a maintenance task's Parts used, issue 43 item 5) goes before the comments.
 */
export function WorkReportScreen({ parts }: { parts?: ReactNode }) {
  const { id = '', worktype = '' } = useParams();
  const taskId = Number(id);
  const valid = Number.isInteger(taskId) && taskId > 0 && worktype.length > 0;
  useWorkEvents();
  useWorkCommentEvents({ id: taskId, worktype });
  const q = useQuery({
    queryKey: workKeys.report(taskId, worktype),
    queryFn: ({ signal }) => fetchWorkReport(taskId, worktype, signal),
    enabled: valid,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  usePageTitle(q.data ? `${q.data.work_report.worktype} #${q.data.work_report.id}` : 'Work report');
  if (!valid) return <NotFoundView />;
  if (q.isPending) return <PageLoader />;
  if (q.isError) {
    if (isApiError(q.error) && (q.error.status === 404 || q.error.status === 403)) return <NotFoundView />;
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  return <Report data={q.data} parts={parts} />;
}

/** Minutes as "2 h 05 min". */
export function spentText(minutes: number | null): string {
  if (minutes === null) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

function Report({ data, parts }: { data: WorkReportResponse; parts?: ReactNode }) {
  const r = data.work_report;
  const [dialog, setDialog] = useState<MoveDialog | null>(null);
  const dialogs = dialogsOf(r.actions);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={2}>
            {r.worktype} #{r.id}
          </Title>
          <Group gap="xs" wrap="wrap">
            <TaskStatusBadge status={r.status} />
            <PriorityBadge priority={r.priority} />
            <Text size="sm" c="dimmed">
              Due {formatDate(r.deadline)}
            </Text>
          </Group>
        </Stack>
        {dialogs.length > 0 && (
          <Group gap="xs" wrap="wrap" aria-label="Actions" role="group">
            <TaskMoveButtons dialogs={dialogs} size="md" onPick={setDialog} />
          </Group>
        )}
      </Group>

      <Paper withBorder p="md" component="section" aria-label="Report">
        <Text size="sm" fw={650} mb={4}>
          {r.kind === 'maintenance' ? 'Complaint' : 'Description'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mb="md">
          {r.description}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="sm">
          <Field label="Machinery / assignment">{r.panel_type}</Field>
          <Field label="Site">{r.site_name}</Field>
          {r.equipment_id !== null && (
            <Field label="Equipment">
              <PieceLink id={r.equipment_id} name={r.equipment_name} />
            </Field>
          )}
          <Field label="Client">{r.client_name}</Field>
          <Field label="Installation age">{r.in_operation_since}</Field>
          <Field label="Registered">{formatDateTime(r.generated_at)}</Field>
          <Field label="Advisor">
            {r.adviser}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.adviser_email}
            </Text>
          </Field>
          <Field label="Assigned to">
            <PeopleList report={r} />
          </Field>
        </SimpleGrid>
      </Paper>

      <ReportSection label="Working time">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm">
          <Field label="Started">
            {formatDateTime(r.start_time)}
            {r.started_by && (
              <Text size="xs" c="dimmed">
                by {r.started_by}
              </Text>
            )}
          </Field>
          <Field label="Submitted">{formatDateTime(r.submit_time)}</Field>
          <Field label="Reviewed">{formatDateTime(r.review_time)}</Field>
          <Field label="Time spent">{spentText(r.time_spent_minutes)}</Field>
          <Field label="Rating">
            {r.rating === null ? (
              'Not rated yet'
            ) : (
              <RatedStars value={r.rating} data-testid="report-rating" />
            )}
          </Field>
        </SimpleGrid>
        {r.start_image && (
          <Stack gap={4} mt="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Photo at the start
            </Text>
            <TaskImage path={workImagePath(r.start_image)} alt="Photo at the start" />
          </Stack>
        )}
      </ReportSection>

      {r.project_associated_urls.length > 0 && <Submissions list={r.project_associated_urls} />}

      {parts}

      <WorkComments
        task={{ id: r.id, worktype: r.worktype }}
        comments={data.comments}
        people={data.employeeList}
      />

      {r.history.length > 0 && <History list={r.history} />}

      <TaskMoveDialog task={r} dialog={dialog} kinds={r.viewer} onClose={() => setDialog(null)} />
    </Stack>
  );
}

function PeopleList({ report }: { report: WorkReport }) {
  if (report.users_list.length === 0) return <>—</>;
  return (
    <Stack gap={2}>
      {report.users_list.map((p) => (
        <Text key={`${p.id}-${p.type}`} size="sm">
          {p.name}
          {p.type === 'forwarded' && (
            <Text span size="xs" c="dimmed">
              {' '}
              (forwarded{p.forwarded ? ` by ${p.forwarded}` : ''})
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

const SUBMISSION_COLOR = { REVIEWING: 'blue', APPROVED: 'teal', REOPENED: 'orange' } as const;

function Submissions({ list }: { list: readonly TaskSubmission[] }) {
  return (
    <ReportSection label="Submissions">
      <Stack gap="md">
        {list.map((s, i) => (
          <Stack key={s.id} gap={6} data-testid={`submission-${s.id}`}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                #{i + 1} · {formatDateTime(s.finish_time)}
              </Text>
              <Badge variant="light" color={SUBMISSION_COLOR[s.status]}>
                {s.status}
              </Badge>
              {s.rating !== null && <RatedStars value={s.rating} size="sm" />}
            </Group>
            <Text size="xs" c="dimmed">
              Submitted by {s.finished_by}
              {s.owner_id !== s.finished_by_id ? ` for ${s.owner}` : ''}
              {s.reviewed_by ? ` · reviewed by ${s.reviewed_by} ${formatDateTime(s.reviewed_at)}` : ''}
            </Text>
            {s.comments && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                “{s.comments}”
              </Text>
            )}
            {s.url.length > 0 && (
              <Group gap="xs">
                {s.url.map((file, j) => (
                  <TaskImage
                    key={file}
                    path={workImagePath(file)}
                    alt={`Submission ${i + 1} photo ${j + 1}`}
                  />
                ))}
              </Group>
            )}
          </Stack>
        ))}
      </Stack>
    </ReportSection>
  );
}

const MOVE_WORDS: Record<TaskHistoryEntry['move'], string> = {
  create: 'Registered',
  forward: 'Forwarded',
  start: 'Started',
  finish: 'Submitted',
  approve: 'Approved',
  reopen: 'Reopened',
};

function History({ list }: { list: readonly TaskHistoryEntry[] }) {
  return (
    <ReportSection label="History">
      <ScrollingTable minWidth={420} label="Moves of this work">
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {list.map((h) => (
              <Table.Tr key={`${h.at}-${h.move}-${h.by_id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.at)}</Table.Td>
                <Table.Td>
                  {MOVE_WORDS[h.move]} by {h.by}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {h.from ? `${h.from} → ${h.to}` : h.to}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </ReportSection>
  );
}
