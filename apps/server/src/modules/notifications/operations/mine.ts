import { EVENTS } from '@aquadesk/shared/events.ts';
import type {
  NotificationListResponse,
  NotificationReadResponse,
  NotificationSettings,
  ZNotificationListQuery,
} from '@aquadesk/shared/notifications.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/** GET /api/notifications (docs/api.md "Notifications"): the caller's own, newest first, with the unread count. */
export async function listMine(
  ctx: AppContext,
  user: AuthUser,
  query: z.output<typeof ZNotificationListQuery>,
): Promise<NotificationListResponse> {
  const [page, unread] = await Promise.all([
    repo.page(ctx.db, user.id, {
      cursor: query.cursor,
      limit: query.limit,
      unread: query.unread === 'true',
      search: query.search,
    }),
    repo.unreadCount(ctx.db, user.id),
  ]);
  return {
    data: page.rows.map(({ cursor_at: _, ...row }) => row),
    next_cursor: page.next_cursor,
    total: page.total ?? 0,
    unread,
  };
}

/** POST /api/notifications/{id}/read: one of the caller's own (anyone else's is 404), read once. */
export async function markRead(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<NotificationReadResponse> {
  if (!(await repo.markRead(ctx.db, user.id, id))) throw notFound('Notification');
  const unread = await repo.unreadCount(ctx.db, user.id);
  // the caller's other sessions (another tab, the phone) update their bell too
  ctx.realtime.emit(EVENTS.notificationsRead, { ids: [id], unread }, { users: [user.id] });
  return { unread };
}

/** POST /api/notifications/read-all: every unread one of the caller's. */
export async function markAllRead(ctx: AppContext, user: AuthUser): Promise<NotificationReadResponse> {
  await repo.markAllRead(ctx.db, user.id);
  const unread = await repo.unreadCount(ctx.db, user.id);
  ctx.realtime.emit(EVENTS.notificationsRead, { ids: 'all', unread }, { users: [user.id] });
  return { unread };
}

/** GET /api/notifications/settings: the caller's daily digest switch. */
export async function mySettings(ctx: AppContext, user: AuthUser): Promise<NotificationSettings> {
  return { digest_mail: !(await repo.digestOff(ctx.db, user.id)) };
}

/** PATCH /api/notifications/settings: switches the caller's daily digest mail on or off. */
export async function saveMySettings(
  ctx: AppContext,
  user: AuthUser,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  await repo.setDigestOff(ctx.db, user.id, !input.digest_mail);
  return mySettings(ctx, user);
}
