import type { DeptMember, DeptNode } from '@aquadesk/shared/departments.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { departmentMembers, departments, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

/** Every department with its members (the tree), or only department `id`'s (one node). */
export async function listNodes(db: Queryable, id?: number): Promise<DeptNode[]> {
  const [depts, members] = await Promise.all([
    db
      .select()
      .from(departments)
      .where(id === undefined ? undefined : eq(departments.id, id))
      .orderBy(asc(departments.id)),
    db
      .select({
        departmentId: departmentMembers.departmentId,
        id: users.id,
        name: users.name,
        email: users.email,
        isManager: departmentMembers.isManager,
      })
      .from(departmentMembers)
      .innerJoin(users, eq(users.id, departmentMembers.userId))
      .where(id === undefined ? undefined : eq(departmentMembers.departmentId, id))
      .orderBy(sql`${departmentMembers.isManager} desc`, sql`lower(${users.name})`),
  ]);
  const byDept = new Map<number, DeptMember[]>();
  for (const m of members) {
    const list = byDept.get(m.departmentId) ?? [];
    list.push({ id: m.id, name: m.name, email: m.email, is_manager: m.isManager ? 1 : 0 });
    byDept.set(m.departmentId, list);
  }
  return depts.map((d) => ({
    dept_id: d.id,
    dept_name: d.name,
    parent_id: d.parentId,
    description: d.description,
    employees: byDept.get(d.id) ?? [],
  }));
}

export async function findNode(db: Queryable, id: number): Promise<DeptNode | undefined> {
  const [node] = await listNodes(db, id);
  return node;
}

export async function exists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  return Boolean(row);
}

export async function hasRoot(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(sql`${departments.parentId} = ${departments.id}`);
  return Boolean(row);
}

/** Inserts a department; a null parent makes it the root, stored as its own parent (spec 000 §3). */
export async function insert(
  db: Queryable,
  values: { name: string; description: string; parentId: number | null },
): Promise<number> {
  const [{ id } = { id: 0 }] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('departments', 'id'))::int` })
    .from(sql`(select 1) as one`);
  await db.insert(departments).values({
    id,
    name: values.name,
    description: values.description,
    parentId: values.parentId ?? id,
  });
  return id;
}

export async function addMembers(
  db: Queryable,
  departmentId: number,
  userIds: readonly number[],
  isManager = false,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(departmentMembers)
    .values(userIds.map((userId) => ({ departmentId, userId, isManager })))
    .onConflictDoNothing();
}
