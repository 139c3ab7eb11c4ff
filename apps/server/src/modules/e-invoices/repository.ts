import type {
  EInvoiceDocumentKind,
  EInvoiceStatus,
  ZEInvoiceQueueQuery,
} from '@aquadesk/shared/e-invoice-status.ts';
import { E_INVOICE_ERROR_MAX } from '@aquadesk/shared/e-invoice-status.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { eInvoices, invoiceNotes, invoices } from '../../db/schema/index.ts';
import { cursorTime } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { matchesAny, type Page } from '../../platform/page-search.ts';
import { afterCursor, fetchLimit, orderByKeys, type SortKey, toPage } from '../../platform/paging.ts';

/**
 * The e-invoice registrations and their job queue (docs/requirements/003-e-invoice.md §11-§13). Only this
 * file queries e_invoices.
 */
export type EInvoiceRow = typeof eInvoices.$inferSelect;

/** Which document a registration is of: an invoice (noteId null) or one of its notes. */
export interface DocumentKey {
  kind: EInvoiceDocumentKind;
  invoiceId: number;
  noteId: number | null;
}

const ofDocument = (doc: Pick<DocumentKey, 'invoiceId' | 'noteId'>) =>
  doc.noteId === null
    ? and(eq(eInvoices.invoiceId, doc.invoiceId), isNull(eInvoices.noteId))
    : eq(eInvoices.noteId, doc.noteId);

export async function registrationOf(
  db: Queryable,
  doc: Pick<DocumentKey, 'invoiceId' | 'noteId'>,
): Promise<EInvoiceRow | undefined> {
  const [row] = await db.select().from(eInvoices).where(ofDocument(doc));
  return row;
}

/** The same, locked for the transaction (a cancel, a re-queue). */
export async function lockRegistration(
  tx: Queryable,
  doc: Pick<DocumentKey, 'invoiceId' | 'noteId'>,
): Promise<EInvoiceRow | undefined> {
  const [row] = await tx.select().from(eInvoices).where(ofDocument(doc)).for('update');
  return row;
}

export async function registrationById(db: Queryable, id: number): Promise<EInvoiceRow | undefined> {
  const [row] = await db.select().from(eInvoices).where(eq(eInvoices.id, id));
  return row;
}

/** The registrations of an invoice and of its notes: the invoice's (noteId null) and each note's by id. */
export async function registrationsOfInvoice(
  db: Queryable,
  invoiceId: number,
): Promise<{ invoice: EInvoiceRow | undefined; notes: Map<number, EInvoiceRow> }> {
  const rows = await db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId));
  const notes = new Map<number, EInvoiceRow>();
  let invoice: EInvoiceRow | undefined;
  for (const r of rows) {
    if (r.noteId === null) invoice = r;
    else notes.set(r.noteId, r);
  }
  return { invoice, notes };
}

/**
 * Queues a document's registration, unless it has one: the unique indexes (e_invoices_invoice_uq,
 * e_invoices_note_uq) make a second insert, however it races, insert nothing. Undefined when one existed.
 */
