import {
  BILLING_FREQUENCY_LABELS,
  CONTRACT_KIND_LABELS,
  CONTRACT_SORT_LABELS,
  CONTRACT_SORTS,
  CONTRACT_STATUS_LABELS,
  CONTRACT_STATUSES,
  type ContractDetail,
  type ContractListRow,
} from '@aquadesk/shared/contracts.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Anchor, Card, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ChoiceFilter, StatusFilter } from '../../../components/choice-filter.tsx';
import { CreatedMessage, CreateSlideIn } from '../../../components/create-panel.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { AddButton } from '../../../components/page-header.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useCreatePanel } from '../../../lib/use-create-panel.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { contractPath, useContractEvents, useContractList } from '../api.ts';
import { ContractForm } from './contract-form.tsx';
import { ContractStatusBadge } from './contract-status-badge.tsx';

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * /contracts (issue 43 item 2): the service contracts, searched by number or client, filtered by status,
 * sorted, paged and exported by the server; New contract opens the form in a slide-in. A contract made,
 * activated, cancelled or expired elsewhere changes its row live (useContractEvents).
 */
export function ContractListScreen() {
  const canManage = useCan('contract.manage');
  const filters = useListFilters(['status', 'sort', 'client_id']);
  const list = useContractList(filters.values);
  useContractEvents();
  const panel = useCreatePanel<ContractDetail>();
  return (
    <ListScreen
      title="Contracts"
      description="Annual maintenance and O&M contracts: the sites and plants kept running, for how long and at what price."
      exportTo={{ list: 'contracts', path: '/contracts', params: filters.values }}
      actions={canManage && <AddButton onClick={panel.open}>New contract</AddButton>}
      search={{ filters, placeholder: 'Contract number or client' }}
      controls={
        <>
          <StatusFilter filters={filters} statuses={CONTRACT_STATUSES} labels={CONTRACT_STATUS_LABELS} />
          <ChoiceFilter
            filters={filters}
            name="sort"
            label="Sort"
            allLabel={CONTRACT_SORT_LABELS.newest}
            allValue="newest"
            data={CONTRACT_SORTS.filter((s) => s !== 'newest').map((s) => ({
              value: s,
              label: CONTRACT_SORT_LABELS[s],
            }))}
          />
        </>
      }
      list={list}
      emptyMessage="No contracts yet"
      filteredMessage="No contracts match these filters"
      noun="contracts"
      one="contract"
      overlays={
        canManage && (
          <CreateSlideIn
            panel={panel}
            title="New contract"
            createdTitle="Draft saved"
            size="xl"
            created={(saved) => (
              <CreatedMessage
                message={`Draft contract for ${saved.organization ?? saved.client_name} saved`}
                to={contractPath(saved.id)}
                openLabel="Open contract"
                onDone={panel.close}
              />
            )}
          >
            <ContractForm openKey={panel.openKey} onSaved={panel.setCreated} />
          </CreateSlideIn>
        )
      }
    >
      <ResponsiveList
        rows={list.rows}
        label="Contracts"
        card={(r) => <ContractCard key={r.id} row={r} />}
        table={
          <Paper withBorder p={0}>
            <ContractTable rows={list.rows} />
          </Paper>
        }
      />
    </ListScreen>
  );
}

function NumberLink({ row }: { row: ContractListRow }) {
  return (
    <Anchor component={Link} to={contractPath(row.id)} size="sm" fw={650} style={{ whiteSpace: 'nowrap' }}>
      {row.number ?? `Draft ${row.id}`}
    </Anchor>
  );
}

function ContractTable({ rows }: { rows: ContractListRow[] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      minWidth={960}
      ariaLabel="Contracts"
      rowProps={(r) => ({ 'data-testid': `contract-${r.id}` })}
      columns={[
        { header: 'Number', role: 'action', cell: (r) => <NumberLink row={r} /> },
        {
          header: 'Client',
          role: 'title',
          cell: (r) => (
            <>
              <Text size="sm" fw={600}>
                {r.organization ?? r.client_name}
              </Text>
              {r.organization && (
                <Text size="xs" c="dimmed">
                  {r.client_name}
                </Text>
              )}
            </>
          ),
        },
        { header: 'Kind', cell: (r) => CONTRACT_KIND_LABELS[r.kind] },
        {
          header: 'Period',
          nowrap: true,
          cell: (r) => `${formatDate(r.starts_on)} – ${formatDate(r.ends_on)}`,
        },
        { header: 'Billed', cell: (r) => BILLING_FREQUENCY_LABELS[r.billing_frequency] },
        { header: 'Price', align: 'right', cell: (r) => <span style={NUM}>{formatRupees(r.price)}</span> },
        { header: 'Status', role: 'status', cell: (r) => <ContractStatusBadge status={r.status} /> },
      ]}
    />
  );
}

/** A phone shows each contract as a card linking to it. */
function ContractCard({ row: r }: { row: ContractListRow }) {
  return (
    <Card withBorder padding="sm" data-testid={`contract-${r.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <NumberLink row={r} />
        <ContractStatusBadge status={r.status} />
      </Group>
      <Text size="sm" fw={600}>
        {r.organization ?? r.client_name}
      </Text>
      <Text size="xs" c="dimmed">
        {CONTRACT_KIND_LABELS[r.kind]} · {formatDate(r.starts_on)} – {formatDate(r.ends_on)}
      </Text>
      <Group justify="space-between" mt={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {BILLING_FREQUENCY_LABELS[r.billing_frequency]}
        </Text>
        <Text fw={700} style={NUM}>
          {formatRupees(r.price)}
        </Text>
      </Group>
    </Card>
  );
}
