import { type DecimalInput, Exact, exact, plain, unitsText } from './decimal.ts';
import { canonicalRate, lineTax, type TaxSplit, taxSplitOf } from './gst.ts';
import { amountInWords } from './money.ts';
import { ROUND_OFF_MAX_PAISE } from './round-off.ts';

/**
 * The figures of a GST tax invoice, credit note or debit note (docs/requirements/002-gst.md §4-§5).
 *
 * A tax document prints every figure to the paisa, and a reader adds up what is printed. So each line is
 * rounded once, where it is printed:
 * - its value (quantity × unit price) and its discount, each half up to the paisa;
 * - its taxable value, their difference;
 * - each tax, half up to the paisa, from the taxable value (within a state, CGST and SGST each from half
 *   the rate, so they are equal).
 * Every total is then the exact sum of the printed figures, so the document adds up to the paisa however
 * many lines it has. A document may carry a round-off (round-off.ts): one signed amount under a rupee, printed
 * on its own line above the total, which moves the total and nothing else (not the taxable value, not a tax).
 * Amounts are carried as integer paise (bigint) inside, and as 2-place strings out.
 */

export interface TaxLineInput {
  hsn: string;
  quantity: DecimalInput;
  /** The price of one unit, before tax. */
  unitPrice: DecimalInput;
  /** An amount off the line's value, before tax (rupees); 0 when none. */
  discount: DecimalInput;
  /** The GST rate in percent, one of the list in force. */
  gstRate: string;
}

export interface TaxLineFigures {
  /** quantity × unit price, to the paisa. */
  value: string;
  discount: string;
  /** value − discount: what tax is charged on (rule 46(k)). */
  taxable: string;
  gst_rate: string;
  cgst: string;
  sgst: string;
  igst: string;
  /** taxable + taxes. */
  total: string;
}

