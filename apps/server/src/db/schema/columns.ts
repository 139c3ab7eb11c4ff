import {
  type AnyPgColumn,
  bigint,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The columns most tables declare alike, each said once (issue 42 item 2). Each call makes a new column,
 * exactly the SQL it names, so moving a table onto them changes no migration (`npm run db:generate` finds
 * nothing to do).
 */

/** `id serial primary key`: the row's own number. */
export const serialId = () => serial('id').primaryKey();

/** `timestamptz`: a moment, null until it happens unless the table says `.notNull()`. */
export const moment = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** `created_at timestamptz not null default now()`: when the row was made. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** `updated_at timestamptz not null default now()`: when the row last changed (its repository sets it). */
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** `created_at` and `updated_at`, in that order. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** `integer not null references <target>`: a row that always names another (its client, its author). */
export const refersTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** `integer not null references <target> on delete cascade`: a row that belongs to another and goes with it. */
export const belongsTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** `bigint`: whole paise, read as a JavaScript number (docs/decisions/0002-money.md). */
export const paise = <N extends string>(name: N) => bigint(name, { mode: 'number' });

/** `numeric not null`: an exact figure of packages/shared money.ts, stored unrounded (docs/api.md "Money"). */
export const figure = <N extends string>(name: N) => numeric(name).notNull();

/** `numeric(5, 2)`: a percentage, 0 to 100 with two places (a GST rate, a profit share). */
export const percent = <N extends string>(name: N) => numeric(name, { precision: 5, scale: 2 });

/**
 * A history row's columns after its id and record (an invoice's, a contract's): `action text not null`, who
 * (`actor_id` references `actor`, null for the system; `actor_name` as it was then), `changes jsonb not null
 * default '{}'` (the fields before and after) and `created_at`.
 */
export const historyColumns = (actor: () => AnyPgColumn) => ({
  action: text('action').notNull(),
  actorId: integer('actor_id').references(actor),
  actorName: text('actor_name').notNull(),
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
