import type {
  EInvoiceQueueRow,
  EInvoiceStatus,
  EInvoiceWire,
  TEInvoiceCancelRequest,
} from '@aquadesk/shared/e-invoice-status.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { invoiceKeys } from '../../lib/invoice-keys.ts';
import {
  containsText,
  type ListParams,
  type PagedResponse,
  upsertInPagedLists,
  usePagedList,
} from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

/**
 * E-invoices (docs/requirements/003-e-invoice.md §11-§13, docs/api.md "E-invoices"): an invoice's or a note's
 * registration with the Invoice Registration Portal, asked for by finance or an admin and worked by the
 * server's job, and finance's queue of them.
 */

export const eInvoiceKeys = {
  all: ['e-invoices'] as const,
  lists: ['e-invoices', 'list'] as const,
};

/** The document an e-invoice belongs to: an invoice, or a credit or debit note (its own id). */
export type EInvoiceTarget = { kind: 'invoice'; id: number } | { kind: 'note'; id: number };

const basePath = (t: EInvoiceTarget) =>
  t.kind === 'invoice' ? `/invoices/${t.id}/e-invoice` : `/invoice-notes/${t.id}/e-invoice`;

/**
 * POST …/e-invoice: register the document with the IRP, or retry a failed or rejected registration; the
 * job answers later (queued, then registered, failed or rejected). Refusals are field errors.
 */
export function registerEInvoice(target: EInvoiceTarget): Promise<EInvoiceWire> {
  return apiRequest<EInvoiceWire>(basePath(target), { method: 'POST' });
}

/** POST /invoices/{id}/e-invoice/cancel: the IRN cancelled at the IRP (within 24 hours; 409 at `reason` after). */
export function cancelEInvoice(invoiceId: number, body: TEInvoiceCancelRequest): Promise<EInvoiceWire> {
  return apiRequest<EInvoiceWire>(`/invoices/${invoiceId}/e-invoice/cancel`, { body });
}

/** GET /invoices/{id}/e-invoice/json: the e-invoice as the IRP takes it (schema INV-01), saved as a file. */
export function downloadEInvoiceJson(invoiceId: number, number: string): Promise<void> {
  const name = `e-invoice-${number.replaceAll(/[^A-Za-z0-9-]+/g, '-')}.json`;
  return downloadFile(`/api/invoices/${invoiceId}/e-invoice/json`, name);
}

/** GET /e-invoices: finance's queue, by status and search, paged by the server. */
export function useEInvoiceQueue(params: ListParams) {
  return usePagedList<EInvoiceQueueRow>(eInvoiceKeys.lists, '/e-invoices', params);
}

/** Does a row (from a live event) belong in a queue with these filters? As the server's filters. */
export function eInvoiceMatches(row: EInvoiceQueueRow, params: ListParams): boolean {
  if (params.status && row.status !== params.status) return false;
  return containsText(params.search, row.number, row.client_name, row.irn ?? '');
}

/**
 * The live event e_invoice (a registration queued, registered, failed, cancelled…): its invoice's screens ask
 * again, and the row changes in place in every loaded queue.
 */
export function useEInvoiceEvents(): void {
  const qc = useQueryClient();
  useSocketEvent(EVENTS.eInvoice, (row) => {
    void qc.invalidateQueries({ queryKey: invoiceKeys.detail(row.invoice_id) });
    upsertInPagedLists<EInvoiceQueueRow, PagedResponse<EInvoiceQueueRow>>(
      qc,
      eInvoiceKeys.lists,
      row,
      eInvoiceMatches,
    );
  });
}

/** While the job has it (queued or running), its outcome is awaited: the screens poll as a fallback. */
export const isPending = (status: EInvoiceStatus | undefined): boolean =>
  status === 'queued' || status === 'running';

/** Failed and rejected registrations may be sent again (after a fix, for a rejection). */
export const isRetryable = (status: EInvoiceStatus): boolean => status === 'failed' || status === 'rejected';

/** How often a screen asks again while a registration is pending and no live event came. */
export const PENDING_POLL_MS = 3000;

/** After a registration or a cancellation: the invoice's screens and every queue list ask again. */
export function refreshAfterEInvoice(qc: QueryClient, invoiceId: number): void {
  void qc.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) });
  void qc.invalidateQueries({ queryKey: eInvoiceKeys.lists });
}
