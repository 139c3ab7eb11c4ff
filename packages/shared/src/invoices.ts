import { z } from 'zod';
import { isDay } from './dates.ts';
import { exact, plain } from './decimal.ts';
import type { EInvoiceWire, PublicEInvoice } from './e-invoice-status.ts';
import { formatDate } from './format.ts';
import { zGstUnit, zHsnSac, zStateCode } from './gst.ts';
import { compareAmounts, type InvoiceTotals, invoiceExactTotal } from './money.ts';
import { type PageInfo, ZPageQuery, zPageLimit, zSearch } from './paging.ts';
import type { ProductPick } from './products.ts';
import { cancellable, type InvoiceLedger, payableOf, refundableOf, statusOf } from './receivables.ts';
import type { InvoiceReminderState } from './reminders.ts';
import { zRoundOff } from './round-off.ts';
import { formatRupees } from './rupees.ts';
import type { HsnSummaryRow, TaxDocumentTotals } from './tax-invoice.ts';
import {
  numberText,
  TEXT_MAX,
  zDecimal,
  zIdOf,
  zOptionalText,
  zPhone,
  zRequiredText,
  zWhole,
} from './validation.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Invoices and quick pay (spec 001 §2-§9, docs/api.md "Public", "Payments", "Money", "Invoice totals").
 *
 * Numbers on the wire: every quantity, rate and percent is a decimal given as a JSON number or a decimal
 * string (`12.5` or `"12.50"`); the schemas keep it as canonical text so no float is ever computed with.
 * Amounts in answers are decimal strings with two places (`"1234.50"`); payment amounts are integer paise.
 */

/**
 * spec 001 §4: unpaid until PAYMENT COMPLETE, the wire value of "paid"; a tax invoice (docs/requirements/002-gst.md
 * §6-§7) is a draft until issued, may be partly paid, and an issued one may be cancelled.
 */
export const INVOICE_STATUSES = ['draft', 'unpaid', 'partly_paid', 'PAYMENT COMPLETE', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_PAID: InvoiceStatus = 'PAYMENT COMPLETE';
/** Issued and not yet paid in full: what can be paid, reminded and counted as owed. */
export const OPEN_INVOICE_STATUSES = ['unpaid', 'partly_paid'] as const satisfies readonly InvoiceStatus[];
export const isOpenInvoice = (status: InvoiceStatus) => status === 'unpaid' || status === 'partly_paid';
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  unpaid: 'Unpaid',
  partly_paid: 'Partly paid',
  'PAYMENT COMPLETE': 'Paid',
  cancelled: 'Cancelled',
};

/** Bounds of an invoice (our choice: the spec names none). */
export const INVOICE_LIMITS = {
  /** product lines per invoice */
  lines: 100,
  /** characters of one line's description (issue 28: 100 of them fill a printed invoice of about 35 pages) */
  description: 500,
  /** a line's quantity, at most 3 decimal places */
  quantity: 1_000_000,
  quantityPlaces: 3,
  /** a line's rate in rupees, at most 2 decimal places (₹100 crore) */
  rate: 1_000_000_000,
  ratePlaces: 2,
  /** CGST, SGST, IGST: 0 to 100 percent, at most 2 decimal places */
  percentPlaces: 2,
  /** the invoice total in rupees (₹1,000 crore): keeps every amount far inside safe integer paise */
  total: 10_000_000_000,
} as const;

/** The opening words of each rule 46(1)(e) refusal: who, how much and the rule. */
function unregisteredAt(taxable: string): string {
  return `For a client without a GSTIN and a taxable value of ₹50,000 or more (this invoice: ${formatRupees(taxable)}), CGST rule 46(1)(e)`;
}

export const INVOICE_MESSAGES = {
  organizationRequired: 'Enter the organisation',
  linesRequired: 'Add at least one product line',
  tooManyLines: `An invoice has at most ${INVOICE_LIMITS.lines} product lines`,
  descriptionRequired: 'Enter a description',
  number: 'Enter a number',
  negative: 'Must be 0 or more',
  quantityPositive: 'Quantity must be greater than 0',
  quantityMax: `Quantity must be at most ${INVOICE_LIMITS.quantity}`,
  rateMax: `Rate must be at most ${INVOICE_LIMITS.rate}`,
  percentRange: 'Enter a percentage from 0 to 100',
  places: (n: number) => `Use at most ${n} decimal places`,
  totalTooLarge: 'The invoice total is too large',
  amountMismatch: 'The amount does not match the invoice',
  alreadyPaid: 'This invoice is already paid',
  badSignature: 'The payment could not be verified',
  unknownOrder: 'Unknown payment order for this invoice',
  paymentFailed: 'The payment failed. The invoice is still unpaid.',
  /** PAYMENT_PROVIDER=off: the pay call is 503 with this message. */
  paymentOff: 'Online payment is not set up',
  /** A payment in another currency than the invoice's (INR): recorded and flagged, never settled. */
  currencyMismatch: 'The payment was not made in Indian rupees',
  /** A `key` that is not the invoice's (or not shaped like one). */
  badKey: 'This invoice link is not valid. Look the invoice up by its number, or ask us for a new link.',
  created: 'Invoice created',
  discountAboveValue: "The discount is more than the line's value",
  billingAddressMax: 'Use at most 300 characters',
  notIssued: 'This invoice is a draft: it is not issued yet',
  notDraft: 'An issued invoice cannot be edited: cancel it, or raise a credit or debit note',
  alreadyIssued: 'This invoice is already issued',
  draftNoCancel: 'A draft has no number: delete it instead of cancelling it',
  notCancellable: 'An invoice with payments, credit or debit notes cannot be cancelled: raise a credit note',
  alreadyCancelled: 'This invoice is cancelled',
  noGstin: "Enter the company's GSTIN in Company settings before issuing a tax invoice",
  reasonRequired: 'Enter the reason',
  paymentAboveBalance: (due: string) => `The balance due is ${due}: a payment cannot be more`,
  nothingDue: 'Nothing is due on this invoice',
  referenceRequired: 'Enter the reference (UTR, cheque number or UPI reference)',
  receivedOnFuture: 'The date cannot be in the future',
  /** docs/requirements/002-gst.md §8: money moves on an invoice only from the day it was issued. */
  receivedBeforeInvoice: (day: string) => `The date cannot be before the invoice's date (${formatDate(day)})`,
  creditAboveWorth: (worth: string) =>
    `A credit note cannot be more than the invoice is still worth (${worth})`,
  /** CGST rule 46(1)(e) (docs/requirements/002-gst.md §5): an unregistered recipient at ₹50,000 or more. */
  unregisteredAddress: (taxable: string) =>
    `${unregisteredAt(taxable)} asks for the client's address: enter the billing address, or add it to the client's record`,
  unregisteredDelivery: (taxable: string) =>
    `${unregisteredAt(taxable)} asks for the delivery address: enter it (left empty, it is the billing address)`,
  unregisteredState: (taxable: string) =>
    `${unregisteredAt(taxable)} asks for the state of delivery and its code: choose the place of supply, or add the state to the client's record`,
  refundAboveOverpaid: (most: string) =>
    most === '₹0.00'
      ? 'Nothing was paid beyond what the invoice is worth: there is nothing to refund'
      : `At most ${most} was paid beyond what the invoice is worth`,
} as const;

