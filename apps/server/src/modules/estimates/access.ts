import { estimateAudience } from '@aquadesk/shared/audiences.ts';
import { isEstimateDirector } from '@aquadesk/shared/estimates.ts';
import type { EVENTS } from '@aquadesk/shared/events.ts';
import { computeEstimate, type EstimateResult } from '@aquadesk/shared/money.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../platform/auth-user.ts';
import type { AppContext } from '../../platform/context.ts';
import { found } from '../../platform/errors.ts';
import * as repo from './repository.ts';

/** spec 001 §6: admins and technical directors see every estimate; the others see theirs (repository). */
export function viewerOf(user: AuthUser): repo.EstimateViewer {
  return { id: user.id, seesAll: isEstimateDirector(user), reseller: isResellerOnly(user) };
}

/** The estimate, or 404 when the caller may not see it (docs/api.md: hidden is not found). */
export async function visibleEstimate(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<repo.EstimateRow> {
  const row = await found(repo.findVisible(ctx.db, viewerOf(user), id), 'Estimate');
  return row;
}

export type EstimateEvent =
  | typeof EVENTS.weAdd
  | typeof EVENTS.weApprove
  | typeof EVENTS.weStart
  | typeof EVENTS.weFinish;

/** After commit: the list row to exactly those who may see the estimate. */
export async function publishEstimate(ctx: AppContext, event: EstimateEvent, id: number): Promise<void> {
  const { db } = ctx;
  const [row, core, people] = await Promise.all([
    repo.listRow(db, id),
    repo.findById(db, id),
    repo.assignees(db, id),
  ]);
  if (!row || !core) return;
  ctx.realtime.emit(
    event,
    row,
    estimateAudience({
      creatorId: core.createdBy,
      resellerId: core.resellerId,
      assigneeIds: people.map((p) => p.id),
    }),
  );
}

/** Every figure of a stored estimate from its frozen lines and percentages (packages/shared money.ts). */
export function figuresOf(
  row: repo.EstimateRow,
  products: readonly { currentPrice: string; quantity: string }[],
  labour: readonly { scale: string; workHour: string }[],
  override: { travelCost?: string; discount?: string; administrativeExpense?: string } = {},
) {
  return computeEstimate({
    products: products.map((l) => ({ price: l.currentPrice, quantity: l.quantity })),
    labour: labour.map((l) => ({ rate: l.scale, hours: l.workHour })),
    profit: {
      administrative_expense: row.administrativeExpense,
      travel_charge: row.travelCharge,
      product_profit: row.productProfit,
      company_profit: row.companyProfit,
    },
    travel: { cost: override.travelCost ?? row.travelCost },
    administrativeExpensePercent: override.administrativeExpense ?? row.administrativeExpense,
    discountPercent: override.discount ?? row.discount,
  });
}

/** The stored columns of computed figures (exact, except the total to the rupee). */
export function storedFigures(result: EstimateResult) {
  return {
    travelCost: result.exact.travel,
    labourTotal: result.exact.labour,
    productsTotal: result.exact.products,
    expenseTotal: result.exact.administrative_expense,
    discountTotal: result.exact.discount,
    gstTotal: result.exact.gst,
    total: result.totals.total,
  };
}
