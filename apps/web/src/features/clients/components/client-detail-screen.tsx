import { formatDate } from '@aquadesk/shared/format.ts';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { ESTIMATE_STATUS_COLOR } from '../../estimates/api.ts';
import { SiteCard } from '../../sites/components/site-card.tsx';
import { useClientPage } from '../hooks/use-clients.ts';
import { ClientTaxCard } from './client-tax-card.tsx';
import { NotesTab } from './notes-tab.tsx';
import { RecordsTab } from './records-tab.tsx';

/**
 * /client/{id} (spec 001 §2): tabs Notes, Recode, work. The work tab shows the client's estimates and,
 * below them, what the page passes as `workTasks` (the work feature's task list for this client).
 */
export function ClientDetailScreen({ workTasks }: { workTasks?: (clientId: number) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const clientId = Number(id);
  const user = useSession();
  const page = useClientPage(Number.isInteger(clientId) && clientId > 0 ? clientId : 0);
  usePageTitle(page.data?.client.organization ?? 'Client');
  if (!user) return null;
  if (!(Number.isInteger(clientId) && clientId > 0)) return <NotFoundView />;
  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return <NotFoundView />;
    return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  }
  const { client } = page.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={client.organization}
        description={
          <Group gap="xs" component="span">
            <span>{client.name}</span>
            <span>·</span>
            <span>{client.email}</span>
            <span>·</span>
            <span>{client.phone_number}</span>
          </Group>
        }
      />
      <ClientTaxCard client={client} />
      <Tabs defaultValue="notes" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
          {/* spec 001 §2 names the records tab 'Recode' */}
          <Tabs.Tab value="records">Recode</Tabs.Tab>
          <Tabs.Tab value="work">work</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notes">
          <NotesTab page={page.data} user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="records">
          <RecordsTab page={page.data} user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="work">
          <Stack gap="md">
            <Text fw={650}>Sites</Text>
            {page.data.site_data.length === 0 ? (
              <EmptyState message="No sites yet" />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {page.data.site_data.map((s) => (
                  <SiteCard key={s.site_id} site={s} />
                ))}
              </SimpleGrid>
            )}
            <Paper withBorder p="md">
              <Group gap="xs" mb="xs">
                <Text fw={650}>Estimates</Text>
                <Badge variant="light">{page.data.assessments.length}</Badge>
              </Group>
              {page.data.assessments.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No estimates for this client yet.
                </Text>
              ) : (
                <DataTable
                  rows={page.data.assessments}
                  rowKey={(a) => a.work_estimate_id}
                  minWidth={360}
                  framed={false}
                  ariaLabel="Estimates of this client"
                  columns={[
                    {
                      header: 'Date',
                      cell: (a) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(a.create_date)}</span>,
                    },
                    { header: 'Site', cell: (a) => a.site_name },
                    {
                      header: 'Status',
                      role: 'status',
                      cell: (a) => (
                        <Badge
                          variant="light"
                          color={ESTIMATE_STATUS_COLOR[a.status]}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {a.status}
                        </Badge>
                      ),
                    },
                    {
                      header: 'Estimate',
                      role: 'action',
                      cell: (a) => (
                        <Anchor component={Link} to={`/work-estimate/${a.work_estimate_id}`} size="sm">
                          No. {a.work_estimate_id}
                        </Anchor>
                      ),
                    },
                  ]}
                />
              )}
            </Paper>
            {workTasks?.(clientId)}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
