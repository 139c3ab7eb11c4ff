import { EVENTS } from '@aquadesk/shared/events.ts';
import { boundTitle, type NotificationKind } from '@aquadesk/shared/notifications.ts';
import { PERMISSIONS } from '@aquadesk/shared/permissions.ts';
import type { Role } from '@aquadesk/shared/roles.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import { staffIdsWithRoles } from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';

/**
 * How other domains notify (docs/api.md "Notifications"): inside their own transaction they call `notify`
 * (or `notifyRoles`), which stores one notification per recipient, never for the person who did it, and
 * answers what was stored; once their transaction has committed they hand that to `publishNotifications`,
 * which sends each to its recipient's sessions only (docs/architecture.md house rule 6).
 */
export interface Notice {
  kind: NotificationKind;
  title: string;
  /** The web path the notification opens. */
  link: string;
  subjectId: number | null;
}

/** What `notify` stored, for `publishNotifications` after the commit. */
export type Notified = readonly repo.StoredNotification[];

/** Stores `notice` for each recipient but the actor (each once), in the caller's transaction. */
export async function notify(
  tx: Queryable,
  actorId: number | null,
  recipients: readonly number[],
  notice: Notice,
): Promise<Notified> {
  const to = [...new Set(recipients)].filter((id) => id > 0 && id !== actorId);
  return repo.insertNotifications(
    tx,
    to.map((recipientId) => ({
      recipientId,
      kind: notice.kind,
      title: boundTitle(notice.title),
      link: notice.link,
      subjectId: notice.subjectId,
      actorId,
    })),
  );
}

/** `notify` for every staff member holding one of `roles` (as the permission table names them). */
export async function notifyRoles(
  tx: Queryable,
  actorId: number | null,
  roles: readonly Role[],
  notice: Notice,
): Promise<Notified> {
  return notify(tx, actorId, await staffIdsWithRoles(tx, roles), notice);
}

/** The roles of an action of the permission table (none when the action is open to all staff). */
export function rolesOfAction(action: keyof typeof PERMISSIONS): readonly Role[] {
  const rule = PERMISSIONS[action];
  return typeof rule === 'string' ? [] : rule;
}

/** After the commit: each notification to its recipient's sessions, with their unread count. */
export async function publishNotifications(ctx: AppContext, notified: Notified): Promise<void> {
  for (const { recipient_id, ...notification } of notified) {
    const unread = await repo.unreadCount(ctx.db, recipient_id);
    ctx.realtime.emit(EVENTS.notification, { notification, unread }, { users: [recipient_id] });
  }
}

/** What `settle` marked read, for `publishSettled` after the commit. */
export type Settled = readonly { id: number; recipient_id: number }[];

/**
 * In the caller's transaction: the unread notifications of `kind` about `subjectId` are marked read for
 * everyone, because what they asked for has been done (docs/api.md "Notifications").
 */
export function settle(tx: Queryable, kind: NotificationKind, subjectId: number): Promise<Settled> {
  return repo.markSubjectRead(tx, kind, subjectId);
}

/** After the commit: each recipient's sessions drop the settled ones from their unread count. */
export async function publishSettled(ctx: AppContext, settled: Settled): Promise<void> {
  const byRecipient = new Map<number, number[]>();
  for (const { id, recipient_id } of settled) {
    byRecipient.set(recipient_id, [...(byRecipient.get(recipient_id) ?? []), id]);
  }
  for (const [recipient, ids] of byRecipient) {
    const unread = await repo.unreadCount(ctx.db, recipient);
    ctx.realtime.emit(EVENTS.notificationsRead, { ids, unread }, { users: [recipient] });
  }
}
