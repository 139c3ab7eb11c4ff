import { computeEstimate, type EstimateResult } from '@aquadesk/shared/money.ts';
import type * as repo from '../repository.ts';

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
