import { EVENTS } from '@aquadesk/shared/events.ts';
import {
  type CreateInvoiceResponse,
  INVOICE_ORGANIZATIONS_PICK,
  type InvoiceListResponse,
  type InvoiceListRow,
  type InvoiceOrganizationPick,
  type InvoiceOrganizationsResponse,
  type TCreateInvoiceRequest,
} from '@aquadesk/shared/invoices.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { containsText, type ListParams, upsertInPagedLists, usePagedList } from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';
import { invoiceKeys } from './quick-pay-api.ts';

// ——— staff: the list and the form ———

/** The list (search, organisation, status), paged by the server (docs/api.md "Lists"). */
export function useInvoiceList(params: ListParams) {
  return usePagedList<InvoiceListRow, InvoiceListResponse>(invoiceKeys.lists, '/get-invoic-list', params);
}

/** Does a row (from a live event) belong in a list with these filters? As the server's filters. */
export function invoiceMatches(row: InvoiceListRow, params: ListParams): boolean {
  if (params.status && row.status !== params.status) return false;
  if (params.organization && row.organization.toLowerCase() !== params.organization.toLowerCase()) {
    return false;
  }
  // the server also finds an invoice by its exact number
  return params.search === String(row.id) || containsText(params.search, row.organization, row.phone_number);
}

/** spec 001 §4: a paid invoice changes its row in every loaded list, without a reload. */
export function useInvoiceEvents(): void {
  const qc = useQueryClient();
  useSocketEvent(EVENTS.invoicePaid, (row) => {
    upsertInPagedLists<InvoiceListRow, InvoiceListResponse>(qc, invoiceKeys.lists, row, invoiceMatches);
    void qc.invalidateQueries({ queryKey: invoiceKeys.detail(row.id) });
  });
}

/** POST /invoice_generater: the new invoice's id and its `pay_link` (the link with its key). */
export function createInvoice(body: TCreateInvoiceRequest): Promise<CreateInvoiceResponse> {
  return apiRequest<CreateInvoiceResponse>('/invoice_generater', { body });
}

/** Client organisations to suggest on the form (GET /invoice-organizations); free text stays allowed. */
export async function suggestOrganizations(
  search: string,
  signal?: AbortSignal,
): Promise<InvoiceOrganizationPick[]> {
  const res = await apiRequest<InvoiceOrganizationsResponse>('/invoice-organizations', {
    query: { search: search.trim() || undefined, limit: INVOICE_ORGANIZATIONS_PICK },
    signal,
  });
  return res.data;
}
