import type { ClientStatementResponse, ReceivablesResponse } from '@aquadesk/shared/receivables.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** Under the invoices' keys: a payment, a note or a live event refreshes what is owed too. */
export const receivableKeys = {
  list: (search: string) => ['invoices', 'receivables', search] as const,
  statement: (clientId: number, from: string, to: string) =>
    ['invoices', 'statement', clientId, from, to] as const,
};

/** GET /receivables: the clients who owe, most owed first, aged by days past due. */
export function fetchReceivables(search: string, signal?: AbortSignal): Promise<ReceivablesResponse> {
  return apiRequest<ReceivablesResponse>('/receivables', {
    query: { search: search.trim() || undefined, limit: 100 },
    signal,
  });
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

/** The first day of the financial year (1 April, IST) that holds `today` ('YYYY-MM-DD'). */
export function financialYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** The client's statement page. */
export const statementPath = (clientId: number) => `/statement/${clientId}`;
