import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import type { ProposalListRow } from '@aquadesk/shared/proposals.ts';
import { Anchor, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CreatedMessage, CreateSlideIn } from '../../../components/create-panel.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { AddButton } from '../../../components/page-header.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useCreatePanel } from '../../../lib/use-create-panel.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useProposalEvents, useProposalList } from '../api.ts';
import { ProposalForm } from './proposal-form.tsx';

const NO_FILTERS: readonly never[] = [];

export const proposalPath = (id: number) => `/proposal/${id}`;

/**
 * /proposal (spec 001 §2, §6): the proposals the user may see (a reseller: their own), searched and paged by
 * the server, each row linking to /proposal/{id}; Generate proposal opens the form. A new proposal joins the
 * list live (proposal_add).
 */
export function ProposalListScreen() {
  const canCreate = useCan('proposal.create');
  const filters = useListFilters(NO_FILTERS);
  const list = useProposalList(filters.values.search ?? '');
  const { rows, first } = list;
  useProposalEvents();
  const panel = useCreatePanel();

  return (
    <ListScreen
      title="Proposals"
      description="Printable proposals of a product for a client."
      actions={canCreate && <AddButton onClick={panel.open}>Generate proposal</AddButton>}
      search={{ filters, placeholder: 'Number, heading, client, organisation or product' }}
      list={list}
      emptyMessage="No proposals yet"
      filteredMessage="No proposals match this search"
      noun="proposals"
      overlays={
        canCreate && (
          <CreateSlideIn
            panel={panel}
            title="Generate proposal"
            createdTitle="Proposal generated"
            size="lg"
            created={(id) => (
              <CreatedMessage
                message={`Proposal ${id} generated`}
                to={proposalPath(id)}
                openLabel="Open proposal"
                onDone={panel.close}
              />
            )}
          >
            <ProposalForm
              openKey={panel.openKey}
              products={first?.products ?? []}
              profit={first?.profit}
              onCreated={panel.setCreated}
            />
          </CreateSlideIn>
        )
      }
    >
      <ResponsiveList
        rows={rows}
        label="Proposals"
        card={(r) => <ProposalCard key={r.id} row={r} />}
        table={<ProposalTable rows={rows} />}
      />
    </ListScreen>
  );
}

function ProposalTable({ rows }: { rows: ProposalListRow[] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      minWidth={900}
      ariaLabel="Proposals"
      rowProps={(r) => ({ 'data-testid': `proposal-${r.id}` })}
      columns={[
        { header: 'No.', cell: (r) => r.id, width: 70 },
        {
          header: 'Date',
          cell: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(r.generate_at)}</span>,
        },
        {
          header: 'Heading',
          role: 'action',
          cell: (r) => (
            <Anchor component={Link} to={proposalPath(r.id)} fw={600} size="sm">
              {r.heading}
            </Anchor>
          ),
        },
        {
          header: 'Client',
          cell: (r) => (
            <>
              <Text size="sm" fw={600}>
                {r.organization}
              </Text>
              <Text size="xs" c="dimmed">
                {r.client_name} · {r.district}
              </Text>
            </>
          ),
        },
        { header: 'Product', cell: (r) => r.product_name },
        { header: 'By', cell: (r) => r.creater_name },
        {
          header: 'Total',
          align: 'right',
          cell: (r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatRupees(r.total)}</span>,
        },
      ]}
    />
  );
}

/** A phone shows each proposal as a card linking to it. */
function ProposalCard({ row: r }: { row: ProposalListRow }) {
  return (
    <Card withBorder padding="sm" data-testid={`proposal-${r.id}`}>
      <Anchor component={Link} to={proposalPath(r.id)} fw={650} size="sm">
        {r.heading}
      </Anchor>
      <Text size="sm">{r.organization}</Text>
      <Text size="xs" c="dimmed">
        No. {r.id} · {formatDate(r.generate_at)} · {r.product_name}
      </Text>
      <Group justify="space-between" mt={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          by {r.creater_name}
        </Text>
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatRupees(r.total)}
        </Text>
      </Group>
    </Card>
  );
}
