import { exact, plain } from './decimal.ts';
import { compareAmounts, ESTIMATE_GST_PERCENT, roundToPaisa, sumAmounts } from './money.ts';
import { formatRupees } from './rupees.ts';

/**
 * The job card as its client reads it (issue 31; issue 41 item 7; docs/api.md "What each document shows to
 * whom"): every line at the price the client pays, the product profit, company profit and administrative
 * expense folded in, labour a service line without its rate per hour; the totals rows under them. The PDF
 * and the job card's screen (and so its Print) are both made from this copy and these rows, so what a
 * reseller prints is what the client is mailed.
 */

/** One line of the client's copy. */
export interface EstimateClientLine {
  kind: 'product' | 'labour' | 'travel';
  /** The product's name, `Labour: Plumber, 3 hours` or `Travel: 10 km`. */
  description: string;
  /** A product's quantity (`"3"`, `"2.5"`); labour and travel are one lump each (`"1"`). */
  quantity: string;
  /** The price of one unit as the client pays it, in rupees to the paisa; a lump's is its amount. */
  rate: string;
  /** The line's amount to the paisa, so that the lines add up exactly to `value`. */
  amount: string;
}

/** The client's copy of a job card: its lines and the figures of its totals rows, in rupees to the paisa. */
export interface EstimateClientCopy {
  lines: EstimateClientLine[];
  /** The lines' sum: what the job card's discount and GST are taken from. */
  value: string;
  /** The discount on every line, in percent (`"5.00"`). */
  discount_percent: string;
  discount: string;
  gst: string;
  /** The job card's total, down to the rupee. */
  total: string;
  total_in_words: string;
}

/** A totals row of the client's copy. */
export interface ClientCopyRow {
  key: 'value' | 'discount' | 'gst' | 'round_off' | 'total';
  label: string;
  /** What the row adds to the total, signed (`"-272.20"` for a discount). */
  amount: string;
  /** As printed: `₹6,102.00`, `− ₹272.20`. */
  text: string;
}

/** An amount as a totals row prints it: taken off with "− ", never "-₹". */
const printed = (amount: string) =>
  amount.startsWith('-') ? `− ${formatRupees(amount.slice(1))}` : formatRupees(amount);

/**
 * The totals rows under the client's lines: the value, the discount (when there is one), GST, what rounding
 * the total down to the rupee took off (when it took anything) and the total. They add up as a reader checks
 * them: value − discount + GST − rounding = total.
 */
export function clientCopyRows(copy: Omit<EstimateClientCopy, 'lines' | 'total_in_words'>): ClientCopyRow[] {
  const row = (key: ClientCopyRow['key'], label: string, amount: string): ClientCopyRow => ({
    key,
    label,
    amount,
    text: printed(amount),
  });
  const rows = [row('value', 'Value', roundToPaisa(copy.value))];
  if (compareAmounts(copy.discount, 0) > 0) {
    const percent = plain(exact(copy.discount_percent));
    rows.push(row('discount', `Discount (${percent} %)`, roundToPaisa(`-${copy.discount}`)));
  }
  rows.push(row('gst', `GST ${ESTIMATE_GST_PERCENT} %`, roundToPaisa(copy.gst)));
  const before = sumAmounts(rows.map((r) => r.amount));
  const off = roundToPaisa(plain(exact(copy.total).minus(exact(before))));
  if (compareAmounts(off, 0) !== 0) rows.push(row('round_off', 'Rounded off', off));
  rows.push(row('total', 'Total', roundToPaisa(copy.total)));
  return rows;
}
