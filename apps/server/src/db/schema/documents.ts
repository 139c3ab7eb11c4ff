import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every "Send to client" of a business document (issue 14, docs/api.md "Documents"): who sent which
 * document, when, to whom, with which message. Owner: documents. `record_id` is the estimate's, invoice's or
 * proposal's id (no foreign key: one table for three kinds); rows are only ever added.
 */
export const documentSends = pgTable(
  'document_sends',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    recipients: text('recipients').array().notNull(),
    message: text('message').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('document_sends_kind_ck', sql`${t.kind} in ('estimate', 'invoice', 'proposal')`),
    check('document_sends_recipients_ck', sql`cardinality(${t.recipients}) between 1 and 10`),
    index('document_sends_record_idx').on(t.kind, t.recordId, t.id),
  ],
);