// ——— requests ———

/**
 * A non-negative decimal as a JSON number or a decimal string, kept as canonical text (validation.ts
 * `zDecimal`). `optionalZero`: absent, null or '' means 0 (the tax percents of a line left blank).
 */
function zInvoiceDecimal(opts: {
  places: number;
  max: number;
  maxMessage: string;
  positive?: string;
  optionalZero?: boolean;
}) {
  return zDecimal({
    places: opts.places,
    max: opts.max,
    positive: opts.positive !== undefined,
    optionalZero: opts.optionalZero,
    messages: {
      number: INVOICE_MESSAGES.number,
      negative: INVOICE_MESSAGES.negative,
      places: INVOICE_MESSAGES.places(opts.places),
      max: opts.maxMessage,
      ...(opts.positive ? { positive: opts.positive } : {}),
    },
  });
}

const zPercentOfLine = zInvoiceDecimal({
  places: INVOICE_LIMITS.percentPlaces,
  max: 100,
  maxMessage: INVOICE_MESSAGES.percentRange,
  optionalZero: true,
});

const zLineDescription = zRequiredText(INVOICE_MESSAGES.descriptionRequired, {
  label: 'Description',
  max: INVOICE_LIMITS.description,
});
const zLineQuantity = zInvoiceDecimal({
  places: INVOICE_LIMITS.quantityPlaces,
  max: INVOICE_LIMITS.quantity,
  maxMessage: INVOICE_MESSAGES.quantityMax,
  positive: INVOICE_MESSAGES.quantityPositive,
});

/** A product line's fields but its description and quantity (whose wire names are the spec's). */
const invoiceLineFields = {
  rate: zInvoiceDecimal({
    places: INVOICE_LIMITS.ratePlaces,
    max: INVOICE_LIMITS.rate,
    maxMessage: INVOICE_MESSAGES.rateMax,
  }),
  cgst: zPercentOfLine,
  sgst: zPercentOfLine,
  igst: zPercentOfLine,
  /**
   * The tax invoice's particulars of a line (docs/requirements/002-gst.md §3): HSN/SAC (the company's
   * default SAC when absent), the GST unit (NOS, or OTH for a service, when absent), a discount in rupees
   * off the line's value, and the GST rate (when absent, cgst + sgst + igst; the split then must agree with
   * the place of supply).
   */
  hsn: z.preprocess(blankToUndefined, zHsnSac.optional()),
  unit: z.preprocess(blankToUndefined, zGstUnit.optional()),
  discount: zInvoiceDecimal({
    places: INVOICE_LIMITS.ratePlaces,
    max: INVOICE_LIMITS.total,
    maxMessage: INVOICE_MESSAGES.rateMax,
    optionalZero: true,
  }).optional(),
  gst_rate: z.preprocess(
    blankToUndefined,
    zInvoiceDecimal({
      places: INVOICE_LIMITS.percentPlaces,
      max: 100,
      maxMessage: INVOICE_MESSAGES.percentRange,
    }).optional(),
  ),
};

