import { formatDate } from '@aquadesk/shared/format.ts';
import { type InvoiceListRow, isOpenInvoice } from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTick, RowTick } from '../../../components/bulk-bar.tsx';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';
import type { Selection } from '../../../lib/use-selection.ts';
import { invoicePath } from '../api.ts';
import { InvoiceLink } from './invoice-link.tsx';
import { InvoiceStatusBadge, OpeningBalanceBadge } from './invoice-status-badge.tsx';

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The invoice's number, or "Draft" before it is issued (docs/requirements/002-gst.md §6). */
function NumberLink({ row }: { row: InvoiceListRow }) {
  return (
    <Anchor
      component={Link}
      to={invoicePath(row.id)}
      size="sm"
      fw={650}
      aria-label={`Open invoice ${row.number ?? `draft ${row.id}`}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {row.number ?? 'Draft'}
    </Anchor>
  );
}

/** The day it was issued, else the day the draft was made. */
const dayOf = (r: InvoiceListRow) => formatDate(r.issued_at ?? r.created_at);

/** A click on the row opens the invoice, unless it was on a link, a button or the row's tick. */
function useOpenRow() {
  const navigate = useNavigate();
  return (id: number) => (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a, button, input, label, [data-tick]')) return;
    void navigate(invoicePath(id));
  };
}

/** The tick of one invoice, for the actions on many (issue 41 item 13). */
const tickOf = (r: InvoiceListRow, selection: Selection) => (
  <RowTick id={r.id} label={`Select invoice ${r.number ?? `draft ${r.id}`}`} selection={selection} />
);

export function InvoiceTable({ rows, selection }: { rows: InvoiceListRow[]; selection?: Selection }) {
  const open = useOpenRow();
  return (
    <ScrollingTable minWidth={1040} label="Invoice table">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Invoice table">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={36}>
                <PageTick
                  ids={rows.map((r) => r.id)}
                  ariaLabel="Select all invoices on this page"
                  selection={selection}
                />
              </Table.Th>
            )}
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Due</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Link</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr
              key={r.id}
              data-testid={`invoice-${r.id}`}
              onClick={open(r.id)}
              style={{ cursor: 'pointer' }}
            >
              {selection && <Table.Td>{tickOf(r, selection)}</Table.Td>}
              <Table.Td>
                <NumberLink row={r} />
                <Text size="xs" c="dimmed">
                  ID {r.id}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayOf(r)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {r.organization}
                </Text>
                <Text size="xs" c="dimmed">
                  by {r.creator_name}
                </Text>
              </Table.Td>
              <Table.Td>{r.phone_number}</Table.Td>
              <Table.Td ta="right" style={NUM}>
                {formatRupees(r.total)}
              </Table.Td>
              <Table.Td ta="right" style={NUM} data-testid="invoice-due">
                {r.status === 'draft' ? '—' : formatRupees(paiseToRupees(r.due_paise))}
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={r.status} test={r.test_payment} />
                {r.opening_balance && <OpeningBalanceBadge />}
              </Table.Td>
              <Table.Td>
                <InvoiceLink id={r.id} payLink={r.pay_link} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollingTable>
  );
}

/** A phone shows each invoice as a card with the same fields. */
export function InvoiceCard({ row: r, selection }: { row: InvoiceListRow; selection?: Selection }) {
  const open = useOpenRow();
  return (
    <Card
      withBorder
      padding="sm"
      data-testid={`invoice-${r.id}`}
      onClick={open(r.id)}
      style={{ cursor: 'pointer' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        {selection && tickOf(r, selection)}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <NumberLink row={r} />
          <Text fw={650} size="sm">
            {r.organization}
          </Text>
          <Text size="xs" c="dimmed">
            ID {r.id} · {dayOf(r)} · {r.phone_number}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <InvoiceStatusBadge status={r.status} test={r.test_payment} />
          {r.opening_balance && <OpeningBalanceBadge />}
        </Stack>
      </Group>
      <Group justify="space-between" mt={6} wrap="nowrap" align="flex-end">
        <InvoiceLink id={r.id} payLink={r.pay_link} />
        <Stack gap={0} align="flex-end">
          <Text fw={700} style={NUM}>
            {formatRupees(r.total)}
          </Text>
          {isOpenInvoice(r.status) && (
            <Text size="xs" c="dimmed" style={NUM} data-testid="invoice-due">
              Due {formatRupees(paiseToRupees(r.due_paise))}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
