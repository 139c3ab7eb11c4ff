import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import { zId } from './validation.ts';

/**
 * In-app notifications (docs/api.md "Notifications"): what concerns one staff member, kept until read, live
 * over the socket, and mailed once in a daily digest while it stays unread for a day.
 */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'task_forwarded',
  'mention',
  'estimate_approval',
  'leave_decided',
  'invoice_paid',
  // issue 43 item 7: a client's breakdown call raised, a call's response or resolution due passed
  'call_raised',
  'call_breach',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bounds of the stored text (the table's CHECKs). */
export const NOTIFICATION_LIMITS = { title: 300, link: 300 } as const;

/** A notification is mailed in the digest once it has stayed unread this long. */
export const DIGEST_AFTER_HOURS = 24;

/** One notification as GET /api/notifications lists it and the live `notification` event carries it. */
export interface NotificationRecord {
  id: number;
  kind: NotificationKind;
  title: string;
  /** The web path of the screen it opens (`/work-report/12/Installation`). */
  link: string;
  subject_id: number | null;
  /** Who did it (null: a payment online, or an account since removed). */
  actor_name: string | null;
  created_at: string;
  read_at: string | null;
}

/** GET /api/notifications: `unread=true` lists only the unread ones; newest first. */
export const ZNotificationListQuery = ZPageQuery.extend({
  unread: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export interface NotificationListResponse {
  data: NotificationRecord[];
  next_cursor: string | null;
  /** Rows of this list (all, or unread only). */
  total: number;
  /** The caller's unread notifications, whatever the filter: the bell's badge. */
  unread: number;
}

export const ZNotificationIdParams = z.object({ id: zId });

/** POST /api/notifications/{id}/read and /read-all answer the caller's unread count after the change. */
export interface NotificationReadResponse {
  unread: number;
}

/** The live `notifications_read` payload, to the reader's own sessions: which were read (or all). */
export interface NotificationsReadEvent {
  ids: number[] | 'all';
  unread: number;
}

/** The live `notification` payload: the new notification and the recipient's unread count with it. */
export interface NotificationEvent {
  notification: NotificationRecord;
  unread: number;
}

/** GET and PATCH /api/notifications/settings: the daily digest mail, on unless switched off. */
export const ZNotificationSettings = z.object({
  digest_mail: z.boolean({ error: 'Choose on or off' }),
});
export type TNotificationSettings = z.input<typeof ZNotificationSettings>;
export interface NotificationSettings {
  digest_mail: boolean;
}

/**
 * What a notification says (docs/api.md "Notifications"): short, with the number of its record, as the
 * bell lists it and the digest mails it.
 */
export const NOTIFICATION_TITLES = {
  taskAssigned: (by: string, id: number, worktype: string) => `${by} assigned you task #${id} (${worktype})`,
  taskForwarded: (by: string, id: number, worktype: string) =>
    `${by} forwarded task #${id} (${worktype}) to you`,
  mention: (by: string, id: number) => `${by} mentioned you on task #${id}`,
  estimateApproval: (by: string, id: number, site: string) =>
    `Estimate #${id} by ${by} (${site}) awaits approval`,
  leaveDecided: (approved: boolean, date: string) =>
    `Your leave on ${date} was ${approved ? 'approved' : 'rejected'}`,
  invoicePaid: (number: string, amount: string) => `Invoice ${number} paid: ${amount}`,
  paymentRecorded: (number: string, amount: string, by: string) =>
    `${by} recorded ${amount} received for invoice ${number}`,
  callRaised: (client: string, id: number, site: string) =>
    `${client} reported a breakdown at ${site}: task #${id}`,
  callBreach: (id: number, what: 'response' | 'resolution', site: string) =>
    `SLA breached: task #${id} (${site}) passed its ${what} due`,
} as const;

/** A title cut to fit its column (a long site or person name). */
export function boundTitle(title: string): string {
  return title.length <= NOTIFICATION_LIMITS.title
    ? title
    : `${title.slice(0, NOTIFICATION_LIMITS.title - 1)}…`;
}
