import type { ContactMessage } from '@aquadesk/shared/contact.ts';
import { and, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import {
  COUNT,
  matchesSearchText,
  type Page,
  pageWithCount,
  withListTotal,
} from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertContactMessage(
  db: Queryable,
  message: { name: string; email: string; message: string },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  return row!;
}

/** Newest first, then id (index contact_messages_list_idx); the cursor holds the timestamp as text. */
const INBOX_ORDER: SortKey[] = [
  { expr: sql`${contactMessages.createdAt}`, dir: 'desc' },
  { expr: contactMessages.id, dir: 'desc' },
];

export interface ContactListFilters {
  limit?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
}

/** A page of the inbox, with the count of all that match (issue 10). */
export async function pageContactMessages(
  db: Queryable,
  q: ContactListFilters,
): Promise<Page<ContactMessageRow>> {
  const where = matchesSearchText(q.search, contactMessages.searchText);
  const page = await pageWithCount(
    INBOX_ORDER,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(
          withListTotal(
            { row: contactMessages, at: sql<string>`${contactMessages.createdAt}::text` },
            listTotal,
          ),
        )
        .from(contactMessages)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(contactMessages).where(where),
    (r) => [r.at, r.row.id],
    { searchCountsInPage: true },
  );
  return { ...page, rows: page.rows.map((r) => r.row) };
}
