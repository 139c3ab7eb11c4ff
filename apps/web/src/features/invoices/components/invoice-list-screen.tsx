import { formatDate } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUSES, type InvoiceListRow, type InvoiceStatus } from '@aquadesk/shared/invoices.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Badge, Card, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { CreatedMessage, CreateSlideIn } from '../../../components/create-panel.tsx';
import { FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { AddButton, PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useCreatePanel } from '../../../lib/use-create-panel.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useInvoiceEvents, useInvoiceList } from '../api.ts';
import { INVOICE_STATUS_COLOR, invoiceKeys, payLinkRoute, quickPayPath } from '../quick-pay-api.ts';
import { InvoiceForm } from './invoice-form.tsx';
import { InvoiceLink } from './invoice-link.tsx';
import { TestPaymentBadge } from './test-payment-badge.tsx';

const ALL = 'all';

function StatusBadge({ status, test }: { status: InvoiceStatus; test: boolean }) {
  return (
    <Group gap={4} wrap="wrap" style={{ flexShrink: 0 }}>
      <Badge
        color={INVOICE_STATUS_COLOR[status]}
        variant="light"
        style={{ flexShrink: 0, overflow: 'visible' }}
        styles={{ label: { overflow: 'visible' } }}
      >
        {status}
      </Badge>
      {test && <TestPaymentBadge />}
    </Group>
  );
}

/**
 * /invoicgeneration (spec 001 §2, §6): search, organisation and status filters, Create Invoice, and each
 * invoice's link to its quick pay page with a copy button. Paged by the server; a payment updates its
 * row live (invoice_paid).
 */
export function InvoiceListScreen() {
  const canCreate = useCan('invoice.create');
  const filters = useListFilters(['organization', 'status']);
  const { query, rows, first, total } = useInvoiceList(filters.values);
  useInvoiceEvents();
  const panel = useCreatePanel();
  const organizations = first?.organizations ?? [];
  const organization = filters.values.organization ?? null;
  const filtered = Boolean(filters.values.search || filters.values.organization || filters.values.status);

  return (
    <>
      <PageHeader
        title="Invoices"
        description="GST invoices, and whether each has been paid on its quick pay page."
        actions={canCreate && <AddButton onClick={panel.open}>Create Invoice</AddButton>}
      />
      <FilterBar>
        <SearchFilter filters={filters} placeholder="Invoice number, organisation or phone" />
        <Select
          label="Organisation"
          placeholder="All organisations"
          searchable
          clearable
          data={
            organization && !organizations.includes(organization)
              ? [organization, ...organizations]
              : organizations
          }
          value={organization}
          onChange={(v) => filters.set('organization', v ?? undefined)}
          nothingFoundMessage="No organisation"
          size="sm"
          w={{ base: '100%', xs: 240 }}
        />
        <ChoiceFilter
          filters={filters}
          name="status"
          label="Status"
          data={INVOICE_STATUSES.map((v) => ({ value: v, label: v === 'unpaid' ? 'Unpaid' : v }))}
          allValue={ALL}
          allLabel="All"
        />
      </FilterBar>
      <QueryContent
        query={query}
        isEmpty={rows.length === 0}
        emptyMessage={filtered ? 'No invoices match these filters' : 'No invoices yet'}
      >
        <ResponsiveList
          rows={rows}
          label="Invoices"
          card={(r) => <InvoiceCard key={r.id} row={r} />}
          table={
            <Paper withBorder p={0}>
              <InvoiceTable rows={rows} />
            </Paper>
          }
        />
        <QueryLoadMore query={query} shown={rows.length} total={total} noun="invoices" />
      </QueryContent>
      {canCreate && (
        <CreateSlideIn
          panel={panel}
          title="Create invoice"
          createdTitle="Invoice created"
          size="xl"
          created={(id) => <Created id={id} onDone={panel.close} />}
        >
          <InvoiceForm openKey={panel.openKey} onCreated={panel.setCreated} />
        </CreateSlideIn>
      )}
    </>
  );
}

/** After saving: the new invoice's link (with its key) to send to the client, with the copy button. */
function Created({ id, onDone }: { id: number; onDone: () => void }) {
  const payLink = useQueryClient().getQueryData<string>(invoiceKeys.payLink(id));
  return (
    <CreatedMessage
      message={`Invoice ${id} created`}
      to={payLink ? payLinkRoute(payLink) : quickPayPath(id)}
      openLabel="Open quick pay"
      onDone={onDone}
    >
      {payLink && (
        <>
          <Text size="sm" c="dimmed" ta="center">
            Send the client this link to view and pay it:
          </Text>
          <InvoiceLink id={id} payLink={payLink} />
        </>
      )}
    </CreatedMessage>
  );
}

function InvoiceTable({ rows }: { rows: InvoiceListRow[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Link</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid={`invoice-${r.id}`}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {r.organization}
                </Text>
                <Text size="xs" c="dimmed">
                  by {r.creator_name}
                </Text>
              </Table.Td>
              <Table.Td>{r.phone_number}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatRupees(r.total)}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} test={r.test_payment} />
              </Table.Td>
              <Table.Td>
                <InvoiceLink id={r.id} payLink={r.pay_link} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone shows each invoice as a card with the same fields. */
function InvoiceCard({ row: r }: { row: InvoiceListRow }) {
  return (
    <Card withBorder padding="sm" data-testid={`invoice-${r.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={650} size="sm">
            {r.organization}
          </Text>
          <Text size="xs" c="dimmed">
            No. {r.id} · {formatDate(r.created_at)} · {r.phone_number}
          </Text>
        </Stack>
        <StatusBadge status={r.status} test={r.test_payment} />
      </Group>
      <Group justify="space-between" mt={6} wrap="nowrap">
        <InvoiceLink id={r.id} payLink={r.pay_link} />
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatRupees(r.total)}
        </Text>
      </Group>
    </Card>
  );
}
