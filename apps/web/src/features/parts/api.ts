import { EVENTS } from '@aquadesk/shared/events.ts';
import type {
  ContractPartsResponse,
  PartLine,
  PartPick,
  PartsToInvoiceResponse,
  TAddPartRequest,
  TaskPartsResponse,
} from '@aquadesk/shared/parts.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

/** The parts used on tasks (issue 43 item 5; docs/api.md "Parts"). */
export const partsKeys = {
  all: ['parts'] as const,
  task: (taskId: number) => [...partsKeys.all, 'task', taskId] as const,
  picks: (search: string) => [...partsKeys.all, 'picks', search] as const,
  toInvoice: (search: string) => [...partsKeys.all, 'to-invoice', search] as const,
  contract: (id: number) => [...partsKeys.all, 'contract', id] as const,
  equipment: (id: number) => [...partsKeys.all, 'equipment', id] as const,
};

export const PARTS_TO_INVOICE_PATH = '/parts/to-invoice';

export const fetchTaskParts = (taskId: number, signal?: AbortSignal) =>
  apiRequest<TaskPartsResponse>(`/parts/tasks/${taskId}`, { signal });

export const fetchPartPicks = async (search: string, signal?: AbortSignal) =>
  (await apiRequest<{ data: PartPick[] }>('/parts/picks', { query: { search: search || undefined }, signal }))
    .data;

export const addPart = async (body: TAddPartRequest) =>
  (await apiRequest<{ data: PartLine }>('/parts', { body })).data;

export const removePart = (id: number) => apiRequest<{ ok: true }>(`/parts/${id}`, { method: 'DELETE' });

export const fetchPartsToInvoice = (search: string, cursor: string | undefined, signal?: AbortSignal) =>
  apiRequest<PartsToInvoiceResponse>(PARTS_TO_INVOICE_PATH, {
    query: { search: search || undefined, cursor },
    signal,
  });

export const invoiceClientParts = async (clientId: number) =>
  (
    await apiRequest<{ data: { id: number; lines: number } }>('/parts/invoices', {
      body: { client_id: clientId },
    })
  ).data;

export const fetchContractParts = (id: number, signal?: AbortSignal) =>
  apiRequest<ContractPartsResponse>(`/parts/contracts/${id}`, { signal });

export const fetchEquipmentParts = async (id: number, signal?: AbortSignal) =>
  (await apiRequest<{ data: PartLine[] }>(`/parts/equipment/${id}`, { signal })).data;

/** A task's lines, and whether the caller may change them. */
export function useTaskParts(taskId: number) {
  return useQuery({
    queryKey: partsKeys.task(taskId),
    queryFn: ({ signal }) => fetchTaskParts(taskId, signal),
    retry: false,
  });
}

/**
 * Every parts view reloads on `part_update` (a line added, removed or invoiced) and on a deleted draft
 * (`invoice_remove`, which frees the lines it held).
 */
export function usePartEvents() {
  const qc = useQueryClient();
  useSocketEvents([EVENTS.partUpdate, EVENTS.invoiceRemove], () => {
    void qc.invalidateQueries({ queryKey: partsKeys.all });
  });
}
