import { INVOICE_STATUS_LABELS, INVOICE_STATUSES } from '@aquadesk/shared/invoices.ts';
import { Paper, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { PageTick } from '../../../components/bulk-bar.tsx';
import { StatusFilter } from '../../../components/choice-filter.tsx';
import { CreatedMessage, CreateSlideIn } from '../../../components/create-panel.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { AddButton } from '../../../components/page-header.tsx';
import { ResponsiveList } from '../../../components/responsive-list.tsx';
import { invoiceKeys } from '../../../lib/invoice-keys.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCreatePanel } from '../../../lib/use-create-panel.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useSelection } from '../../../lib/use-selection.ts';
import { invoicePath, useInvoiceEvents, useInvoiceList } from '../api.ts';
import { InvoiceBulkActions } from './invoice-bulk-bar.tsx';
import { InvoiceForm, type SavedInvoice } from './invoice-form.tsx';
import { InvoiceLink } from './invoice-link.tsx';
import { InvoiceCard, InvoiceTable } from './invoice-list-rows.tsx';

/**
 * /invoicgeneration (spec 001 §2, §6; docs/requirements/002-gst.md §6, §8): search, organisation and status
 * filters, Create Invoice, and each invoice's number (or Draft), what is still due, its status and its quick
 * pay link with a copy button; a row opens the invoice. Paged by the server; whatever happens to an
 * invoice elsewhere (made, issued, cancelled, a note, paid, reminded…) updates its row live, and a deleted
 * draft leaves (useInvoiceEvents).
 */
export function InvoiceListScreen() {
  const canCreate = useCan('invoice.create');
  const filters = useListFilters(['organization', 'status']);
  const list = useInvoiceList(filters.values);
  const { rows, first } = list;
  useInvoiceEvents();
  const panel = useCreatePanel<SavedInvoice>();
  const organizations = first?.organizations ?? [];
  const organization = filters.values.organization ?? null;
  // issue 41 item 13: ticks for reminders, mails and a ZIP of PDFs on many at once
  const selection = useSelection();

  return (
    <ListScreen
      title="Invoices"
      description="GST invoices, and whether each has been paid on its quick pay page."
      exportTo={{ list: 'invoices', path: '/get-invoic-list', params: filters.values }}
      actions={canCreate && <AddButton onClick={panel.open}>Create Invoice</AddButton>}
      search={{ filters, placeholder: 'Invoice number, organisation or phone' }}
      controls={
        <>
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
          <StatusFilter filters={filters} statuses={INVOICE_STATUSES} labels={INVOICE_STATUS_LABELS} />
        </>
      }
      list={list}
      emptyMessage="No invoices yet"
      filteredMessage="No invoices match these filters"
      noun="invoices"
      footer={<InvoiceBulkActions selection={selection} rows={rows} />}
      overlays={
        canCreate && (
          <CreateSlideIn
            panel={panel}
            title="Create invoice"
            createdTitle={panel.created?.issued === false ? 'Draft saved' : 'Invoice created'}
            size="xl"
            created={(saved) => <Created saved={saved} onDone={panel.close} />}
          >
            <InvoiceForm openKey={panel.openKey} onSaved={panel.setCreated} />
          </CreateSlideIn>
        )
      }
    >
      <ResponsiveList
        rows={rows}
        label="Invoices"
        card={(r) => <InvoiceCard key={r.id} row={r} selection={selection} />}
        table={
          <Paper withBorder p={0}>
            <InvoiceTable rows={rows} selection={selection} />
          </Paper>
        }
        header={
          <PageTick
            ids={rows.map((r) => r.id)}
            ariaLabel="Select all invoices on this page"
            label="Select all on this page"
            selection={selection}
          />
        }
      />
    </ListScreen>
  );
}

/** After saving: a draft's page, or the new invoice's link (with its key) to send to the client. */
function Created({ saved, onDone }: { saved: SavedInvoice; onDone: () => void }) {
  const { id, issued } = saved;
  const payLink = useQueryClient().getQueryData<string>(invoiceKeys.payLink(id));
  return (
    <CreatedMessage
      message={issued ? `Invoice ${id} created` : `Draft invoice ${id} saved`}
      to={invoicePath(id)}
      openLabel="Open invoice"
      onDone={onDone}
    >
      {!issued && (
        <Text size="sm" c="dimmed" ta="center">
          A draft has no number and cannot be paid yet: open it to check it, then issue it.
        </Text>
      )}
      {issued && payLink && (
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
