import type { BulkResponse } from '@aquadesk/shared/bulk.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type {
  LeaveListResponse,
  LeaveRecord,
  LeaveSummaryResponse,
  TApplyLeaveRangeRequest,
  TApplyLeaveRequest,
  TApproveLeaveRequest,
  TApproveLeavesRequest,
  TUpdateLeaveRequest,
} from '@aquadesk/shared/leave.ts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { containsText, type ListParams, upsertInPagedLists, usePagedList } from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const leaveKeys = {
  all: ['leave'] as const,
  list: () => [...leaveKeys.all, 'list'] as const,
  summary: () => [...leaveKeys.all, 'summary'] as const,
};

/** The leaves the caller may see, paged and filtered by the server (status, type, dates, person). */
export function useLeaves(params: ListParams) {
  return usePagedList<LeaveRecord, LeaveListResponse>(leaveKeys.list(), '/get_leaves', params);
}

export function fetchLeaveSummary(signal?: AbortSignal) {
  return apiRequest<LeaveSummaryResponse>('/leave-summary', { signal });
}

export async function applyLeave(body: TApplyLeaveRequest): Promise<LeaveRecord> {
  return (await apiRequest<{ data: LeaveRecord }>('/apply-leave', { body })).data;
}

/** One leave per working day of the range, all or none (docs/api.md "Leave", ranges). */
export async function applyLeaveRange(body: TApplyLeaveRangeRequest): Promise<LeaveRecord[]> {
  return (await apiRequest<{ data: LeaveRecord[] }>('/apply-leave-range', { body })).data;
}

export async function updateLeave(body: TUpdateLeaveRequest): Promise<LeaveRecord> {
  return (await apiRequest<{ data: LeaveRecord }>('/update-leave', { body })).data;
}

export async function approveLeave(body: TApproveLeaveRequest): Promise<LeaveRecord> {
  return (await apiRequest<{ data: LeaveRecord }>('/approve-leave', { body })).data;
}

/** POST /approve-leaves: the ticked pending leaves approved or rejected at once, answered per leave. */
export function approveLeaves(body: TApproveLeavesRequest): Promise<BulkResponse> {
  return apiRequest<BulkResponse>('/approve-leaves', { body });
}

const matches = (l: LeaveRecord, p: ListParams) =>
  (p.status === 'DECIDED' ? l.status !== 'PENDING' : !p.status || l.status === p.status) &&
  (!p.leave_type || l.leave_type === p.leave_type) &&
  (!p.from || l.leave_date >= p.from) &&
  (!p.to || l.leave_date <= p.to) &&
  containsText(p.search, l.name, l.email);

/**
 * Puts a leave into the cached lists (spec 000 §4 update_leave / update_edit_leave): replaced in place,
 * added on top of a list it matches, or taken out of one it no longer matches (a decided leave leaves
 * the pending list).
 */
export function putLeave(qc: QueryClient, leave: LeaveRecord): void {
  upsertInPagedLists<LeaveRecord, LeaveListResponse>(qc, leaveKeys.list(), leave, matches);
}

/** Live events keep the open list current; a decision also changes the days taken. */
export function useLeaveEvents(): void {
  const qc = useQueryClient();
  const apply = (leave: LeaveRecord) => {
    putLeave(qc, leave);
    if (leave.status !== 'PENDING') void qc.invalidateQueries({ queryKey: leaveKeys.summary() });
  };
  useSocketEvent(EVENTS.updateLeave, apply);
  useSocketEvent(EVENTS.updateEditLeave, apply);
}
