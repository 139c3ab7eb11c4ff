import { invoiceMoves, type InvoiceDetail as StaffInvoice } from '@aquadesk/shared/invoices.ts';
import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { isPending, PENDING_POLL_MS, useEInvoiceEvents } from '../../e-invoices/api.ts';
import { EInvoicePanel } from '../../e-invoices/components/e-invoice-panel.tsx';
import { fetchInvoiceDetail, staffInvoiceKey, useInvoiceEvents } from '../api.ts';
import { valuesOfDraft } from '../invoice-form-model.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import { InvoiceForm } from './invoice-form.tsx';
import { InvoiceHistory, InvoiceReceipts } from './invoice-ledger.tsx';
import { InvoiceNotes } from './invoice-notes.tsx';
import { InvoiceReminders } from './invoice-reminders.tsx';

/**
 * /invoice/{id} (staff who bill; docs/requirements/002-gst.md §5-§8): the invoice as printed, what can be
 * done with it by its status, its receipts and its history. Whatever happens to it elsewhere (its live
 * events: issued, cancelled, a note, paid, refunded, reminded…) refreshes it.
 */
export function InvoiceScreen() {
  const { id = '' } = useParams();
  const invoiceId = Number(id);
  const valid = /^\d{1,10}$/.test(id) && invoiceId > 0 && invoiceId <= 2_147_483_647;
  useInvoiceEvents();
  useEInvoiceEvents();
  const q = useQuery({
    queryKey: staffInvoiceKey(invoiceId),
    queryFn: ({ signal }) => fetchInvoiceDetail(invoiceId, signal),
    enabled: valid,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    // the IRP's answer arrives as the invoice's live event; while a registration is pending the screen
    // also asks again now and then, in case the event was missed (docs/requirements/003-e-invoice.md §11)
    refetchInterval: (query) => (awaitsIrp(query.state.data) ? PENDING_POLL_MS : false),
  });
  const number = q.data?.invoice.number;
  const kind = q.data?.opening_balance ? 'Opening balance' : 'Invoice';
  usePageTitle(number ? `${kind} ${number}` : q.data ? `Draft invoice ${id}` : `Invoice ${id}`);
  if (!valid) return <NotFoundView />;
  if (q.isPending) return <PageLoader />;
  if (q.isError) {
    if (isApiError(q.error) && (q.error.status === 404 || q.error.status === 400)) return <NotFoundView />;
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  return <InvoiceDetail detail={q.data} />;
}

/** Is a registration of the invoice or one of its notes with the job (queued or running)? */
function awaitsIrp(detail: StaffInvoice | undefined): boolean {
  if (!detail) return false;
  return isPending(detail.e_invoice?.status) || detail.notes.some((n) => isPending(n.e_invoice?.status));
}

function InvoiceDetail({ detail }: { detail: StaffInvoice }) {
  const [editKey, setEditKey] = useState(0);
  const [editing, setEditing] = useState(false);
  const [issueError, setIssueError] = useState<unknown>(null);
  const { invoice, draft } = detail;
  return (
    <Stack gap="md" className="document-page">
      <Group justify="space-between" align="flex-start" gap="sm" data-print-hidden>
        <BackLink to="/invoicgeneration">Invoices</BackLink>
        <InvoiceActions
          detail={detail}
          onEdit={(refusal) => {
            setIssueError(refusal ?? null);
            setEditKey((k) => k + 1);
            setEditing(true);
          }}
        />
      </Group>
      {/* the registration's status and buttons before the invoice, where finance looks first */}
      {!draft && invoice.number && (detail.e_invoice_applies || detail.e_invoice) && (
        <EInvoicePanel
          invoiceId={invoice.id}
          number={invoice.number}
          eInvoice={detail.e_invoice}
          invoiceCancellable={invoiceMoves(invoice).cancel}
          registers={detail.e_invoice_registers}
        />
      )}
      <InvoiceDocument invoice={invoice} />
      {!draft && <InvoiceReceipts receipts={detail.receipts} invoiceId={invoice.id} />}
      {/* an opening balance takes no credit or debit note (docs/decisions/0014) */}
      {!draft && !detail.opening_balance && (
        <InvoiceNotes
          notes={detail.notes}
          invoiceId={invoice.id}
          eInvoices={detail.e_invoice_applies && detail.e_invoice_registers}
        />
      )}
      {!draft && <InvoiceReminders detail={detail} />}
      <InvoiceHistory history={detail.history} />
      {draft && (
        <SlideInForm
          opened={editing}
          onClose={() => setEditing(false)}
          title={`Edit draft invoice ${invoice.id}`}
          size="xl"
        >
          <InvoiceForm
            openKey={editKey}
            draft={{ id: invoice.id, values: valuesOfDraft(draft) }}
            issueError={issueError}
            onSaved={() => setEditing(false)}
          />
        </SlideInForm>
      )}
    </Stack>
  );
}
