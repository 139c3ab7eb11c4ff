import type { BillingFrequency } from '@aquadesk/shared/contracts.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import { billingPeriodOf, type ContractPartsResponse, type PartLine } from '@aquadesk/shared/parts.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { getEquipment } from '../../equipment/operations/equipment.ts';
import * as repo from '../repository.ts';
import { toPartLine } from '../wire.ts';

/** Lines a contract page or a piece's history shows at most. */
const SHOWN = 200;

/**
 * GET /api/parts/contracts/:contractId: the contract's cost in parts (docs/requirements/008-parts.md §3): the
 * covered lines of the current billing period (the one holding today, or the nearest) and their value.
 */
export async function contractParts(ctx: AppContext, contractId: number): Promise<ContractPartsResponse> {
  const terms = await repo.contractTerms(ctx.db, contractId);
  if (!terms) throw notFound('Contract');
  const period = billingPeriodOf(
    {
      starts_on: terms.starts_on,
      ends_on: terms.ends_on,
      billing_frequency: terms.billing_frequency as BillingFrequency,
    },
    todayInIndia(),
  );
  const [covered, rows] = await Promise.all([
    repo.coveredPaise(ctx.db, contractId, period),
    repo.coveredLinesOfContract(ctx.db, contractId, period, SHOWN),
  ]);
  return {
    period,
    covered: paiseToRupees(covered),
    cap: terms.parts_cap_paise === null ? null : paiseToRupees(terms.parts_cap_paise),
    data: rows.map(toPartLine),
  };
}

/** GET /api/parts/equipment/:equipmentId: the parts on the calls that named the piece, for who may open it. */
export async function equipmentParts(
  ctx: AppContext,
  user: AuthUser,
  equipmentId: number,
): Promise<{ data: PartLine[] }> {
  await getEquipment(ctx, user, equipmentId);
  const rows = await repo.linesOfEquipment(ctx.db, equipmentId, SHOWN);
  return { data: rows.map(toPartLine) };
}
