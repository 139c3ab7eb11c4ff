import type {
  DashboardFigures,
  PendingResponse,
  RatingRequest,
  RatingResponse,
} from '@aquadesk/shared/dashboard.ts';
import type { MoneyTrendsResponse, TaskTrendsResponse } from '@aquadesk/shared/dashboard-trends.ts';
import { ESTIMATE_MOVE_EVENTS, EVENTS, INVOICE_BOOK_EVENTS, TASK_EVENTS } from '@aquadesk/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useSocketEvents } from '../../lib/socket/socket-context.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  rating: (from: string, to: string) => [...dashboardKeys.all, 'rating', from, to] as const,
  pending: () => [...dashboardKeys.all, 'pending'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
  moneyTrends: () => [...dashboardKeys.all, 'money-trends'] as const,
  taskTrends: () => [...dashboardKeys.all, 'task-trends'] as const,
};

export function fetchRating(body: RatingRequest, signal?: AbortSignal): Promise<RatingResponse> {
  return apiRequest<RatingResponse>('/get-rating', { method: 'POST', body, signal });
}

export function fetchPending(signal?: AbortSignal): Promise<PendingResponse> {
  return apiRequest<PendingResponse>('/dashboard/pending', { signal });
}

export async function fetchFigures(signal?: AbortSignal): Promise<DashboardFigures> {
  return (await apiRequest<{ data: DashboardFigures }>('/dashboard/figures', { signal })).data;
}

/** The trend charts (issue 31 item 13, docs/api.md "Dashboard trends"). */
export function fetchMoneyTrends(signal?: AbortSignal): Promise<MoneyTrendsResponse> {
  return apiRequest<MoneyTrendsResponse>('/dashboard/money-trends', { signal });
}

export function fetchTaskTrends(signal?: AbortSignal): Promise<TaskTrendsResponse> {
  return apiRequest<TaskTrendsResponse>('/dashboard/task-trends', { signal });
}

/**
 * The tabs follow the task and estimate events (spec 000 §2 "live"): every dashboard query refetches. The
 * unpaid invoices' figure and the money trends follow the books: an invoice issued, paid, credited,
 * refunded or cancelled (the events reach only those who see invoices).
 */
export function useDashboardLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  useSocketEvents([...TASK_EVENTS, EVENTS.weAdd, ...ESTIMATE_MOVE_EVENTS], refresh);
  const refreshBooks = () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.figures() });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.moneyTrends() });
  };
  useSocketEvents(INVOICE_BOOK_EVENTS, refreshBooks);
}