/** The discount may not be more than the line's value (rate × quantity). */
function discountWithinValue(
  line: { quantity: string; rate: string; discount?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  let over = false;
  try {
    over = compareAmounts(plain(exact(line.quantity).times(exact(line.rate))), line.discount ?? '0') < 0;
  } catch {
    return;
  }
  if (over)
    ctx.addIssue({ code: 'custom', path: ['discount'], message: INVOICE_MESSAGES.discountAboveValue });
}

/** One product line with the code's names: the invoice form and the note form check it. */
export const ZInvoiceLineForm = z
  .object({ description: zLineDescription, quantity: zLineQuantity, ...invoiceLineFields })
  .superRefine(discountWithinValue);
export type TInvoiceLineForm = z.input<typeof ZInvoiceLineForm>;
export type InvoiceLineValues = z.output<typeof ZInvoiceLineForm>;

/** A product line (asked, parsed or answered) with the spec's `discription` and `quntaty` for the code's names. */
type InvoiceLineOnWire<L extends { description: unknown; quantity: unknown }> = Omit<
  L,
  'description' | 'quantity'
> & { discription: L['description']; quntaty: L['quantity'] };

/** A product line (asked, parsed or answered) with the code's names for the spec's `discription` and `quntaty`. */
type InvoiceLineInCode<W extends { discription: unknown; quntaty: unknown }> = Omit<
  W,
  'discription' | 'quntaty'
> & { description: W['discription']; quantity: W['quntaty'] };

/** A product line as the wire names it: the one mapping to the spec's names, for requests and answers alike. */
export function invoiceLineToWire<L extends { description: unknown; quantity: unknown }>({
  description,
  quantity,
  ...line
}: L): InvoiceLineOnWire<L> {
  return { discription: description, quntaty: quantity, ...line };
}

/** A product line as the wire named it, with the code's names: the one mapping back, for requests and answers. */
export function invoiceLineFromWire<W extends { discription: unknown; quntaty: unknown }>({
  discription,
  quntaty,
  ...line
}: W): InvoiceLineInCode<W> {
  return { description: discription, quantity: quntaty, ...line };
}

/**
 * One product line on the wire: the form's rules with the spec's names letter for letter (`discription`,
 * `quntaty`: docs/api.md), read as the code's (`description`, `quantity`).
 */
export const ZInvoiceLine = z
  .object({ discription: zLineDescription, quntaty: zLineQuantity, ...invoiceLineFields })
  .superRefine((line, ctx) => discountWithinValue(invoiceLineFromWire(line), ctx))
  .transform((line): InvoiceLineValues => invoiceLineFromWire(line));
export type TInvoiceLine = z.input<typeof ZInvoiceLine>;

/** The code's name of each of the requests' wire names (a failure's field errors: `products.0.quntaty`). */
export const INVOICE_WIRE_FIELDS = { discription: 'description', quntaty: 'quantity' } as const;

/** The code's names for a parsed line, as money.ts computeInvoice takes it. */
export function lineForMoney(l: InvoiceLineValues) {
  return { rate: l.rate, quantity: l.quantity, cgst: l.cgst, sgst: l.sgst, igst: l.igst };
}

/** An invoice's or a note's product lines: at least one, at most INVOICE_LIMITS.lines. */
const linesOf = <L extends z.ZodType>(line: L) =>
  z
    .array(line, { error: INVOICE_MESSAGES.linesRequired })
    .min(1, { error: INVOICE_MESSAGES.linesRequired })
    .max(INVOICE_LIMITS.lines, { error: INVOICE_MESSAGES.tooManyLines });

/** An invoice's fields but its lines. */
const invoiceFields = {
  organization: zRequiredText(INVOICE_MESSAGES.organizationRequired, {
    label: 'Organisation',
    max: TEXT_MAX.short,
  }),
  phone_number: zPhone,
  /** The place of supply (a GST state code); absent: the client's state, else the company's. */
  place_of_supply: z.preprocess(blankToUndefined, zStateCode.optional()),
  /** The recipient's billing address; absent: the client record's. */
  billing_address: zOptionalText({ label: 'Billing address', max: 300, multiline: true }),
  /** Where the supply is delivered (rule 46(1)(e), (o)); absent: the billing address. */
  delivery_address: zOptionalText({ label: 'Delivery address', max: 300, multiline: true }),
  /** Tax payable on reverse charge (rule 46(p)); false when absent. */
  reverse_charge: z.boolean({ error: 'Choose yes or no' }).optional(),
  /** What the total is moved by, under a rupee either way (round-off.ts); absent: none. */
  round_off: zRoundOff,
};

/** The invoice's total may not pass INVOICE_LIMITS.total. */
function totalWithinLimit(v: { products: InvoiceLineValues[] }, ctx: z.RefinementCtx): void {
  let tooLarge: boolean;
  try {
    tooLarge = compareAmounts(invoiceExactTotal(v.products.map(lineForMoney)), INVOICE_LIMITS.total) > 0;
  } catch {
    return; // a line failed its own checks, which name it
  }
  if (tooLarge) {
    ctx.addIssue({ code: 'custom', path: ['products'], message: INVOICE_MESSAGES.totalTooLarge });
  }
}

/**
 * A new invoice or a draft with the code's names (spec 001 §5, §7): organisation, phone and at least one
 * product line. The invoice form checks it; the server takes ZCreateInvoiceRequest.
 */
export const ZInvoiceForm = z
  .object({ ...invoiceFields, products: linesOf(ZInvoiceLineForm) })
  .superRefine(totalWithinLimit);
export type TInvoiceForm = z.input<typeof ZInvoiceForm>;

/**
 * POST /invoice_generater (spec 001 §5, §7) on the wire: the form's rules, each line with the spec's names.
 * Totals a browser sends are not read: the server computes them with money.ts computeInvoice.
 */
export const ZCreateInvoiceRequest = z
  .object({ ...invoiceFields, products: linesOf(ZInvoiceLine) })
  .superRefine(totalWithinLimit);
export type TCreateInvoiceRequest = z.input<typeof ZCreateInvoiceRequest>;
/** A new invoice or a draft as the operations take it: the code's names. */
export type InvoiceValues = z.output<typeof ZCreateInvoiceRequest>;

/** An invoice or a draft as the wire takes it. */
export function invoiceRequestToWire({ products, ...rest }: TInvoiceForm): TCreateInvoiceRequest {
  return { ...rest, products: products.map(invoiceLineToWire) };
}

/** A draft's inputs as the wire sent them (GET /api/invoices/{id} `draft`), with the code's names. */
export function invoiceRequestFromWire({ products, ...rest }: TCreateInvoiceRequest): TInvoiceForm {
  return { ...rest, products: products.map(invoiceLineFromWire) };
}

// ——— an unregistered recipient's particulars (CGST rule 46(1)(e); docs/requirements/002-gst.md §5) ———

/** Rule 46(1)(e): from this taxable value, in rupees, an unregistered recipient's invoice names their address,
 * the delivery address and its state. */
export const UNREGISTERED_PARTICULARS_FROM = '50000';

/** What issuing reads to apply rule 46(1)(e): the invoice as it would be printed. */
export interface RecipientParticulars {
  /** The recipient's GSTIN; null: unregistered (B2C). */
  gstin: string | null;
  /** The invoice's total taxable value: the sum of its lines' values less their discounts, before tax. */
  taxable: string;
  /** The address billed: the invoice's own, else the client record's. */
  address: string;
  /** The delivery address typed on the invoice ('' = the address billed). */
  delivery_address: string;
  /** The state named: the place of supply chosen on the invoice, else the client record's state. */
  state_code: string | null;
}

export type RecipientParticularField = 'billing_address' | 'delivery_address' | 'place_of_supply';

/**
 * The particulars rule 46(1)(e) asks of an invoice to an unregistered recipient with a taxable value of
 * ₹50,000 or more and that this one lacks, each at the field that gives it: the recipient's address, the
 * delivery address and the state with its code. Empty when nothing is missing or the rule does not apply.
 */
export function missingRecipientParticulars(p: RecipientParticulars): {
  [F in RecipientParticularField]?: string;
} {
  if (p.gstin || compareAmounts(p.taxable, UNREGISTERED_PARTICULARS_FROM) < 0) return {};
  const address = p.address.trim();
  const delivery = p.delivery_address.trim() || address;
  return {
    ...(address ? {} : { billing_address: INVOICE_MESSAGES.unregisteredAddress(p.taxable) }),
    ...(delivery ? {} : { delivery_address: INVOICE_MESSAGES.unregisteredDelivery(p.taxable) }),
    ...(p.state_code ? {} : { place_of_supply: INVOICE_MESSAGES.unregisteredState(p.taxable) }),
  };
}

/** POST /api/invoices, PUT /api/invoices/{id}: a draft, in the same shape as the spec's create call. */
export const ZSaveDraftRequest = ZCreateInvoiceRequest;
export type TSaveDraftRequest = z.input<typeof ZSaveDraftRequest>;

/** POST /api/invoices/{id}/cancel: an issued, unpaid invoice, with the reason printed on it. */
export const ZCancelInvoiceRequest = z.object({
  reason: zRequiredText(INVOICE_MESSAGES.reasonRequired, { label: 'Reason', max: 300 }),
});
export type TCancelInvoiceRequest = z.input<typeof ZCancelInvoiceRequest>;

/** How finance records money received outside the card checkout (docs/requirements/002-gst.md §7). */
export const OFFLINE_PAYMENT_METHODS = ['bank_transfer', 'upi', 'cheque', 'cash'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<OfflinePaymentMethod | 'online', string> = {
  online: 'Online (card, netbanking, UPI)',
  bank_transfer: 'Bank transfer (NEFT/RTGS/IMPS)',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
};

/** A calendar date, `YYYY-MM-DD`. */
export const zIsoDate = z
  .string({ error: 'Enter a date' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as dd/mm/yyyy' })
  .refine(isDay, { error: 'Enter a real date' });

/** Money that moved outside the card checkout, in or out: amount, how, its reference (not for cash) and its date. */
function zMoneyMovement(methodMessage: string) {
  return z
    .object({
      amount: zInvoiceDecimal({
        places: 2,
        max: INVOICE_LIMITS.total,
        maxMessage: INVOICE_MESSAGES.totalTooLarge,
        positive: 'Enter an amount above 0',
      }),
      method: z.enum(OFFLINE_PAYMENT_METHODS, { error: methodMessage }),
      reference: zOptionalText({ label: 'Reference', max: 60 }).default(''),
      received_on: zIsoDate,
    })
    .superRefine((v, ctx) => {
      if (v.method !== 'cash' && v.reference.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['reference'], message: INVOICE_MESSAGES.referenceRequired });
      }
    });
}

/** POST /api/invoices/{id}/payments: a payment finance records; at most the balance due. */
export const ZRecordPaymentRequest = zMoneyMovement('Choose how it was paid');
export type TRecordPaymentRequest = z.input<typeof ZRecordPaymentRequest>;

/**
 * POST /api/invoices/{id}/credit-notes and /debit-notes (CGST Act s. 34; docs/requirements/002-gst.md §9):
 * the reason and the lines it credits or adds, taxed with the invoice's place of supply.
 */
const noteFields = {
  reason: zRequiredText(INVOICE_MESSAGES.reasonRequired, { label: 'Reason', max: 300 }),
  /** The note's round-off (round-off.ts): a credit of the whole invoice carries the invoice's; absent: none. */
  round_off: zRoundOff,
};
export const ZInvoiceNoteRequest = z.object({ ...noteFields, products: linesOf(ZInvoiceLine) });
export type TInvoiceNoteRequest = z.input<typeof ZInvoiceNoteRequest>;

/** A credit or debit note with the code's names: the note form checks it. */
export const ZInvoiceNoteForm = z.object({ ...noteFields, products: linesOf(ZInvoiceLineForm) });
export type TInvoiceNoteForm = z.input<typeof ZInvoiceNoteForm>;

/** A note as the wire takes it. */
export function invoiceNoteToWire({ products, ...rest }: TInvoiceNoteForm): TInvoiceNoteRequest {
  return { ...rest, products: products.map(invoiceLineToWire) };
}

/** POST /api/invoices/{id}/refunds: money returned to the client, at most what was paid beyond the invoice's worth. */
export const ZRefundRequest = zMoneyMovement('Choose how it was refunded');
export type TRefundRequest = z.input<typeof ZRefundRequest>;

/** A credit or debit note as an invoice lists it. */
export interface InvoiceNoteWire {
  id: number;
  kind: 'credit' | 'debit';
  number: string;
  reason: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  /** What the note's total is moved by, signed ("-0.49"; "0.00" when none). */
  round_off: string;
  total: string;
  total_paise: number;
  issued_at: string;
  creator_name: string;
  /** The note's e-invoice registration (docs/requirements/003-e-invoice.md §11); null when never asked. */
  e_invoice: EInvoiceWire | null;
}

/** GET /api/clients/{id}/statement: a period (IST dates); absent, the financial year to date. */
export const ZStatementQuery = z
  .object({ from: zIsoDate.optional(), to: zIsoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'The end is before the start' });
export const ZClientIdParams = z.object({ id: zIdOf(undefined, 'Client') });

/** GET /api/receivables: who owes, searched by organisation, most owed first. */
export const ZReceivablesQuery = ZPageQuery;

/** GET /get-invoic-list query: paged (docs/api.md "Lists"), searched, filtered by organisation and status. */
export const ZInvoiceListQuery = ZPageQuery.extend({
  /** exact organisation, case-insensitive */
  organization: zSearch.optional(),
  status: z.enum(INVOICE_STATUSES, { error: 'Choose a status from the list' }).optional(),
});
export type TInvoiceListQuery = z.output<typeof ZInvoiceListQuery>;

/** GET /invoice-organizations (invoice creators): client organisations to suggest on the form (free text allowed). */
export const ZInvoiceOrganizationQuery = z.object({
  search: zSearch.optional(),
  limit: zPageLimit.optional(),
});
export const INVOICE_ORGANIZATIONS_PICK = 20;

/** GET /invoice-products (invoice creators): products whose name holds `search`, to fill a line from. */
export const ZInvoiceProductQuery = z.object({
  search: zSearch.optional(),
  limit: zPageLimit.optional(),
});
export const INVOICE_PRODUCTS_PICK = 20;

const zInvoiceId = zIdOf('Enter an invoice number from 1', 'Invoice ID');

/**
 * An invoice's key (docs/api.md "Invoices", docs/decisions/0004-payments.md): 192 random bits as base64url
 * (32 characters; keys from migration 0020 are 64 hex characters). Anything not shaped like a key is 400.
 */
export const INVOICE_KEY_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;
const zInvoiceKey = z
  .string({ error: INVOICE_MESSAGES.badKey })
  .trim()
  .regex(INVOICE_KEY_PATTERN, { error: INVOICE_MESSAGES.badKey });

/** An invoice's id in a path (`/invoice-sign/{id}`). */
export const ZInvoiceIdParams = z.object({ id: zInvoiceId });

/** A credit or debit note's id in a path (`/invoice-notes/{id}/e-invoice`). */
export const ZInvoiceNoteIdParams = z.object({ id: zIdOf('Enter a note number from 1', 'Note ID') });

/** GET /get-invoice?id=&key= (public): the number alone gives the summary, with the key the invoice. */
export const ZGetInvoiceQuery = z.object({ id: zInvoiceId, key: zInvoiceKey.optional() });

/** GET /invoice-pdf/{id}?key=: the key, unless the caller is staff who may list invoices. */
/**
 * The copies rule 48 asks for (docs/requirements/002-gst.md §5): the original for the recipient (what a
 * client opens and is sent) and the duplicate the supplier keeps.
 */
export const INVOICE_COPIES = ['original', 'duplicate'] as const;
export type InvoiceCopy = (typeof INVOICE_COPIES)[number];
export const INVOICE_COPY_LABELS: Record<InvoiceCopy, string> = {
  original: 'ORIGINAL FOR RECIPIENT',
  duplicate: 'DUPLICATE FOR SUPPLIER',
};
export const ZInvoicePdfQuery = z.object({
  key: zInvoiceKey.optional(),
  copy: z.enum(INVOICE_COPIES, { error: 'Choose original or duplicate' }).optional(),
});
export type TInvoicePdfQuery = z.output<typeof ZInvoicePdfQuery>;

/** Integer paise, as the spec's client sends them (amount × 100). */
const zPaise = zWhole({
  min: 1,
  // the largest invoice total (₹1,000 crore) in paise
  max: INVOICE_LIMITS.total * 100,
  message: `Enter the amount in paise: a whole number from 1 to ${numberText(INVOICE_LIMITS.total * 100)}`,
});

/** POST /pay-invoice: `amount` must equal the invoice's own amount in paise, or 400. */
export const ZPayInvoiceRequest = z.object({ invoiceID: zInvoiceId, amount: zPaise });

const zProviderId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(100, { error: `${label} is too long` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${label} is not valid` });

/** POST /payment-confirm: the provider's answer to the checkout (Razorpay's handler names are mapped). */
export const ZPaymentConfirmRequest = z.object({
  invoiceID: zInvoiceId,
  order_id: zProviderId('Order id'),
  payment_id: zProviderId('Payment id'),
  signature: z
    .string({ error: 'Signature is required' })
    .trim()
    .min(1, { error: 'Signature is required' })
    .max(200, { error: 'Signature is not valid' }),
  /** Optional; when given it must be the order's amount in paise. */
  amount: zPaise.optional(),
});
export type TPaymentConfirmRequest = z.input<typeof ZPaymentConfirmRequest>;

/**
 * POST /sandbox-checkout (only while the sandbox provider is active, else 404): what the in-page test
 * checkout dialog calls. `paid`: the server signs a payment exactly as Razorpay does and answers the three
 * values the browser then sends to /payment-confirm. `failed`: records a failed attempt, changes nothing.
 */
export const ZSandboxCheckoutRequest = z.object({
  invoiceID: zInvoiceId,
  order_id: zProviderId('Order id'),
  outcome: z.enum(['paid', 'failed'], { error: 'Choose paid or failed' }),
});

// ——— answers ———

/** A row of GET /get-invoic-list, and the payload of the invoice's live events (events.ts INVOICE_ROW_EVENTS). */
export interface InvoiceListRow {
  /** The quick pay page with the invoice's key (`PUBLIC_URL/quickpay/{id}?key=…`): the link to send the client. */
  pay_link: string;
  /** Settled through the sandbox provider: a test payment, no money moved. */
  test_payment: boolean;
  id: number;
  organization: string;
  phone_number: string;
  status: InvoiceStatus;
  /** Total to the paisa (`"1180.00"`). */
  total: string;
  amount_paise: number;
  /** ISO time of creation. */
  created_at: string;
  creator_name: string;
  order_id: string | null;
  payment_id: string | null;
  /** ISO time of settlement, null while unpaid. */
  paid_at: string | null;
  /** The tax invoice's number (`AQ/26-27/0001`); null on a draft. */
  number: string | null;
  /** ISO time of issue; null on a draft. */
  issued_at: string | null;
  /** What is still owed, in paise (0 once paid or cancelled). */
  due_paise: number;
  /** The day payment is due (`YYYY-MM-DD`, IST); null on a draft. */
  due_date: string | null;
  /** An invoice of the books from before AquaDesk, brought in with what is owed (docs/decisions/0014). */
  opening_balance: boolean;
}

/** GET /get-invoic-list: `{ data }` plus the paging fields. */
export interface InvoiceListResponse extends PageInfo {
  data: InvoiceListRow[];
  /** Organisations for the filter: those with invoices, sorted, at most 200. */
  organizations: string[];
}

/**
 * A client organisation suggested on the create form: its client account's name and phone, and its tax
 * identity, so the form can say what an e-invoice will read from the billing address (spec 003 §4).
 */
export interface InvoiceOrganizationPick {
  id: number;
  organization: string;
  name: string;
  phone_number: string;
  gstin: string | null;
  state_code: string | null;
  billing_address: string | null;
}
export interface InvoiceOrganizationsResponse {
  data: InvoiceOrganizationPick[];
}

/** GET /invoice-products: a product's name, price, HSN/SAC, unit and GST rate, which a line takes from it. */
export interface InvoiceProductsResponse {
  data: ProductPick[];
}

/** A product line as stored and shown, with the code's names: what was entered and its figures to the paisa. */
export interface InvoiceLine {
  description: string;
  quantity: string;
  rate: string;
  /** Percents as given (`"9"`, `"2.5"`). */
  cgst: string;
  sgst: string;
  igst: string;
  /** rate × quantity, to the paisa. */
  subtotal: string;
  /** The tax amounts of the line, to the paisa. */
  cgst_amount: string;
  sgst_amount: string;
  igst_amount: string;
  /** The line total: subtotal raised by the three percents. */
  amount: string;
}

/** A product line on the wire: the spec's `discription` and `quntaty` (docs/api.md, letter for letter). */
export type InvoiceLineWire = InvoiceLineOnWire<InvoiceLine>;

/** A tax invoice line's particulars (docs/requirements/002-gst.md §3); null on lines made before tax invoices. */
export interface InvoiceLineTaxWire {
  hsn: string | null;
  unit: string | null;
  /** Rupees off the line's value, to the paisa. */
  discount: string;
  /** subtotal − discount: what the tax is charged on. */
  taxable: string;
  /** The line's GST rate in percent (`"18"`). */
  gst_rate: string;
}

/** The supplier's particulars as printed: the company profile in force when the invoice was issued. */
export interface InvoiceSupplier {
  legal_name: string;
  trade_name: string;
  address: string;
  gstin: string | null;
  pan: string | null;
  state_code: string;
  state_name: string;
  email: string;
  phone: string;
}

/** The recipient as billed: B2B with a GSTIN, else B2C. */
export interface InvoiceRecipient {
  name: string;
  address: string;
  /**
   * Where the supply is delivered (rule 46(1)(e), (o)); the same text as `address` when delivered where billed,
   * '' when the invoice recorded none (issued before AquaDesk asked).
   */
  delivery_address: string;
  gstin: string | null;
  state_code: string | null;
  state_name: string | null;
  billed: 'B2B' | 'B2C';
}

/** What is owed on an invoice (receivables.ts), in paise: its ledger and what is still due. */
export type InvoiceBalance = Omit<InvoiceLedger, 'cancelled'> & { due_paise: number };

/** The tax invoice's own figures, each the sum of the printed lines (tax-invoice.ts). */
export type InvoiceTaxTotals = Omit<TaxDocumentTotals, 'total_paise'>;

/** The stored status of an issued invoice from its ledger (receivables.ts statusOf): paid is PAYMENT COMPLETE. */
export function invoiceStatusOf(ledger: InvoiceLedger): InvoiceStatus {
  const status = statusOf(ledger);
  return status === 'paid' ? INVOICE_PAID : status;
}

/** An invoice's ledger as its wire carries it (the balance and whether it is cancelled). */
export function ledgerOfInvoice(inv: { status: InvoiceStatus; balance: InvoiceBalance }): InvoiceLedger {
  const { due_paise: _due, ...sums } = inv.balance;
  return { ...sums, cancelled: inv.status === 'cancelled' };
}

/**
 * What may be done with an invoice now, by its status and ledger (docs/requirements/002-gst.md §8-§9), as
 * the server's operations decide it: a draft is edited, issued or deleted; an open invoice with a balance
 * takes a payment and, with nothing paid, credited or debited, is cancelled; an issued, uncancelled one
 * takes credit and debit notes, and a refund of what was paid beyond its worth.
 */
export function invoiceMoves(inv: { status: InvoiceStatus; balance: InvoiceBalance }) {
  const ledger = ledgerOfInvoice(inv);
  const open = isOpenInvoice(inv.status);
  const issued = inv.status !== 'draft' && inv.status !== 'cancelled';
  return {
    draft: inv.status === 'draft',
    pay: open && payableOf(ledger) > 0,
    cancel: open && cancellable(ledger),
    note: issued,
    refund: issued && refundableOf(ledger) > 0,
  };
}

/** The title of an opening balance: not a tax invoice of AquaDesk's (docs/decisions/0014-opening-balances.md). */
export const OPENING_BALANCE_TITLE = 'Opening balance';

/** The particulars rule 46 asks of a tax invoice, beside the spec's proforma fields. */
export interface TaxInvoiceParticulars {
  /**
   * "Tax Invoice" once issued; a draft prints as a "Proforma Invoice" (a quote, not yet a supply); an invoice of
   * the books from before AquaDesk, brought in with what is owed, is an "Opening balance" (docs/decisions/0014).
   */
  title: 'Tax Invoice' | 'Proforma Invoice' | typeof OPENING_BALANCE_TITLE;
  number: string | null;
  issued_at: string | null;
  due_date: string | null;
  supplier: InvoiceSupplier;
  recipient: InvoiceRecipient;
  place_of_supply: { code: string; name: string } | null;
  reverse_charge: boolean;
  /** `intra`: CGST + SGST (or UTGST); `inter`: IGST; null on invoices made before tax invoices. */
  split: 'intra' | 'inter' | null;
  /** The name of the state's half within a union territory without a legislature: UTGST. */
  state_tax: 'SGST' | 'UTGST';
  tax_lines: InvoiceLineTaxWire[];
  hsn_summary: HsnSummaryRow[];
  tax_totals: InvoiceTaxTotals;
  balance: InvoiceBalance;
  cancelled: { at: string; reason: string } | null;
  /** The terms printed on invoices (company profile). */
  terms: string;
}

/** A receipt of money for an invoice, or a refund. */
export interface InvoiceReceiptWire {
  id: number;
  kind: 'payment' | 'refund';
  number: string | null;
  method: OfflinePaymentMethod | 'online';
  amount_paise: number;
  reference: string;
  received_on: string;
  recorder_name: string;
  created_at: string;
}

/** One change in an invoice's history: who, when, what. */
export interface InvoiceHistoryEntry {
  id: number;
  action: string;
  actor_name: string;
  at: string;
  changes: Record<string, unknown>;
}

/**
 * GET /api/invoices/{id} (staff) with the code's names: the invoice whole, what hangs on it, and what the
 * caller may do next.
 */
export interface InvoiceDetail {
  invoice: PublicInvoice;
  phone_number: string;
  client_id: number | null;
  estimate_id: number | null;
  receipts: InvoiceReceiptWire[];
  notes: InvoiceNoteWire[];
  history: InvoiceHistoryEntry[];
  /** The inputs of a draft as saved (to edit it again); null once issued. */
  draft: TInvoiceForm | null;
  pay_link: string;
  /** Overdue reminders (docs/api.md "Overdue reminders"): the last mailed, the next allowed, the client's switch. */
  reminder: InvoiceReminderState;
  /** The invoice's e-invoice registration (docs/requirements/003-e-invoice.md §11); null when never asked. */
  e_invoice: EInvoiceWire | null;
  /**
   * An issued, uncancelled B2B tax invoice: it is reported to the IRP (docs/requirements/003-e-invoice.md §2);
   * never an opening balance.
   */
  e_invoice_applies: boolean;
  /** EINVOICE_PROVIDER is not off: AquaDesk registers it; when off, its JSON is uploaded at the IRP by hand. */
  e_invoice_registers: boolean;
  /**
   * An invoice of the books from before AquaDesk, brought in with what is owed (docs/decisions/0014): it takes
   * payments and reminders, never a PDF, a mail of its copy, a credit or debit note or an e-invoice (409).
   */
  opening_balance: boolean;
}

/** The providers that take a payment online. */
export type OnlinePaymentProvider = 'sandbox' | 'razorpay';
/** PAYMENT_PROVIDER: `off` takes no online payment (the quick pay page shows the bank transfer details). */
export type PaymentProviderKind = OnlinePaymentProvider | 'off';

/** The company's bank account for payment by bank transfer (BANK_* settings). */
export interface InvoiceBankTransfer {
  account_name: string;
  account_number: string;
  ifsc: string;
  /** The bank and branch; null when BANK_NAME is not set. */
  bank_name: string | null;
}

/** The company letterhead printed on the invoice (the site information's company). */
export interface InvoiceCompany {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** The UPI payee for the printed QR code, when UPI_ID is configured; `uri` is `upi://pay?...` for the exact amount. */
export interface InvoiceUpi {
  payee: string;
  name: string;
  uri: string;
}

/** How an unpaid invoice is paid: the provider Pay Now talks to, and while it is `off`, the bank transfer. */
interface InvoicePaying {
  /** The provider Pay Now talks to; `off`: no Pay Now, the page shows `bank_transfer` and `upi` instead. */
  provider: PaymentProviderKind;
  /** While unpaid and the provider is `off`: the company's bank account when BANK_* are set, else null. */
  bank_transfer: InvoiceBankTransfer | null;
  /** The UPI payee for the exact amount while unpaid, when UPI_ID is set (else null). */
  upi: InvoiceUpi | null;
  /** Settled through the sandbox provider: a test payment, no money moved. */
  test_payment: boolean;
}

/**
 * GET /get-invoice with the invoice's key (or by staff who may list invoices), with the code's names: the
 * proforma invoice. Never carries the phone number.
 */
export interface PublicInvoice extends InvoicePaying, TaxInvoiceParticulars {
  view: 'full';
  id: number;
  organization: string;
  status: InvoiceStatus;
  created_at: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  currency: 'INR';
  total_in_words: string;
  order_id?: string;
  payment_id?: string;
  paid_at?: string;
  company: InvoiceCompany;
  /**
   * The creator's signature as kept with the invoice: GET /api/invoice-sign/{id}, served only with a token of
   * someone who may list invoices (admin, technical director); null when the creator had none.
   */
  signature_url: string | null;
  /** The IRN, acknowledgement and signed QR code once registered with the IRP (rule 48(4)); else null. */
  e_invoice: PublicEInvoice | null;
}

/**
 * GET /get-invoice by number alone (docs/api.md "Invoices"): what a bill-payment counter shows, enough to
 * recognise the bill and pay it. Never the lines, rates, taxes, phone, payment ids or signature.
 */
export interface InvoiceSummary extends InvoicePaying {
  view: 'summary';
  id: number;
  /** The tax invoice's number; null on invoices that have none. */
  number: string | null;
  /** The organisation masked (maskOrganization: `AQ*** W***** Pvt`). */
  organization: string;
  status: InvoiceStatus;
  /** What is left to pay, to the paisa (`"2360.00"`); `"0.00"` once paid. */
  amount_due: string;
  /** The same in integer paise: what POST /pay-invoice takes. */
  amount_paise: number;
  currency: 'INR';
  /** The letterhead (COMPANY_*): whom to contact when there is no way to pay online. */
  company: InvoiceCompany;
}

/** The whole invoice on the wire: its lines with the spec's names. */
export type PublicInvoiceWire = Omit<PublicInvoice, 'lines'> & { lines: InvoiceLineWire[] };

/** The whole invoice as the answers send it. */
export function publicInvoiceToWire(invoice: PublicInvoice): PublicInvoiceWire {
  return { ...invoice, lines: invoice.lines.map(invoiceLineToWire) };
}

/** The whole invoice as an answer sent it, with the code's names. */
export function publicInvoiceFromWire(invoice: PublicInvoiceWire): PublicInvoice {
  return { ...invoice, lines: invoice.lines.map(invoiceLineFromWire) };
}

/** GET /api/invoices/{id} on the wire: the invoice's lines and the draft's inputs with the spec's names. */
export type InvoiceDetailResponse = Omit<InvoiceDetail, 'invoice' | 'draft'> & {
  invoice: PublicInvoiceWire;
  draft: TSaveDraftRequest | null;
};

/** GET /api/invoices/{id} as it is sent. */
export function invoiceDetailToWire(detail: InvoiceDetail): InvoiceDetailResponse {
  return {
    ...detail,
    invoice: publicInvoiceToWire(detail.invoice),
    draft: detail.draft && invoiceRequestToWire(detail.draft),
  };
}

/** GET /api/invoices/{id} as it was answered, with the code's names. */
export function invoiceDetailFromWire(detail: InvoiceDetailResponse): InvoiceDetail {
  return {
    ...detail,
    invoice: publicInvoiceFromWire(detail.invoice),
    draft: detail.draft && invoiceRequestFromWire(detail.draft),
  };
}

/** GET /get-invoice: the whole invoice (with its key, or for staff) or its summary. */
export type PublicInvoiceAnswer = PublicInvoice | InvoiceSummary;

/** GET /get-invoice on the wire. */
export interface PublicInvoiceResponse {
  data: PublicInvoiceWire | InvoiceSummary;
}

/** GET /get-invoice's `data` as it is sent. */
export const publicInvoiceAnswerToWire = (answer: PublicInvoiceAnswer): PublicInvoiceWire | InvoiceSummary =>
  answer.view === 'full' ? publicInvoiceToWire(answer) : answer;

/** GET /get-invoice's `data` as it was answered, with the code's names. */
export const publicInvoiceAnswerFromWire = (
  answer: PublicInvoiceWire | InvoiceSummary,
): PublicInvoiceAnswer => (answer.view === 'full' ? publicInvoiceFromWire(answer) : answer);

/** POST /invoice_generater: the spec's `id`, and the link with the key to send the client. */
export interface CreateInvoiceResponse {
  id: number;
  pay_link: string;
}

/**
 * POST /pay-invoice: the spec's `{ amount, currency, id }` (id: the provider's order id) plus what a checkout
 * needs. `key_id` is Razorpay's public key id (sandbox: `rzp_sandbox`).
 */
export interface PayInvoiceResponse {
  amount: number;
  currency: 'INR';
  id: string;
  provider: OnlinePaymentProvider;
  key_id: string;
  invoice_id: number;
  /** The company name to show in the checkout. */
  name: string;
  description: string;
}

/** POST /payment-confirm: the invoice after settlement (a repeat answers the same, 200). */
export interface PaymentConfirmResponse {
  data: {
    id: number;
    status: InvoiceStatus;
    order_id: string;
    payment_id: string;
    paid_at: string;
  };
}

/** POST /sandbox-checkout answers, in Razorpay's handler names for `paid`. */
export type SandboxCheckoutResponse =
  | { status: 'paid'; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { status: 'failed'; message: string };

// ——— the summary by number ———

/** Words of an organisation's name kept whole in the masked summary: its legal form says nothing of who. */
const LEGAL_FORMS = new Set(['pvt', 'private', 'ltd', 'limited', 'llp', 'llc', 'inc', 'co', 'corp', 'plc']);

/**
 * The organisation as the summary by number shows it (docs/api.md "Invoices"): each word keeps its first
 * letter (the first word two), at most half of it; every other letter or digit becomes `*`; legal forms
 * (Pvt, Ltd, LLP …) and punctuation stay. `AQUA Works Pvt` → `AQ** W**** Pvt`.
 */
export function maskOrganization(name: string): string {
  let wordIndex = 0;
  return name.replace(/\S+/gu, (word) => {
    const index = wordIndex++;
    const bare = word.replace(/[^\p{L}\p{M}\p{N}]/gu, '').toLowerCase();
    if (index > 0 && LEGAL_FORMS.has(bare)) return word;
    const chars = Array.from(word);
    const letters = chars.filter((c) => /[\p{L}\p{M}\p{N}]/u.test(c)).length;
    let keep = Math.min(index === 0 ? 2 : 1, Math.floor(letters / 2));
    return chars
      .map((c) => {
        if (!/[\p{L}\p{M}\p{N}]/u.test(c)) return c;
        if (keep > 0) {
          keep -= 1;
          return c;
        }
        return '*';
      })
      .join('');
  });
}
