import type { ClientRow, TClientListQuery } from '@aquadesk/shared/clients.ts';
import type { DirectoryEntry, EmployeeRecord } from '@aquadesk/shared/employees.ts';
import type { TPageQuery } from '@aquadesk/shared/paging.ts';
import type { ResellerRow } from '@aquadesk/shared/resellers.ts';
import { CLIENT_USER_TYPE, RESELLER_USER_TYPE } from '@aquadesk/shared/roles.ts';
import type { OrgItem } from '@aquadesk/shared/sites.ts';
import { and, asc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { districts, resellerDistricts, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';
import {
  COUNT,
  matchesAny,
  matchesSearchText,
  type Page,
  pageWithCount,
  withListTotal,
} from '../../platform/page-search.ts';
import { containsPattern, type SortKey } from '../../platform/paging.ts';

/**
 * The one owner of the `users` table: every account (staff, client, reseller) is read and written here.
 * Other repositories only join `users` for a display name (a note's author, a leave's owner).
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Staff accounts: everyone who is neither a client nor a reseller. */
const NOT_STAFF = [CLIENT_USER_TYPE, RESELLER_USER_TYPE];
const isStaff = notInArray(users.userType, NOT_STAFF);
/** isStaff as users_staff_name_idx's predicate says it (literals, not parameters), so the planner uses it. */
const isStaffLiteral = sql`${users.userType} not in ('client', 'reseller')`;
const isClient = eq(users.userType, CLIENT_USER_TYPE);
/** As the client-list indexes' predicate says it, so the planner can use them. */
const isClientLiteral = sql`${users.userType} = 'client'`;
const isReseller = eq(users.userType, RESELLER_USER_TYPE);
const emailIs = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

// ---- any account ------------------------------------------------------------------------------

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** What authenticating a token needs: the caller with their districts, no password hash. */
export interface SessionRow {
  id: number;
  name: string;
  email: string;
  userType: string;
  permissions: string[];
  tokenVersion: number;
  districtIds: number[];
  districts: string[];
}

/**
 * The caller of a request or a socket handshake in one query (issue 10): the account and, for a
 * reseller, their districts; `password_hash` is never selected. The token version comes with it, so a
 * token dies with its password.
 */
export async function findSessionUser(db: Queryable, id: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      userType: users.userType,
      permissions: users.permissions,
      tokenVersion: users.tokenVersion,
      districtIds: sql<
        number[]
      >`coalesce(array_agg(${districts.id} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
      districts: sql<
        string[]
      >`coalesce(array_agg(${districts.name} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(
      resellerDistricts,
      and(eq(resellerDistricts.userId, users.id), eq(users.userType, RESELLER_USER_TYPE)),
    )
    .leftJoin(districts, eq(districts.id, resellerDistricts.districtId))
    .where(eq(users.id, id))
    .groupBy(users.id);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email));
  return row;
}

export async function findUserBySignFile(db: Queryable, file: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.signFile, file));
  return row;
}

/** Locks a user's row for the transaction and returns their current signature file. */
export async function lockSignFile(db: Queryable, id: number): Promise<string | null | undefined> {
  const [row] = await db.select({ file: users.signFile }).from(users).where(eq(users.id, id)).for('update');
  return row?.file;
}

/** Is an e-mail used by any account (case-insensitively)? */
export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailIs(email));
  return Boolean(row);
}

const BY_EMAIL: SortKey[] = [{ expr: sql`lower(${users.email})`, dir: 'asc' }];

/** A page of the accounts' e-mails (GET /get_all_email), by lower(email): the unique index serves it. */
export async function pageEmails(db: Queryable, q: TPageQuery): Promise<Page<string>> {
  const where = matchesSearchText(q.search, sql`lower(${users.email})`);
  const page = await pageWithCount(
    BY_EMAIL,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(withListTotal({ email: users.email, key: sql<string>`lower(${users.email})` }, listTotal))
        .from(users)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(users).where(where),
    (r) => [r.key],
    { searchCountsInPage: true },
  );
  return { ...page, rows: page.rows.map((r) => r.email) };
}

/** Which of the given addresses belong to an account (lower-cased). */
export async function existingEmails(db: Queryable, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  return rows.map((r) => r.email.toLowerCase());
}

