import { INVOICE_MESSAGES } from '@aquadesk/shared/invoices.ts';
import type { Tx } from '../../../db/types.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

declare const locked: unique symbol;
/** An invoice read under its row lock by lockInvoicesFirst: the only kind a settlement is given. */
export type LockedInvoice = repo.InvoiceRow & { readonly [locked]: true };

/**
 * The lock order of every transaction that settles an invoice or changes what it owes
 * (docs/decisions/0004-payments.md "Lock order"): the invoices' row locks (SELECT … FOR UPDATE), by id
 * ascending, before the transaction reads or writes anything else: the ledger, orders, receipts, notes,
 * number series. Racing calls then queue on the invoice instead of each holding a row the other waits for;
 * on PostgreSQL the ledger row a webhook inserts first locks its invoice (the foreign key's KEY SHARE),
 * which the settling UPDATE (it sets the unique `payment_id`) must wait for: a deadlock (40P01) and a 500.
 * Call it first in the transaction; invoices that do not exist are left out.
 */
export async function lockInvoicesFirst(tx: Tx, ids: readonly number[]): Promise<LockedInvoice[]> {
  const rows: LockedInvoice[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const row = await repo.lockInvoice(tx, id);
    if (row) rows.push(row as LockedInvoice);
  }
  return rows;
}

/** One invoice under its row lock, taken first in the transaction (lockInvoicesFirst); undefined if none. */
export async function lockInvoiceFirst(tx: Tx, id: number): Promise<LockedInvoice | undefined> {
  const [row] = await lockInvoicesFirst(tx, [id]);
  return row;
}

/**
 * An issued invoice under its row lock, taken first in the transaction (lockInvoiceFirst), or the 404/409
 * that says why a note or a refund cannot touch it.
 */
export async function lockedIssued(tx: Tx, id: number): Promise<LockedInvoice> {
  const row = await lockInvoiceFirst(tx, id);
  if (!row) throw notFound('Invoice');
  if (row.status === 'draft') throw conflict(INVOICE_MESSAGES.notIssued);
  if (row.status === 'cancelled') throw conflict(INVOICE_MESSAGES.alreadyCancelled);
  return row;
}
