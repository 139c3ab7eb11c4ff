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