export interface HsnSummaryRow {
  hsn: string;
  gst_rate: string;
  quantity: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

export interface TaxDocumentTotals {
  value: string;
  discount: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  /** What the total is moved by, signed, under a rupee either way ("-0.49"; "0.00" when none). */
  round_off: string;
  /** The lines' totals plus the round-off: what the document is worth. */
  total: string;
  total_paise: number;
}

export interface TaxDocumentFigures {
  split: TaxSplit;
  lines: TaxLineFigures[];
  /** Taxable value and tax by HSN/SAC and rate, in the order each pair first appears. */
  hsn_summary: HsnSummaryRow[];
  totals: TaxDocumentTotals;
  total_in_words: string;
}

interface Paise {
  value: bigint;
  discount: bigint;
  taxable: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
  total: bigint;
}

const toPaise = (amount: DecimalInput) => exact(amount).round(2, 'half-up');
const rupees = (paise: bigint) => unitsText(paise, 2);

/** One line's figures in paise. A discount above the line's value is a programming error here: schemas refuse it. */
function linePaise(line: TaxLineInput, split: TaxSplit): Paise {
  const value = exact(line.quantity).times(exact(line.unitPrice)).round(2, 'half-up');
  const discount = toPaise(line.discount);
  if (discount < 0n || discount > value) throw new RangeError('a discount is between 0 and the line value');
  const taxable = value - discount;
  // the split and its rounding are gst.ts lineTax's, so every document taxes a line the same way
  const tax = lineTax(rupees(taxable), line.gstRate, split);
  const cgst = toPaise(tax.cgst);
  const sgst = toPaise(tax.sgst);
  const igst = toPaise(tax.igst);
  return { value, discount, taxable, cgst, sgst, igst, total: taxable + cgst + sgst + igst };
}

const zeroPaise = (): Paise => ({
  value: 0n,
  discount: 0n,
  taxable: 0n,
  cgst: 0n,
  sgst: 0n,
  igst: 0n,
  total: 0n,
});

function addInto(sum: Paise, p: Paise): void {
  sum.value += p.value;
  sum.discount += p.discount;
  sum.taxable += p.taxable;
  sum.cgst += p.cgst;
  sum.sgst += p.sgst;
  sum.igst += p.igst;
  sum.total += p.total;
}

/**
 * A tax document's figures: the split follows the place of supply against the supplier's state
 * (IGST Act ss. 7-8), each line is rounded where it is printed, totals are sums of what is printed, and the
 * total is their sum plus the round-off (at most 99 paise either way; schemas refuse more).
 */
export function computeTaxDocument(
  lines: readonly TaxLineInput[],
  supplierState: string,
  placeOfSupply: string,
  roundOff: DecimalInput = 0,
): TaxDocumentFigures {
  const split = taxSplitOf(supplierState, placeOfSupply);
  const off = exact(roundOff);
  const offPaise = off.round(2, 'half-up');
  const most = BigInt(ROUND_OFF_MAX_PAISE);
  if (off.compare(new Exact(offPaise, 2)) !== 0 || offPaise > most || offPaise < -most) {
    throw new RangeError('a round-off is whole paise, less than a rupee either way');
  }
  const totals = zeroPaise();
  const byHsn = new Map<string, { hsn: string; rate: string; quantity: string; sum: Paise }>();
  const figures = lines.map((line) => {
    const p = linePaise(line, split);
    addInto(totals, p);
    const key = `${line.hsn} ${line.gstRate}`;
    const row = byHsn.get(key) ?? { hsn: line.hsn, rate: line.gstRate, quantity: '0', sum: zeroPaise() };
    row.quantity = plain(exact(row.quantity).plus(exact(line.quantity)));
    addInto(row.sum, p);
    byHsn.set(key, row);
    return {
      value: rupees(p.value),
      discount: rupees(p.discount),
      taxable: rupees(p.taxable),
      gst_rate: line.gstRate,
      cgst: rupees(p.cgst),
      sgst: rupees(p.sgst),
      igst: rupees(p.igst),
      total: rupees(p.total),
    };
  });
  totals.total += offPaise;
  if (totals.total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('total out of range');
  return {
    split,
    lines: figures,
    hsn_summary: [...byHsn.values()].map((r) => ({
      hsn: r.hsn,
      gst_rate: r.rate,
      quantity: r.quantity,
      taxable: rupees(r.sum.taxable),
      cgst: rupees(r.sum.cgst),
      sgst: rupees(r.sum.sgst),
      igst: rupees(r.sum.igst),
    })),
    totals: {
      value: rupees(totals.value),
      discount: rupees(totals.discount),
      taxable: rupees(totals.taxable),
      cgst: rupees(totals.cgst),
      sgst: rupees(totals.sgst),
      igst: rupees(totals.igst),
      round_off: rupees(offPaise),
      total: rupees(totals.total),
      total_paise: Number(totals.total),
    },
    total_in_words: amountInWords(rupees(totals.total)),
  };
}

const isZeroRate = (v: string) => canonicalRate(v) === '0';

/** A line's tax as a form or a request gives it: one GST rate, or its split into CGST, SGST and IGST. */
export interface LineRateInput {
  gst_rate?: string | undefined;
  cgst: string;
  sgst: string;
  igst: string;
}

/**
 * A line's GST rate and the check of its split (docs/requirements/002-gst.md §3-§4): the rate sent, or
 * cgst + sgst + igst; it must be one of the company's rates (`offered`). When the line names its split, it
 * must agree with the place of supply: within the state CGST and SGST, equal, and no IGST; between states
 * IGST alone. A broken rule is written to `errors` at `${at}.<field>`, in words that name both states.
 */
export function lineRateOf(
  line: LineRateInput,
  at: string,
  split: TaxSplit,
  offered: readonly string[],
  where: { supplier: string; place: string },
  errors: Record<string, string>,
): string {
  const field = (name: string) => `${at}.${name}`;
  const named = !isZeroRate(line.cgst) || !isZeroRate(line.sgst) || !isZeroRate(line.igst);
  if (line.gst_rate === undefined && named) {
    if (split === 'intra' && !isZeroRate(line.igst)) {
      errors[field('igst')] =
        `No IGST within a state: ${where.supplier} supplies to ${where.place}, so the tax is CGST and SGST, half each`;
    } else if (split === 'intra' && canonicalRate(line.cgst) !== canonicalRate(line.sgst)) {
      errors[field('sgst')] = 'CGST and SGST are half the rate each, so they are equal';
    } else if (split === 'inter' && (!isZeroRate(line.cgst) || !isZeroRate(line.sgst))) {
      errors[field(isZeroRate(line.cgst) ? 'sgst' : 'cgst')] =
        `No CGST or SGST between states: ${where.supplier} supplies to ${where.place}, so the tax is IGST`;
    }
  }
  const rateText =
    line.gst_rate !== undefined
      ? canonicalRate(line.gst_rate)
      : split === 'intra'
        ? plain(exact(line.cgst).plus(exact(line.sgst)))
        : canonicalRate(line.igst);
  const allowed = offered.map(canonicalRate);
  const splitWrong = ['cgst', 'sgst', 'igst'].some((f) => errors[field(f)] !== undefined);
  if (!splitWrong && !allowed.includes(rateText)) {
    const wrong = line.gst_rate !== undefined ? 'gst_rate' : split === 'intra' ? 'cgst' : 'igst';
    errors[field(wrong)] = `GST rate ${rateText} % is not one of ${allowed.join(', ')} %`;
  }
  return rateText;
}
