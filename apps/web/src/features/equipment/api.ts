import {
  EQUIPMENT_KIND_LABELS,
  type EquipmentHistoryResponse,
  type EquipmentListResponse,
  type EquipmentRow,
  type TAddEquipmentRequest,
  type TEditEquipmentRequest,
} from '@aquadesk/shared/equipment.ts';
import { EVENTS, TASK_EVENTS } from '@aquadesk/shared/events.ts';
import type { SitePick } from '@aquadesk/shared/sites.ts';
import type { TaskRow } from '@aquadesk/shared/work.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { containsText, usePages, useUpsertInPagedLists } from '../../lib/paged-list.ts';
import { useSocketEvent, useSocketEvents } from '../../lib/socket/socket-context.ts';

/** The equipment list's filters, as in the URL ('' or undefined for all). */
export interface EquipmentFilters {
  search?: string | undefined;
  kind?: string | undefined;
  site?: string | undefined;
  status?: string | undefined;
  sort?: string | undefined;
}

export const equipmentKeys = {
  all: ['equipment'] as const,
  lists: () => [...equipmentKeys.all, 'list'] as const,
  /** Each order's lists apart, so a live row is placed in each list's own order. */
  sorted: (sort: string) => [...equipmentKeys.lists(), sort] as const,
  list: (f: EquipmentFilters) => [...equipmentKeys.sorted(f.sort || 'name'), f] as const,
  piece: (id: number) => [...equipmentKeys.all, 'piece', id] as const,
  history: (id: number) => [...equipmentKeys.all, 'history', id] as const,
  sitePicks: (search: string) => [...equipmentKeys.all, 'site-picks', search] as const,
  atSite: (siteId: number) => [...equipmentKeys.all, 'at-site', siteId] as const,
};

/** The query string of the list's GET and its export. */
export const equipmentQuery = (f: EquipmentFilters) => ({
  search: f.search || undefined,
  kind: f.kind || undefined,
  site_id: f.site || undefined,
  status: f.status || undefined,
  sort: f.sort || undefined,
});

export function fetchEquipment(f: EquipmentFilters, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<EquipmentListResponse>('/equipment', {
    query: { ...equipmentQuery(f), cursor },
    signal,
  });
}

export async function fetchPiece(id: number, signal?: AbortSignal): Promise<EquipmentRow> {
  return (await apiRequest<{ data: EquipmentRow }>(`/equipment/${id}`, { signal })).data;
}

export function fetchHistory(id: number, cursor: string | undefined, signal?: AbortSignal) {
  return apiRequest<EquipmentHistoryResponse>(`/equipment/${id}/history`, { query: { cursor }, signal });
}

export async function addPiece(body: TAddEquipmentRequest): Promise<EquipmentRow> {
  return (await apiRequest<{ data: EquipmentRow }>('/equipment', { body })).data;
}

export async function editPiece(id: number, body: TEditEquipmentRequest): Promise<EquipmentRow> {
  return (await apiRequest<{ data: EquipmentRow }>(`/equipment/${id}`, { method: 'PUT', body })).data;
}

export async function retirePiece(id: number, retiredOn: string): Promise<EquipmentRow> {
  return (
    await apiRequest<{ data: EquipmentRow }>(`/equipment/${id}/retire`, { body: { retired_on: retiredOn } })
  ).data;
}

export async function returnPiece(id: number): Promise<EquipmentRow> {
  return (await apiRequest<{ data: EquipmentRow }>(`/equipment/${id}/return`, { body: {} })).data;
}

/** Does a piece belong in a list with these filters (a live event's or a save's row)? As the server's. */
export function pieceInFilters(p: EquipmentRow, f: EquipmentFilters): boolean {
  if (f.kind && p.kind !== f.kind) return false;
  if (f.site && String(p.site_id) !== f.site) return false;
  if (f.status === 'in_service' && p.retired_on) return false;
  if (f.status === 'retired' && !p.retired_on) return false;
  return containsText(f.search, p.name, p.make, p.model, p.serial_number);
}

