import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

/**
 * The invoice made from a job card (estimates/operations/invoice-from-estimate.ts asks): its live one
 * (invoices_estimate_uq: at most one), else the newest it had that was cancelled, else none; `live` asks
 * for the live one only. `db` is the caller's transaction when it checks before inserting.
 */
export function invoiceOfEstimate(db: Queryable, estimateId: number, opts: { live?: boolean } = {}) {
  return repo.invoiceOfEstimate(db, estimateId, opts);
}