/** Which of the given addresses belong to a staff account (lower-cased): whom staff may always mail. */
export async function staffEmails(db: Queryable, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        isStaff,
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  return rows.map((r) => r.email.toLowerCase());
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

type UserPatch = Partial<
  Pick<
    NewUser,
    | 'name'
    | 'phoneNumber'
    | 'organization'
    | 'processedByAdmin'
    | 'charge'
    | 'userType'
    | 'roleId'
    | 'permissions'
    | 'signFile'
  >
>;

/** Updates an account; `only` restricts it to one kind (a client id never edits a reseller). */
export async function updateUser(
  db: Queryable,
  id: number,
  patch: UserPatch,
  only?: 'client' | 'reseller',
): Promise<void> {
  const kind: SQL | undefined = only === 'client' ? isClient : only === 'reseller' ? isReseller : undefined;
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.id, id), kind));
}

/** Sets a new password hash and bumps the token version, which ends every session of the user. */
export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

// ---- staff ------------------------------------------------------------------------------------

const employeeColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  user_type: users.userType,
  role_id: users.roleId,
  permissions: users.permissions,
  phone_number: users.phoneNumber,
  charge: users.charge,
};

/** Employees and resellers are listed by name, then id (index users_name_sort_idx). */
const SORT_NAME = sql<string>`lower(${users.name})`;
const BY_NAME: SortKey[] = [
  { expr: SORT_NAME, dir: 'asc' },
  { expr: users.id, dir: 'asc' },
];

export interface EmployeeListFilters {
  limit?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
  role?: number | undefined;
  permission?: string | undefined;
}

/** A page of employees in name order, with the count of all that match (issue 10). */
export async function pageEmployees(db: Queryable, q: EmployeeListFilters): Promise<Page<EmployeeRecord>> {
  const where = and(
    isStaffLiteral,
    matchesAny(q.search, [users.name, users.email, users.phoneNumber, users.userType]),
    q.role ? eq(users.roleId, q.role) : undefined,
    q.permission ? sql`${users.permissions} @> array[${q.permission}]::text[]` : undefined,
  );
  const page = await pageWithCount(
    BY_NAME,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(withListTotal({ ...employeeColumns, sort_name: SORT_NAME }, listTotal))
        .from(users)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(users).where(where),
    (r) => [r.sort_name, r.id],
    { searchCountsInPage: true },
  );
  return { ...page, rows: page.rows.map(({ sort_name: _, ...row }) => row) };
}

export async function findEmployee(db: Queryable, id: number): Promise<EmployeeRecord | undefined> {
  const [row] = await db
    .select(employeeColumns)
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  return row;
}

export async function findEmployeeByEmail(db: Queryable, email: string): Promise<EmployeeRecord | undefined> {
  const [row] = await db
    .select(employeeColumns)
    .from(users)
    .where(and(emailIs(email), isStaff));
  return row;
}

/**
 * A page of the staff directory by name (GET /get_employee_data: the pickers search it as the user
 * types; docs/api.md "Employees"): the employees list's page and search, as directory entries.
 */
export async function pageStaff(
  db: Queryable,
  q: Pick<EmployeeListFilters, 'search' | 'cursor' | 'limit'>,
): Promise<Page<DirectoryEntry>> {
  const page = await pageEmployees(db, q);
  return {
    ...page,
    rows: page.rows.map(({ id, name, email, user_type }) => ({ id, name, email, user_type })),
  };
}

/** The staff among the given ids (clients and resellers are not staff). */
export async function staffIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isStaff));
  return rows.map((r) => r.id);
}

/**
 * Staff a task may be assigned or forwarded to (spec 001 §6): everyone on the staff, or for a reseller only
 * the admins. At most `cap`, by name, optionally searched.
 */
export async function assignableStaff(
  db: Queryable,
  opts: { onlyAdmins: boolean; search?: string | undefined; cap: number },
): Promise<DirectoryEntry[]> {
  const term = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email, user_type: users.userType })
    .from(users)
    .where(
      and(
        isStaff,
        opts.onlyAdmins ? sql`'admin' = any(${users.permissions})` : undefined,
        term ? or(sql`${users.name} ilike ${term}`, sql`${users.email} ilike ${term}`) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, asc(users.id))
    .limit(opts.cap);
}

