import {
  ESTIMATE_STATUSES,
  type EstimateCard,
  hasInternalFigures,
  JOB_CARD_EXCLUSIONS,
  JOB_CARD_TERMS,
} from '@aquadesk/shared/estimates.ts';
import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import { Group, Image, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentBlock, DocumentPaper, DocumentTitle, SignatureLine } from '../../../components/document.tsx';
import { DocumentActions, DocumentSends } from '../../../components/document-actions.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuthedImage } from '../../../lib/authed-image.ts';
import { estimateKeys, fetchEstimate, useEstimateEvents } from '../api.ts';
import { EstimateMoveForms, type MoveForm } from './estimate-move-forms.tsx';
import { EstimateStatusBadge } from './estimate-status-badge.tsx';
import { JobCardCharges } from './job-card-charges.tsx';
import { JobCardInternal } from './job-card-internal.tsx';
import { JobCardInvoice } from './job-card-invoice.tsx';
import { JobCardMoves } from './job-card-moves.tsx';
import './job-card.css';

/** /work-estimate/{id} (spec 001 §2, §4, §6): the printable JOBCARD ESTIMATE and its moves. */
export function JobCardScreen() {
  const { id = '' } = useParams();
  const estimateId = Number(id);
  const valid = Number.isInteger(estimateId) && estimateId > 0;
  useEstimateEvents();
  const q = useQuery({
    queryKey: estimateKeys.detail(estimateId),
    queryFn: ({ signal }) => fetchEstimate(estimateId, signal),
    enabled: valid,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  usePageTitle(q.data ? `Estimate ${q.data.work_estimate.id}` : 'Estimate');
  if (!valid) return <NotFoundView />;
  if (q.isPending) return <PageLoader />;
  if (q.isError) {
    if (isApiError(q.error) && q.error.status === 404) return <NotFoundView />;
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  return <JobCard data={q.data} />;
}

function JobCard({ data }: { data: EstimateCard }) {
  const { work_estimate: e, approve, assignees, work_status: ws } = data;
  const [form, setForm] = useState<MoveForm | null>(null);
  return (
    <Stack gap="md" className="document-page">
      <Group justify="space-between" align="flex-start" gap="sm" data-print-hidden>
        <JobCardMoves estimate={e} assignees={assignees} onForm={setForm} />
        <DocumentActions
          kind="estimate"
          id={e.id}
          title={`job card estimate ${e.id}`}
          defaultRecipients={e.client_email ? [e.client_email] : []}
          canSend
          withPrint
        />
      </Group>
      <JobCardInvoice estimate={e} />
      <DocumentSends kind="estimate" id={e.id} />
      {/* the client's document: what Print and the PDF give (issue 41 item 7) */}
      <DocumentPaper className="job-card" label="Job card">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <DocumentTitle title="JOBCARD ESTIMATE" subtitle={`No. ${e.id} · ${formatDate(e.generated_at)}`} />
          <EstimateStatusBadge status={e.status} />
        </Group>

        <StatusStrip data={data} />

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" className="document-parties">
          <DocumentBlock title="Client">
            <Text fw={650}>{e.client_org ?? e.client_name}</Text>
            {e.client_org && <Text size="sm">{e.client_name}</Text>}
            <Text size="sm">Site: {e.site_name}</Text>
            <Text size="sm">
              {[e.address_line1, e.address_line2, e.city, e.district, e.pincode].filter(Boolean).join(', ')}
            </Text>
            <Text size="sm">
              {e.client_phone} · {e.client_email}
            </Text>
          </DocumentBlock>
          <DocumentBlock title="Adviser">
            <Text fw={650}>{e.creator_name}</Text>
            <Text size="sm">{e.adviser_phone}</Text>
            <Text size="sm">{e.adviser_email}</Text>
            {assignees.length > 0 && (
              <Text size="sm">Assigned to: {assignees.map((a) => a.name).join(', ')}</Text>
            )}
          </DocumentBlock>
        </SimpleGrid>

        <DocumentBlock title="Work">
          <List size="sm" type="ordered">
            {e.work.map((w, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored list that never reorders; items may repeat
              <List.Item key={`${i}-${w}`}>{w}</List.Item>
            ))}
          </List>
        </DocumentBlock>

        <JobCardCharges copy={data.client_copy} />

        {e.remarks && (
          <DocumentBlock title="Remarks">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {e.remarks}
            </Text>
          </DocumentBlock>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" className="document-parties">
          <DocumentBlock title="Terms and conditions">
            <List size="xs">
              {JOB_CARD_TERMS.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          </DocumentBlock>
          <DocumentBlock title="Exclusions">
            <List size="xs">
              {JOB_CARD_EXCLUSIONS.map((t) => (
                <List.Item key={t}>{t}</List.Item>
              ))}
            </List>
          </DocumentBlock>
        </SimpleGrid>

        <Group justify="space-between" align="flex-end" className="document-sign">
          <Text size="xs" c="dimmed">
            Prepared by {e.creator_name} on {formatDateTime(e.generated_at)}
          </Text>
          <SignatureLine
            src={e.sign}
            alt={`Signature of ${approve?.technical_director ?? 'the approver'}`}
            caption={approve ? `Approved by ${approve.technical_director}` : 'Approval'}
          />
        </Group>

        {ws.image && <FinishPhoto path={ws.image} />}
      </DocumentPaper>
      {/* for those who set margins only (the server sends them to no one else): on screen, never printed */}
      {hasInternalFigures(data) && <JobCardInternal data={data} />}
      <EstimateMoveForms
        form={form}
        estimate={hasInternalFigures(data) ? data.work_estimate : e}
        onClose={() => setForm(null)}
      />
    </Stack>
  );
}

/** NOT CONFIRM → APPROVED → IN PROGRESS → FINISHED with the time of each step (spec 001 §4). */
function StatusStrip({ data }: { data: EstimateCard }) {
  const { work_estimate: e, approve, work_status: ws } = data;
  const reached = ESTIMATE_STATUSES.indexOf(e.status);
  const when = [e.generated_at, approve?.generated_at ?? null, ws.start_time, ws.finish_time];
  return (
    <ol className="job-card-strip" aria-label="Status">
      {ESTIMATE_STATUSES.map((s, i) => {
        const done = i <= reached;
        const time = when[i];
        return (
          <li key={s} data-done={done || undefined} aria-current={i === reached ? 'step' : undefined}>
            <ThemeIcon
              size={22}
              radius="xl"
              variant={done ? 'filled' : 'light'}
              color={done ? 'blue' : 'gray'}
            >
              {done ? <IconCheck size={14} aria-hidden /> : <Text size="xs">{i + 1}</Text>}
            </ThemeIcon>
            <div>
              <Text size="xs" fw={650} c={done ? undefined : 'dimmed'}>
                {s}
              </Text>
              {time && (
                <Text size="xs" c="dimmed">
                  {formatDateTime(time)}
                </Text>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function FinishPhoto({ path }: { path: string }) {
  const img = useAuthedImage(path);
  return (
    <DocumentBlock title="Finished work">
      {img.data ? (
        <Image src={img.data} alt="Photo of the finished work" mah={260} w="auto" fit="contain" radius="sm" />
      ) : (
        <Text size="sm" c="dimmed">
          {img.isError ? 'The photo could not be loaded.' : 'Loading photo…'}
        </Text>
      )}
    </DocumentBlock>
  );
}
