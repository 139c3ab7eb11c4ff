import { ToWords } from 'to-words/en-IN';
import { type DecimalInput, Exact, exact, fixed2, plain, pow10, unitsText } from './decimal.ts';

/**
 * Exact money maths for estimates, invoices and proposals (docs/api.md "Money", docs/decisions/0002-money.md).
 *
 * Every figure is an exact decimal: a BigInt count of units of 10^-scale (integer paise are the case
 * scale = 2), so sums and products of the wire's inputs never drift. The only roundings are the ones the
 * contract names: a role's average charge to the paisa (half up) when frozen on a labour line, the estimate
 * total down to the whole rupee, the payable invoice amount to the nearest paisa, and figures shown to the
 * paisa (half up). Inputs are decimal strings or numbers as the wire carries them; outputs are decimal
 * strings (and integer paise where a payment needs them).
 */

export type { DecimalInput } from './decimal.ts';
/** Rupees grouped the Indian way: its own module (rupees.ts), so screens that only show amounts skip the rest. */
export { formatRupees } from './rupees.ts';

/** GST on an estimate, in percent (spec 001 §9). */
export const ESTIMATE_GST_PERCENT = 18;
const GST = Exact.of(ESTIMATE_GST_PERCENT);
const ZERO = Exact.of(0);

// ——— arithmetic and rounding ———

/** `percent` % of `amount`, exact. */
export function percentOf(amount: DecimalInput, percent: DecimalInput): string {
  return plain(exact(amount).percent(exact(percent)));
}

/** `amount` raised by `percent` % (amount + amount × percent %), exact. */
export function addPercent(amount: DecimalInput, percent: DecimalInput): string {
  const a = exact(amount);
  return plain(a.plus(a.percent(exact(percent))));
}

/** Half up to the paisa, as a 2-place string (`"10.01"` for 10.005, `"-10.01"` for -10.005). */
export function roundToPaisa(value: DecimalInput): string {
  return fixed2(exact(value));
}

/** Down to the whole rupee (towards minus infinity), as a 2-place string (`"1234.00"`). */
export function floorToRupee(value: DecimalInput): string {
  return fixed2(exact(value).rounded(0, 'floor'));
}

/** The amount in integer paise, rounded to the nearest paisa (half up). Refuses amounts beyond 2^53 paise. */
export function toPaise(value: DecimalInput): number {
  return paiseOf(exact(value));
}

