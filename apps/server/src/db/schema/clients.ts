import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, refersTo, serialId, timestamps } from './columns.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

/** What a note and a client record both are: a heading and text about one of a client's sites, by its author. */
const entryColumns = () => ({
  id: serialId(),
  clientId: refersTo('client_id', () => users.id),
  siteId: refersTo('site_id', () => sites.id),
  authorId: refersTo('author_id', () => users.id),
  heading: text('heading').notNull(),
  description: text('description').notNull(),
});

/** Client notes (spec 001 §3 "Note"). Owner: clients. Open until an admin closes them (the archive). */
export const notes = pgTable(
  'notes',
  {
    ...entryColumns(),
    isClosed: boolean('is_closed').notNull().default(false),
    closedAt: moment('closed_at'),
    closedBy: integer('closed_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [index('notes_client_idx').on(t.clientId)],
);

/** Client records with an image (spec 001 §3 "Client record"). Owner: clients. */
export const clientRecords = pgTable(
  'client_records',
  {
    ...entryColumns(),
    image: text('image').notNull(),
    ...timestamps(),
  },
  (t) => [index('client_records_client_idx').on(t.clientId)],
);
