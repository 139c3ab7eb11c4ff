import type { DirectoryEntry, EmployeeRecord, RoleEntry } from '@aquadesk/shared/employees.ts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { jobRoles, users } from '../../db/schema/index.ts';
import { emailIs, isStaff, isStaffLiteral, SORT_NAME } from '../../db/schema/user-kinds.ts';
import type { Queryable } from '../../db/types.ts';
import { matchesAny, type Page, searchedColumn, withListTotal } from '../../platform/page-search.ts';
import { pageUsersByName } from '../../platform/users-page.ts';

export async function listRoles(db: Queryable): Promise<RoleEntry[]> {
  return db
    .select({ id: jobRoles.id, name: jobRoles.name })
    .from(jobRoles)
    .orderBy(sql`lower(${jobRoles.name})`);
}

export async function findRoleByName(db: Queryable, name: string): Promise<RoleEntry | undefined> {
  const [row] = await db
    .select({ id: jobRoles.id, name: jobRoles.name })
    .from(jobRoles)
    .where(sql`lower(${jobRoles.name}) = ${name.toLowerCase()}`);
  return row;
}

/** Inserts a role unless one of that name (any case) exists; `created` says which. */
export async function ensureRole(
  db: Queryable,
  name: string,
): Promise<{ role: RoleEntry; created: boolean }> {
  const existing = await findRoleByName(db, name);
  if (existing) return { role: existing, created: false };
  const [row] = await db
    .insert(jobRoles)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: jobRoles.id, name: jobRoles.name });
  if (row) return { role: row, created: true };
  return { role: (await findRoleByName(db, name))!, created: false };
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
  return pageUsersByName(db, q, where, (after, orderBy, take, listTotal) =>
    db
      .select(withListTotal({ ...employeeColumns, sort_name: SORT_NAME }, listTotal))
      .from(users)
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(take),
  );
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

/**
 * Find anything (docs/api.md "Search"): at most `limit` staff whose name, e-mail, phone or job role holds
 * `term` (the employees list's search), in the list's order (users_staff_name_idx).
 */
export async function searchEmployees(
  db: Queryable,
  term: string,
  limit: number,
): Promise<{ id: number; name: string; email: string; user_type: string }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, user_type: users.userType })
    .from(users)
    .where(
      and(
        isStaffLiteral,
        matchesAny(
          term,
          [users.name, users.email, users.phoneNumber, users.userType].map((c) => searchedColumn(term, c)),
        ),
      ),
    )
    .orderBy(SORT_NAME, users.id)
    .limit(limit);
}

// ——— labour charge rates (issue 41 item 2) ———

/**
 * Every job role labour may be charged at (not the client role), with its rate and its holders' mean pay;
 * only role `id` when given.
 */
export async function labourRates(db: Queryable, id?: number) {
  return db
    .select({
      id: jobRoles.id,
      name: jobRoles.name,
      charge_rate: sql<string | null>`${jobRoles.chargeRate}::text`,
      mean_pay: sql<
        string | null
      >`(round(avg(${users.charge}) filter (where ${users.charge} > 0), 2))::numeric(12, 2)::text`,
      holders: sql<number>`count(${users.id})::int`,
    })
    .from(jobRoles)
    .leftJoin(users, eq(users.roleId, jobRoles.id))
    .where(and(sql`lower(${jobRoles.name}) <> 'client'`, id === undefined ? undefined : eq(jobRoles.id, id)))
    .groupBy(jobRoles.id, jobRoles.name, jobRoles.chargeRate)
    .orderBy(sql`lower(${jobRoles.name})`, jobRoles.id);
}

/** Sets a role's charge rate (null: none); false when there is no such role (or it is the client role). */
export async function setChargeRate(db: Queryable, id: number, rate: string | null): Promise<boolean> {
  const rows = await db
    .update(jobRoles)
    .set({ chargeRate: rate })
    .where(and(eq(jobRoles.id, id), sql`lower(${jobRoles.name}) <> 'client'`))
    .returning({ id: jobRoles.id });
  return rows.length === 1;
}
