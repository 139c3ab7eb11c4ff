import { inArray, sql } from 'drizzle-orm';
import { invoiceEvents, invoices } from '../../../db/schema/index.ts';
import type { Queryable } from '../../../db/types.ts';
import type { NewInvoice, NewInvoiceEvent } from '../repository.ts';

// ——— opening balances (issue 41 item 12; docs/decisions/0014-opening-balances.md) ———

/** Which of these invoice numbers the books hold already (any invoice's: the numbers are one set). */
export async function numbersTaken(db: Queryable, numbers: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(numbers)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(
      inArray(
        sql`lower(${invoices.number})`,
        wanted.map((n) => n.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => (r.number ?? '').toLowerCase()));
}

/**
 * Opening balances in one statement a chunk, each with its `created` event (an import of up to 5,000 holds
 * its transaction for as short as it can); the new ids in the order given.
 */
export async function insertOpeningBalanceRows(
  tx: Queryable,
  rows: readonly NewInvoice[],
  event: (row: NewInvoice) => Omit<NewInvoiceEvent, 'invoiceId'>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const made = (await tx.insert(invoices).values(chunk).returning({ id: invoices.id })).map((r) => r.id);
    made.sort((a, b) => a - b);
    await tx.insert(invoiceEvents).values(chunk.map((row, j) => ({ ...event(row), invoiceId: made[j]! })));
    ids.push(...made);
  }
  return ids;
}
