import type { ClientAccountRow, NoteRow, RecordRow, TClientListQuery } from '@aquadesk/shared/clients.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clientRecords, notes, sites, users } from '../../db/schema/index.ts';
import { clientColumns, isClient, isClientLiteral } from '../../db/schema/user-kinds.ts';
import type { Queryable } from '../../db/types.ts';
import {
  COUNT,
  matchesSearchText,
  pageWithCount,
  searchedColumn,
  withListTotal,
} from '../../platform/page-search.ts';
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

/**
 * A client's tax identity as stored (docs/requirements/002-gst.md §1, §2): the columns of `users` the
 * clients domain owns. Null where not set; null payment terms are the company's default.
 */
export interface StoredTaxIdentity {
  billing_address: string | null;
  state_code: string | null;
  gstin: string | null;
  payment_terms_days: number | null;
  reminders_off: boolean;
}

const taxColumns = {
  billing_address: users.billingAddress,
  state_code: users.stateCode,
  gstin: users.gstin,
  payment_terms_days: users.paymentTermsDays,
  reminders_off: users.remindersOff,
};

/** A client's account and tax identity as stored; wire.ts adds what is derived (state name, B2B/B2C). */
export type StoredClient = ClientAccountRow & StoredTaxIdentity;

/** A client with its tax identity (by id), with who made them; undefined when no client has that id. */
export async function storedClientById(
  db: Queryable,
  id: number,
): Promise<(StoredClient & { created_by: number | null }) | undefined> {
  const [row] = await db
    .select({ ...clientColumns, ...taxColumns, created_by: users.createdBy })
    .from(users)
    .where(and(eq(users.id, id), isClient));
  return row;
}

/** What a tax invoice needs of its recipient (spec 002 §5 (d)-(f)): who they are and their tax identity. */
export interface ClientTaxIdentity extends StoredTaxIdentity {
  id: number;
  organization: string | null;
  name: string;
  email: string;
  phone: string;
}

const taxIdentityColumns = {
  id: users.id,
  organization: users.organization,
  name: users.name,
  email: users.email,
  phone: users.phoneNumber,
  ...taxColumns,
};

/** The tax identity of the client with this id; `lock` holds its row for the transaction. */
export async function taxIdentityById(
  db: Queryable,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ClientTaxIdentity | undefined> {
  const query = db
    .select(taxIdentityColumns)
    .from(users)
    .where(and(eq(users.id, id), isClient));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

/** The tax identities of the clients with these ids (those that are clients), in one statement. */
export async function taxIdentitiesByIds(
  db: Queryable,
  ids: readonly number[],
): Promise<ClientTaxIdentity[]> {
  if (ids.length === 0) return [];
  return db
    .select(taxIdentityColumns)
    .from(users)
    .where(and(inArray(users.id, [...ids]), isClient));
}

/** The tax identity of the client of an organization, compared case-insensitively (users_client_org_uq). */
export async function taxIdentityByOrganization(
  db: Queryable,
  organization: string,
): Promise<ClientTaxIdentity | undefined> {
  const [row] = await db
    .select(taxIdentityColumns)
    .from(users)
    .where(and(isClientLiteral, sql`lower(${users.organization}) = lower(${organization})`))
    .limit(1);
  return row;
}

/** The tax fields to write: each one given is set (null clears it), the others are kept. */
export type TaxIdentityPatch = Partial<StoredTaxIdentity>;

/** Writes a client's tax fields; false when no client has that id. */
export async function setTaxIdentity(db: Queryable, id: number, patch: TaxIdentityPatch): Promise<boolean> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (patch.billing_address !== undefined) set.billingAddress = patch.billing_address;
  if (patch.state_code !== undefined) set.stateCode = patch.state_code;
  if (patch.gstin !== undefined) set.gstin = patch.gstin;
  if (patch.payment_terms_days !== undefined) set.paymentTermsDays = patch.payment_terms_days;
  if (patch.reminders_off !== undefined) set.remindersOff = patch.reminders_off;
  if (Object.keys(set).length === 0) return true;
  const rows = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(users.id, id), isClient))
    .returning({ id: users.id });
  return rows.length > 0;
}

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
): Promise<{ data: StoredClient[]; next_cursor: string | null; total: number }> {
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
            { ...clientColumns, ...taxColumns, sort_org: sql<string | null>`lower(${users.organization})` },
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
  const data: StoredClient[] = page.rows.map(({ sort_org: _, ...row }) => row);
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

/**
 * Find anything (docs/api.md "Search"): at most `limit` clients whose stored search text holds `term`,
 * within the client list's scope (a reseller: createdBy), in the list's order (users_client_list_idx).
 */
export async function searchClients(
  db: Queryable,
  opts: { createdBy?: number },
  term: string,
  limit: number,
): Promise<{ id: number; name: string; email: string; organization: string | null }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, organization: users.organization })
    .from(users)
    .where(
      and(
        isClientLiteral,
        opts.createdBy ? eq(users.createdBy, opts.createdBy) : undefined,
        matchesSearchText(term, searchedColumn(term, users.searchText)),
      ),
    )
    .orderBy(sql`lower(${users.organization})`, users.id)
    .limit(limit);
}

// ——— bringing clients in from a file (issue 41 item 12; docs/api.md "Imports") ———

/** What of a file's clients the books hold already: organisations (lower-cased → client), e-mails, GSTINs. */
export interface ClientKeysTaken {
  organizations: Map<string, { id: number; organization: string; phone_number: string }>;
  emails: Set<string>;
  gstins: Map<string, string>;
}

/** Which of these organisations, e-mails (any account's) and GSTINs (a client's) are taken, in three queries. */
export async function clientKeysTaken(
  db: Queryable,
  keys: { organizations: readonly string[]; emails: readonly string[]; gstins: readonly string[] },
): Promise<ClientKeysTaken> {
  const lower = (list: readonly string[]) => [...new Set(list.map((s) => s.toLowerCase()))];
  const orgs = lower(keys.organizations);
  const emails = lower(keys.emails);
  const gstins = [...new Set(keys.gstins)];
  const [orgRows, emailRows, gstinRows] = await Promise.all([
    orgs.length === 0
      ? []
      : db
          .select({ id: users.id, organization: users.organization, phone_number: users.phoneNumber })
          .from(users)
          .where(and(isClient, inArray(sql`lower(${users.organization})`, orgs))),
    emails.length === 0
      ? []
      : db
          .select({ email: users.email })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, emails)),
    gstins.length === 0
      ? []
      : db
          .select({ gstin: users.gstin, organization: users.organization })
          .from(users)
          .where(and(isClient, inArray(users.gstin, gstins))),
  ]);
  return {
    organizations: new Map(
      orgRows.map((r) => [
        (r.organization ?? '').toLowerCase(),
        { id: r.id, organization: r.organization ?? '', phone_number: r.phone_number },
      ]),
    ),
    emails: new Set(emailRows.map((r) => r.email.toLowerCase())),
    gstins: new Map(gstinRows.map((r) => [r.gstin ?? '', r.organization ?? ''])),
  };
}

/** The stored clients of these ids (an import's, to announce them), in id order. */
export async function storedClientsByIds(db: Queryable, ids: readonly number[]): Promise<StoredClient[]> {
  if (ids.length === 0) return [];
  return db
    .select({ ...clientColumns, ...taxColumns })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isClient))
    .orderBy(users.id);
}