function paiseOf(d: Exact): number {
  const paise = d.round(2, 'half-up');
  if (paise > BigInt(Number.MAX_SAFE_INTEGER) || paise < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${plain(d)}`);
  }
  return Number(paise);
}

/** Integer paise back to rupees, as a 2-place string (`12345` → `"123.45"`). */
export function paiseToRupees(paise: number | bigint): string {
  if (typeof paise === 'number' && !Number.isSafeInteger(paise)) {
    throw new RangeError(`Not a whole number of paise: ${paise}`);
  }
  return unitsText(BigInt(paise), 2);
}

function sumOf(values: readonly Exact[]): Exact {
  return values.reduce((s, v) => s.plus(v), ZERO);
}

/** The exact sum of the amounts. */
export function sumAmounts(values: readonly DecimalInput[]): string {
  return plain(sumOf(values.map(exact)));
}

/** Exact comparison: -1, 0 or 1. */
export function compareAmounts(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return exact(a).compare(exact(b));
}

/**
 * A role's average charge: the mean pay per hour of the employees holding it, half up to the paisa
 * (docs/api.md "Money rounding": it is frozen on a labour line as `scale`). No employees: `"0.00"`.
 */
export function averageCharge(charges: readonly DecimalInput[]): string {
  if (charges.length === 0) return '0.00';
  const sum = sumOf(charges.map(exact));
  // sum / n in units of 10^-(scale + 2), half up to the paisa by exact integer division
  const n = BigInt(charges.length);
  const numerator = sum.units < 0n ? -sum.units : sum.units;
  const divisor = n * pow10(sum.scale);
  const paise = (2n * numerator * 100n + divisor) / (2n * divisor);
  return unitsText(sum.units < 0n && paise !== 0n ? -paise : paise, 2);
}

// ——— amounts in words ———

const toWords = new ToWords();
const CRORE = 10_000_000n;

/** A whole number in Indian English words; past 99 crore the crores are counted ("One Hundred Crore"). */
function integerWords(n: bigint): string {
  if (n >= CRORE * 100n) {
    const crores = n / CRORE;
    const rest = n % CRORE;
    return `${integerWords(crores)} Crore${rest > 0n ? ` ${integerWords(rest)}` : ''}`;
  }
  return toWords.convert(Number(n));
}

/**
 * The amount in Indian English words, to the paisa (half up), as printed on a job card or an invoice:
 * "Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees And Eighty Nine Paise Only".
 */
export function amountInWords(value: DecimalInput): string {
  return wordsOf(exact(value));
}

function wordsOf(value: Exact): string {
  const signedPaise = value.round(2, 'half-up');
  const negative = signedPaise < 0n;
  const totalPaise = negative ? -signedPaise : signedPaise;
  const rupees = totalPaise / 100n;
  const paise = Number(totalPaise % 100n);
  const rupeeWords = `${integerWords(rupees)} ${rupees === 1n ? 'Rupee' : 'Rupees'}`;
  const paiseWords = paise > 0 ? ` And ${toWords.convert(paise)} ${paise === 1 ? 'Paisa' : 'Paise'}` : '';
  return `${negative ? 'Minus ' : ''}${rupeeWords}${paiseWords} Only`;
}

// ——— estimates (spec 001 §9, docs/api.md "Money") ———

export interface EstimateProductLine {
  /** The product's price frozen on the line (`current_price`). */
  price: DecimalInput;
  quantity: DecimalInput;
}

export interface EstimateLabourLine {
  /** The role's average charge frozen on the line (`scale`), already rounded to the paisa. */
  rate: DecimalInput;
  /** `work_hour`. */
  hours: DecimalInput;
}

/** The default-profit settings as `/get-profit-data` answers them. */
export interface ProfitSettings {
  /** a: administrative expense, percent. */
  administrative_expense: DecimalInput;
  /** t: travel charge, rupees per km. */
  travel_charge: DecimalInput;
  /** p: product profit, percent. */
  product_profit: DecimalInput;
  /** c: company profit, percent (applied to labour when there is no product line). */
  company_profit: DecimalInput;
}

export interface EstimateInputs {
  products: readonly EstimateProductLine[];
  labour: readonly EstimateLabourLine[];
  profit: ProfitSettings;
  /**
   * Travel: either the distance in km (a new estimate: distance × t × 2 × labour lines) or the stored travel
   * cost in rupees (an existing or edited estimate keeps its own).
   */
  travel: { distanceKm: DecimalInput } | { cost: DecimalInput };
  /** A: the admin's or technical director's figure, percent; omitted: the profit setting a. */
  administrativeExpensePercent?: DecimalInput | undefined;
  /** D: the admin's or technical director's figure, percent; omitted: 0. */
  discountPercent?: DecimalInput | undefined;
}

/** The totals of a job card as `/get-estimate-by-id` answers them: figures to the paisa, total to the rupee. */
export interface EstimateTotals {
  labour: string;
  products: string;
  travel: string;
  administrative_expense: string;
  discount: string;
  gst: string;
  /** Rounded down to the whole rupee, 2 places (`"123456.00"`). */
  total: string;
  total_in_words: string;
}

/** Every figure of an estimate, exact (plain decimal strings, no rounding at all). */
export interface EstimateExactFigures {
  labour: string;
  products: string;
  travel: string;
  /** products + labour + travel. */
  base: string;
  administrative_expense: string;
  discount: string;
  /** base + expense − discount: what GST is charged on. */
  taxable: string;
  gst: string;
  /** taxable + GST, before rounding down to the rupee. */
  gross_total: string;
}

export interface EstimateResult {
  totals: EstimateTotals;
  exact: EstimateExactFigures;
  /** The total (rounded down to the rupee) in paise. */
  total_paise: number;
  /** Per line, price × quantity and rate × hours, to the paisa (before any profit). */
  product_amounts: string[];
  labour_amounts: string[];
}

/** Travel cost for a new estimate: distance × charge per km × 2 (there and back) × number of labour lines. */
export function travelCost(distanceKm: DecimalInput, chargePerKm: DecimalInput, labourLines: number): string {
  return plain(travelOf(exact(distanceKm), exact(chargePerKm), labourLines));
}

function travelOf(distance: Exact, charge: Exact, labourLines: number): Exact {
  if (!Number.isSafeInteger(labourLines) || labourLines < 0) {
    throw new RangeError(`Not a line count: ${labourLines}`);
  }
  return distance.times(charge).times(Exact.of(2 * labourLines));
}

/**
 * A job-card estimate, in the contract's order: labour (raised by c % when there are no product lines),
 * products (raised by p %), travel, base, administrative expense (A % of base), discount (D % of base +
 * expense), GST (18 % of what remains), total rounded down to the rupee.
 */
export function computeEstimate(inputs: EstimateInputs): EstimateResult {
  const { profit } = inputs;
  const productAmounts = inputs.products.map((l) => exact(l.price).times(exact(l.quantity)));
  const labourAmounts = inputs.labour.map((l) => exact(l.rate).times(exact(l.hours)));

  const rawLabour = labourAmounts.reduce((s, v) => s.plus(v), ZERO);
  const labour =
    inputs.products.length === 0
      ? rawLabour.plus(rawLabour.percent(exact(profit.company_profit)))
      : rawLabour;
  const rawProducts = productAmounts.reduce((s, v) => s.plus(v), ZERO);
  const products = rawProducts.plus(rawProducts.percent(exact(profit.product_profit)));
  const travel =
    'cost' in inputs.travel
      ? exact(inputs.travel.cost)
      : travelOf(exact(inputs.travel.distanceKm), exact(profit.travel_charge), inputs.labour.length);

  const base = products.plus(labour).plus(travel);
  const expensePercent = exact(inputs.administrativeExpensePercent ?? profit.administrative_expense);
  const expense = base.percent(expensePercent);
  const discount = base
    .plus(expense)
    .percent(inputs.discountPercent === undefined ? ZERO : exact(inputs.discountPercent));
  const taxable = base.plus(expense).minus(discount);
  const gst = taxable.percent(GST);
  const grossTotal = taxable.plus(gst);
  const total = grossTotal.rounded(0, 'floor');

  return {
    totals: {
      labour: fixed2(labour),
      products: fixed2(products),
      travel: fixed2(travel),
      administrative_expense: fixed2(expense),
      discount: fixed2(discount),
      gst: fixed2(gst),
      total: fixed2(total),
      total_in_words: wordsOf(total),
    },
    exact: {
      labour: plain(labour),
      products: plain(products),
      travel: plain(travel),
      base: plain(base),
      administrative_expense: plain(expense),
      discount: plain(discount),
      taxable: plain(taxable),
      gst: plain(gst),
      gross_total: plain(grossTotal),
    },
    total_paise: paiseOf(total),
    product_amounts: productAmounts.map((d) => fixed2(d)),
    labour_amounts: labourAmounts.map((d) => fixed2(d)),
  };
}

// ——— invoices (spec 001 §9, docs/api.md "Money" and "Invoice totals") ———

/** One invoice line with the code's names (the wire's misspelt names are mapped at the edge: invoices.ts). */
export interface InvoiceLineInput {
  rate: DecimalInput;
  quantity: DecimalInput;
  /** Percent. */
  cgst: DecimalInput;
  sgst: DecimalInput;
  igst: DecimalInput;
}

/** One line's figures to the paisa; `amount` is the line total (rate × quantity raised by the three taxes). */
export interface InvoiceLineFigures {
  subtotal: string;
  cgst: string;
  sgst: string;
  igst: string;
  amount: string;
}

/** `/get-invoice` totals: figures to the paisa, and the amount to pay in integer paise. */
export interface InvoiceTotals {
  subtotal: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  amount_paise: number;
}

export interface InvoiceResult {
  lines: InvoiceLineFigures[];
  totals: InvoiceTotals;
  /** Every figure exact (plain decimal strings). */
  exact: { lines: InvoiceLineFigures[]; totals: Omit<InvoiceTotals, 'amount_paise'> };
  total_in_words: string;
}

/**
 * A GST invoice: each line is rate × quantity raised by (CGST + SGST + IGST) %; the total is the exact sum of
 * the lines; the amount to pay is that total in paise, rounded to the nearest paisa (half up).
 */
export function computeInvoice(lines: readonly InvoiceLineInput[]): InvoiceResult {
  const zero = ZERO;
  const sums = { subtotal: zero, cgst: zero, sgst: zero, igst: zero, total: zero };
  const exactLines = lines.map((l) => {
    const subtotal = exact(l.rate).times(exact(l.quantity));
    const cgst = subtotal.percent(exact(l.cgst));
    const sgst = subtotal.percent(exact(l.sgst));
    const igst = subtotal.percent(exact(l.igst));
    const amount = subtotal.plus(cgst).plus(sgst).plus(igst);
    sums.subtotal = sums.subtotal.plus(subtotal);
    sums.cgst = sums.cgst.plus(cgst);
    sums.sgst = sums.sgst.plus(sgst);
    sums.igst = sums.igst.plus(igst);
    sums.total = sums.total.plus(amount);
    return { subtotal, cgst, sgst, igst, amount };
  });
  return {
    lines: exactLines.map((l) => ({
      subtotal: fixed2(l.subtotal),
      cgst: fixed2(l.cgst),
      sgst: fixed2(l.sgst),
      igst: fixed2(l.igst),
      amount: fixed2(l.amount),
    })),
    totals: {
      subtotal: fixed2(sums.subtotal),
      cgst: fixed2(sums.cgst),
      sgst: fixed2(sums.sgst),
      igst: fixed2(sums.igst),
      total: fixed2(sums.total),
      amount_paise: paiseOf(sums.total),
    },
    exact: {
      lines: exactLines.map((l) => ({
        subtotal: plain(l.subtotal),
        cgst: plain(l.cgst),
        sgst: plain(l.sgst),
        igst: plain(l.igst),
        amount: plain(l.amount),
      })),
      totals: {
        subtotal: plain(sums.subtotal),
        cgst: plain(sums.cgst),
        sgst: plain(sums.sgst),
        igst: plain(sums.igst),
        total: plain(sums.total),
      },
    },
    total_in_words: wordsOf(sums.total),
  };
}

/** The exact invoice total (Σ lines) as a plain decimal string, with no paise conversion (so no range limit). */
export function invoiceExactTotal(lines: readonly InvoiceLineInput[]): string {
  return plain(
    sumOf(
      lines.map((l) => {
        const subtotal = exact(l.rate).times(exact(l.quantity));
        return subtotal.percent(exact(l.cgst).plus(exact(l.sgst)).plus(exact(l.igst)).plus(Exact.of(100)));
      }),
    ),
  );
}

// ——— proposals (spec 001 §9) ———

export interface ProposalTotal {
  /** price + price × p % + price × a %, exact. */
  exact: string;
  /** The same to the paisa (half up): what the proposal record stores and shows. */
  total: string;
  total_paise: number;
}

/** A proposal's total: the product price raised by the product profit p % and the administrative expense a %. */
export function proposalTotal(
  price: DecimalInput,
  productProfitPercent: DecimalInput,
  administrativeExpensePercent: DecimalInput,
): ProposalTotal {
  const p = exact(price);
  const total = p
    .plus(p.percent(exact(productProfitPercent)))
    .plus(p.percent(exact(administrativeExpensePercent)));
  return { exact: plain(total), total: fixed2(total), total_paise: paiseOf(total) };
}

/**
 * What a proposal's total adds to the product's price, each to the paisa (half up): the product profit and the
 * administrative expense, for the staff who set them (issue 41 item 7). Shown apart, they may differ from the
 * total by a paisa (docs/api.md "Money", Rounding).
 */
export function proposalMargins(
  price: DecimalInput,
  productProfitPercent: DecimalInput,
  administrativeExpensePercent: DecimalInput,
): { product_profit: string; administrative_expense: string } {
  const p = exact(price);
  return {
    product_profit: fixed2(p.percent(exact(productProfitPercent))),
    administrative_expense: fixed2(p.percent(exact(administrativeExpensePercent))),
  };
}
