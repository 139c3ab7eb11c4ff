import type { InvoiceListRow, InvoiceStatus, TInvoiceListQuery } from '@aquadesk/shared/invoices.ts';
import { and, asc, desc, eq, not, or, sql } from 'drizzle-orm';
import {
  documentSeries,
  invoiceEvents,
  invoiceLines,
  invoiceNoteLines,
  invoiceNotes,
  invoiceReceipts,
  invoices,
} from '../../db/schema/index.ts';
import { isoTime, isoTimeOrNull } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { matchesAny, matchesSearchText, type Page, searchedColumn } from '../../platform/page-search.ts';
import { afterCursor, fetchLimit, orderByKeys, type SortKey, toPage } from '../../platform/paging.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoiceUpdate = Partial<Omit<NewInvoice, 'id' | 'accessKey' | 'createdAt'>>;
export type ReceiptRow = typeof invoiceReceipts.$inferSelect;
export type NewReceipt = typeof invoiceReceipts.$inferInsert;
export type InvoiceEventRow = typeof invoiceEvents.$inferSelect;
export type NewInvoiceEvent = typeof invoiceEvents.$inferInsert;
export type NoteRow = typeof invoiceNotes.$inferSelect;
export type NewNote = typeof invoiceNotes.$inferInsert;
export type NewNoteLine = Omit<typeof invoiceNoteLines.$inferInsert, 'noteId'>;
export type NoteLineRow = typeof invoiceNoteLines.$inferSelect;
export type SeriesKind = 'invoice' | 'credit_note' | 'debit_note' | 'receipt';
/** A list row as read: the wire row without its link, with the key and provider to make it (wire.ts listRowWire). */
export type InvoiceListRecord = Omit<InvoiceListRow, 'pay_link' | 'test_payment'> & {
  access_key: string;
  payment_provider: string | null;
};

// ——— invoices ———

export async function insertInvoice(
  db: Queryable,
  row: NewInvoice,
  lines: readonly NewInvoiceLine[],
): Promise<number> {
  const [created] = await db.insert(invoices).values(row).returning({ id: invoices.id });
  const id = created!.id;
  // an opening balance has no lines (docs/decisions/0014-opening-balances.md)
  if (lines.length > 0) await db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: id })));
  return id;
}

/** The invoice's row, locked for the rest of the transaction: issue, edit, cancel and payments serialise on it. */
export async function lockInvoice(tx: Queryable, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

export async function updateInvoice(tx: Queryable, id: number, set: InvoiceUpdate): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

/** A draft's lines replaced as a whole (an edit, or the figures frozen at issue). */
export async function replaceLines(
  tx: Queryable,
  id: number,
  lines: readonly NewInvoiceLine[],
): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: id })));
}

/** Deletes a draft (its lines and history go with it: both cascade); false when it is not a draft (any more). */
export async function deleteDraft(tx: Queryable, id: number): Promise<boolean> {
  const gone = await tx
    .delete(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.status, 'draft')))
    .returning({ id: invoices.id });
  return gone.length > 0;
}

/**
 * The next serial of a number series (docs/decisions/0011-tax-invoices.md): one statement that makes the
 * year's row at 1 or adds one to it. Inside the issuing transaction, its row lock hands each serial out
 * once, and a rollback gives it back, so numbers are consecutive with no gap (rule 46(b)).
 */
export async function nextSerial(
  tx: Queryable,
  kind: SeriesKind,
  prefix: string,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, prefix, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.prefix, documentSeries.financialYear],
      set: { lastSerial: sql`${documentSeries.lastSerial} + 1` },
    })
    .returning({ serial: documentSeries.lastSerial });
  return row!.serial;
}

// ——— credit and debit notes ———

export async function insertNote(
  tx: Queryable,
  row: NewNote,
  lines: readonly NewNoteLine[],
): Promise<NoteRow> {
  const [created] = await tx.insert(invoiceNotes).values(row).returning();
  await tx.insert(invoiceNoteLines).values(lines.map((l) => ({ ...l, noteId: created!.id })));
  return created!;
}

