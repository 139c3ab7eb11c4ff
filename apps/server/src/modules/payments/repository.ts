import { and, eq } from 'drizzle-orm';
import { paymentOrders, payments } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/types.ts';

/** The provider's payment orders and the payments ledger of invoices (docs/decisions/0004-payments.md). */

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewLedgerRow = typeof payments.$inferInsert;

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
