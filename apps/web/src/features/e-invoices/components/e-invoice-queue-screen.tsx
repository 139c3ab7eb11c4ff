import {
  E_INVOICE_STATUS_LABELS,
  E_INVOICE_STATUSES,
  type EInvoiceDocumentKind,
  type EInvoiceQueueRow,
} from '@aquadesk/shared/e-invoice-status.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { StatusFilter } from '../../../components/choice-filter.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { eInvoiceKeys, isPending, PENDING_POLL_MS, useEInvoiceEvents, useEInvoiceQueue } from '../api.ts';
import { EInvoiceStatusBadge } from './e-invoice-status-badge.tsx';
import { QueueRetryButton } from './queue-retry-button.tsx';

const KIND_LABELS: Record<EInvoiceDocumentKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
};

const invoicePath = (id: number) => `/invoice/${id}`;

/**
 * /e-invoices (docs/requirements/003-e-invoice.md §13: admin, finance): every registration with the IRP,
 * newest change first, by status and searched by number or client, paged by the server. Each row links to its
 * invoice and shows its attempts, next try and the IRP's message; a failed or rejected one has Retry. A row
 * changes live (e_invoice); while any shown row is with the job the list also asks again now and then.
 */
export function EInvoiceQueueScreen() {
  const filters = useListFilters(['status']);
  const list = useEInvoiceQueue(filters.values);
  const { rows } = list;
  const qc = useQueryClient();
  useEInvoiceEvents();
  const pending = rows.some((r) => isPending(r.status));
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(
      () => void qc.invalidateQueries({ queryKey: eInvoiceKeys.lists }),
      PENDING_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [pending, qc]);
  return (
    <ListScreen
      title="E-invoices"
      description="Invoices and notes registered with the IRP, waiting for it, or refused by it."
      search={{ filters, placeholder: 'Number, client or IRN' }}
      controls={
        <StatusFilter filters={filters} statuses={E_INVOICE_STATUSES} labels={E_INVOICE_STATUS_LABELS} />
      }
      list={list}
      emptyMessage="No e-invoices yet"
      filteredMessage="No e-invoices match these filters"
      noun="e-invoices"
      one="e-invoice"
    >
      <EInvoiceTable rows={rows} />
    </ListScreen>
  );
}

function EInvoiceTable({ rows }: { rows: EInvoiceQueueRow[] }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      minWidth={980}
      ariaLabel="E-invoices"
      rowProps={(r) => ({ 'data-testid': `e-invoice-row-${r.id}` })}
      columns={[
        {
          header: 'Document',
          role: 'title',
          cell: (r) => (
            <Anchor component={Link} to={invoicePath(r.invoice_id)} fw={600} size="sm">
              {KIND_LABELS[r.document_kind]} {r.number}
            </Anchor>
          ),
        },
        { header: 'Client', cell: (r) => r.client_name, maxWidth: 220 },
        {
          header: 'Status',
          role: 'status',
          cell: (r) => <EInvoiceStatusBadge status={r.status} size="sm" />,
        },
        { header: 'Attempts', align: 'right', cell: (r) => r.attempts },
        {
          header: 'Next try',
          nowrap: true,
          cell: (r) => (r.next_attempt_at && isPending(r.status) ? formatDateTime(r.next_attempt_at) : '—'),
        },
        {
          header: 'IRN or message',
          minWidth: 220,
          maxWidth: 360,
          cell: (r) =>
            r.irn ? (
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {r.irn}
              </Text>
            ) : (
              <Text size="xs" c={r.error ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {r.error ?? '—'}
              </Text>
            ),
        },
        { header: 'Updated', nowrap: true, cell: (r) => formatDateTime(r.updated_at) },
        {
          header: <VisuallyHidden>Actions</VisuallyHidden>,
          role: 'action',
          cell: (r) => <QueueRetryButton row={r} />,
        },
      ]}
    />
  );
}