export async function insertQueued(
  db: Queryable,
  doc: DocumentKey & { requestedBy: number; now: Date },
): Promise<EInvoiceRow | undefined> {
  const [row] = await db
    .insert(eInvoices)
    .values({
      documentKind: doc.kind,
      invoiceId: doc.invoiceId,
      noteId: doc.noteId,
      status: 'queued',
      nextAttemptAt: doc.now,
      requestedBy: doc.requestedBy,
      createdAt: doc.now,
      updatedAt: doc.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A failed or rejected registration queued again for a retry: its attempts start again (§11). */
export async function requeue(
  db: Queryable,
  id: number,
  by: number,
  now: Date,
): Promise<EInvoiceRow | undefined> {
  const [row] = await db
    .update(eInvoices)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      lockedBy: null,
      error: null,
      requestedBy: by,
      updatedAt: now,
    })
    .where(and(eq(eInvoices.id, id), inArray(eInvoices.status, ['failed', 'rejected'])))
    .returning();
  return row;
}

/**
 * The job's claim (§11): one conditional UPDATE takes up to `limit` rows that are due — queued and past
 * their next attempt, or running under a claim that has expired (its instance stopped) — marking them
 * running for `leaseMs` under `by`, one attempt more. A row another claim holds is skipped.
 */
export async function claimDue(
  db: Queryable,
  w: { now: Date; by: string; leaseMs: number; limit: number },
): Promise<EInvoiceRow[]> {
  const now = w.now.toISOString();
  const until = new Date(w.now.getTime() + w.leaseMs).toISOString();
  const due = sql`((${eInvoices.status} = 'queued' and ${eInvoices.nextAttemptAt} <= ${now}::timestamptz)
      or (${eInvoices.status} = 'running' and ${eInvoices.lockedUntil} < ${now}::timestamptz))`;
  const claimable = db
    .select({ id: eInvoices.id })
    .from(eInvoices)
    .where(due)
    .orderBy(eInvoices.nextAttemptAt, eInvoices.id)
    .limit(w.limit)
    .for('update', { skipLocked: true });
  return db
    .update(eInvoices)
    .set({
      status: 'running',
      lockedUntil: new Date(until),
      lockedBy: w.by,
      attempts: sql`least(${eInvoices.attempts} + 1, 1000)`,
      updatedAt: w.now,
    })
    .where(and(inArray(eInvoices.id, claimable), due))
    .returning();
}

/** What the job learnt of a claimed row; written only while the claim is still `by`'s. */
export type Outcome =
  | {
      status: 'registered';
      irn: string;
      ackNo: string;
      ackDate: string;
      signedInvoice: string;
      signedQr: string;
    }
  | { status: 'queued'; nextAttemptAt: Date; error: string }
  | { status: 'failed' | 'rejected'; error: string };

export async function settleClaim(
  db: Queryable,
  id: number,
  by: string,
  outcome: Outcome,
  now: Date,
): Promise<EInvoiceRow | undefined> {
  const [row] = await db
    .update(eInvoices)
    .set({
      ...outcome,
      ...(outcome.status === 'registered'
        ? { error: null }
        : { error: outcome.error.slice(0, E_INVOICE_ERROR_MAX) }),
      lockedUntil: null,
      lockedBy: null,
      updatedAt: now,
    })
    .where(and(eq(eInvoices.id, id), eq(eInvoices.status, 'running'), eq(eInvoices.lockedBy, by)))
    .returning();
  return row;
}

/** The IRN cancelled at the IRP (§12). */
export async function markCancelled(
  db: Queryable,
  id: number,
  c: { reason: string; remark: string; now: Date },
): Promise<EInvoiceRow> {
  const [row] = await db
    .update(eInvoices)
    .set({
      status: 'cancelled',
      cancelledAt: c.now,
      cancelReason: c.reason,
      cancelRemark: c.remark,
      updatedAt: c.now,
    })
    .where(eq(eInvoices.id, id))
    .returning();
  if (!row) throw new Error(`e-invoice ${id} vanished`);
  return row;
}

/** Is the invoice's registration (or one being made) in the way of a plain cancel (§12)? */
export async function invoiceRegistrationStatus(
  db: Queryable,
  invoiceId: number,
): Promise<EInvoiceStatus | undefined> {
  const row = await registrationOf(db, { invoiceId, noteId: null });
  return row?.status as EInvoiceStatus | undefined;
}

// ——— finance's queue (GET /api/e-invoices) ———

const QUEUE_ORDER: SortKey[] = [
  { expr: sql`${eInvoices.updatedAt}`, dir: 'desc' },
  { expr: eInvoices.id, dir: 'desc' },
];

/**
 * A page of registrations, newest change first, searched over the document's number, the client and the
 * IRN, filtered by status, with the count of all that match.
 */
export async function queuePage(
  db: Queryable,
  q: z.output<typeof ZEInvoiceQueueQuery>,
): Promise<Page<{ row: EInvoiceRow; number: string; client_name: string; cursor_at: string }>> {
  const where = and(
    matchesAny(q.search, [invoices.number, invoiceNotes.number, invoices.organization, eInvoices.irn]),
    q.status ? eq(eInvoices.status, q.status) : undefined,
  );
  const limit = fetchLimit(q.limit) - 1;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: eInvoices,
        number: sql<string>`coalesce(${invoiceNotes.number}, ${invoices.number}, '')`,
        client_name: invoices.organization,
        cursor_at: cursorTime(eInvoices.updatedAt),
      })
      .from(eInvoices)
      .innerJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
      .leftJoin(invoiceNotes, eq(invoiceNotes.id, eInvoices.noteId))
      .where(and(where, afterCursor(QUEUE_ORDER, q.cursor)))
      .orderBy(...orderByKeys(QUEUE_ORDER))
      .limit(limit + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(eInvoices)
      .innerJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
      .leftJoin(invoiceNotes, eq(invoiceNotes.id, eInvoices.noteId))
      .where(where),
  ]);
  const cut = toPage(rows, limit, (r) => [r.cursor_at, r.row.id]);
  return { rows: cut.rows, next_cursor: cut.next_cursor, total: count?.n ?? 0 };
}
