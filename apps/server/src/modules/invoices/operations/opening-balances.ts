import { istMoment } from '@aquadesk/shared/dates.ts';
import { financialYearOf } from '@aquadesk/shared/gst.ts';
import type { OpeningBalanceRow } from '@aquadesk/shared/imports.ts';
import { toPaise } from '@aquadesk/shared/money.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as openingRepo from '../repository/opening-balances.ts';
import type * as repo from '../repository.ts';
import { announceInvoice } from './announce.ts';
import { newInvoiceKey } from './invoice-key.ts';

/**
 * Opening balances (issue 41 item 12; docs/decisions/0014-opening-balances.md): an invoice of the books from
 * before AquaDesk, with what is still owed on it, brought in as an invoice of kind `opening_balance`: owed
 * from its date (due that day: it is aged from it), paid by a recorded payment, in the client's statement
 * and the receivables like any invoice; never in the GST registers, GSTR-1, an e-invoice or a note.
 */

/** Which of these numbers an invoice has already (lower-cased). */
export function invoiceNumbersTaken(db: Queryable, numbers: readonly string[]): Promise<Set<string>> {
  return openingRepo.numbersTaken(db, numbers);
}

export interface OpeningBalanceInput extends OpeningBalanceRow {
  client: { id: number; organization: string; phone_number: string };
}

/** Writes the opening balances in `tx`; what to announce after commit. */
export async function insertOpeningBalances(
  ctx: AppContext,
  tx: Queryable,
  by: AuthUser,
  rows: readonly OpeningBalanceInput[],
): Promise<() => Promise<void>> {
  const values: repo.NewInvoice[] = rows.map((row) => {
    // the day it was issued in the old books, at noon in India (its IST date is the date as typed)
    const issuedAt = istMoment(`${row.date}T12:00:00`);
    return {
      kind: 'opening_balance',
      organization: row.client.organization,
      phoneNumber: row.client.phone_number,
      clientId: row.client.id,
      status: 'unpaid',
      subtotal: row.amount_due,
      cgstTotal: '0',
      sgstTotal: '0',
      igstTotal: '0',
      total: row.amount_due,
      amountPaise: toPaise(row.amount_due),
      createdBy: by.id,
      creatorName: by.name,
      accessKey: newInvoiceKey(),
      number: row.number,
      financialYear: financialYearOf(issuedAt).label,
      issuedAt,
      issuedBy: by.id,
      dueDate: row.date,
    };
  });
  // the invoice's history says where it came from (docs/requirements/002-gst.md §6), as recordEvent writes it
  const ids = await openingRepo.insertOpeningBalanceRows(tx, values, (row) => ({
    action: 'created',
    actorId: by.id,
    actorName: by.name,
    changes: { opening_balance: true, amount_due: row.total },
  }));
  return async () => {
    // in the books as they were in the old ones: issued, with what is owed
    for (const id of ids) await announceInvoice(ctx, id, 'issued');
  };
}
