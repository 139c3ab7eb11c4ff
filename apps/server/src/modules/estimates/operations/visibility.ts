import { isInvoiceableEstimate } from '@aquadesk/shared/estimate-invoice.ts';
import { type EstimateStatus, isEstimateDirector } from '@aquadesk/shared/estimates.ts';
import { can, isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found, notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/** spec 001 §6: admins and technical directors see every estimate; the others see theirs (repository). */
export function viewerOf(user: AuthUser): repo.EstimateViewer {
  return { id: user.id, seesAll: isEstimateDirector(user), reseller: isResellerOnly(user) };
}

/** The estimate, or 404 when the caller may not see it (docs/api.md: hidden is not found). */
export async function visibleEstimate(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<repo.EstimateRow> {
  const row = await found(repo.findVisible(ctx.db, viewerOf(user), id), 'Estimate');
  return row;
}

/**
 * The estimate for one who makes invoices (issue 41 item 1; docs/api.md "Ready to invoice"): any estimate
 * they may see, and any finished one when they make invoices (finance sees no job card otherwise); 404 to
 * anyone else, and to an invoicer for an estimate not finished.
 */
export async function invoicedEstimate(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<repo.EstimateRow> {
  const seen = await repo.findVisible(ctx.db, viewerOf(user), id);
  if (seen) return seen;
  if (can(user, 'estimate.ready_to_invoice')) {
    const row = await repo.findById(ctx.db, id);
    if (row && isInvoiceableEstimate(row.status as EstimateStatus)) return row;
  }
  throw notFound('Estimate');
}
