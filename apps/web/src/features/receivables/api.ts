import { INVOICE_BOOK_EVENTS } from '@aquadesk/shared/events.ts';
import type {
  ClientStatementResponse,
  ReceivableRow,
  ReceivablesResponse,
} from '@aquadesk/shared/receivables.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { type ListParams, usePagedList } from '../../lib/paged-list.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

/** Under the invoices' keys: a payment, a note or a live event refreshes what is owed too. */
export const receivableKeys = {
  lists: ['invoices', 'receivables'] as const,
  statement: (clientId: number, from: string, to: string) =>
    ['invoices', 'statement', clientId, from, to] as const,
  /** Every period of one client's statement. */
  clientStatements: (clientId: number) => ['invoices', 'statement', clientId] as const,
  /** Every invoice screen (what it says of the client's reminders). */
  invoiceDetails: ['invoices', 'detail'] as const,
};

/**
 * GET /receivables a page at a time: the clients who owe, most owed first, aged by days past due. Any
 * change to the books (INVOICE_BOOK_EVENTS: an issue, a cancellation, a note, a payment, a refund) may move
 * a client, so it refetches the pages loaded; a reminder or a mail does not.
 */
export function useReceivables(params: ListParams) {
  const list = usePagedList<ReceivableRow, ReceivablesResponse>(receivableKeys.lists, '/receivables', params);
  const qc = useQueryClient();
  useSocketEvents(INVOICE_BOOK_EVENTS, () => void qc.invalidateQueries({ queryKey: receivableKeys.lists }));
  return list;
}

/** GET /clients/{id}/statement: the period's invoices, notes, payments and refunds with a running balance. */
export function fetchStatement(
  clientId: number,
  period: { from: string; to: string },
  signal?: AbortSignal,
): Promise<ClientStatementResponse> {
  return apiRequest<ClientStatementResponse>(`/clients/${clientId}/statement`, {
    query: { from: period.from || undefined, to: period.to || undefined },
    signal,
  });
}

/** The client's statement page (its path lives with the invoices, which link to it; receivables draws it). */
export { statementPath } from '../invoices/api.ts';
