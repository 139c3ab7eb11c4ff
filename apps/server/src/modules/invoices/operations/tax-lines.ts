import { exact, plain } from '@aquadesk/shared/decimal.ts';
import { isServiceCode, stateLabel, stateOfCode, type TaxSplit, taxSplitOf } from '@aquadesk/shared/gst.ts';
import type { ZCreateInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import { ROUND_OFF_MESSAGES } from '@aquadesk/shared/round-off.ts';
import {
  computeTaxDocument,
  lineRateOf,
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
    const gstRate = lineRateOf(line, `products.${i}`, split, profile.gstRates, where, errors);
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
