import { computeEstimate } from '@aquadesk/shared/money.ts';
import fc from 'fast-check';

/** What the property tests of an estimate's money generate (estimate-client-copy, estimate-invoice-lines). */

/** A decimal text with `places` places, from `min` to `max` (whole units). */
export const decimal = (max: number, places: number, min = 0) =>
  fc
    .integer({ min: min * 10 ** places, max: max * 10 ** places })
    .map((n) => (n / 10 ** places).toFixed(places));

/**
 * The fields of an estimate's arbitrary for fc.record: up to `maxProducts` products, one to five labour lines, a
 * travel cost (often none) and the three margins.
 */
export const estimateFields = (maxProducts: number) => ({
  products: fc.array(fc.record({ currentPrice: decimal(200_000, 2), quantity: decimal(500, 3, 0.001) }), {
    maxLength: maxProducts,
  }),
  labour: fc.array(fc.record({ scale: decimal(2_000, 2), workHour: decimal(200, 2, 0.01) }), {
    minLength: 1,
    maxLength: 5,
  }),
  travelCost: fc.oneof(fc.constant('0'), decimal(20_000, 3)),
  productProfit: decimal(100, 2),
  companyProfit: decimal(100, 2),
  administrativeExpense: decimal(100, 2),
});

/** A value of estimateFields' record. */
export type EstimateFields = {
  [K in keyof ReturnType<typeof estimateFields>]: ReturnType<typeof estimateFields>[K] extends fc.Arbitrary<
    infer T
  >
    ? T
    : never;
};

/** The job card's figures of a generated estimate (travel charged at 12 %), `discountPercent` off when given. */
export function figuresOf(e: EstimateFields, discountPercent?: string) {
  return computeEstimate({
    products: e.products.map((p) => ({ price: p.currentPrice, quantity: p.quantity })),
    labour: e.labour.map((l) => ({ rate: l.scale, hours: l.workHour })),
    profit: {
      administrative_expense: e.administrativeExpense,
      travel_charge: '12',
      product_profit: e.productProfit,
      company_profit: e.companyProfit,
    },
    travel: { cost: e.travelCost },
    administrativeExpensePercent: e.administrativeExpense,
    ...(discountPercent === undefined ? {} : { discountPercent }),
  });
}
