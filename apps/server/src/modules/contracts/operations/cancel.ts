import { CONTRACT_MESSAGES, type ContractDetail } from '@aquadesk/shared/contracts.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { publishVisits } from '../../visits/operations/events.ts';
import { cancelContractVisits } from '../../visits/operations/plan.ts';
import * as repo from '../repository.ts';
import { contractDetail } from './contract-detail.ts';
import { publishContract } from './events.ts';
import { recordEvent } from './history.ts';

/**
 * POST /api/contracts/:id/cancel: a draft or an active contract is cancelled with its reason (kept on the
 * contract and in its history); an expired, renewed or cancelled one is 409. An active contract keeps its
 * number; a cancelled draft has none (migration 0036: a number only once activated). After the commit its row
 * and the visits it called off go live (a technician's open calendar drops them).
 */
export async function cancelContract(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: { reason: string },
  at: Date = new Date(),
): Promise<ContractDetail> {
  const visitIds = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockContract(tx, id);
    if (!row) throw notFound('Contract');
    if (row.status !== 'draft' && row.status !== 'active') throw conflict(CONTRACT_MESSAGES.cannotCancel);
    await repo.updateContract(tx, id, {
      status: 'cancelled',
      cancelReason: input.reason,
      cancelledAt: at,
    });
    // issue 43 item 3: its visits still without a task are cancelled with it
    const cancelled = await cancelContractVisits(tx, id);
    await recordEvent(tx, id, 'cancelled', user, {
      reason: input.reason,
      was: row.status,
      visits_cancelled: cancelled.length,
    });
    return cancelled;
  });
  await publishContract(ctx, id, 'update');
  await publishVisits(ctx, visitIds);
  return contractDetail(ctx, id);
}