/** The list's order for a new row: by name, by site then name, or newest first (on top). */
function orderOf(sort: 'name' | 'site'): (a: EquipmentRow, b: EquipmentRow) => number {
  const byName = (a: EquipmentRow, b: EquipmentRow) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;
  if (sort === 'site')
    return (a, b) => a.site_name.toLowerCase().localeCompare(b.site_name.toLowerCase()) || byName(a, b);
  return byName;
}

/** Puts a saved or announced piece into the cached lists (each in its order), and its page's cache. */
export function useApplyPiece() {
  const qc = useQueryClient();
  const byName = useUpsertInPagedLists<EquipmentRow, EquipmentFilters>(
    equipmentKeys.sorted('name'),
    pieceInFilters,
    undefined,
    orderOf('name'),
  );
  const bySite = useUpsertInPagedLists<EquipmentRow, EquipmentFilters>(
    equipmentKeys.sorted('site'),
    pieceInFilters,
    undefined,
    orderOf('site'),
  );
  const newest = useUpsertInPagedLists<EquipmentRow, EquipmentFilters>(
    equipmentKeys.sorted('newest'),
    pieceInFilters,
  );
  return (piece: EquipmentRow) => {
    byName(piece);
    bySite(piece);
    newest(piece);
    qc.setQueryData(equipmentKeys.piece(piece.id), piece);
    void qc.invalidateQueries({ queryKey: equipmentKeys.atSite(piece.site_id) });
  };
}

/** The equipment list, paged by the server and kept live (equipment_add, equipment_update). */
export function useEquipmentList(filters: EquipmentFilters) {
  const list = usePages(equipmentKeys.list(filters), (cursor, signal) =>
    fetchEquipment(filters, cursor, signal),
  );
  const apply = useApplyPiece();
  useSocketEvent(EVENTS.equipmentAdd, apply);
  useSocketEvent(EVENTS.equipmentUpdate, apply);
  return list;
}

/** One piece, kept live. */
export function usePiece(id: number) {
  const apply = useApplyPiece();
  useSocketEvent(EVENTS.equipmentUpdate, (p) => {
    if (p.id === id) apply(p);
  });
  return useQuery({ queryKey: equipmentKeys.piece(id), queryFn: ({ signal }) => fetchPiece(id, signal) });
}

/** The piece's history: its maintenance calls, newest first, paged; a call that names it, new or moved, reloads it. */
export function useHistory(id: number) {
  const qc = useQueryClient();
  useSocketEvents(TASK_EVENTS, (task: TaskRow) => {
    if (task.equipment_id === id) void qc.invalidateQueries({ queryKey: equipmentKeys.history(id) });
  });
  return usePages(equipmentKeys.history(id), (cursor, signal) => fetchHistory(id, cursor, signal));
}

/** The sites a form or the site filter picks from, searched on the server. */
export function useEquipmentSitePicks(search: string, enabled = true) {
  return useQuery({
    queryKey: equipmentKeys.sitePicks(search),
    queryFn: ({ signal }) =>
      apiRequest<{ data: SitePick[] }>('/equipment/site-picks', {
        query: { search: search || undefined },
        signal,
      }),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * A site's pieces in service (the maintenance form's picker), at most a page: null site, nothing asked.
 * Other features read a site's equipment through this hook.
 */
export function useSiteEquipment(siteId: number | null, enabled = true) {
  return useQuery({
    queryKey: equipmentKeys.atSite(siteId ?? 0),
    queryFn: ({ signal }) =>
      fetchEquipment({ site: String(siteId), status: 'in_service' }, undefined, signal),
    enabled: enabled && siteId !== null,
    staleTime: 30_000,
  });
}

export const kindLabel = (kind: EquipmentRow['kind']) => EQUIPMENT_KIND_LABELS[kind];
