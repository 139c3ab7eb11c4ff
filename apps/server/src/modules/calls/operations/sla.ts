import { type ContractSla, metPercent } from '@aquadesk/shared/calls.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { contractExists } from '../../contracts/operations/call-cover.ts';
import * as repo from '../repository.ts';

/**
 * GET /api/calls/contracts/{contractId}/sla (docs/requirements/010-calls.md §4): per IST month of resolution,
 * the contract's calls resolved and those resolved within their resolution due (SLA met % = met / resolved,
 * whole per cent rounded down), newest month first (24 at most); and its open calls, with those whose
 * resolution due has passed. Who sees contracts sees it (the route's action).
 */
export async function contractSla(
  ctx: AppContext,
  _user: AuthUser,
  contractId: number,
  now = new Date(),
): Promise<ContractSla> {
  if (!(await contractExists(ctx.db, contractId))) throw notFound('Contract');
  const [months, open] = await Promise.all([
    repo.slaMonths(ctx.db, contractId),
    repo.openCalls(ctx.db, contractId, now),
  ]);
  return {
    contract_id: contractId,
    months: months.map((m) => ({
      month: m.month,
      resolved: m.resolved,
      met: m.met,
      met_percent: metPercent(m.met, m.resolved),
    })),
    open_calls: open.open,
    open_breached: open.breached,
  };
}