export async function notesOf(db: Queryable, invoiceId: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(invoiceNotes)
    .where(eq(invoiceNotes.invoiceId, invoiceId))
    .orderBy(asc(invoiceNotes.id));
}

export async function noteById(db: Queryable, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(invoiceNotes).where(eq(invoiceNotes.id, id));
  return row;
}

/** A note's lines in their printed order (its PDF, docs/requirements/002-gst.md §12). */
export async function noteLinesOf(db: Queryable, noteId: number): Promise<NoteLineRow[]> {
  return db
    .select()
    .from(invoiceNoteLines)
    .where(eq(invoiceNoteLines.noteId, noteId))
    .orderBy(asc(invoiceNoteLines.position));
}

// ——— history and receipts ———

export async function insertEvent(tx: Queryable, row: NewInvoiceEvent): Promise<void> {
  await tx.insert(invoiceEvents).values(row);
}

export async function eventsOf(db: Queryable, id: number): Promise<InvoiceEventRow[]> {
  return db
    .select()
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, id))
    .orderBy(asc(invoiceEvents.id));
}

export async function insertReceipt(tx: Queryable, row: NewReceipt): Promise<ReceiptRow> {
  const [created] = await tx.insert(invoiceReceipts).values(row).returning();
  return created!;
}

export async function receiptsOf(db: Queryable, id: number): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(invoiceReceipts)
    .where(eq(invoiceReceipts.invoiceId, id))
    .orderBy(asc(invoiceReceipts.id));
}

export async function receiptById(db: Queryable, id: number): Promise<ReceiptRow | undefined> {
  const [row] = await db.select().from(invoiceReceipts).where(eq(invoiceReceipts.id, id));
  return row;
}

const listColumns = {
  id: invoices.id,
  organization: invoices.organization,
  phone_number: invoices.phoneNumber,
  status: sql<InvoiceStatus>`${invoices.status}`,
  total: sql<string>`round(${invoices.total}, 2)::text`,
  amount_paise: invoices.amountPaise,
  created_at: isoTime(invoices.createdAt),
  creator_name: invoices.creatorName,
  order_id: invoices.orderId,
  payment_id: invoices.paymentId,
  paid_at: isoTimeOrNull(invoices.paidAt),
  access_key: invoices.accessKey,
  payment_provider: invoices.paymentProvider,
  number: invoices.number,
  issued_at: isoTimeOrNull(invoices.issuedAt),
  due_date: invoices.dueDate,
  opening_balance: sql<boolean>`${invoices.kind} = 'opening_balance'`,
  due_paise: sql<number>`(case when ${invoices.status} in ('unpaid', 'partly_paid') then greatest(0, ${invoices.amountPaise} + ${invoices.debitedPaise} - ${invoices.creditedPaise} - ${invoices.paidPaise} + ${invoices.refundedPaise}) else 0 end)::float8`,
};

/** Newest first: ids grow with creation (index invoices_pkey). */
const INVOICE_ORDER: SortKey[] = [{ expr: invoices.id, dir: 'desc' }];

/**
 * A page of invoices (docs/api.md "Lists"): searched over organisation, phone and the number, filtered by
 * organisation (exact, case-insensitive) and status, with the count of all that match.
 */
export async function page(db: Queryable, q: TInvoiceListQuery): Promise<Page<InvoiceListRecord>> {
  const idSearch = q.search && /^\d{1,9}$/.test(q.search) ? eq(invoices.id, Number(q.search)) : undefined;
  const search = matchesAny(q.search, [invoices.organization, invoices.phoneNumber, invoices.number]);
  const where = and(
    q.search ? (idSearch ? sql`(${search} or ${idSearch})` : search) : undefined,
    q.organization ? sql`lower(${invoices.organization}) = lower(${q.organization})` : undefined,
    q.status ? eq(invoices.status, q.status) : undefined,
  );
  const limit = fetchLimit(q.limit) - 1;
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(invoices)
      .where(and(where, afterCursor(INVOICE_ORDER, q.cursor)))
      .orderBy(...orderByKeys(INVOICE_ORDER))
      .limit(limit + 1),
    db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where),
  ]);
  const cut = toPage(rows, limit, (r) => [r.id]);
  return { rows: cut.rows, next_cursor: cut.next_cursor, total: count?.n ?? 0 };
}

