import type { NotificationKind, NotificationRecord } from '@aquadesk/shared/notifications.ts';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { notificationSettings, notifications, users } from '../../db/schema/index.ts';
import { cursorTime, isoTime, isoTimeOrNull } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, matchesAny, type Page, pageWithCount } from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';

/** The only SQL of the notifications and their settings (docs/data-model.md "notifications"). */

export interface NewNotification {
  recipientId: number;
  kind: NotificationKind;
  title: string;
  link: string;
  subjectId: number | null;
  actorId: number | null;
}

const n = notifications;

const recordColumns = {
  id: n.id,
  kind: sql<NotificationKind>`${n.kind}`,
  title: n.title,
  link: n.link,
  subject_id: n.subjectId,
  actor_name: users.name,
  created_at: isoTime(n.createdAt),
  read_at: isoTimeOrNull(n.readAt),
};

type RecordWithKey = NotificationRecord & { cursor_at: string };

/** Newest first (the indexes' order). */
const ORDER: SortKey[] = [
  { expr: sql`${n.createdAt}`, dir: 'desc' },
  { expr: n.id, dir: 'desc' },
];

/** Stores the notifications (in the caller's transaction) and answers them as the list shows them. */
export async function insertNotifications(
  db: Queryable,
  rows: readonly NewNotification[],
): Promise<StoredNotification[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(n)
    .values([...rows])
    .returning({ id: n.id });
  return (await db
    .select({ ...recordColumns, recipient_id: n.recipientId })
    .from(n)
    .leftJoin(users, eq(users.id, n.actorId))
    .where(
      inArray(
        n.id,
        inserted.map((r) => r.id),
      ),
    )
    .orderBy(desc(n.createdAt), desc(n.id))) as StoredNotification[];
}

/** A stored notification and whom it is for (what is published once it has committed). */
export type StoredNotification = NotificationRecord & { recipient_id: number };

/** One person's notifications, newest first, all or unread only, those whose title holds `search`. */
export async function page(
  db: Queryable,
  recipientId: number,
  q: {
    cursor?: string | undefined;
    limit?: number | undefined;
    unread?: boolean;
    search?: string | undefined;
  },
): Promise<Page<RecordWithKey>> {
  const where = and(
    eq(n.recipientId, recipientId),
    q.unread ? isNull(n.readAt) : undefined,
    // one person's rows (their recipient index), so a plain ILIKE over the title serves
    matchesAny(q.search, [n.title]),
  );
  return pageWithCount(
    ORDER,
    q,
    async (after, orderBy, take) =>
      (await db
        .select({ ...recordColumns, cursor_at: cursorTime(n.createdAt) })
        .from(n)
        .leftJoin(users, eq(users.id, n.actorId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take)) as RecordWithKey[],
    () => db.select(COUNT).from(n).where(where),
    (r) => [r.cursor_at, r.id],
  );
}

/** The person's unread count (the bell's badge). */
export async function unreadCount(db: Queryable, recipientId: number): Promise<number> {
  const [row] = await db
    .select(COUNT)
    .from(n)
    .where(and(eq(n.recipientId, recipientId), isNull(n.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks one of the person's notifications read (kept as first read when it was already); undefined when
 * it is not theirs or does not exist.
 */
export async function markRead(db: Queryable, recipientId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), eq(n.recipientId, recipientId)))
    .returning({ id: n.id });
  return rows.length > 0;
}

/** Marks every unread notification of the person read; answers how many. */
export async function markAllRead(db: Queryable, recipientId: number): Promise<number> {
  const rows = await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.recipientId, recipientId), isNull(n.readAt)))
    .returning({ id: n.id });
  return rows.length;
}

/**
 * Marks read, for every recipient, the unread notifications of `kind` about `subjectId` (once what they ask
 * for is done, e.g. an estimate approved by someone else); answers which, and whose.
 */
export async function markSubjectRead(
  db: Queryable,
  kind: NotificationKind,
  subjectId: number,
): Promise<{ id: number; recipient_id: number }[]> {
  return db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.kind, kind), eq(n.subjectId, subjectId), isNull(n.readAt)))
    .returning({ id: n.id, recipient_id: n.recipientId });
}

// ---- settings ----------------------------------------------------------------------------------

export async function digestOff(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ off: notificationSettings.digestOff })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.off ?? false;
}

export async function setDigestOff(db: Queryable, userId: number, off: boolean): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, digestOff: off })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { digestOff: off, updatedAt: sql`now()` },
    });
}

// ---- the daily digest --------------------------------------------------------------------------

/** Unread for a day, not yet digested, and its recipient has not switched the digest off. */
const digestable = (before: Date) =>
  and(
    isNull(n.readAt),
    isNull(n.digestedAt),
    lt(n.createdAt, before),
    sql`not exists (select 1 from ${notificationSettings} s where s.user_id = ${n.recipientId} and s.digest_off)`,
  );

/** The next recipients who have something to digest, by id after `afterId`. */
export async function digestRecipients(
  db: Queryable,
  before: Date,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: n.recipientId })
    .from(n)
    .where(and(digestable(before), sql`${n.recipientId} > ${afterId}`))
    .orderBy(n.recipientId)
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface ClaimedDigestItem {
  id: number;
  title: string;
  link: string;
  created_at: string;
}

/**
 * Claims one person's digestable notifications with one conditional UPDATE … RETURNING: a row another run
 * (another instance) has claimed or locked is skipped, so each is mailed once. Oldest first.
 */
export async function claimDigest(
  db: Queryable,
  recipientId: number,
  before: Date,
  now: Date,
): Promise<ClaimedDigestItem[]> {
  const result = (await db.execute(sql`
    with person as (
      -- one claimer a person: a second run skips them whole. Locking row by row let two runs split one
      -- person's notifications and mail them twice (seen on PostgreSQL in CI)
      select ${users.id} from ${users} where ${users.id} = ${recipientId} for no key update skip locked
    ), claimable as (
      select id from ${n}
       where ${n.recipientId} in (select id from person) and ${digestable(before)}
       for update
    )
    update ${n} t set digested_at = ${now.toISOString()}::timestamptz
      from claimable c
     where t.id = c.id and t.digested_at is null
    returning t.id, t.title, t.link, ${isoTime(sql`t.created_at`)} as created_at
  `)) as unknown as { rows: ClaimedDigestItem[] };
  return result.rows
    .map((r) => ({ ...r, id: Number(r.id) }))
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id));
}

/** Gives a claim back after its mail failed (unless something else has claimed the rows since). */
export async function unclaimDigest(db: Queryable, ids: readonly number[], claimedAt: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(n)
    .set({ digestedAt: null })
    .where(and(inArray(n.id, [...ids]), eq(n.digestedAt, claimedAt)));
}
