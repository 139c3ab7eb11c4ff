import { CONTRACT_MESSAGES, type ContractDetail } from '@aquadesk/shared/contracts.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { cancelContractVisits } from '../../visits/operations/plan.ts';
import * as repo from '../repository.ts';
import { contractDetail } from './contract-detail.ts';
import { publishContract } from './events.ts';
import { recordEvent } from './history.ts';

/**
 * POST /api/contracts/:id/cancel: a draft or an active contract is cancelled with its reason (kept on the
 * contract and in its history); an expired, renewed or cancelled one is 409. An active contract keeps its
 * number; a cancelled draft has none (its stored stand-in, below, is never shown).
 */
export async function cancelContract(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: { reason: string },
  at: Date = new Date(),
): Promise<ContractDetail> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockContract(tx, id);
    if (!row) throw notFound('Contract');
    if (row.status !== 'draft' && row.status !== 'active') throw conflict(CONTRACT_MESSAGES.cannotCancel);
    await repo.updateContract(tx, id, {
      status: 'cancelled',
      cancelReason: input.reason,
      cancelledAt: at,
      // migration 0033's contracts_number_ck asks every contract but a draft for a number, a cancelled draft
      // included, and a draft must not take one of the series: it keeps a stand-in no answer shows (the
      // list's and page's number is null until activated). docs/requirements/006-contracts.md "Open points"
      ...(row.status === 'draft' ? { number: `DRAFT-${id}` } : {}),
    });
    // issue 43 item 3: its visits still without a task are cancelled with it
    const visitsCancelled = await cancelContractVisits(tx, id);
    await recordEvent(tx, id, 'cancelled', user, {
      reason: input.reason,
      was: row.status,
      visits_cancelled: visitsCancelled,
    });
  });
  await publishContract(ctx, id, 'update');
  return contractDetail(ctx, id);
}
