import type { RoleEntry } from '@aquadesk/shared/employees.ts';
import { sql } from 'drizzle-orm';
import { jobRoles } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

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
