import { plainNumber } from '@aquadesk/shared/decimal.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import * as repo from '../repository.ts';

/**
 * What the e-invoices domain does to an invoice, which only this domain writes (docs/requirements/
 * 003-e-invoice.md §12), and how it prints a note's figures; it reads an invoice or a note through
 * records.ts. They take the database or a transaction, so e-invoices composes them in its own.
 */

/** The invoice cancelled because its IRN was cancelled at the IRP (§12), under its row lock (invoice-lock.ts). */
export async function cancelWithIrn(
  tx: Queryable,
  id: number,
  user: AuthUser,
  input: { remark: string; now: Date },
): Promise<void> {
  await repo.updateInvoice(tx, id, {
    status: 'cancelled',
    cancelledAt: input.now,
    cancelledBy: user.id,
    cancelReason: input.remark,
  });
}

/** A quantity or rate as printed: no trailing zeros. */
export function printedNumber(value: string): string {
  return plainNumber(value);
}
