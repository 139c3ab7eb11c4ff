import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, refersTo, serialId } from './columns.ts';
import { users } from './users.ts';

/** Departments (spec 000 §3): the root is its own parent, and there is only one root. Owner: departments. */
export const departments = pgTable(
  'departments',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    parentId: refersTo('parent_id', (): AnyPgColumn => departments.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('departments_one_root_uq').on(sql`(true)`).where(sql`${t.parentId} = ${t.id}`)],
);

/** Who works in a department; the manager is a member with is_manager. Owner: departments. */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: belongsTo('department_id', () => departments.id),
    userId: belongsTo('user_id', () => users.id),
    isManager: boolean('is_manager').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] })],
);
