import { z } from 'zod';
import { compareAmounts, type InvoiceTotals, invoiceExactTotal } from './money.ts';
import { type PageInfo, ZPageQuery, zPageLimit, zSearch } from './paging.ts';
import { numberText, TEXT_MAX, zDecimal, zIdOf, zPhone, zRequiredText, zWhole } from './validation.ts';

/**
 * Invoices and quick pay (spec 001 §2-§9, docs/api.md "Public", "Payments", "Money", "Invoice totals").
 *
 * Numbers on the wire: every quantity, rate and percent is a decimal given as a JSON number or a decimal
 * string (`12.5` or `"12.50"`); the schemas keep it as canonical text so no float is ever computed with.
 * Amounts in answers are decimal strings with two places (`"1234.50"`); payment amounts are integer paise.
 */

// spec 001 §4: unpaid until PAYMENT COMPLETE
export const INVOICE_STATUSES = ['unpaid', 'PAYMENT COMPLETE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_PAID: InvoiceStatus = 'PAYMENT COMPLETE';

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

/** One product line with the wire's names (`discription`, `quntaty`: docs/api.md keeps them letter for letter). */
export const ZInvoiceLine = z.object({
  discription: zRequiredText(INVOICE_MESSAGES.descriptionRequired, {
    label: 'Description',
    max: INVOICE_LIMITS.description,
  }),
  quntaty: zInvoiceDecimal({
    places: INVOICE_LIMITS.quantityPlaces,
    max: INVOICE_LIMITS.quantity,
    maxMessage: INVOICE_MESSAGES.quantityMax,
    positive: INVOICE_MESSAGES.quantityPositive,
  }),
  rate: zInvoiceDecimal({
    places: INVOICE_LIMITS.ratePlaces,
    max: INVOICE_LIMITS.rate,
    maxMessage: INVOICE_MESSAGES.rateMax,
  }),
  cgst: zPercentOfLine,
  sgst: zPercentOfLine,
  igst: zPercentOfLine,
});
export type TInvoiceLine = z.input<typeof ZInvoiceLine>;
export type InvoiceLineValues = z.output<typeof ZInvoiceLine>;

/** The code's names for a parsed line, as money.ts computeInvoice takes it. */
export function lineForMoney(l: InvoiceLineValues) {
  return { rate: l.rate, quantity: l.quntaty, cgst: l.cgst, sgst: l.sgst, igst: l.igst };
}

/**
 * POST /invoice_generater (spec 001 §5, §7): organisation, phone and at least one product line. Totals a
 * browser sends are not read: the server computes them with money.ts computeInvoice.
 */
export const ZCreateInvoiceRequest = z
  .object({
    organization: zRequiredText(INVOICE_MESSAGES.organizationRequired, {
      label: 'Organisation',
      max: TEXT_MAX.short,
    }),
    phone_number: zPhone,
    products: z
      .array(ZInvoiceLine, { error: INVOICE_MESSAGES.linesRequired })
      .min(1, { error: INVOICE_MESSAGES.linesRequired })
      .max(INVOICE_LIMITS.lines, { error: INVOICE_MESSAGES.tooManyLines }),
  })
  .superRefine((v, ctx) => {
    let tooLarge: boolean;
    try {
      tooLarge = compareAmounts(invoiceExactTotal(v.products.map(lineForMoney)), INVOICE_LIMITS.total) > 0;
    } catch {
      return; // a line failed its own checks, which name it
    }
    if (tooLarge) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: INVOICE_MESSAGES.totalTooLarge });
    }
  });
export type TCreateInvoiceRequest = z.input<typeof ZCreateInvoiceRequest>;

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

/** GET /get-invoice?id=&key= (public): the number alone gives the summary, with the key the invoice. */
export const ZGetInvoiceQuery = z.object({ id: zInvoiceId, key: zInvoiceKey.optional() });

/** GET /invoice-pdf/{id}?key=: the key, unless the caller is staff who may list invoices. */
export const ZInvoicePdfQuery = z.object({ key: zInvoiceKey.optional() });
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

/** A row of GET /get-invoic-list, and the payload of the live event `invoice_paid`. */
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
}

/** GET /get-invoic-list: `{ data }` plus the paging fields. */
export interface InvoiceListResponse extends PageInfo {
  data: InvoiceListRow[];
  /** Organisations for the filter: those with invoices, sorted, at most 200. */
  organizations: string[];
}

/** A client organisation suggested on the create form: its client account's name and phone. */
export interface InvoiceOrganizationPick {
  id: number;
  organization: string;
  name: string;
  phone_number: string;
}
export interface InvoiceOrganizationsResponse {
  data: InvoiceOrganizationPick[];
}

/** A product line as stored and shown: the wire names plus the line's figures to the paisa. */
export interface InvoiceLineWire {
  discription: string;
  quntaty: string;
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
 * GET /get-invoice with the invoice's key (or by staff who may list invoices): the proforma invoice.
 * Never carries the phone number.
 */
export interface PublicInvoice extends InvoicePaying {
  view: 'full';
  id: number;
  organization: string;
  status: InvoiceStatus;
  created_at: string;
  lines: InvoiceLineWire[];
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
}

/**
 * GET /get-invoice by number alone (docs/api.md "Invoices"): what a bill-payment counter shows, enough to
 * recognise the bill and pay it. Never the lines, rates, taxes, phone, payment ids or signature.
 */
export interface InvoiceSummary extends InvoicePaying {
  view: 'summary';
  id: number;
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

export interface PublicInvoiceResponse {
  data: PublicInvoice | InvoiceSummary;
}

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
