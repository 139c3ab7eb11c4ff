import { GST_STATES, type GstUnit, stateLabel, stateTaxName } from '@aquadesk/shared/gst.ts';
import type { TInvoiceForm } from '@aquadesk/shared/invoices.ts';
import type { ProductPick } from '@aquadesk/shared/products.ts';
import { zRoundOff } from '@aquadesk/shared/round-off.ts';
import {
  computeTaxDocument,
  type TaxDocumentFigures,
  type TaxLineInput,
} from '@aquadesk/shared/tax-invoice.ts';

/**
 * The create and edit form of a tax invoice (docs/requirements/002-gst.md §3-§5): its values as typed,
 * what is sent, and the preview of its figures by packages/shared tax-invoice.ts computeTaxDocument (the
 * server computes and stores the invoice; the browser only previews, docs/architecture.md rule 7).
 */

export interface LineValues {
  description: string;
  quantity: string;
  rate: string;
  hsn: string;
  unit: GstUnit;
  discount: string;
  gst_rate: string;
}

export type InvoiceFormValues = {
  organization: string;
  phone_number: string;
  /** '' = the client's state (docs/requirements/002-gst.md §4: IGST Act s. 12(2)). */
  place_of_supply: string;
  billing_address: string;
  /** '' = the billing address (rule 46(1)(e), (o)). */
  delivery_address: string;
  reverse_charge: boolean;
  products: LineValues[];
  /** The round-off in rupees as typed, signed ('' = none; docs/requirements/002-gst.md §8). */
  round_off: string;
};

/** The order the rate picker offers the usual rates in (spec 002 §3); others of the company's list follow. */
const USUAL_RATES = ['0', '5', '18', '40', '0.25', '3'];

/** The GST rates a line may carry: the company profile's list, the usual ones first. */
export function gstRateOptions(rates: readonly string[]) {
  const ordered = [
    ...USUAL_RATES.filter((r) => rates.includes(r)),
    ...rates.filter((r) => !USUAL_RATES.includes(r)),
  ];
  return ordered.map((r) => ({ value: r, label: `${r} %` }));
}

export const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: stateLabel(s) }));

// Our choice (the spec names no default): a new line starts at quantity 1, unit NOS and 18 % GST.
export const NEW_LINE: LineValues = {
  description: '',
  quantity: '1',
  rate: '',
  hsn: '',
  unit: 'NOS',
  discount: '',
  gst_rate: '18',
};

export const EMPTY_INVOICE: InvoiceFormValues = {
  organization: '',
  phone_number: '',
  place_of_supply: '',
  billing_address: '',
  delivery_address: '',
  reverse_charge: false,
  products: [NEW_LINE],
  round_off: '',
};

/** The form's values of a saved draft (GET /invoices/{id} `draft`). */
export function valuesOfDraft(draft: TInvoiceForm): InvoiceFormValues {
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    organization: draft.organization,
    phone_number: String(draft.phone_number),
    place_of_supply: text(draft.place_of_supply),
    billing_address: text(draft.billing_address),
    delivery_address: text(draft.delivery_address),
    reverse_charge: draft.reverse_charge === true,
    products: draft.products.map((l) => ({
      description: l.description,
      quantity: text(l.quantity),
      rate: text(l.rate),
      hsn: text(l.hsn),
      unit: (l.unit as GstUnit | undefined) ?? 'NOS',
      discount: text(l.discount) === '0' ? '' : text(l.discount),
      gst_rate: text(l.gst_rate) || '18',
    })),
    round_off: roundOffValue(draft.round_off),
  };
}

/** A saved round-off as the form shows it: '' for none, else its rupees ("-0.49"). */
export function roundOffValue(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text === '' || Number(text) === 0 ? '' : text;
}

/**
 * A line filled from a product (docs/requirements/002-gst.md §3): its name, price, HSN/SAC, unit and GST
 * rate; the quantity and discount typed so far stay. A product rate the company's list no longer holds
 * leaves the line's rate as it was, for the biller to choose.
 */
