import { type BulkResponse, type BulkResult, bulkResponse } from '@aquadesk/shared/bulk.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import type { ZApproveLeavesRequest } from '@aquadesk/shared/leave.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { approveLeave } from './leave.ts';

/**
 * POST /api/approve-leaves (issue 41 item 13; docs/api.md "Leave"): approves or rejects each ticked leave as
 * the single decision does (only a pending one; Leave Without Pay never paid; the person notified, the
 * tracker told live), one after another; a refusal skips that leave with its reason and the others go on.
 */
export async function approveLeaves(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZApproveLeavesRequest>,
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  const results: BulkResult[] = [];
  for (const id of input.ids) {
    const before = await repo.findRecord(ctx.db, id);
    const label = before ? `${before.name}, ${formatDate(before.leave_date)}` : `Leave ${id}`;
    try {
      await approveLeave(ctx, user, { id, status: input.status, is_paid: input.is_paid });
      results.push({ id, label, outcome: 'done', reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) log?.(id, error);
      const reason =
        error instanceof AppError
          ? error.message
          : 'Something went wrong with this one. Please try it alone.';
      results.push({ id, label, outcome: 'skipped', reason });
    }
  }
  return bulkResponse(results);
}
