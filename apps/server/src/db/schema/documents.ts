import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment, refersTo, serialId } from './columns.ts';
import { users } from './users.ts';

/**
 * Every "Send to client" of a business document (issue 14, docs/api.md "Documents"): who sent which
 * document, when, to whom, with which message. Owner: documents. `record_id` is the estimate's, invoice's,
 * proposal's, note's or receipt's id, or a statement's client (no foreign key: one table for six kinds); rows
 * are only ever added.
 */
export const documentSends = pgTable(
  'document_sends',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    recordId: integer('record_id').notNull(),
    sentBy: refersTo('sent_by', () => users.id),
    recipients: text('recipients').array().notNull(),
    /** Copies (issue 41 item 4): with the recipients, at most 10 addresses. */
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    /** The subject the sender wrote; '' when the document's own was used. */
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    sentAt: moment('sent_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'document_sends_kind_ck',
      sql`${t.kind} in ('estimate', 'invoice', 'proposal', 'note', 'receipt', 'statement')`,
    ),
    check('document_sends_recipients_ck', sql`cardinality(${t.recipients}) between 1 and 10`),
    check(
      'document_sends_cc_ck',
      sql`cardinality(${t.recipients}) + cardinality(${t.cc}) <= 10 and length(${t.subject}) <= 150`,
    ),
    index('document_sends_record_idx').on(t.kind, t.recordId, t.id),
  ],
);
