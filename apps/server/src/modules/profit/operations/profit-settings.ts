import type { ProfitData, ZEditProfitRequest } from '@aquadesk/shared/profit.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

// A database migrated before the settings row existed still answers sensible figures (spec 001 §3)
const DEFAULT_PROFIT: ProfitData = {
  administrative_expense: '10.00',
  travel_charge: '12.00',
  product_profit: '15.00',
  company_profit: '20.00',
};

/** The default-profit settings, as estimates and proposals apply them. */
export async function profitSettings(ctx: AppContext): Promise<ProfitData> {
  return (await repo.getProfit(ctx.db)) ?? DEFAULT_PROFIT;
}

/** GET /get-profit-data. */
export async function getProfitData(ctx: AppContext, _user: AuthUser): Promise<ProfitData> {
  return profitSettings(ctx);
}

/** POST /edit-profit-data (spec 001 §5): the schema has checked all four; stored as sent. */
export async function editProfitData(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEditProfitRequest>,
): Promise<ProfitData> {
  return repo.saveProfit(ctx.db, input, user.id);
}
