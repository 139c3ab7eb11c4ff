import { exact, plain } from '@aquadesk/shared/decimal.ts';
import {
  canonicalRate,
  isServiceCode,
  stateLabel,
  stateOfCode,
  type TaxSplit,
  taxSplitOf,
} from '@aquadesk/shared/gst.ts';
import type { ZCreateInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import { ROUND_OFF_MESSAGES } from '@aquadesk/shared/round-off.ts';
import {
  computeTaxDocument,
  type TaxDocumentFigures,
  type TaxLineInput,
} from '@aquadesk/shared/tax-invoice.ts';
import type { z } from 'zod';
import { type FieldErrors, throwIfInvalid } from '../../../platform/errors.ts';
import type * as repo from '../repository.ts';

type InvoiceInput = z.output<typeof ZCreateInvoiceRequest>;
type LineInput = InvoiceInput['products'][number];

/** What a line's tax needs from the company profile in force. */
export interface TaxProfile {
  stateCode: string;
  defaultSac: string;
  gstRates: readonly string[];
}

export interface TaxedInvoice {
  placeOfSupply: string;
  split: TaxSplit;
  lines: TaxLineInput[];
  figures: TaxDocumentFigures;
}

const isZero = (v: string) => canonicalRate(v) === '0';

/**
 * A line's GST rate and the check of its split (docs/requirements/002-gst.md §3-§4): the rate sent, or
 * cgst + sgst + igst; it must be one of the company's rates. When the line names its split, it must agree
 * with the place of supply: within the state CGST and SGST, equal, and no IGST; between states IGST alone.
 */
function lineRate(
  line: LineInput,
  index: number,
  split: TaxSplit,
  profile: TaxProfile,
  where: { supplier: string; place: string },
  errors: FieldErrors,
): string {
  const at = (field: string) => `products.${index}.${field}`;
  const named = !isZero(line.cgst) || !isZero(line.sgst) || !isZero(line.igst);
  if (line.gst_rate === undefined && named) {
    if (split === 'intra' && !isZero(line.igst)) {
      errors[at('igst')] =
        `No IGST within a state: ${where.supplier} supplies to ${where.place}, so the tax is CGST and SGST, half each`;
    } else if (split === 'intra' && canonicalRate(line.cgst) !== canonicalRate(line.sgst)) {
      errors[at('sgst')] = 'CGST and SGST are half the rate each, so they are equal';
    } else if (split === 'inter' && (!isZero(line.cgst) || !isZero(line.sgst))) {
      errors[at(isZero(line.cgst) ? 'sgst' : 'cgst')] =
        `No CGST or SGST between states: ${where.supplier} supplies to ${where.place}, so the tax is IGST`;
    }
  }
  const rateText =
    line.gst_rate !== undefined
      ? canonicalRate(line.gst_rate)
      : split === 'intra'
        ? plain(exact(line.cgst).plus(exact(line.sgst)))
        : canonicalRate(line.igst);
  const allowed = profile.gstRates.map(canonicalRate);
  const splitWrong = ['cgst', 'sgst', 'igst'].some((f) => errors[at(f)] !== undefined);
  if (!splitWrong && !allowed.includes(rateText)) {
    const field = line.gst_rate !== undefined ? 'gst_rate' : split === 'intra' ? 'cgst' : 'igst';
    errors[at(field)] = `GST rate ${rateText} % is not one of ${allowed.join(', ')} %`;
  }
  return rateText;
}

/**
 * The invoice's lines taxed for its place of supply, or a 400 naming every line field that contradicts
 * the rules: the place of supply is the one sent, else the client's state, else the company's own. The
 * round-off moves the total (docs/requirements/002-gst.md §8), never below ₹0.00.
 */
export function taxInvoiceLines(
  input: Pick<InvoiceInput, 'products' | 'place_of_supply'> & { round_off?: string | undefined },
  profile: TaxProfile,
  clientState: string | null,
): TaxedInvoice {
  const placeOfSupply = input.place_of_supply ?? clientState ?? profile.stateCode;
  const split = taxSplitOf(profile.stateCode, placeOfSupply);
  const name = (code: string) => {
    const state = stateOfCode(code);
    return state ? stateLabel(state) : code;
  };
  const where = { supplier: name(profile.stateCode), place: name(placeOfSupply) };
  const errors: FieldErrors = {};
  const lines = input.products.map((line, i): TaxLineInput => {
    const gstRate = lineRate(line, i, split, profile, where, errors);
    return {
      hsn: line.hsn ?? profile.defaultSac,
      quantity: line.quantity,
      unitPrice: line.rate,
      discount: line.discount ?? '0',
      gstRate,
    };
  });
  throwIfInvalid(errors);
  const figures = computeTaxDocument(lines, profile.stateCode, placeOfSupply, input.round_off ?? '0');
  if (figures.totals.total_paise < 0) throwIfInvalid({ round_off: ROUND_OFF_MESSAGES.belowZero });
  return { placeOfSupply, split, lines, figures };
}

/** A line's unit: the one sent, else OTH for a service (SAC 99…), else NOS (numbers). */
export const unitOf = (line: LineInput, hsn: string) => line.unit ?? (isServiceCode(hsn) ? 'OTH' : 'NOS');

/** A stored line of a tax document: every particular it prints is set. */
export type TaxedLine = repo.NewInvoiceLine & {
  hsn: string;
  unit: string;
  discount: string;
  gstRate: string;
  taxable: string;
};

/** The stored lines of a taxed invoice (or note), each with the figures it prints. */
export function storedLines(products: InvoiceInput['products'], taxed: TaxedInvoice): TaxedLine[] {
  return products.map((line, position) => {
    const tax = taxed.lines[position]!;
    const f = taxed.figures.lines[position]!;
    const half = taxed.split === 'intra' ? plain(exact(tax.gstRate).times(exact('0.5'))) : '0';
    return {
      position,
      description: line.description,
      quantity: line.quantity,
      rate: line.rate,
      cgst: half,
      sgst: half,
      igst: taxed.split === 'inter' ? tax.gstRate : '0',
      subtotal: f.value,
      discount: f.discount,
      taxable: f.taxable,
      gstRate: tax.gstRate,
      hsn: tax.hsn,
      unit: unitOf(line, tax.hsn),
      cgstAmount: f.cgst,
      sgstAmount: f.sgst,
      igstAmount: f.igst,
      amount: f.total,
    };
  });
}

/**
 * The invoice's stored totals from its figures: taxable value, discount, each tax, the round-off, the total
 * (the round-off in it) and its paise.
 */
export function storedTotals(taxed: TaxedInvoice) {
  const { totals } = taxed.figures;
  return {
    subtotal: totals.taxable,
    discountTotal: totals.discount,
    cgstTotal: totals.cgst,
    sgstTotal: totals.sgst,
    igstTotal: totals.igst,
    roundOff: totals.round_off,
    total: totals.total,
    amountPaise: totals.total_paise,
  };
}
