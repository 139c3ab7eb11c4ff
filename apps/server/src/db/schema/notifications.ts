import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment, serialId, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * What concerns one staff member (docs/api.md "Notifications"): a task assigned or forwarded to them, a
 * mention, an estimate to approve, their leave decided, an invoice paid. `read_at` null: unread;
 * `digested_at`: the daily digest mail claimed it (set once, by one conditional UPDATE, so no instance
 * mails it twice). Owner: notifications.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    recipientId: belongsTo('recipient_id', () => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    subjectId: integer('subject_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: moment('read_at'),
    digestedAt: moment('digested_at'),
  },
  (t) => [
    // the bell: mine, newest first (all, or unread only)
    index('notifications_recipient_idx').on(
      t.recipientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
    // the digest: unread and not yet mailed, oldest first
    index('notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.digestedAt} is null`),
    check('notifications_kind_ck', sql`length(${t.kind}) between 1 and 40`),
    check('notifications_title_ck', sql`length(${t.title}) between 1 and 300`),
    check('notifications_link_ck', sql`length(${t.link}) between 1 and 300 and left(${t.link}, 1) = '/'`),
  ],
);

/** One row per person who changed a notification setting (no row: the defaults). Owner: notifications. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The daily digest mail of unread notifications is off for this person. */
  digestOff: boolean('digest_off').notNull().default(false),
  updatedAt: updatedAt(),
});
