import { Exact, exact, fixed2, unitsText } from '@aquadesk/shared/decimal.ts';
import { ROUND_OFF_MAX_PAISE, roundOffTowards } from '@aquadesk/shared/round-off.ts';
import { computeTaxDocument } from '@aquadesk/shared/tax-invoice.ts';
import { clientAmountsOf } from './client-prices.ts';

/**
 * The lines and the round-off of an invoice made from an estimate (docs/api.md "An estimate's invoice";
 * issue 41 item 5): it bills what the job card told the client, line for line as the job card prints it, and
 * rounds as the job card rounds, on a line of its own.
 *
 * The job card figures 18 % GST once on its whole and rounds its total down to the rupee; a tax invoice
 * taxes each line and prints every figure to the paisa (docs/requirements/002-gst.md §8). So:
 * - each line carries the job card's printed rate (a product's unit price to the nearest paisa; labour and
 *   travel, each a lump, its printed amount) and the estimate's discount, D % of its value to the paisa, and
 *   nothing more: the rounding is never hidden in a line's discount;
 * - the invoice's total is its lines' total rounded to a whole rupee, up or down towards what the job card
 *   asks (each line at its own GST rate, the whole rounded down to the rupee as the job card rounds): the
 *   difference is the round-off, less than a rupee either way;
 * - the lines come within a rupee of the job card nearly always (the job card's rounding down and a few
 *   paise of per-line rounding). A large quantity priced in fractions of a paisa can carry them further: then
 *   the unit price of such a product is rounded to the paisa the other way (below instead of above, or the
 *   reverse), the largest quantity first, until they are within a rupee. A price is always the client's exact
 *   price to a paisa.
 */

export interface EstimateInvoiceLine {
  kind: 'product' | 'labour' | 'travel';
  quantity: string;
  /** The exact price of one unit as the client is charged it, before the discount (client-prices.ts). */
  unitPrice: string;
  /** The line's GST rate in percent: the product's, else the job card's 18 %. */
  gstRate: string;
}

/** What an invoice line takes: its unit price and discount in rupees, 2 places. */
export interface PricedInvoiceLine {
  rate: string;
  discount: string;
}

const paisaBelow = (d: Exact): bigint => d.round(2, 'floor');
const paisaAbove = (d: Exact): bigint => -new Exact(-d.units, d.scale).round(2, 'floor');

/** A line at a unit price: the estimate's discount is D % of its value (quantity × price, to the paisa). */
function pricedAt(quantity: string, rate: string, discountPercent: string): PricedInvoiceLine {
  const value = new Exact(exact(quantity).times(exact(rate)).round(2, 'half-up'), 2);
  return { rate, discount: fixed2(value.percent(exact(discountPercent))) };
}

/**
 * What the job card asks with each line taxed at its own rate, in paise: the exact value less the discount,
 * plus GST, rounded down to the rupee as the job card rounds its total. With every line at 18 % it is the job
 * card's total itself.
 */
export function jobCardTargetPaise(
  lines: readonly Pick<EstimateInvoiceLine, 'quantity' | 'unitPrice' | 'gstRate'>[],
  discountPercent: string,
): number {
  const keep = exact(100).minus(exact(discountPercent));
  const total = lines.reduce((sum, l) => {
    const taxable = exact(l.quantity).times(exact(l.unitPrice)).percent(keep);
    return sum.plus(taxable).plus(taxable.percent(exact(l.gstRate)));
  }, exact(0));
  return Number(total.round(0, 'floor')) * 100;
}

/**
 * The invoice of an estimate's lines for a place of supply: each line's rate and discount, and the round-off
 * that brings the lines' total, taxed line by line as the invoice taxes them (tax-invoice.ts), to the whole
 * rupee nearest what the job card asks.
 */
export function linesOfEstimateInvoice(
  lines: readonly EstimateInvoiceLine[],
  discountPercent: string,
  supplierState: string,
  placeOfSupply: string,
): { lines: PricedInvoiceLine[]; round_off: string } {
  // the rates the job card prints: a product's unit price to the nearest paisa, a lump's amount
  const printed = clientAmountsOf(lines).lines;
  const priced = lines.map((l, i) =>
    pricedAt(l.quantity, l.kind === 'product' ? printed[i]!.rate : printed[i]!.amount, discountPercent),
  );
  const linesTotal = () =>
    computeTaxDocument(
      lines.map((l, i) => ({
        hsn: '',
        quantity: l.quantity,
        unitPrice: priced[i]!.rate,
        discount: priced[i]!.discount,
        gstRate: l.gstRate,
      })),
      supplierState,
      placeOfSupply,
    ).totals.total_paise;
  const target = jobCardTargetPaise(lines, discountPercent);
  let total = linesTotal();
  // more than a rupee away: the products with the most units take their price to the paisa the other way
  const byQuantity = lines
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => l.kind === 'product')
    .sort((a, b) => exact(b.l.quantity).compare(exact(a.l.quantity)) || a.i - b.i);
  for (const { l, i } of byQuantity) {
    const gap = target - total;
    if (Math.abs(gap) <= ROUND_OFF_MAX_PAISE) break;
    const other = unitsText((gap < 0 ? paisaBelow : paisaAbove)(exact(l.unitPrice)), 2);
    if (other === priced[i]!.rate) continue;
    const before = priced[i]!;
    priced[i] = pricedAt(l.quantity, other, discountPercent);
    const moved = linesTotal();
    // keep the other rounding only where it brings the lines nearer
    if (Math.abs(target - moved) < Math.abs(gap)) total = moved;
    else priced[i] = before;
  }
  return { lines: priced, round_off: unitsText(BigInt(roundOffTowards(total, target)), 2) };
}
