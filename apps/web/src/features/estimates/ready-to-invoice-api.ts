import type {
  EstimateForInvoiceResponse,
  ReadyToInvoiceResponse,
  ReadyToInvoiceRow,
} from '@aquadesk/shared/estimate-invoice.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { type ListParams, usePagedList } from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';
import { useCan } from '../../lib/use-can.ts';
import { estimateInvoiceKey } from '../invoices/api.ts';

/**
 * Ready to invoice (issue 41 item 1; docs/api.md "Ready to invoice"): the finished job cards without a live
 * invoice, for those who make invoices, and what an invoicer reads of one before Make invoice.
 */

export const READY_TO_INVOICE_PATH = '/estimates/ready-to-invoice';

export const readyToInvoiceKeys = {
  all: ['ready-to-invoice'] as const,
  lists: ['ready-to-invoice', 'list'] as const,
  count: ['ready-to-invoice', 'count'] as const,
  card: (id: number) => ['ready-to-invoice', 'card', id] as const,
};

export function useReadyToInvoice(params: ListParams) {
  return usePagedList<ReadyToInvoiceRow, ReadyToInvoiceResponse>(
    readyToInvoiceKeys.lists,
    READY_TO_INVOICE_PATH,
    params,
  );
}

/** How many job cards wait for an invoice (the dashboard's card): the queue's total, one row asked. */
export function useReadyToInvoiceCount() {
  const may = useCan('estimate.ready_to_invoice');
  return useQuery({
    queryKey: readyToInvoiceKeys.count,
    queryFn: ({ signal }) =>
      apiRequest<ReadyToInvoiceResponse>(READY_TO_INVOICE_PATH, { signal, query: { limit: '1' } }),
    select: (r) => r.total,
    enabled: may,
  });
}

/** GET /estimates/{id}/for-invoice: the client's copy of a finished job card. */
export function useEstimateForInvoice(id: number | null) {
  return useQuery({
    queryKey: readyToInvoiceKeys.card(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<EstimateForInvoiceResponse>(`/estimates/${id}/for-invoice`, { signal }),
    enabled: id !== null,
  });
}

/**
 * The live event ready_to_invoice (a job card finished, invoiced, or freed by a cancelled invoice or a
 * deleted draft): the queue, its count and that job card's invoice ask again.
 */
export function useReadyToInvoiceEvents(): void {
  const qc = useQueryClient();
  useSocketEvent(EVENTS.readyToInvoice, (change) => {
    void qc.invalidateQueries({ queryKey: readyToInvoiceKeys.all });
    void qc.invalidateQueries({ queryKey: estimateInvoiceKey(change.work_estimate_id) });
  });
}
