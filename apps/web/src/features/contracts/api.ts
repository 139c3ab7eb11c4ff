import type {
  BillPeriodResponse,
  ContractBillingPlan,
  ContractBillingResponse,
  TBillPeriodRequest,
} from '@aquadesk/shared/contract-billing.ts';
import type {
  ContractClientPick,
  ContractDetail,
  ContractEquipmentRef,
  ContractFormOptions,
  ContractListResponse,
  ContractListRow,
  ContractProductRef,
  ContractStaffPick,
  TCancelContractRequest,
  TContractRequest,
} from '@aquadesk/shared/contracts.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { PageInfo } from '@aquadesk/shared/paging.ts';
import type { SiteListResponse } from '@aquadesk/shared/sites.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { containsText, type ListParams, upsertInPagedLists, usePagedList } from '../../lib/paged-list.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

export const contractKeys = {
  all: ['contracts'] as const,
  lists: ['contracts', 'list'] as const,
  detail: (id: number) => ['contracts', 'detail', id] as const,
  options: ['contracts', 'options'] as const,
  clients: (search: string) => ['contracts', 'picks', 'clients', search] as const,
  sites: (clientId: number, search: string) => ['contracts', 'picks', 'sites', clientId, search] as const,
  equipment: (siteIds: readonly number[]) => ['contracts', 'picks', 'equipment', ...siteIds] as const,
  staff: ['contracts', 'picks', 'staff'] as const,
  products: (search: string) => ['contracts', 'picks', 'products', search] as const,
  /** under the contract's detail: its page's reload (contract_update) reloads the plan too */
  billing: (id: number) => ['contracts', 'detail', id, 'billing'] as const,
};

export const contractPath = (id: number) => `/contracts/${id}`;

/** GET /api/contracts: searched, filtered, sorted and paged by the server (docs/api.md "Contracts"). */
export function useContractList(params: ListParams) {
  return usePagedList<ContractListRow, ContractListResponse>(contractKeys.lists, '/contracts', params);
}

/** Does a row (from a live event) belong in a list with these filters? As the server's filters. */
export function contractMatches(row: ContractListRow, params: ListParams): boolean {
  if (params.status && row.status !== params.status) return false;
  if (params.client_id && String(row.client_id) !== params.client_id) return false;
  return containsText(params.search, row.number ?? '', row.client_name, row.organization ?? '');
}

/**
 * `contract_add` / `contract_update`: the row joins or changes in every loaded list it matches (a new one on
 * top of the newest-first lists; a sorted list gets it on its next load), and the contract's page reloads.
 */
export function useContractEvents(): void {
  const qc = useQueryClient();
  useSocketEvents([EVENTS.contractAdd, EVENTS.contractUpdate], (row) => {
    upsertInPagedLists<ContractListRow, ContractListResponse>(qc, contractKeys.lists, row, contractMatches);
    void qc.invalidateQueries({ queryKey: contractKeys.detail(row.id) });
  });
}

type Answer = { data: ContractDetail };

export async function fetchContract(id: number, signal?: AbortSignal): Promise<ContractDetail> {
  return (await apiRequest<Answer>(`/contracts/${id}`, { signal })).data;
}

export async function createContract(body: TContractRequest): Promise<ContractDetail> {
  return (await apiRequest<Answer>('/contracts', { body })).data;
}

export async function updateContract(id: number, body: TContractRequest): Promise<ContractDetail> {
  return (await apiRequest<Answer>(`/contracts/${id}`, { method: 'PUT', body })).data;
}

export async function activateContract(id: number): Promise<ContractDetail> {
  return (await apiRequest<Answer>(`/contracts/${id}/activate`, { method: 'POST', body: {} })).data;
}

export async function cancelContract(id: number, body: TCancelContractRequest): Promise<ContractDetail> {
  return (await apiRequest<Answer>(`/contracts/${id}/cancel`, { body })).data;
}

/** The company's GST rates and the usual SAC, for the form. */
export function useContractOptions() {
  return useQuery({
    queryKey: contractKeys.options,
    queryFn: ({ signal }) => apiRequest<ContractFormOptions>('/contracts/options', { signal }),
    staleTime: 60_000,
  });
}

export function fetchClientPicks(search: string, cursor: string | undefined, signal: AbortSignal) {
  return apiRequest<PageInfo & { data: ContractClientPick[] }>('/contracts/picks/clients', {
    signal,
    query: { search: search || undefined, cursor },
  });
}

export function fetchSitePicks(
  clientId: number,
  search: string,
  cursor: string | undefined,
  signal: AbortSignal,
) {
  return apiRequest<SiteListResponse>('/contracts/picks/sites', {
    signal,
    query: { client_id: String(clientId), search: search || undefined, cursor },
  });
}

/** The equipment in service at the chosen sites. */
export function useEquipmentPicks(siteIds: readonly number[]) {
  return useQuery({
    queryKey: contractKeys.equipment(siteIds),
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContractEquipmentRef[] }>('/contracts/picks/equipment', {
        signal,
        query: { site_ids: siteIds.join(',') },
      }),
    enabled: siteIds.length > 0,
  });
}

export function useStaffPicks() {
  return useQuery({
    queryKey: contractKeys.staff,
    queryFn: ({ signal }) => apiRequest<{ data: ContractStaffPick[] }>('/contracts/picks/staff', { signal }),
    staleTime: 60_000,
  });
}

export function useProductPicks(search: string, enabled: boolean) {
  return useQuery({
    queryKey: contractKeys.products(search),
    queryFn: ({ signal }) =>
      apiRequest<{ data: ContractProductRef[] }>('/contracts/picks/products', {
        signal,
        query: { search: search || undefined },
      }),
    enabled,
  });
}

/** GET /api/contracts/:id/billing: the contract's billing plan (issue 43 item 8). */
export async function fetchContractBilling(id: number, signal?: AbortSignal): Promise<ContractBillingPlan> {
  return (await apiRequest<ContractBillingResponse>(`/contracts/${id}/billing`, { signal })).data;
}

/** POST /api/contract-bills: Bill now (or Make again) a period whose bill day has come. */
export async function billContractPeriod(body: TBillPeriodRequest): Promise<BillPeriodResponse['data']> {
  return (await apiRequest<BillPeriodResponse>('/contract-bills', { body })).data;
}
