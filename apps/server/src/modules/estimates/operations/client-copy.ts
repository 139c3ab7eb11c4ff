import type { EstimateClientCopy } from '@aquadesk/shared/estimate-client-copy.ts';
import type { EstimateTotals } from '@aquadesk/shared/money.ts';
import { clientAmountsOf, clientLinesOf } from './client-prices.ts';

type Lines = Parameters<typeof clientLinesOf>;

/**
 * The job card's client copy (issue 41 item 7; docs/api.md "What each document shows to whom"): its lines at
 * the client's prices to the paisa (clientLinesOf, clientAmountsOf: the lines add up exactly to the value),
 * and the job card's own discount, GST and total. The job card's screen and its PDF both print this.
 */
export function clientCopyOf(
  row: Lines[0] & { discount: string },
  products: Lines[1],
  labour: Lines[2],
  totals: EstimateTotals,
): EstimateClientCopy {
  const lines = clientLinesOf(row, products, labour);
  const amounts = clientAmountsOf(lines);
  return {
    lines: lines.map((l, i) => {
      const { rate, amount } = amounts.lines[i]!;
      // labour and travel are one lump each: their rate is what the line comes to
      return {
        kind: l.kind,
        description: l.description,
        quantity: l.quantity,
        rate: l.kind === 'product' ? rate : amount,
        amount,
      };
    }),
    value: amounts.value,
    discount_percent: row.discount,
    discount: totals.discount,
    gst: totals.gst,
    total: totals.total,
    total_in_words: totals.total_in_words,
  };
}
