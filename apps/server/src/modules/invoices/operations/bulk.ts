import { type BulkResponse, type BulkResult, bulkResponse } from '@aquadesk/shared/bulk.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
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

/** Said for an invoice that failed in a way the single call has no words for (logged by its id). */
export const BULK_FAILED = 'Something went wrong with this one. Please try it alone.';

/**
 * Runs `one` for each invoice in turn (issue 41 item 13; docs/api.md "Many at once"): a refusal of the single
 * call (its 4xx or 502, in its own words) skips that invoice and the others go on. One after another, so
 * the mail rate limits and the render pool see the calls as they would from single clicks.
 */
export async function eachInvoice(
  ctx: AppContext,
  ids: readonly number[],
  one: (row: BulkInvoice) => Promise<void>,
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    const row = await repo.findInvoice(ctx.db, id);
    const label = invoiceLabelOf(row, id);
    if (!row) {
      results.push({ id, label, outcome: 'skipped', reason: 'Invoice not found' });
      continue;
    }
    try {
      await one(row);
      results.push({ id, label, outcome: 'done', reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) log?.(id, error);
      const reason = error instanceof AppError ? error.message : BULK_FAILED;
      results.push({ id, label, outcome: 'skipped', reason });
    }
  }
  return bulkResponse(results);
}
