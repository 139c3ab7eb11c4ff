import type { BulkResponse } from '@aquadesk/shared/bulk.ts';
import { eachOf } from '../../../platform/bulk.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/** How a bulk answer names an invoice: its number, else the draft's id. */
export const invoiceLabelOf = (row: Pick<repo.InvoiceRow, 'id' | 'number'> | undefined, id: number) =>
  row?.number ?? `Invoice ${id}`;

/** An invoice as a bulk call reads it. */
export type BulkInvoice = repo.InvoiceRow;

/** The invoices of `ids` that exist, in their order, and the ids that are no invoice. */
export async function invoicesOf(
  ctx: AppContext,
  ids: readonly number[],
): Promise<{ rows: BulkInvoice[]; missing: number[] }> {
  const rows: BulkInvoice[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const row = await repo.findInvoice(ctx.db, id);
    if (row) rows.push(row);
    else missing.push(id);
  }
  return { rows, missing };
}

/**
 * Runs `one` for each invoice in turn (issue 41 item 13; docs/api.md "Many at once", platform/bulk.ts): a
 * refusal of the single call (its 4xx or 502, in its own words) skips that invoice and the others go on.
 */
export function eachInvoice(
  ctx: AppContext,
  ids: readonly number[],
  one: (row: BulkInvoice) => Promise<void>,
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  const step = {
    find: (id: number) => repo.findInvoice(ctx.db, id),
    label: invoiceLabelOf,
    missing: 'Invoice not found',
    run: one,
  };
  return eachOf(ids, step, log);
}
