import { istDay } from '@aquadesk/shared/dates.ts';
import {
  ESTIMATE_ADVISER_FILTERS,
  ESTIMATE_STATUSES,
  type EstimateAdviserFilter,
  type EstimateCard,
  type EstimateCardResponse,
  type EstimateListResponse,
  type EstimateListRow,
  type EstimateSitePick,
  type EstimateStatus,
  estimateCardFromWire,
  type TCreateEstimateRequest,
} from '@aquadesk/shared/estimates.ts';
import { ESTIMATE_MOVE_EVENTS, EVENTS } from '@aquadesk/shared/events.ts';
import type { EstimateTotals } from '@aquadesk/shared/money.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { type PagedResponse, useUpsertInPagedLists } from '../../lib/paged-list.ts';
import { useSession } from '../../lib/session-store.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

/**
 * What another screen hands the New estimate form (a chargeable breakdown call's Make estimate, issue 43
 * item 7): the site and a first work item. Passed as the router state under NEW_ESTIMATE_STATE.
 */
export interface EstimateFrom {
  site: EstimateSitePick;
  work: string;
}
export const NEW_ESTIMATE_STATE = 'newEstimate';

/** The colour of each status, on the list, the job card and the client page. */
export const ESTIMATE_STATUS_COLOR: Record<EstimateStatus, string> = {
  'NOT CONFIRM': 'orange',
  APPROVED: 'blue',
  'IN PROGRESS': 'violet',
  FINISHED: 'teal',
};

/** The list's filters, as kept in the URL (docs/api.md "Estimates": status, search, from, to, adviser). */
export interface EstimateFilters {
  status: EstimateStatus | null;
  search: string;
  from: string;
  to: string;
  /** issue 41 item 8: those the user advises, those others advise, or (null) every one they may see. */
  adviser: EstimateAdviserFilter | null;
}

export const estimateKeys = {
  all: ['estimates'] as const,
  lists: () => [...estimateKeys.all, 'list'] as const,
  list: (f: EstimateFilters) => [...estimateKeys.lists(), f] as const,
  pickers: (siteSearch: string, productSearch: string) =>
    [...estimateKeys.all, 'pickers', siteSearch, productSearch] as const,
  details: () => [...estimateKeys.all, 'detail'] as const,
  detail: (id: number) => [...estimateKeys.details(), id] as const,
};

export const PAGE_SIZE = 50;

/** The list's filters from the URL (lib/use-list-filters.ts), as the list queries them. */
export function estimateFiltersOf(
  values: Partial<Record<'status' | 'search' | 'from' | 'to' | 'adviser', string>>,
): EstimateFilters {
  const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
  return {
    status: ESTIMATE_STATUSES.find((s) => s === values.status) ?? null,
    search: values.search ?? '',
    from: day(values.from),
    to: day(values.to),
    adviser: ESTIMATE_ADVISER_FILTERS.find((a) => a === values.adviser) ?? null,
  };
}

