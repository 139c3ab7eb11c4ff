import {
  ZNotificationIdParams,
  ZNotificationListQuery,
  ZNotificationSettings,
} from '@aquadesk/shared/notifications.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { listMine, markAllRead, markRead, mySettings, saveMySettings } from './operations/mine.ts';

/** The bell (docs/api.md "Notifications"): the caller's own notifications and their digest switch. */
export function notificationsRoutes(app: App, ctx: AppContext): void {
  callRoute.get(
    app,
    '/api/notifications',
    { action: 'notification.own', query: ZNotificationListQuery },
    (user, { query }) => listMine(ctx, user, query),
  );

  callRoute.post(app, '/api/notifications/read-all', { action: 'notification.own' }, (user) =>
    markAllRead(ctx, user),
  );

  callRoute.post(
    app,
    '/api/notifications/:id/read',
    { action: 'notification.own', params: ZNotificationIdParams },
    (user, { params }) => markRead(ctx, user, params.id),
  );

  callRoute.get(app, '/api/notifications/settings', { action: 'notification.own' }, async (user) => ({
    data: await mySettings(ctx, user),
  }));

  callRoute.patch(
    app,
    '/api/notifications/settings',
    { action: 'notification.own', body: ZNotificationSettings },
    async (user, { body }) => ({ data: await saveMySettings(ctx, user, body) }),
  );
}
