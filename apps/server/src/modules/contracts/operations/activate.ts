import {
  CONTRACT_MESSAGES,
  CONTRACT_SERIAL_MAX,
  type ContractDetail,
  contractFinancialYear,
  contractNumber,
} from '@aquadesk/shared/contracts.ts';
import { canonicalRate } from '@aquadesk/shared/gst.ts';
import type { Tx } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import { publishVisits } from '../../visits/operations/events.ts';
import { planContractVisits } from '../../visits/operations/plan.ts';
import * as repo from '../repository.ts';
import { contractDetail } from './contract-detail.ts';
import { companyRates } from './contract-fields.ts';
import { publishContract } from './events.ts';
import { recordEvent } from './history.ts';

/**
 * Activates a draft inside the caller's transaction: under the draft's row lock, its GST rate checked
 * against the company's list in force, the next serial of the financial year its period starts in (India's,
 * April to March) taken from `contract_series` in the same transaction, so two activations at once never
 * share a number and a rollback gives the number back. A second activation of the same draft waits for the
 * lock and finds it active: 409. Gives back the contract and the visits it planned (to publish after the
 * commit).
 */
export async function activateInTx(
  ctx: AppContext,
  tx: Tx,
  id: number,
  user: AuthUser,
  at: Date = new Date(),
): Promise<{ contract: repo.ContractRow; visitIds: number[] }> {
  const draft = await repo.lockContract(tx, id);
  if (!draft) throw notFound('Contract');
  if (draft.status !== 'draft') throw conflict(CONTRACT_MESSAGES.notDraft);
  const rates = await companyRates(ctx, tx);
  if (!rates.includes(canonicalRate(draft.gstRate)))
    throw fieldError('gst_rate', CONTRACT_MESSAGES.gstRateNotCompanys(rates));
  const year = contractFinancialYear(draft.startsOn);
  const serial = await repo.nextSerial(tx, year);
  if (serial > CONTRACT_SERIAL_MAX) throw conflict(CONTRACT_MESSAGES.seriesFull);
  const number = contractNumber(year, serial);
  const active = await repo.updateContract(tx, id, {
    status: 'active',
    number,
    financialYear: year,
    activatedAt: at,
  });
  // issue 43 item 3: every visit of the period, planned in this transaction
  const visitIds = await planContractVisits(tx, active);
  await recordEvent(tx, id, 'activated', user, { number, visits_planned: visitIds.length });
  return { contract: active, visitIds };
}

/**
 * POST /api/contracts/:id/activate: the draft becomes an active, numbered contract; after the commit its row
 * and its planned visits go live (a technician's open calendar shows theirs).
 */
export async function activateContract(ctx: AppContext, user: AuthUser, id: number): Promise<ContractDetail> {
  const { visitIds } = await ctx.db.transaction((tx) => activateInTx(ctx, tx, id, user));
  await publishContract(ctx, id, 'update');
  await publishVisits(ctx, visitIds);
  return contractDetail(ctx, id);
}