/** One page of the list in the shape of every paged list (rows under `data`). */
export async function fetchEstimatePage(
  filters: EstimateFilters,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<PagedResponse<EstimateListRow>> {
  const page = await fetchEstimateList({ ...filters, cursor }, signal);
  return { data: page.work_estimate, next_cursor: page.next_cursor, total: page.total };
}

export function fetchEstimateList(
  query: Partial<EstimateFilters> & {
    cursor?: string | null;
    limit?: number;
    site_search?: string;
    product_search?: string;
  },
  signal?: AbortSignal,
): Promise<EstimateListResponse> {
  return apiRequest<EstimateListResponse>('/get-estimate-list', {
    query: {
      limit: query.limit ?? PAGE_SIZE,
      cursor: query.cursor || undefined,
      status: query.status || undefined,
      search: query.search?.trim() || undefined,
      from: query.from || undefined,
      to: query.to || undefined,
      adviser: query.adviser || undefined,
      site_search: query.site_search?.trim() || undefined,
      product_search: query.product_search?.trim() || undefined,
    },
    signal,
  });
}

export async function createEstimate(body: TCreateEstimateRequest): Promise<number> {
  return (await apiRequest<{ work_estimate_id: number }>('/estimate_generater', { body })).work_estimate_id;
}

/** The job card: with its internal figures for those who set margins, else the client's copy alone. */
export async function fetchEstimate(id: number, signal?: AbortSignal): Promise<EstimateCard> {
  return estimateCardFromWire(
    await apiRequest<EstimateCardResponse>('/get-estimate-by-id', { body: { id }, signal }),
  );
}

type Moved = { data: { id: number; status: EstimateStatus } };

export function approveEstimate(id: number, assignees: readonly number[]): Promise<Moved> {
  return apiRequest<Moved>('/approve-estimate', {
    body: { id, assignList: assignees.map((a) => ({ id: a })) },
  });
}

export function editEstimate(body: {
  id: number;
  discount?: string;
  administrativeExpense?: string;
  travelCost?: string;
}): Promise<{ data: { id: number; totals: EstimateTotals } }> {
  return apiRequest('/estimate_edit', { body });
}

export function selfApproveEstimate(id: number): Promise<Moved> {
  return apiRequest<Moved>('/self-approve', { body: { id } });
}

export function startEstimate(id: number): Promise<Moved> {
  return apiRequest<Moved>('/start-work', { body: { id } });
}

export function finishEstimate(id: number, time: string, image: File): Promise<Moved> {
  const form = new FormData();
  form.set('id', String(id));
  form.set('time', time);
  form.set('image', image);
  return apiRequest<Moved>('/finish-work', { body: form, timeoutMs: 120_000 });
}

/** A row whose e-mail (its creator's, the adviser's) is the signed-in user's: one they advise. */
export function isOwnRow(row: Pick<EstimateListRow, 'email'>, myEmail: string | undefined): boolean {
  return myEmail !== undefined && row.email.toLowerCase() === myEmail.toLowerCase();
}

/**
 * Does a row belong to the list shown with these filters (the server's rules, for live rows)? The Advisor
 * filter: `me` the rows the user advises, `others` the rest (spec 001 §6's list).
 */
export function matchesFilters(row: EstimateListRow, f: EstimateFilters, myEmail?: string): boolean {
  if (f.adviser === 'me' && !isOwnRow(row, myEmail)) return false;
  if (f.adviser === 'others' && isOwnRow(row, myEmail)) return false;
  if (f.status && row.status !== f.status) return false;
  const q = f.search.trim().toLowerCase();
  if (q) {
    const text = [...row.work, row.site_name, row.name, row.organization ?? ''].join('\n').toLowerCase();
    if (!text.includes(q)) return false;
  }
  const day = istDay(row.create_date);
  if (f.from && day < f.from) return false;
  if (f.to && day > f.to) return false;
  return true;
}

const statusRank = (s: EstimateStatus) => ESTIMATE_STATUSES.indexOf(s);

/** The server's order: by status (NOT CONFIRM first), newest first within a status. */
export function compareRows(a: EstimateListRow, b: EstimateListRow): number {
  return (
    statusRank(a.status) - statusRank(b.status) ||
    b.create_date.localeCompare(a.create_date) ||
    b.work_estimate_id - a.work_estimate_id
  );
}

/** Live events keep every loaded list and an open job card current. */
export function useEstimateEvents(): void {
  const qc = useQueryClient();
  const me = useSession();
  const upsert = useUpsertInPagedLists<EstimateListRow, EstimateFilters>(
    estimateKeys.lists(),
    (row, f) => matchesFilters(row, f, me?.email),
    (r) => r.work_estimate_id,
    compareRows,
  );
  const apply = (row: EstimateListRow) => {
    upsert(row);
    void qc.invalidateQueries({ queryKey: estimateKeys.detail(row.work_estimate_id) });
  };
  useSocketEvents([EVENTS.weAdd, ...ESTIMATE_MOVE_EVENTS], apply);
}
