import { EVENTS } from '@aquadesk/shared/events.ts';
import type {
  NotificationListResponse,
  NotificationReadResponse,
  NotificationRecord,
  NotificationSettings,
} from '@aquadesk/shared/notifications.ts';
import { type InfiniteData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { BACKGROUND_QUERY } from '../../lib/background-query.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

/** The bell (docs/api.md "Notifications"): the caller's own notifications, their unread count, the digest switch. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  lists: () => ['notifications', 'list'] as const,
  /** The list, or the list of those whose title matches `search`. */
  list: (search = '') => ['notifications', 'list', search] as const,
  settings: () => ['notifications', 'settings'] as const,
};

/** Notifications a page of the bell's list. */
export const NOTIFICATIONS_PAGE = 20;

/** GET /api/notifications: newest first, with the unread count. */
export const fetchNotifications = (
  params: { cursor?: string | undefined; unread?: boolean; limit?: number; search?: string },
  signal?: AbortSignal,
) =>
  apiRequest<NotificationListResponse>('/notifications', {
    signal,
    query: {
      cursor: params.cursor,
      limit: params.limit ?? NOTIFICATIONS_PAGE,
      unread: params.unread ? 'true' : undefined,
      search: params.search || undefined,
    },
  });

export const markNotificationRead = (id: number) =>
  apiRequest<NotificationReadResponse>(`/notifications/${id}/read`, { method: 'POST' });

export const markAllNotificationsRead = () =>
  apiRequest<NotificationReadResponse>('/notifications/read-all', { method: 'POST' });

export const fetchNotificationSettings = async (signal?: AbortSignal) =>
  (await apiRequest<{ data: NotificationSettings }>('/notifications/settings', { signal })).data;

export const saveNotificationSettings = async (body: NotificationSettings) =>
  (await apiRequest<{ data: NotificationSettings }>('/notifications/settings', { method: 'PATCH', body }))
    .data;

/** The bell's badge: the caller's unread count (a background query: no screen waits for it). */
export function useUnreadCount(enabled: boolean): number {
  const q = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) => (await fetchNotifications({ unread: true, limit: 1 }, signal)).unread,
    enabled,
    meta: BACKGROUND_QUERY,
  });
  return q.data ?? 0;
}

type ListData = InfiniteData<NotificationListResponse>;

/**
 * The count and every loaded page after a change: the new unread count, the rows changed by `change` in
 * the whole list; a searched list (whose rows the change may not match) is fetched again.
 */
export function applyToNotifications(
  qc: QueryClient,
  unread: number,
  change: (pages: NotificationListResponse[]) => NotificationListResponse[],
): void {
  qc.setQueryData(notificationKeys.unread(), unread);
  qc.setQueryData<ListData>(notificationKeys.list(), (old) =>
    old ? { ...old, pages: change(old.pages).map((p) => ({ ...p, unread })) } : old,
  );
  void qc.invalidateQueries({
    queryKey: notificationKeys.lists(),
    predicate: (q) => q.queryKey[2] !== '',
  });
}

/** Rows marked read (all of them, or those of `ids`) at `at`. */
export function markedRead(ids: readonly number[] | 'all', at: string) {
  return (pages: NotificationListResponse[]) =>
    pages.map((p) => ({
      ...p,
      data: p.data.map((n) =>
        n.read_at === null && (ids === 'all' || ids.includes(n.id)) ? { ...n, read_at: at } : n,
      ),
    }));
}

function prepended(notification: NotificationRecord) {
  return (pages: NotificationListResponse[]) => {
    if (pages.some((p) => p.data.some((n) => n.id === notification.id))) return pages;
    return pages.map((p, i) => (i === 0 ? { ...p, data: [notification, ...p.data], total: p.total + 1 } : p));
  };
}

/**
 * The live bell: a new notification goes on top of the list and sets the count; one read in another of
 * the user's sessions is shown read here too.
 */
export function useNotificationEvents(): void {
  const qc = useQueryClient();
  useSocketEvent(EVENTS.notification, (e) => applyToNotifications(qc, e.unread, prepended(e.notification)));
  useSocketEvent(EVENTS.notificationsRead, (e) =>
    applyToNotifications(qc, e.unread, markedRead(e.ids, new Date().toISOString())),
  );
}
