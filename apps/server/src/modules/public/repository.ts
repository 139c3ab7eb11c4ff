import type { ContactMessage } from '@aquadesk/shared/contact.ts';
import { LIST_TEXT_PREVIEW } from '@aquadesk/shared/validation.ts';
import { and, eq, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/index.ts';
import { isoTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import {
  COUNT,
  matchesSearchText,
  type Page,
  pageWithCount,
  withListTotal,
} from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';
import { previewOf } from '../../platform/text-preview.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * A message as the inbox lists it: the text as a preview (docs/api.md "Lists"), or whole (`whole`: the
 * message's own call).
 */
function inboxColumns(whole: boolean) {
  return {
    id: contactMessages.id,
    name: contactMessages.name,
    email: contactMessages.email,
    message: whole ? contactMessages.message : previewOf(contactMessages.message),
    truncated: whole
      ? sql<boolean>`false`
      : sql<boolean>`char_length(${contactMessages.message}) > ${sql.raw(String(LIST_TEXT_PREVIEW))}`,
    created_at: isoTime(contactMessages.createdAt),
  };
}

/** One message as the inbox lists it, or whole. */
export async function contactMessage(
  db: Queryable,
  id: number,
  whole: boolean,
): Promise<ContactMessage | undefined> {
  const [row] = await db.select(inboxColumns(whole)).from(contactMessages).where(eq(contactMessages.id, id));
  return row;
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
): Promise<Page<ContactMessage>> {
  const where = matchesSearchText(q.search, contactMessages.searchText);
  const page = await pageWithCount(
    INBOX_ORDER,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(
          withListTotal(
            { row: inboxColumns(false), at: sql<string>`${contactMessages.createdAt}::text` },
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
