import type { ReadyToInvoiceRow } from '@aquadesk/shared/estimate-invoice.ts';
import { workSummary } from '@aquadesk/shared/estimates.ts';
import { formatDate, formatRupees } from '@aquadesk/shared/format.ts';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import {
  READY_TO_INVOICE_PATH,
  useReadyToInvoice,
  useReadyToInvoiceEvents,
} from '../ready-to-invoice-api.ts';
import { ReadyToInvoiceDrawer } from './ready-to-invoice-drawer.tsx';

/**
 * /ready-to-invoice (issue 41 item 1; docs/api.md "Ready to invoice"): for those who make invoices, every
 * finished job card that has no live invoice, the longest finished first, searched and paged by the server,
 * live. Open shows the client's copy of the job card with Make invoice.
 */
export function ReadyToInvoiceScreen() {
  const filters = useListFilters([]);
  const list = useReadyToInvoice(filters.values);
  const [open, setOpen] = useState<number | null>(null);
  useReadyToInvoiceEvents();
  return (
    <ListScreen
      title="Ready to invoice"
      description="Finished job cards that have no invoice yet, the longest finished first."
      exportTo={{ list: 'ready_to_invoice', path: READY_TO_INVOICE_PATH, params: filters.values }}
      search={{ filters, label: 'Search', placeholder: 'Estimate, client, site or work' }}
      list={list}
      emptyMessage="Every finished job card has its invoice"
      filteredMessage="No finished job card waiting for an invoice matches this search"
      noun="job cards"
      one="job card"
      overlays={<ReadyToInvoiceDrawer id={open} onClose={() => setOpen(null)} />}
    >
      <ReadyTable rows={list.rows} onOpen={setOpen} />
    </ListScreen>
  );
}

function ReadyTable({ rows, onOpen }: { rows: ReadyToInvoiceRow[]; onOpen: (id: number) => void }) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.work_estimate_id}
      minWidth={900}
      ariaLabel="Ready to invoice"
      rowProps={(r) => ({ 'data-testid': `ready-row-${r.work_estimate_id}` })}
      columns={[
        {
          header: 'Estimate',
          role: 'title',
          nowrap: true,
          cell: (r) => (
            <Text fw={600} size="sm">
              Estimate {r.work_estimate_id}
            </Text>
          ),
        },
        { header: 'Finished', nowrap: true, cell: (r) => formatDate(r.finished_at) },
        {
          header: 'Client',
          maxWidth: 240,
          cell: (r) => (
            <Stack gap={0}>
              <Text size="sm">{r.organization ?? r.name}</Text>
              {r.organization && (
                <Text size="xs" c="dimmed">
                  {r.name}
                </Text>
              )}
            </Stack>
          ),
        },
        { header: 'Site', maxWidth: 200, cell: (r) => r.site_name },
        { header: 'Work', maxWidth: 280, cell: (r) => workSummary(r) },
        { header: 'Amount', align: 'right', cell: (r) => formatRupees(r.total) },
        {
          header: <VisuallyHidden>Actions</VisuallyHidden>,
          role: 'action',
          cell: (r) => (
            <Button
              size="xs"
              variant="light"
              onClick={() => onOpen(r.work_estimate_id)}
              aria-label={`Open estimate ${r.work_estimate_id}`}
            >
              Open
            </Button>
          ),
        },
      ]}
    />
  );
}