/** Which of `ids` may be assigned (see assignableStaff). */
export async function assignableIds(
  db: Queryable,
  ids: readonly number[],
  onlyAdmins: boolean,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        isStaff,
        onlyAdmins ? sql`'admin' = any(${users.permissions})` : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

// ---- clients ----------------------------------------------------------------------------------

const clientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone_number: users.phoneNumber,
  organization: users.organization,
  processed_by_admin: users.processedByAdmin,
};

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

export async function clientById(
  db: Queryable,
  id: number,
): Promise<(ClientRow & { created_by: number | null }) | undefined> {
  const [row] = await db
    .select({ ...clientColumns, created_by: users.createdBy })
    .from(users)
    .where(and(eq(users.id, id), isClient));
  return row;
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
 * The organisation picker: clients the caller may pick (a reseller: their own), whose organization, name
 * or e-mail contains the term, sorted by organization; at most `limit`.
 */
export async function searchOrganizations(
  db: Queryable,
  opts: {
    createdBy?: number | undefined;
    search?: string | undefined;
    id?: number | undefined;
    limit: number;
  },
): Promise<OrgItem[]> {
  const term = opts.search ? containsPattern(opts.search) : undefined;
  return (
    db
      .select({ id: users.id, organization: users.organization, name: users.name, email: users.email })
      .from(users)
      .where(
        and(
          isClientLiteral,
          opts.createdBy ? eq(users.createdBy, opts.createdBy) : undefined,
          opts.id ? eq(users.id, opts.id) : undefined,
          term
            ? or(ilike(users.organization, term), ilike(users.name, term), ilike(users.email, term))
            : undefined,
        ),
      )
      // the organization typed exactly comes first, then those starting with it
      .orderBy(
        ...(opts.search
          ? [
              sql`lower(${users.organization}) <> ${opts.search.toLowerCase()}`,
              sql`lower(${users.organization}) not like ${containsPattern(opts.search.toLowerCase()).slice(1)}`,
            ]
          : []),
        sql`lower(${users.organization})`,
        users.id,
      )
      .limit(opts.limit)
  );
}

// ---- resellers --------------------------------------------------------------------------------

const resellerSelect = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone_number: users.phoneNumber,
  districts: sql<
    string[]
  >`coalesce(array_agg(${districts.name} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
  district_ids: sql<
    number[]
  >`coalesce(array_agg(${districts.id} order by ${districts.name}) filter (where ${districts.id} is not null), '{}')`,
};

function selectResellers(db: Queryable) {
  return db
    .select(resellerSelect)
    .from(users)
    .leftJoin(resellerDistricts, eq(resellerDistricts.userId, users.id))
    .leftJoin(districts, eq(districts.id, resellerDistricts.districtId));
}

export interface ResellerListFilters {
  limit?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
  district?: number | undefined;
}

/** A page of resellers in name order, with the count of all that match (issue 10). */
export async function pageResellers(db: Queryable, q: ResellerListFilters): Promise<Page<ResellerRow>> {
  const where = and(
    isReseller,
    matchesAny(q.search, [users.name, users.email, users.phoneNumber]),
    q.district
      ? sql`exists (select 1 from ${resellerDistricts} where ${resellerDistricts.userId} = ${users.id} and ${resellerDistricts.districtId} = ${q.district})`
      : undefined,
  );
  const page = await pageWithCount(
    BY_NAME,
    q,
    (after, orderBy, take, listTotal) =>
      db
        .select(withListTotal({ ...resellerSelect, sort_name: SORT_NAME }, listTotal))
        .from(users)
        .leftJoin(resellerDistricts, eq(resellerDistricts.userId, users.id))
        .leftJoin(districts, eq(districts.id, resellerDistricts.districtId))
        .where(and(where, after))
        .groupBy(users.id)
        .orderBy(...orderBy)
        .limit(take),
    () => db.select(COUNT).from(users).where(where),
    (r) => [r.sort_name, r.id],
    { searchCountsInPage: true },
  );
  return { ...page, rows: page.rows.map(({ sort_name: _, ...row }) => row) };
}

export async function resellerById(db: Queryable, id: number): Promise<ResellerRow | undefined> {
  const [row] = await selectResellers(db)
    .where(and(isReseller, eq(users.id, id)))
    .groupBy(users.id);
  return row;
}
