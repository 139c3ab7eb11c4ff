import type {
  InvoiceListRow,
  InvoiceOrganizationPick,
  InvoiceStatus,
  TInvoiceListQuery,
} from '@aquadesk/shared/invoices.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { invoiceLines, invoices, paymentOrders, payments, users } from '../../db/schema/index.ts';
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
};

/** Newest first: ids grow with creation (index invoices_pkey). */
const INVOICE_ORDER: SortKey[] = [{ expr: invoices.id, dir: 'desc' }];

/**
 * A page of invoices (docs/api.md "Lists"): searched over organisation, phone and the number, filtered by
 * organisation (exact, case-insensitive) and status, with the count of all that match.
 */
export async function page(db: Queryable, q: TInvoiceListQuery): Promise<Page<InvoiceListRecord>> {
  const idSearch = q.search && /^\d{1,9}$/.test(q.search) ? eq(invoices.id, Number(q.search)) : undefined;
  const search = matchesAny(q.search, [invoices.organization, invoices.phoneNumber]);
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

/** The client account of an organisation (case-insensitive; one per organisation, users_client_org_uq). */
export async function clientOfOrganization(
  db: Queryable,
  organization: string,
): Promise<{ id: number; email: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
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
 * Settles an unpaid invoice: one conditional UPDATE, so of any number of racing confirmations and webhooks
 * exactly one changes the row. Undefined when it was not unpaid (already settled, by this payment or another).
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
      paymentMethod: input.method,
      paymentProvider: input.provider,
      paidAt: sql`now()`,
    })
    .where(
      and(
        eq(invoices.id, input.invoiceId),
        eq(invoices.status, 'unpaid'),
        eq(invoices.amountPaise, input.amountPaise),
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
