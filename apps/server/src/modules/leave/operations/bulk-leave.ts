import type { BulkResponse } from '@aquadesk/shared/bulk.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import type { ZApproveLeavesRequest } from '@aquadesk/shared/leave.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import { eachOf } from '../../../platform/bulk.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { approveLeave } from './leave.ts';

/**
 * POST /api/approve-leaves (issue 41 item 13; docs/api.md "Leave"): approves or rejects each ticked leave as
 * the single decision does (only a pending one; Leave Without Pay never paid; the person notified, the
 * tracker told live), one after another; a refusal skips that leave with its reason and the others go on.
 */
export function approveLeaves(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZApproveLeavesRequest>,
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  return eachOf(
    input.ids,
    {
      find: (id) => repo.findRecord(ctx.db, id),
      label: (leave, id) => (leave ? `${leave.name}, ${formatDate(leave.leave_date)}` : `Leave ${id}`),
      missing: 'Leave not found',
      run: async (_leave, id) => {
        await approveLeave(ctx, user, { id, status: input.status, is_paid: input.is_paid });
      },
    },
    log,
  );
}
