import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment, refersTo, serialId, timestamps } from './columns.ts';
import { invoiceNotes, invoices } from './invoices.ts';
import { users } from './users.ts';

/**
 * E-invoice registrations (docs/requirements/003-e-invoice.md §11-§13): one row per invoice, credit note or
 * debit note ever asked to be registered with the IRP, enforced by the unique indexes below, and the job's
 * queue: `queued` rows due at `next_attempt_at`, `running` ones claimed by an instance until `locked_until`
 * (a crashed instance's claim expires). Owner: invoices.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: serialId(),
    documentKind: text('document_kind').notNull(),
    invoiceId: refersTo('invoice_id', () => invoices.id),
    /** Set for a credit or debit note. */
    noteId: integer('note_id').references(() => invoiceNotes.id),
    status: text('status').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lockedUntil: moment('locked_until'),
    lockedBy: text('locked_by'),
    irn: text('irn'),
    ackNo: text('ack_no'),
    /** IST, "yyyy-mm-dd hh:mm:ss", as the IRP writes AckDt. */
    ackDate: text('ack_date'),
    signedInvoice: text('signed_invoice'),
    signedQr: text('signed_qr'),
    error: text('error'),
    requestedBy: integer('requested_by').references(() => users.id),
    cancelledAt: moment('cancelled_at'),
    cancelReason: text('cancel_reason'),
    cancelRemark: text('cancel_remark'),
    ...timestamps(),
  },
  (t) => [
    check('e_invoices_kind_ck', sql`${t.documentKind} in ('invoice', 'credit_note', 'debit_note')`),
    // a note's row names its note; an invoice's does not
    check('e_invoices_note_ck', sql`(${t.documentKind} = 'invoice') = (${t.noteId} is null)`),
    check(
      'e_invoices_status_ck',
      sql`${t.status} in ('queued', 'running', 'registered', 'failed', 'rejected', 'cancelled')`,
    ),
    check('e_invoices_attempts_ck', sql`${t.attempts} between 0 and 1000`),
    check('e_invoices_irn_ck', sql`${t.irn} ~ '^[0-9a-f]{64}$'`),
    check('e_invoices_ack_no_ck', sql`${t.ackNo} ~ '^[0-9]{15}$'`),
    check(
      'e_invoices_ack_date_ck',
      sql`${t.ackDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$'`,
    ),
    check(
      'e_invoices_signed_ck',
      sql`length(${t.signedInvoice}) <= 200000 and length(${t.signedQr}) <= 20000`,
    ),
    check('e_invoices_error_ck', sql`length(${t.error}) <= 1000`),
    check('e_invoices_locked_by_ck', sql`length(${t.lockedBy}) <= 100`),
    check('e_invoices_cancel_reason_ck', sql`${t.cancelReason} in ('1', '2', '3', '4')`),
    check('e_invoices_cancel_remark_ck', sql`length(${t.cancelRemark}) between 1 and 100`),
    // a registered (or cancelled) row carries its whole registration
    check(
      'e_invoices_registered_ck',
      sql`${t.status} not in ('registered', 'cancelled') or (${t.irn} is not null and ${t.ackNo} is not null and ${t.ackDate} is not null and ${t.signedQr} is not null)`,
    ),
    // one registration per document, whatever races: an invoice's row, and each note's
    uniqueIndex('e_invoices_invoice_uq').on(t.invoiceId).where(sql`${t.noteId} is null`),
    uniqueIndex('e_invoices_note_uq').on(t.noteId).where(sql`${t.noteId} is not null`),
    uniqueIndex('e_invoices_irn_uq').on(t.irn),
    // the job's claim: what is due
    index('e_invoices_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'running')`),
    // finance's queue, newest change first
    index('e_invoices_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