export function lineOfProduct(line: LineValues, product: ProductPick, rates: readonly string[]): LineValues {
  return {
    ...line,
    description: product.product_name,
    rate: product.price,
    hsn: product.hsn ?? line.hsn,
    unit: product.unit,
    gst_rate: rates.includes(product.gst_rate) ? product.gst_rate : line.gst_rate,
  };
}

/** What the form sends: the GST rate per line, and cgst/sgst/igst '0' (the server splits by the place of supply). */
export function requestOf(v: InvoiceFormValues): TInvoiceForm {
  return {
    organization: v.organization.trim(),
    phone_number: v.phone_number.trim(),
    place_of_supply: v.place_of_supply || undefined,
    billing_address: v.billing_address.trim(),
    delivery_address: v.delivery_address.trim(),
    reverse_charge: v.reverse_charge,
    products: v.products.map((l) => ({
      description: l.description.trim(),
      quantity: l.quantity.trim(),
      rate: l.rate.trim(),
      cgst: '0',
      sgst: '0',
      igst: '0',
      hsn: l.hsn.trim() || undefined,
      unit: l.unit,
      discount: l.discount.trim() || '0',
      gst_rate: l.gst_rate,
    })),
    round_off: v.round_off.trim() || undefined,
  };
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A line the tax code can read, else null (a missing number, or a discount above the line's value). */
function taxLine(l: LineValues): TaxLineInput | null {
  const num = (v: string, blankIsZero: boolean) => {
    const t = v.trim();
    if (t === '' && blankIsZero) return '0';
    return DECIMAL.test(t) ? t : null;
  };
  const quantity = num(l.quantity, false);
  const unitPrice = num(l.rate, false);
  const discount = num(l.discount, true);
  if (quantity === null || unitPrice === null || discount === null || !l.gst_rate) return null;
  const line = { hsn: l.hsn.trim() || '—', quantity, unitPrice, discount, gstRate: l.gst_rate };
  try {
    // whether a line can be figured does not depend on the split: one state on both sides will do
    computeTaxDocument([line], '32', '32');
    return line;
  } catch {
    return null;
  }
}

export interface InvoicePreview {
  figures: TaxDocumentFigures;
  /** Each form line's figures, null while it cannot be read. */
  lines: (TaxDocumentFigures['lines'][number] | null)[];
  complete: boolean;
  /** "CGST + SGST" or "IGST", and the name of the state's half (UTGST in a union territory). */
  split: 'intra' | 'inter';
  stateTax: 'SGST' | 'UTGST';
  /** The place of supply the preview used. */
  place: string;
  /** No place of supply chosen: the client's state decides; the preview assumes the company's own. */
  assumed: boolean;
}

/** A round-off the tax code can take (round-off.ts): its canonical text, else 0 while it cannot be read. */
function readableRoundOff(value: string): string {
  const parsed = zRoundOff.safeParse(value);
  return parsed.success ? parsed.data : '0';
}

/**
 * The live figures of the lines typed so far, split by the place of supply against the company's own state
 * (spec 002 §4); with no place chosen, the client's state decides on the server and the company's is shown.
 * The round-off moves the total once it reads as one (spec 002 §8).
 */
export function previewOf(
  v: Pick<InvoiceFormValues, 'place_of_supply' | 'products' | 'round_off'>,
  supplierState: string,
): InvoicePreview {
  const place = v.place_of_supply || supplierState;
  const readable = v.products.map(taxLine);
  const valid = readable.filter((l): l is TaxLineInput => l !== null);
  const figures = computeTaxDocument(valid, supplierState, place, readableRoundOff(v.round_off));
  let next = 0;
  return {
    figures,
    lines: readable.map((l) => (l ? (figures.lines[next++] ?? null) : null)),
    complete: valid.length === readable.length,
    split: figures.split,
    stateTax: stateTaxName(place),
    place,
    assumed: v.place_of_supply === '',
  };
}
