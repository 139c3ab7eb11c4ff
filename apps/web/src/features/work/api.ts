import type { EstimateListRow } from '@aquadesk/shared/estimates.ts';
import { ESTIMATE_MOVE_EVENTS, EVENTS, TASK_EVENTS } from '@aquadesk/shared/events.ts';
import {
  PRIORITY_RANK,
  type Priority,
  type TAddMaintenanceRequest,
  type TAddNewWorkRequest,
  TASK_STATUS_RANK,
  type TaskRow,
  type TaskStatus,
  type TCommentPartInput,
  type TReviewWorkRequest,
  type WorkEstimate,
  type WorkListResponse,
  type WorkPickersResponse,
  type WorkReportPerson,
  type WorkReportResponse,
  workEstimateFromWire,
} from '@aquadesk/shared/work.ts';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '../../lib/api-client.ts';
import { type ListParams, type PagedResponse, upsertInPagedLists } from '../../lib/paged-list.ts';
import { putSaved } from '../../lib/put-saved.ts';
import { useSession } from '../../lib/session-store.ts';
import { useSocketEvent, useSocketEvents } from '../../lib/socket/socket-context.ts';

/** The colour of each task status and priority, on the list, the report and the client page. */
export const TASK_STATUS_COLOR: Record<TaskStatus, string> = {
  ASSIGNED: 'orange',
  'IN PROGRESS': 'violet',
  'RE:IN PROGRESS': 'grape',
  REVIEWING: 'blue',
  FINISHED: 'teal',
};
export const PRIORITY_COLOR: Record<Priority, string> = { URGENT: 'red', MEDIUM: 'yellow', LOW: 'gray' };

/** The Assignments tab's filters (spec 001 §9: kept in local storage under work_table_filter). */
export interface WorkFilters {
  status: TaskStatus | null;
  priority: Priority | null;
  worktype: string | null;
  assignee: number | null;
  mine: boolean;
}
export const NO_FILTERS: WorkFilters = {
  status: null,
  priority: null,
  worktype: null,
  assignee: null,
  mine: false,
};

export const workKeys = {
  all: ['work'] as const,
  tasks: () => [...workKeys.all, 'tasks'] as const,
  estimates: () => [...workKeys.all, 'estimates'] as const,
  pickers: (search: string) => [...workKeys.all, 'pickers', search] as const,
  reports: () => [...workKeys.all, 'report'] as const,
  report: (id: number, worktype: string) => [...workKeys.reports(), id, worktype] as const,
};

export const TASK_PAGE_SIZE = 50;

/** The query of a task list: the filters as the server reads them (docs/api.md "Work"). */
export function taskListParams(f: WorkFilters, extra: { client_id?: number } = {}): ListParams {
  return {
    tab: 'assignments',
    status: f.status ?? undefined,
    priority: f.priority ?? undefined,
    worktype: f.worktype ?? undefined,
    assignee: f.assignee ? String(f.assignee) : undefined,
    mine: f.mine ? 'true' : undefined,
    client_id: extra.client_id ? String(extra.client_id) : undefined,
  };
}

/** The server's order: priority (URGENT first), then status (FINISHED last), newest first. */
export function compareTasks(a: TaskRow, b: TaskRow): number {
  return (
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    TASK_STATUS_RANK[a.status] - TASK_STATUS_RANK[b.status] ||
    b.generated_at.localeCompare(a.generated_at) ||
    b.id - a.id
  );
}

