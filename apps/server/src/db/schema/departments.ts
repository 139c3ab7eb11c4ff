import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Departments (spec 000 §3): the root is its own parent, and there is only one root. Owner: departments. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    parentId: integer('parent_id')
      .notNull()
      .references((): AnyPgColumn => departments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('departments_one_root_uq').on(sql`(true)`).where(sql`${t.parentId} = ${t.id}`)],
);

/** Who works in a department; the manager is a member with is_manager. Owner: departments. */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isManager: boolean('is_manager').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] })],
);
