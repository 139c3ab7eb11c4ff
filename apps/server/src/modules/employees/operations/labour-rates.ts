import type { LabourRateRow, LabourRatesResponse, ZLabourRateRequest } from '@aquadesk/shared/profit.ts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/**
 * Labour charge rates (issue 41 item 2; docs/api.md "Labour charge rates"): what the company charges a client
 * for an hour of each job role, set on the Profit screen by those who set prices. The job roles are this
 * domain's; an estimate reads the rate through its own role picks and freezes it on its labour line, so a
 * change never moves an estimate already made.
 */
export async function labourRates(ctx: AppContext): Promise<LabourRatesResponse> {
  return { data: await repo.labourRates(ctx.db) };
}

/** PUT /labour-rates/{id}: the role's rate, or none; the row as the list shows it. 404 for no such role. */
export async function setLabourRate(
  ctx: AppContext,
  id: number,
  input: z.output<typeof ZLabourRateRequest>,
): Promise<{ data: LabourRateRow }> {
  if (!(await repo.setChargeRate(ctx.db, id, input.charge_rate))) throw notFound('Role');
  const [row] = await repo.labourRates(ctx.db, id);
  if (!row) throw notFound('Role');
  return { data: row };
}
