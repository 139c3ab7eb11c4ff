import type { ContractDetail } from '@aquadesk/shared/contracts.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { contractDetail } from './contract-detail.ts';
import { publishContract } from './events.ts';
import { recordEvent } from './history.ts';

/**
 * What the documents domain reads and records of a contract (its PDF and its Send, docs/api.md
 * "Documents"): the contract whole (404 when there is none) and, once its mail has gone, the history line
 * `sent` (who, to whom), announced to the list.
 */
export function contractForDocument(ctx: AppContext, id: number): Promise<ContractDetail> {
  return contractDetail(ctx, id);
}

export async function recordContractSent(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  sent: { to: readonly string[]; cc: readonly string[] },
): Promise<void> {
  await recordEvent(ctx.db, id, 'sent', user, { to: sent.to, cc: sent.cc });
  await publishContract(ctx, id, 'update');
}
