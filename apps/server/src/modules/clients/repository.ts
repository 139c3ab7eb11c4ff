import type { ClientRow, NoteRow, RecordRow, TClientListQuery } from '@aquadesk/shared/clients.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clientRecords, notes, sites, users } from '../../db/schema/index.ts';
import { clientColumns, isClient, isClientLiteral } from '../../db/schema/user-kinds.ts';
import type { Queryable } from '../../db/types.ts';
import { COUNT, matchesSearchText, pageWithCount, withListTotal } from '../../platform/page-search.ts';
import type { SortKey } from '../../platform/paging.ts';

const author = alias(users, 'author');
const owner = alias(users, 'owner');

const noteColumns = {
  id: notes.id,
  heading: notes.heading,
  description: notes.description,
  site_id: notes.siteId,
  site_name: sites.siteName,
  client_id: notes.clientId,
  user_name: author.name,
  email: author.email,
  author_id: notes.authorId,
  generated_at: notes.createdAt,
  is_closed: notes.isClosed,
  closed_at: notes.closedAt,
};

type NoteSelect = Omit<NoteRow, 'generated_at' | 'closed_at'> & {
  author_id: number;
  generated_at: Date;
  closed_at: Date | null;
};

export function noteToWire(n: NoteSelect): NoteRow & { author_id: number } {
  return { ...n, generated_at: n.generated_at.toISOString(), closed_at: n.closed_at?.toISOString() ?? null };
}

function selectNotes(db: Queryable) {
  return db
    .select(noteColumns)
    .from(notes)
    .innerJoin(sites, eq(sites.id, notes.siteId))
    .innerJoin(author, eq(author.id, notes.authorId));
}

export async function listNotes(db: Queryable, clientId: number) {
  const rows = await selectNotes(db)
    .where(eq(notes.clientId, clientId))
    .orderBy(desc(notes.createdAt), desc(notes.id));
  return rows.map(noteToWire);
}

export async function noteById(db: Queryable, id: number) {
  const [row] = await selectNotes(db).where(eq(notes.id, id));
  return row ? noteToWire(row) : undefined;
}

export async function insertNote(db: Queryable, note: typeof notes.$inferInsert): Promise<number> {
  const [row] = await db.insert(notes).values(note).returning({ id: notes.id });
  return row!.id;
}

export async function updateNote(db: Queryable, id: number, patch: Partial<typeof notes.$inferInsert>) {
  await db.update(notes).set(patch).where(eq(notes.id, id));
}

/** Closes an open note; false when it was already closed (a race with another admin). */
export async function closeNote(db: Queryable, id: number, by: number): Promise<boolean> {
  const rows = await db
    .update(notes)
    .set({ isClosed: true, closedAt: new Date(), closedBy: by, updatedAt: new Date() })
    .where(and(eq(notes.id, id), eq(notes.isClosed, false)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

const recordColumns = {
  id: clientRecords.id,
  heading: clientRecords.heading,
  description: clientRecords.description,
  site_id: clientRecords.siteId,
  site_name: sites.siteName,
  client_id: clientRecords.clientId,
  image: clientRecords.image,
  user_name: author.name,
  email: author.email,
  author_id: clientRecords.authorId,
  organization: owner.organization,
  generated_at: clientRecords.createdAt,
};

type RecordSelect = Omit<RecordRow, 'generated_at'> & { author_id: number; generated_at: Date };

function recordToWire(r: RecordSelect): RecordRow & { author_id: number } {
  return { ...r, generated_at: r.generated_at.toISOString() };
}

function selectRecords(db: Queryable) {
  return db
    .select(recordColumns)
    .from(clientRecords)
    .innerJoin(sites, eq(sites.id, clientRecords.siteId))
    .innerJoin(author, eq(author.id, clientRecords.authorId))
    .innerJoin(owner, eq(owner.id, clientRecords.clientId));
}

export async function listRecords(db: Queryable, clientId: number) {
  const rows = await selectRecords(db)
    .where(eq(clientRecords.clientId, clientId))
    .orderBy(desc(clientRecords.createdAt), desc(clientRecords.id));
  return rows.map(recordToWire);
}

export async function recordById(db: Queryable, id: number) {
  const [row] = await selectRecords(db).where(eq(clientRecords.id, id));
  return row ? recordToWire(row) : undefined;
}

export async function insertRecord(db: Queryable, rec: typeof clientRecords.$inferInsert): Promise<number> {
  const [row] = await db.insert(clientRecords).values(rec).returning({ id: clientRecords.id });
  return row!.id;
}

export async function updateRecord(
  db: Queryable,
  id: number,
  patch: Partial<typeof clientRecords.$inferInsert>,
): Promise<void> {
  await db.update(clientRecords).set(patch).where(eq(clientRecords.id, id));
}

/** Whose is a record image: its client (and who made them) and its site's district; undefined when no record has it. */
export async function recordImageOwner(
  db: Queryable,
  file: string,
): Promise<{ clientId: number; clientCreatedBy: number | null; districtId: number } | undefined> {
  const [row] = await db
    .select({
      clientId: clientRecords.clientId,
      clientCreatedBy: owner.createdBy,
      districtId: sites.districtId,
    })
    .from(clientRecords)
    .innerJoin(owner, eq(owner.id, clientRecords.clientId))
    .innerJoin(sites, eq(sites.id, clientRecords.siteId))
    .where(eq(clientRecords.image, file))
    .limit(1);
  return row;
}

// ---- clients ----------------------------------------------------------------------------------

/** The client lists' order (spec 001: by organization); the id makes it total (docs/api.md "Lists"). */
const CLIENT_SORT: SortKey[] = [
  { expr: sql`lower(${users.organization})`, dir: 'asc' },
  { expr: users.id, dir: 'asc' },
];

/**
 * A page of clients, sorted by organization; a reseller (createdBy) sees only their own (docs/api.md).
 * Search (ILIKE, trigram-indexed) over name, organization, e-mail and phone; `organization` filters exactly.
 */
export async function listClients(
  db: Queryable,
  opts: { createdBy?: number; pendingOnly?: boolean },
  query: TClientListQuery,
): Promise<{ data: ClientRow[]; next_cursor: string | null; total: number }> {
  const where = and(
    isClientLiteral,
    opts.createdBy ? eq(users.createdBy, opts.createdBy) : undefined,
    opts.pendingOnly ? eq(users.processedByAdmin, false) : undefined,
    matchesSearchText(query.search, users.searchText),
    query.organization ? sql`lower(${users.organization}) = ${query.organization.toLowerCase()}` : undefined,
  );
  const page = await pageWithCount(
    CLIENT_SORT,
    query,
    (after, orderBy, take, listTotal) =>
      db
        .select(
          withListTotal(
            { ...clientColumns, sort_org: sql<string | null>`lower(${users.organization})` },
            listTotal,
          ),
        )
        .from(users)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(users).where(where),
    (r) => [r.sort_org, r.id],
    { searchCountsInPage: true },
  );
  const data: ClientRow[] = page.rows.map(({ sort_org: _, ...row }) => row);
  return { data, next_cursor: page.next_cursor, total: page.total };
}

export async function clientOrganizationTaken(
  db: Queryable,
  organization: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isClient,
        sql`lower(${users.organization}) = ${organization.toLowerCase()}`,
        exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
      ),
    );
  return Boolean(row);
}
