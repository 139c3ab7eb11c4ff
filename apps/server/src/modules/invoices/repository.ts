import type {
  InvoiceListRow,
  InvoiceOrganizationPick,
  InvoiceStatus,
  TInvoiceListQuery,
} from '@aquadesk/shared/invoices.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  documentSeries,
  invoiceEvents,
  invoiceLines,
  invoiceReceipts,
  invoices,
  paymentOrders,
  payments,
  users,
} from '../../db/schema/index.ts';
import { isoTime, isoTimeOrNull } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { matchesAny, type Page } from '../../platform/page-search.ts';
import {
  afterCursor,
  containsPattern,
  fetchLimit,
  orderByKeys,
  type SortKey,
  toPage,
} from '../../platform/paging.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewLedgerRow = typeof payments.$inferInsert;
export type InvoiceUpdate = Partial<Omit<NewInvoice, 'id' | 'accessKey' | 'createdAt'>>;
export type ReceiptRow = typeof invoiceReceipts.$inferSelect;
export type NewReceipt = typeof invoiceReceipts.$inferInsert;
export type InvoiceEventRow = typeof invoiceEvents.$inferSelect;
export type NewInvoiceEvent = typeof invoiceEvents.$inferInsert;
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
  await db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: id })));
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

/** Deletes a draft (its lines and history go with it); false when it is not a draft (any more). */
export async function deleteDraft(tx: Queryable, id: number): Promise<boolean> {
  await tx.delete(invoiceEvents).where(eq(invoiceEvents.invoiceId, id));
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
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

export async function linesOf(db: Queryable, id: number): Promise<InvoiceLineRow[]> {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
}

/** A client account as an invoice bills it: its tax identity (docs/requirements/002-gst.md §2). */
export interface ClientIdentity {
  id: number;
  email: string;
  name: string;
  billingAddress: string | null;
  stateCode: string | null;
  gstin: string | null;
  paymentTermsDays: number | null;
}

/** The client account of an organisation (case-insensitive; one per organisation, users_client_org_uq). */
export async function clientOfOrganization(
  db: Queryable,
  organization: string,
): Promise<ClientIdentity | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      billingAddress: users.billingAddress,
      stateCode: users.stateCode,
      gstin: users.gstin,
      paymentTermsDays: users.paymentTermsDays,
    })
    .from(users)
    .where(and(eq(users.userType, 'client'), sql`lower(${users.organization}) = lower(${organization})`))
    .limit(1);
  return row;
}

/** Client organisations matching `search` (organisation, name or e-mail), the exact name first, then by name. */
export async function clientOrganizations(
  db: Queryable,
  search: string | undefined,
  limit: number,
): Promise<InvoiceOrganizationPick[]> {
  const term = search ? containsPattern(search) : undefined;
  const rows = await db
    .select({
      id: users.id,
      organization: sql<string>`${users.organization}`,
      name: users.name,
      phone_number: users.phoneNumber,
    })
    .from(users)
    .where(
      and(
        eq(users.userType, 'client'),
        sql`${users.organization} is not null`,
        term
          ? sql`(${users.organization} ilike ${term} or ${users.name} ilike ${term} or ${users.email} ilike ${term})`
          : undefined,
      ),
    )
    .orderBy(
      ...(search ? [sql`lower(${users.organization}) <> ${search.toLowerCase()}`] : []),
      sql`lower(${users.organization})`,
      asc(users.id),
    )
    .limit(limit);
  return rows;
}

export async function userSignFile(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db.select({ signFile: users.signFile }).from(users).where(eq(users.id, id));
  return row?.signFile ?? null;
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

// ——— payment orders ———

export async function openOrder(
  db: Queryable,
  invoiceId: number,
  provider: string,
  amountPaise: number,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.invoiceId, invoiceId),
        eq(paymentOrders.provider, provider),
        eq(paymentOrders.amountPaise, amountPaise),
        eq(paymentOrders.status, 'created'),
      ),
    )
    .limit(1);
  return row;
}

/** Stores a new open order; undefined when another open one for the same invoice and amount won the race. */
export async function insertOrder(
  db: Queryable,
  row: typeof paymentOrders.$inferInsert,
): Promise<PaymentOrderRow | undefined> {
  const [created] = await db.insert(paymentOrders).values(row).onConflictDoNothing().returning();
  return created;
}

export async function orderById(db: Queryable, orderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return row;
}

export async function markOrderPaid(db: Queryable, orderId: string): Promise<void> {
  await db.update(paymentOrders).set({ status: 'paid' }).where(eq(paymentOrders.orderId, orderId));
}

// ——— the payments ledger (append-only) ———

export async function appendLedger(db: Queryable, row: NewLedgerRow): Promise<void> {
  await db.insert(payments).values(row);
}

/** A provider event, stored once: false when its event id is already in the ledger (a replay). */
export async function appendEventOnce(db: Queryable, row: NewLedgerRow): Promise<boolean> {
  const created = await db.insert(payments).values(row).onConflictDoNothing().returning({ id: payments.id });
  return created.length > 0;
}
