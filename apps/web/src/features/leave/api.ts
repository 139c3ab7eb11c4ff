import { EVENTS } from '@aquadesk/shared/events.ts';
import type {
  LeaveRecord,
  LeaveSummaryResponse,
  TApplyLeaveRequest,
  TApproveLeaveRequest,
  TUpdateLeaveRequest,
} from '@aquadesk/shared/leave.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { upsertById } from '../../lib/live-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const leaveKeys = {
  all: ['leave'] as const,
  list: () => [...leaveKeys.all, 'list'] as const,
  summary: () => [...leaveKeys.all, 'summary'] as const,
};

export async function fetchLeaves(signal?: AbortSignal): Promise<LeaveRecord[]> {
  return (await apiRequest<{ data: LeaveRecord[] }>('/get_leaves', { signal })).data;
}

export function fetchLeaveSummary(signal?: AbortSignal) {
  return apiRequest<LeaveSummaryResponse>('/leave-summary', { signal });
}

export async function applyLeave(body: TApplyLeaveRequest): Promise<LeaveRecord> {
  return (await apiRequest<{ data: LeaveRecord }>('/apply-leave', { body })).data;
}

export async function updateLeave(body: TUpdateLeaveRequest): Promise<LeaveRecord> {
  return (await apiRequest<{ data: LeaveRecord }>('/update-leave', { body })).data;
}

export async function approveLeave(body: TApproveLeaveRequest): Promise<LeaveRecord> {
  return (await apiRequest<{ data: LeaveRecord }>('/approve-leave', { body })).data;
}

/** Puts a leave into the cached list: replaced by id, or added (spec 000 §4 update_leave / update_edit_leave). */
export function upsertLeave(list: LeaveRecord[] | undefined, leave: LeaveRecord): LeaveRecord[] | undefined {
  return list ? upsertById(list, leave, 'first') : list;
}

/** Live events keep the open list current; a decision also changes the days taken. */
export function useLeaveEvents(): void {
  const qc = useQueryClient();
  const apply = (leave: LeaveRecord) => {
    qc.setQueryData<LeaveRecord[]>(leaveKeys.list(), (list) => upsertLeave(list, leave));
    if (leave.status !== 'PENDING') void qc.invalidateQueries({ queryKey: leaveKeys.summary() });
  };
  useSocketEvent(EVENTS.updateLeave, apply);
  useSocketEvent(EVENTS.updateEditLeave, apply);
}
