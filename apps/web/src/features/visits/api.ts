import { EVENTS } from '@aquadesk/shared/events.ts';
import type {
  ContractVisitsResponse,
  TMoveVisitRequest,
  TReassignVisitRequest,
  VisitListResponse,
  VisitResponse,
  VisitRow,
  VisitState,
  VisitTechniciansResponse,
} from '@aquadesk/shared/visits.ts';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { usePages } from '../../lib/paged-list.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

/** The days a calendar shows, both included, and whose visits (undefined: everyone's). */
export interface VisitRange {
  from: string;
  to: string;
  technicianId?: number | undefined;
}

export const visitKeys = {
  all: ['visits'] as const,
  ranges: ['visits', 'range'] as const,
  range: (r: VisitRange) => ['visits', 'range', r.from, r.to, r.technicianId ?? 'all'] as const,
  technicians: ['visits', 'technicians'] as const,
  contract: (id: number) => ['visits', 'contract', id] as const,
};

/** Each state's colour (Mantine's palette): the calendar's legend and chips, a contract's visits. */
export const VISIT_STATE_COLORS: Record<VisitState, string> = {
  planned: 'blue',
  due: 'orange',
  done: 'teal',
  missed: 'red',
  cancelled: 'gray',
};

/** GET /api/visits (docs/api.md "Visits"): the visits planned in the range, by day. */
export function useVisits(range: VisitRange) {
  return useQuery({
    queryKey: visitKeys.range(range),
    queryFn: async ({ signal }) => {
      const q = new URLSearchParams({ from: range.from, to: range.to });
      if (range.technicianId !== undefined) q.set('technician_id', String(range.technicianId));
      return (await apiRequest<VisitListResponse>(`/visits?${q}`, { signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/visits/contract/:id: a contract's visits by day, paged (its page). A visit of it that changes
 * (`visit_update`: planned, moved, reassigned, made a task, cancelled) reloads them.
 */
export function useContractVisits(contractId: number) {
  const qc = useQueryClient();
  useSocketEvents([EVENTS.visitUpdate], (row) => {
    if (row.contract_id === contractId)
      void qc.invalidateQueries({ queryKey: visitKeys.contract(contractId) });
  });
  return usePages(visitKeys.contract(contractId), (cursor, signal) =>
    apiRequest<ContractVisitsResponse>(`/visits/contract/${contractId}`, { signal, query: { cursor } }),
  );
}

/** GET /api/visits/technicians: the staff the calendar filters by and a visit may be given to. */
export function useVisitTechnicians() {
  return useQuery({
    queryKey: visitKeys.technicians,
    queryFn: async ({ signal }) =>
      (await apiRequest<VisitTechniciansResponse>('/visits/technicians', { signal })).data,
    staleTime: 60_000,
  });
}

export async function moveVisit(id: number, body: TMoveVisitRequest): Promise<VisitRow> {
  return (await apiRequest<VisitResponse>(`/visits/${id}/move`, { body })).data;
}

export async function reassignVisit(id: number, body: TReassignVisitRequest): Promise<VisitRow> {
  return (await apiRequest<VisitResponse>(`/visits/${id}/reassign`, { body })).data;
}

/** A changed visit in every loaded range: replaced, added where it now belongs, dropped where it no longer does. */
export function putVisit(qc: QueryClient, row: VisitRow): void {
  for (const [key, rows] of qc.getQueriesData<VisitRow[]>({ queryKey: visitKeys.ranges })) {
    if (!rows) continue;
    const [, , from, to, who] = key as ReturnType<typeof visitKeys.range>;
    const belongs =
      row.planned_on >= from && row.planned_on <= to && (who === 'all' || who === row.technician_id);
    const others = rows.filter((r) => r.id !== row.id);
    const next = belongs ? [...others, row] : others;
    next.sort((a, b) => a.planned_on.localeCompare(b.planned_on) || a.id - b.id);
    qc.setQueryData(key, next);
  }
}

/**
 * `visit_update`: the visit changes in place on every loaded calendar. A contract activated or cancelled
 * (`contract_update`, to those who see contracts) plans or cancels many at once, and a task finished or
 * reviewed may make its visit done: the calendar reads again.
 */
export function useVisitEvents(): void {
  const qc = useQueryClient();
  useSocketEvents([EVENTS.visitUpdate], (row) => putVisit(qc, row));
  // a contract activated or cancelled plans or cancels many; a task finished makes its visit done
  useSocketEvents([EVENTS.contractUpdate, EVENTS.awFinish, EVENTS.awReview], () => {
    void qc.invalidateQueries({ queryKey: visitKeys.ranges });
  });
}
