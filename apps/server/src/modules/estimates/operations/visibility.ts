import { isEstimateDirector } from '@aquadesk/shared/estimates.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { found } from '../../../platform/errors.ts';
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