/** One page of tasks: both kinds of the page in the list's order (they share one cursor). */
export async function fetchTaskPage(
  params: ListParams,
  cursor: string | null | undefined,
  signal?: AbortSignal,
): Promise<PagedResponse<TaskRow>> {
  const res = await apiRequest<WorkListResponse>('/get_all_works', {
    query: { ...params, limit: TASK_PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
  const { maintenance, new_work } = res.all_work_list;
  return { data: [...maintenance, ...new_work].sort(compareTasks), next_cursor: res.next_cursor };
}

/** One page of the Estimate tab: estimates as work, with their assignees. */
export async function fetchWorkEstimatePage(
  cursor: string | null | undefined,
  signal?: AbortSignal,
): Promise<PagedResponse<WorkEstimate & { id: number }>> {
  const res = await apiRequest<WorkListResponse>('/get_all_works', {
    query: { tab: 'estimate', limit: TASK_PAGE_SIZE, estimates_cursor: cursor ?? undefined },
    signal,
  });
  return {
    data: res.work_estimates.map((e) => ({ ...workEstimateFromWire(e), id: e.work_estimate_id })),
    next_cursor: res.estimates_next_cursor,
    total: res.estimates_total ?? undefined,
  };
}

export function fetchWorkPickers(search: string, signal?: AbortSignal): Promise<WorkPickersResponse> {
  return apiRequest<WorkPickersResponse>('/get_employee_and_sites_list', {
    query: { search: search.trim() || undefined },
    signal,
  });
}

export function addMaintenance(body: TAddMaintenanceRequest): Promise<unknown> {
  return apiRequest('/add-maintenance', { body });
}

export function addNewWork(body: TAddNewWorkRequest): Promise<unknown> {
  return apiRequest('/add-new-work', { body });
}

export function fetchWorkReport(id: number, worktype: string, signal?: AbortSignal) {
  return apiRequest<WorkReportResponse>('/get-workreport-by-id', { body: { id, worktype }, signal });
}

export interface TaskRef {
  id: number;
  worktype: string;
}

export function forwardWork(task: TaskRef, users: readonly number[]): Promise<unknown> {
  return apiRequest('/forward-work', { body: { ...task, users_id: users } });
}

/** Start with a time (JSON), or in image mode with a photo (multipart; the time is when it arrives). */
export function startWork(
  task: TaskRef,
  start: { time: string } | { image: File },
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  if ('time' in start) return apiRequest('/start-addwork', { body: { ...task, time: start.time } });
  const form = new FormData();
  form.set('id', String(task.id));
  form.set('worktype', task.worktype);
  form.set('image', start.image);
  return apiUpload('/start-addwork', form, onProgress ? { onProgress } : {});
}

export function finishWork(
  task: TaskRef,
  v: { time: string; images: readonly File[]; owner_id: number | null },
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  const form = new FormData();
  form.set('id', String(task.id));
  form.set('worktype', task.worktype);
  form.set('time', v.time);
  if (v.owner_id) form.set('owner_id', String(v.owner_id));
  for (const image of v.images) form.append('images', image);
  return apiUpload('/finish-addwork', form, onProgress ? { onProgress } : {});
}

export function reviewWork(body: TReviewWorkRequest): Promise<unknown> {
  return apiRequest('/review-addwork', { body });
}

export function postComment(
  task: TaskRef,
  parts: TCommentPartInput[],
  image: File | null,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  const form = new FormData();
  form.set('id', String(task.id));
  form.set('worktype', task.worktype);
  form.set('message', JSON.stringify(parts));
  if (image) form.set('image', image);
  return apiUpload('/work-comment', form, onProgress ? { onProgress } : {});
}

/** Where the web app loads a task's photo from (private: with the user's token). */
export function workImagePath(file: string): string {
  return `/api/addworks/${encodeURIComponent(file)}`;
}

/**
 * A comment's text as parts (spec 001 §3): every `@Name` of one of the task's people becomes a mention of
 * that person, the rest message parts. Longer names are tried first, so `@Asha Menon` wins over `@Asha`.
 */
export function commentParts(text: string, people: readonly WorkReportPerson[]): TCommentPartInput[] {
  const byName = [...people].sort((a, b) => b.name.length - a.name.length);
  const parts: TCommentPartInput[] = [];
  let rest = '';
  let i = 0;
  while (i < text.length) {
    const person =
      text[i] === '@' && (i === 0 || /\s/.test(text[i - 1] ?? ''))
        ? byName.find((p) => text.startsWith(p.name, i + 1))
        : undefined;
    if (person) {
      if (rest) parts.push({ type: 'message', value: rest });
      rest = '';
      parts.push({ type: 'mention', id: person.id });
      i += person.name.length + 1;
    } else {
      rest += text[i];
      i += 1;
    }
  }
  if (rest.trim()) parts.push({ type: 'message', value: rest });
  return parts;
}

/** Is the user on the task (assigned or forwarded)? Live rows carry assigned_to_me false for everyone. */
export function isOnTask(row: TaskRow, userId: number): boolean {
  return row.users_list.some((p) => p.id === userId);
}

/** Does a task belong to the list shown with these query parameters (the server's filters, for live rows)? */
export function taskMatches(row: TaskRow, params: ListParams, userId: number): boolean {
  if (params.status && row.status !== params.status) return false;
  if (params.priority && row.priority !== params.priority) return false;
  if (params.worktype && row.worktype !== params.worktype) return false;
  if (params.kind && row.kind !== params.kind) return false;
  if (params.assignee && !row.users_list.some((p) => String(p.id) === params.assignee)) return false;
  if (params.mine === 'true' && !isOnTask(row, userId)) return false;
  if (params.client_id && String(row.client_id) !== params.client_id) return false;
  return true;
}

type EstimatePages = InfiniteData<PagedResponse<WorkEstimate & { id: number }>>;

/** An estimate event: the row is changed in place where it is shown (its assignees kept), else refetched. */
function applyEstimate(qc: QueryClient, row: EstimateListRow, userId: number) {
  let shown = false;
  for (const [key, data] of qc.getQueriesData<EstimatePages>({ queryKey: workKeys.estimates() })) {
    if (!data) continue;
    const pages = data.pages.map((p) => ({
      ...p,
      data: p.data.map((r) => {
        if (r.id !== row.work_estimate_id) return r;
        shown = true;
        return { ...r, ...row, assigned_to_me: r.assignees.some((a) => a.id === userId) };
      }),
    }));
    qc.setQueryData<EstimatePages>(key, { ...data, pages });
  }
  // a newly approved estimate joins the tab with its assignees, which the event does not carry
  if (!shown) void qc.invalidateQueries({ queryKey: workKeys.estimates() });
}

/** Live events keep every loaded task list, the Estimate tab and an open report current (spec 001 §4). */
export function useWorkEvents(): void {
  const qc = useQueryClient();
  const user = useSession();
  const userId = user?.id ?? 0;
  const applyTask = (row: TaskRow) => {
    const mine = { ...row, assigned_to_me: isOnTask(row, userId) };
    upsertInPagedLists<TaskRow, PagedResponse<TaskRow>>(qc, workKeys.tasks(), mine, (r, params) =>
      taskMatches(r, params, userId),
    );
    void qc.invalidateQueries({ queryKey: workKeys.report(row.id, row.worktype) });
  };
  useSocketEvents(TASK_EVENTS, applyTask);
  useSocketEvents(ESTIMATE_MOVE_EVENTS, (row: EstimateListRow) => applyEstimate(qc, row, userId));
}

/** A new comment on an open report is added at its end without a reload. */
export function useWorkCommentEvents(task: TaskRef): void {
  const qc = useQueryClient();
  useSocketEvent(EVENTS.workComment, (e) => {
    if (e.id !== task.id) return;
    void putSaved<WorkReportResponse>(qc, workKeys.report(task.id, task.worktype), (data) => {
      if (!data || data.comments.some((c) => c.id === e.comment.id)) return data;
      return { ...data, comments: [...data.comments, e.comment] };
    });
  });
}
