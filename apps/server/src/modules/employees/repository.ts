import type { EmployeeRecord, RoleEntry } from '@aquadesk/shared/employees.ts';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { jobRoles, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** Staff accounts: everyone who is neither a client nor a reseller. */
const NOT_STAFF = ['client', 'reseller'];

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

export async function listEmployees(db: Queryable): Promise<EmployeeRecord[]> {
  return db
    .select(employeeColumns)
    .from(users)
    .where(notInArray(users.userType, NOT_STAFF))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

export async function findEmployee(db: Queryable, id: number): Promise<EmployeeRecord | undefined> {
  const [row] = await db
    .select(employeeColumns)
    .from(users)
    .where(and(eq(users.id, id), notInArray(users.userType, NOT_STAFF)));
  return row;
}

export async function findEmployeeByEmail(db: Queryable, email: string): Promise<EmployeeRecord | undefined> {
  const [row] = await db
    .select(employeeColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, notInArray(users.userType, NOT_STAFF)));
  return row;
}

/** The staff directory for pickers (GET /get_employee_data). */
export async function directory(db: Queryable) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, user_type: users.userType })
    .from(users)
    .where(notInArray(users.userType, NOT_STAFF))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

export async function allEmails(db: Queryable): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).orderBy(users.email);
  return rows.map((r) => r.email);
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return Boolean(row);
}

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

export async function insertEmployee(db: Queryable, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateEmployee(
  db: Queryable,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'phoneNumber' | 'charge' | 'userType' | 'roleId' | 'permissions'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}
