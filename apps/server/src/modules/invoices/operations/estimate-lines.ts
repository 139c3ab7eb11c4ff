import { Exact, exact, unitsText } from '@aquadesk/shared/decimal.ts';
import type { TaxSplit } from '@aquadesk/shared/gst.ts';
import { ESTIMATE_GST_PERCENT } from '@aquadesk/shared/money.ts';

/**
 * The rates and discounts of an invoice made from an estimate (docs/api.md "An estimate's invoice"), so
 * that it bills what the job card told the client, to the paisa.
 *
 * An invoice line prints a unit price to the paisa, its value (quantity × price) and its discount to the
 * paisa, and its tax rounded from its taxable value (docs/requirements/002-gst.md §8); the job card instead
 * figures GST once on the whole and rounds its total down to the rupee. So:
 * - each unit price is the client's exact price rounded up to the paisa (never below what was quoted);
 * - each line's discount is the estimate's discount (D % of its value, to the paisa);
 * - then the taxable values are settled, a paisa at a time and on the largest lines first, until the lines
 *   taxed at the job card's 18 % add up to the job card's total: the rounding down to the rupee, and what
 *   rounding the prices up added, become a little more discount. A lump line (labour, travel) may also be
 *   raised by a paisa or two when the rounding went the other way.
 * Per-line rounding skips a few totals (a line's tax steps by a paisa every ~5.5 paise of value), so a
 * single line cannot always land on the total: it then lands on the nearest one below, at most 2 paise
 * less. Two lines or more worth a rupee each always land on it; a line worth a few paise cannot move, so
 * an estimate with one such line beside a single larger one lands as a single line does.
 */

export interface PricedLine {
  quantity: string;
  /** The exact price of one unit, before the discount. */
  unitPrice: string;
  /** A lump (quantity 1): its price may be raised a paisa or two to reach the total. */
  lump: boolean;
}

/** What an invoice line takes: its unit price and discount in rupees, 2 places. */
export interface SettledLine {
  rate: string;
  discount: string;
}

/** A lump line is raised by at most this many paise. */
const LUMP_SLACK = 100;
const GST = ESTIMATE_GST_PERCENT;

/**
 * The line's total at the job card's GST, in paise, rounded as tax-invoice.ts rounds it: half up to the
 * paisa, and within a state each half from half the rate (docs/requirements/002-gst.md §4).
 */
export function totalAtEstimateGst(taxable: number, split: TaxSplit): number {
  if (split === 'inter') return taxable + Math.floor((taxable * GST + 50) / 100);
  return taxable + 2 * Math.floor((taxable * GST + 100) / 200);
}

const ceilToPaise = (d: Exact): bigint => -new Exact(-d.units, d.scale).round(2, 'floor');

interface State {
  /** The value (quantity × price) and the taxable value, in paise. */
  value: number;
  taxable: number;
  /** What the taxable value may be: the discount stays within quantity × price, a lump may be raised. */
  low: number;
  high: number;
  unitPaise: bigint;
  lump: boolean;
}

function startOf(line: PricedLine, discountPercent: Exact): State {
  const unitPaise = ceilToPaise(exact(line.unitPrice));
  const gross = exact(line.quantity).times(new Exact(unitPaise, 2));
  const value = Number(gross.round(2, 'half-up'));
  const discount = Number(new Exact(BigInt(value), 2).percent(discountPercent).round(2, 'half-up'));
  const low = value - Number(gross.round(2, 'floor'));
  return {
    value,
    taxable: Math.max(low, value - discount),
    low,
    high: line.lump ? value + LUMP_SLACK : value,
    unitPaise,
    lump: line.lump,
  };
}

/** Moves taxable values towards `target`, largest lines first, never past it; returns what is left. */
function approach(lines: State[], order: number[], target: number, split: TaxSplit): number {
  const at = (x: number) => totalAtEstimateGst(x, split);
  let total = lines.reduce((sum, l) => sum + at(l.taxable), 0);
  for (let guard = 0; guard < 10_000 && total !== target; guard++) {
    const dir = total < target ? 1 : -1;
    const gap = Math.abs(target - total);
    let moved = false;
    for (const i of order) {
      const l = lines[i]!;
      // a jump of about the gap's taxable share, halved until it does not overshoot
      let step = Math.max(1, Math.floor(gap / 1.2));
      step = Math.min(step, dir > 0 ? l.high - l.taxable : l.taxable - l.low);
      while (step > 0 && Math.abs(at(l.taxable + dir * step) - at(l.taxable)) > gap) {
        step = Math.floor(step / 2);
      }
      if (step === 0) continue;
      total += at(l.taxable + dir * step) - at(l.taxable);
      l.taxable += dir * step;
      moved = true;
      break;
    }
    if (!moved) break;
  }
  return target - total;
}

/** Lands the last paise: one line moved a few paise either way, else two lines together. */
function land(lines: State[], order: number[], gap: number, split: TaxSplit): void {
  const shift = (l: State, k: number) => {
    const x = l.taxable + k;
    if (x < l.low || x > l.high) return null;
    return totalAtEstimateGst(x, split) - totalAtEstimateGst(l.taxable, split);
  };
  // 1, -1, 2, -2 … 12, -12: the smallest moves first
  const ks = Array.from({ length: 12 }, (_, i) => [i + 1, -(i + 1)]).flat();
  for (const i of order) {
    const l = lines[i]!;
    const k = ks.find((k) => shift(l, k) === gap);
    if (k !== undefined) {
      l.taxable += k;
      return;
    }
  }
  const few = order.slice(0, 40);
  for (const a of few) {
    for (const b of few) {
      if (a === b) continue;
      for (const ka of ks.slice(0, 12)) {
        const sa = shift(lines[a]!, ka);
        if (sa === null) continue;
        const kb = ks.slice(0, 12).find((k) => shift(lines[b]!, k) === gap - sa);
        if (kb !== undefined) {
          lines[a]!.taxable += ka;
          lines[b]!.taxable += kb;
          return;
        }
      }
    }
  }
}

/**
 * Each line's rate and discount so that the lines, taxed at 18 % for `split`, total `targetPaise` (the job
 * card's total). Lines taxed at another rate keep the same taxable value, so only their tax differs.
 */
export function settleEstimateLines(
  lines: readonly PricedLine[],
  discountPercent: string,
  targetPaise: number,
  split: TaxSplit,
): SettledLine[] {
  const state = lines.map((l) => startOf(l, exact(discountPercent)));
  const order = state
    .map((_, i) => i)
    .sort((a, b) => state[b]!.value - state[a]!.value || Number(state[a]!.lump) - Number(state[b]!.lump));
  const gap = approach(state, order, targetPaise, split);
  if (gap !== 0) land(state, order, gap, split);
  const left = targetPaise - state.reduce((s, l) => s + totalAtEstimateGst(l.taxable, split), 0);
  if (left < 0) {
    // a single line that cannot land exactly: a paisa off, then the nearest total below
    const room = order.find((i) => state[i]!.taxable > state[i]!.low);
    if (room !== undefined) state[room]!.taxable -= 1;
    approach(state, order, targetPaise, split);
  }
  return state.map((l) => {
    const value = l.lump ? Math.max(l.value, l.taxable) : l.value;
    const rate = l.lump ? BigInt(value) : l.unitPaise;
    return { rate: unitsText(rate, 2), discount: unitsText(BigInt(value - l.taxable), 2) };
  });
}
