import {
  ZNotificationIdParams,
  ZNotificationListQuery,
  ZNotificationSettings,
} from '@aquadesk/shared/notifications.ts';
import { actor } from '../../platform/authorize.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { listMine, markAllRead, markRead, mySettings, saveMySettings } from './operations/mine.ts';

/** The bell (docs/api.md "Notifications"): the caller's own notifications and their digest switch. */
export function notificationsRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/notifications',
    { config: { action: 'notification.own' }, schema: { querystring: ZNotificationListQuery } },
    async (request) => listMine(ctx, actor(request), request.query),
  );

  app.post('/api/notifications/read-all', { config: { action: 'notification.own' } }, async (request) =>
    markAllRead(ctx, actor(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    { config: { action: 'notification.own' }, schema: { params: ZNotificationIdParams } },
    async (request) => markRead(ctx, actor(request), request.params.id),
  );

  app.get('/api/notifications/settings', { config: { action: 'notification.own' } }, async (request) => ({
    data: await mySettings(ctx, actor(request)),
  }));

  app.patch(
    '/api/notifications/settings',
    { config: { action: 'notification.own' }, schema: { body: ZNotificationSettings } },
    async (request) => ({ data: await saveMySettings(ctx, actor(request), request.body) }),
  );
}
