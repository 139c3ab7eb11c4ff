import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';
import { users } from './users.ts';

/** Client notes (spec 001 §3 "Note"). Owner: clients. Open until an admin closes them (the archive). */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    heading: text('heading').notNull(),
    description: text('description').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_client_idx').on(t.clientId)],
);

/** Client records with an image (spec 001 §3 "Client record"). Owner: clients. */
export const clientRecords = pgTable(
  'client_records',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    heading: text('heading').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_records_client_idx').on(t.clientId)],
);
