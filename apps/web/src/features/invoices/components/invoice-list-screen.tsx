import { formatDate } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUSES, type InvoiceListRow, type InvoiceStatus } from '@aquadesk/shared/invoices.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Badge, Button, Card, Group, Paper, Select, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import { QueryLoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useInvoiceEvents, useInvoiceList } from '../api.ts';
import { INVOICE_STATUS_COLOR, quickPayPath } from '../quick-pay-api.ts';
import { InvoiceForm } from './invoice-form.tsx';
import { InvoiceLink } from './invoice-link.tsx';

const ALL = 'all';

function StatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge
      color={INVOICE_STATUS_COLOR[status]}
      variant="light"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {status}
    </Badge>
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
  const phone = useMediaQuery('(max-width: 48em)');
  const [openKey, setOpenKey] = useState(0);
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState<number | null>(null);
  const organizations = first?.organizations ?? [];
  const organization = filters.values.organization ?? null;
  const filtered = Boolean(filters.values.search || filters.values.organization || filters.values.status);

  const open = () => {
    setCreated(null);
    setOpenKey((k) => k + 1);
    setOpened(true);
  };

  return (
    <>
      <PageHeader
        title="Invoices"
        description="GST invoices, and whether each has been paid on its quick pay page."
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
              Create Invoice
            </Button>
          )
        }
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
        {phone ? (
          <Stack gap="sm" aria-label="Invoices">
            {rows.map((r) => (
              <InvoiceCard key={r.id} row={r} />
            ))}
          </Stack>
        ) : (
          <Paper withBorder p={0}>
            <InvoiceTable rows={rows} />
          </Paper>
        )}
        <QueryLoadMore query={query} shown={rows.length} total={total} noun="invoices" />
      </QueryContent>
      {canCreate && (
        <SlideInForm
          opened={opened}
          onClose={() => setOpened(false)}
          title={created ? 'Invoice created' : 'Create invoice'}
          size="xl"
        >
          {created ? (
            <Created id={created} onDone={() => setOpened(false)} />
          ) : (
            <InvoiceForm openKey={openKey} onCreated={setCreated} />
          )}
        </SlideInForm>
      )}
    </>
  );
}

/** After saving: the new invoice's link to send to the client, with the copy button. */
function Created({ id, onDone }: { id: number; onDone: () => void }) {
  return (
    <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCheck size={32} aria-hidden />
      </ThemeIcon>
      <Text fw={600} ta="center" size="lg">
        Invoice {id} created
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        Send the client this link to view and pay it:
      </Text>
      <InvoiceLink id={id} />
      <Group>
        <Button variant="default" component={Link} to={quickPayPath(id)}>
          Open quick pay
        </Button>
        <Button onClick={onDone} miw={120}>
          Done
        </Button>
      </Group>
    </Stack>
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
                <StatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>
                <InvoiceLink id={r.id} />
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
        <StatusBadge status={r.status} />
      </Group>
      <Group justify="space-between" mt={6} wrap="nowrap">
        <InvoiceLink id={r.id} />
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatRupees(r.total)}
        </Text>
      </Group>
    </Card>
  );
}