/** The organisations that have invoices, for the list's filter (at most `max`, sorted). */
export async function organizations(db: Queryable, max: number): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([sql`lower(${invoices.organization})`], { organization: invoices.organization })
    .from(invoices)
    .orderBy(sql`lower(${invoices.organization})`)
    .limit(max);
  return rows.map((r) => r.organization);
}

export async function listRow(db: Queryable, id: number): Promise<InvoiceListRecord | undefined> {
  const [row] = await db.select(listColumns).from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function findInvoice(db: Queryable, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/**
 * The invoice made from an estimate: its live one (invoices_estimate_uq: at most one), else the newest it
 * had that was cancelled, else none. `live` asks for the live one only.
 */
export async function invoiceOfEstimate(
  db: Queryable,
  estimateId: number,
  opts: { live?: boolean } = {},
): Promise<{ id: number; number: string | null; status: InvoiceStatus } | undefined> {
  const cancelled = sql`${invoices.status} = 'cancelled'`;
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, status: sql<InvoiceStatus>`${invoices.status}` })
    .from(invoices)
    .where(and(eq(invoices.estimateId, estimateId), opts.live ? not(cancelled) : undefined))
    .orderBy(cancelled, desc(invoices.id))
    .limit(1);
  return row;
}

export async function linesOf(db: Queryable, id: number): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
}

/**
 * Settles an open invoice by an online payment of its whole balance: one conditional UPDATE, so of any
 * number of racing confirmations and webhooks exactly one changes the row. Undefined when it was not open
 * or its balance is not the amount (already settled, by this payment or another, or changed since).
 */
export async function settleInvoice(
  db: Queryable,
  input: {
    invoiceId: number;
    orderId: string;
    paymentId: string;
    amountPaise: number;
    method: string | null;
    provider: string;
  },
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({
      status: 'PAYMENT COMPLETE',
      orderId: input.orderId,
      paymentId: input.paymentId,
      paidAmountPaise: input.amountPaise,
      paidPaise: sql`${invoices.paidPaise} + ${input.amountPaise}`,
      paymentMethod: input.method,
      paymentProvider: input.provider,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(invoices.id, input.invoiceId),
        sql`${invoices.status} in ('unpaid', 'partly_paid')`,
        sql`${invoices.amountPaise} + ${invoices.debitedPaise} - ${invoices.creditedPaise} - ${invoices.paidPaise} + ${invoices.refundedPaise} = ${input.amountPaise}`,
      ),
    )
    .returning();
  return row;
}

/** An invoice's organisation, phone and number as one lower-cased text: invoices_search_trgm_idx's expression. */
const searchText = sql`lower(${invoices.organization} || chr(31) || ${invoices.phoneNumber} || chr(31) || coalesce(${invoices.number}, ''))`;

/**
 * Find anything (docs/api.md "Search"): at most `limit` invoices whose organisation, phone or number
 * holds `term` (the list's search, over one indexed text) or whose id it is, newest first.
 */
export async function searchInvoices(db: Queryable, term: string, limit: number) {
  const numeric = /^\d{1,9}$/.test(term) ? eq(invoices.id, Number(term)) : undefined;
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      organization: invoices.organization,
      status: sql<InvoiceStatus>`${invoices.status}`,
      total: sql<string>`round(${invoices.total}, 2)::text`,
    })
    .from(invoices)
    .where(or(matchesSearchText(term, searchedColumn(term, searchText)), numeric))
    .orderBy(desc(invoices.id))
    .limit(limit);
}
