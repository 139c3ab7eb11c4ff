import {
  BILLING_FREQUENCY_LABELS,
  BILLING_TIMING_LABELS,
  CONTRACT_KIND_LABELS,
  type ContractDetail,
  HOURS_BASIS_LABELS,
  PARTS_COVER_LABELS,
} from '@aquadesk/shared/contracts.ts';
import { MONTH_NAMES } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { contractKeys, fetchContract, useContractEvents } from '../api.ts';
import { ContractActions } from './contract-actions.tsx';
import { ContractBilling } from './contract-billing.tsx';
import { ContractHistory } from './contract-history.tsx';
import { ContractStatusBadge } from './contract-status-badge.tsx';
import { ContractVisits } from './contract-visits.tsx';

/** /contracts/{id}: the contract's details, sites and equipment, history and actions; 404 for none. */
export function ContractScreen() {
  const { id = '' } = useParams();
  const contractId = Number(id);
  const valid = /^\d+$/.test(id) && Number.isSafeInteger(contractId) && contractId > 0;
  const q = useQuery({
    queryKey: contractKeys.detail(contractId),
    queryFn: ({ signal }) => fetchContract(contractId, signal),
    enabled: valid,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  // a change made elsewhere (another user, the expiry) reloads the page
  useContractEvents();
  usePageTitle(q.data ? `Contract ${q.data.number ?? q.data.id}` : 'Contract');
  if (!valid) return <NotFoundView />;
  if (q.isPending) return <PageLoader />;
  if (q.isError) {
    if (isApiError(q.error) && (q.error.status === 404 || q.error.status === 400)) return <NotFoundView />;
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  return <ContractPage c={q.data} />;
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Stack gap={6}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={{ base: 110, sm: 150 }} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const yes = (b: boolean) => (b ? 'Covered' : 'Not covered');

function ContractPage({ c }: { c: ContractDetail }) {
  const visits =
    c.visit_spread === 'months'
      ? `${c.visits_per_year} a year, in ${c.visit_months.map((m) => MONTH_NAMES[m - 1]).join(', ')}`
      : `${c.visits_per_year} a year, spread evenly`;
  const parts =
    c.parts_cover === 'cap' && c.parts_cap
      ? `Up to ${formatRupees(c.parts_cap)} a billing period`
      : c.parts_cover === 'listed'
        ? c.covered_products.map((p) => p.name).join(', ')
        : PARTS_COVER_LABELS[c.parts_cover];
  const hours = HOURS_BASIS_LABELS[c.hours_basis].toLowerCase();
  const siteName = new Map(c.sites.map((s) => [s.id, s.site_name]));
  const canSeeVisits = useCan('visit.view');
  return (
    <Stack gap="md">
      <BackLink to="/contracts">Contracts</BackLink>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Group gap="sm">
            <Title order={2} data-testid="contract-number">
              {c.number ?? `Draft contract ${c.id}`}
            </Title>
            <ContractStatusBadge status={c.status} />
          </Group>
          <Text c="dimmed">{c.organization ?? c.client_name}</Text>
        </div>
        <ContractActions contract={c} />
      </Group>
      {c.cancel_reason && <Text c="red">Cancelled: {c.cancel_reason}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Block title="Contract">
          <Facts
            rows={[
              ['Kind', CONTRACT_KIND_LABELS[c.kind]],
              ['Period', `${formatDate(c.starts_on)} to ${formatDate(c.ends_on)}`],
              ['Visits', visits],
              ['Response', `Within ${c.response_hours} ${hours}`],
              ['Resolution', `Within ${c.resolution_hours} ${hours}`],
              ['Technician', c.technician_name ?? 'Not chosen'],
            ]}
          />
        </Block>
        <Block title="Cover and price">
          <Facts
            rows={[
              ['Labour', yes(c.covers_labour)],
              ['Consumables', yes(c.covers_consumables)],
              ['Parts', parts],
              ['Price', `${formatRupees(c.price)} + GST ${c.gst_rate} % = ${formatRupees(c.total_with_gst)}`],
              [
                'Billing',
                `${BILLING_FREQUENCY_LABELS[c.billing_frequency]}, ${BILLING_TIMING_LABELS[c.billing_timing].toLowerCase()}`,
              ],
              ['SAC', c.sac],
            ]}
          />
        </Block>
      </SimpleGrid>
      <Block title="Sites and equipment">
        <List size="sm" spacing={4}>
          {c.sites.map((s) => (
            <List.Item key={s.id}>
              {s.site_name}, {s.city}
            </List.Item>
          ))}
        </List>
        {c.equipment.length > 0 && (
          <Table mt="sm" verticalSpacing={4} aria-label="Equipment covered">
            <Table.Tbody>
              {c.equipment.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.name}</Table.Td>
                  <Table.Td c="dimmed">{siteName.get(e.site_id)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Block>
      {c.terms && (
        <Block title="Terms">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.terms}
          </Text>
        </Block>
      )}
      {c.status !== 'draft' && <ContractBilling contractId={c.id} />}
      {canSeeVisits && c.status !== 'draft' && <ContractVisits contractId={c.id} />}
      <Block title="History">
        <ContractHistory history={c.history} />
      </Block>
    </Stack>
  );
}
