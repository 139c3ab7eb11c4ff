import type { EstimateListResponse } from '@aquadesk/shared/estimates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type {
  CreateInvoiceResponse,
  InvoiceListResponse,
  InvoiceListRow,
  TCreateInvoiceRequest,
} from '@aquadesk/shared/invoices.ts';
import type { Principal } from '@aquadesk/shared/permissions.ts';
import { can } from '@aquadesk/shared/permissions.ts';
import { ORGANIZATION_PICKER_LIMIT, type OrganizationSearchResponse } from '@aquadesk/shared/sites.ts';
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

export async function createInvoice(body: TCreateInvoiceRequest): Promise<number> {
  return (await apiRequest<CreateInvoiceResponse>('/invoice_generater', { body })).id;
}

/**
 * Organisations to suggest on the form, from the clients. An admin asks the site form's organisation
 * search; a technical director, who may not call it, finds them through the estimate list's site search
 * (the sites of clients, with their organisations), which is theirs to call. Free text stays allowed.
 */
export async function suggestOrganizations(
  principal: Principal | null,
  search: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const q = search.trim() || undefined;
  let names: string[] = [];
  if (can(principal, 'site.create')) {
    const res = await apiRequest<OrganizationSearchResponse>('/search-organizations', {
      query: { search: q, limit: ORGANIZATION_PICKER_LIMIT },
      signal,
    });
    names = res.data.map((o) => o.organization ?? '');
  } else if (can(principal, 'estimate.list')) {
    const res = await apiRequest<EstimateListResponse>('/get-estimate-list', {
      query: { limit: 1, site_search: q },
      signal,
    });
    names = res.sites.map((s) => s.organization ?? '');
  }
  return [...new Set(names.map((n) => n.trim()).filter(Boolean))];
}
