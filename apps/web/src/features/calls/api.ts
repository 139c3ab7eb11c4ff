import type {
  CallClock,
  CallSitePick,
  ContractSla,
  RaisedCall,
  TPauseCallRequest,
  TRaiseCallRequest,
} from '@aquadesk/shared/calls.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

/** Breakdown calls (issue 43 item 7; docs/api.md "Breakdown calls"). */
export const callKeys = {
  all: ['calls'] as const,
  clock: (taskId: number) => [...callKeys.all, 'clock', taskId] as const,
  picks: () => [...callKeys.all, 'picks'] as const,
  sla: (contractId: number) => [...callKeys.all, 'sla', contractId] as const,
};

export const fetchCallClock = async (taskId: number, signal?: AbortSignal) =>
  (await apiRequest<{ data: CallClock }>(`/calls/${taskId}`, { signal })).data;

export const fetchCallPicks = async (signal?: AbortSignal) =>
  (await apiRequest<{ data: CallSitePick[] }>('/calls/picks', { signal })).data;

export const raiseCall = async (body: TRaiseCallRequest) =>
  (await apiRequest<{ data: RaisedCall }>('/calls', { body })).data;

export const pauseCall = async (taskId: number, body: TPauseCallRequest) =>
  (await apiRequest<{ data: CallClock }>(`/calls/${taskId}/pause`, { body })).data;

export const resumeCall = async (taskId: number) =>
  (await apiRequest<{ data: CallClock }>(`/calls/${taskId}/resume`, { method: 'POST', body: {} })).data;

export const fetchContractSla = async (contractId: number, signal?: AbortSignal) =>
  (await apiRequest<{ data: ContractSla }>(`/calls/contracts/${contractId}/sla`, { signal })).data;

/** A task's call and its clock (404: the task is no call, or not the caller's to see). */
export function useCallClock(taskId: number) {
  return useQuery({
    queryKey: callKeys.clock(taskId),
    queryFn: ({ signal }) => fetchCallClock(taskId, signal),
    retry: false,
  });
}

/** A contract's SLA figures. */
export function useContractSla(contractId: number) {
  return useQuery({
    queryKey: callKeys.sla(contractId),
    queryFn: ({ signal }) => fetchContractSla(contractId, signal),
    enabled: Number.isInteger(contractId) && contractId > 0,
    retry: false,
  });
}

/**
 * Every call view reloads on `call_update` (paused, resumed) and on the task moves that set its clock
 * (started: responded; reviewed: resolved), and on a new maintenance task (a contract's open calls).
 */
export function useCallEvents() {
  const qc = useQueryClient();
  useSocketEvents(
    [EVENTS.callUpdate, EVENTS.awStart, EVENTS.awReview, EVENTS.newMaintenanceTask],
    () => void qc.invalidateQueries({ queryKey: callKeys.all }),
  );
}
