import { z } from 'zod';
import { E_INVOICE_LIMITS, eInvoiceText } from './e-invoice.ts';
import {
  canonicalRate,
  GST_MESSAGES,
  gstinProblem,
  PAN_PATTERN,
  panOfGstin,
  SERIES_PREFIX_PATTERN,
  stateCodeOfGstin,
  stateOfCode,
  zGstin,
  zHsnSac,
  zPan,
  zStateCode,
} from './gst.ts';
import type { PageInfo } from './paging.ts';
import { zCursor, zPageLimit } from './paging.ts';
import {
  EMAIL_PATTERN,
  lowerCase,
  MESSAGES,
  upperCase,
  zDecimal,
  zOptionalText,
  zRequiredText,
  zWhole,
} from './validation.ts';

/**
 * The company's GST profile (docs/requirements/002-gst.md §1, §3, §6; docs/api.md "Company profile"): who
 * the supplier is on every tax document, its bank and UPI details, its number series and its defaults.
 * Every change is kept with its date (docs/decisions/0011-tax-invoices.md), so a document prints as issued.
 * The bounds below are the table's checks (apps/server/src/db/schema/company.ts).
 */
export const COMPANY_LIMITS = {
  legalName: 100,
  tradeName: 100,
  address: 300,
  addressLines: 4,
  email: 254,
  phone: 30,
  bankAccountName: 100,
  bankName: 200,
  terms: 1000,
  termsLines: 15,
  paymentTermsDays: 365,
  rates: 12,
  rateMax: 100,
} as const;

export const COMPANY_MESSAGES = {
  phone: 'A phone number has only digits, spaces, +, - and brackets (at most 30)',
  bankAccountNumber: 'An account number has 9 to 18 digits',
  bankIfsc: 'An IFSC code has 11 characters, such as SBIN0001234',
  bankTogether: 'Give the account name, number and IFSC together (or none of them)',
  upi: 'A UPI id looks like name@bank',
  prefix: 'A prefix is 1 to 5 capital letters or digits',
  prefixTaken: (other: string) => `Each series needs its own prefix: this one is the ${other} prefix`,
  panMismatch: 'The PAN must be the one inside the GSTIN (its characters 3 to 12)',
  rate: 'A GST rate is a number from 0 to 100',
  ratePlaces: 'A GST rate has at most 2 decimal places',
  rateMax: 'A GST rate is at most 100 %',
  ratesRequired: 'Choose at least one GST rate',
  ratesTooMany: `Choose at most ${COMPANY_LIMITS.rates} GST rates`,
  rateTwice: (rate: string) => `The rate ${rate} % is listed twice`,
  paymentTerms: 'Enter a whole number of days from 0 to 365',
  /** docs/requirements/003-e-invoice.md §4: SellerDtls.LglNm, which an e-invoice cannot leave out. */
  legalNameShort: `An e-invoice needs a legal name of at least ${E_INVOICE_LIMITS.legalName.min} characters`,
  saved: 'Company settings saved',
} as const;

/** The bank account pattern and the UPI id's, as the configuration takes them (apps/server/src/config.ts). */
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z0-9.-]{2,64}$/;
const PHONE_TEXT = /^[0-9+()\-\s]*$/;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional code: absent, null or blank is null; anything else must pass `schema`. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isBlank(v) ? null : v), schema.nullable());

/** Optional one-line text that must match `pattern` when given; null when blank. */
const optionalPattern = (pattern: RegExp, message: string, opts: { max: number; upper?: boolean }) =>
  optional(
    z
      .string({ error: message })
      .trim()
      .max(opts.max, { error: message })
      .transform((v) => (opts.upper ? upperCase(v) : v))
      .refine((v) => pattern.test(v), { error: message }),
  );

/** A series prefix (spec 002 §6): letters and digits, at most 5, capitalised as typed. */
const zPrefix = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .transform(upperCase)
  .refine((v) => SERIES_PREFIX_PATTERN.test(v), { error: COMPANY_MESSAGES.prefix });

/** One GST rate of the list (spec 002 §3): 0 to 100 with at most 2 places, kept as its shortest decimal. */
const zRateOfList = zDecimal({
  places: 2,
  max: COMPANY_LIMITS.rateMax,
  messages: {
    number: COMPANY_MESSAGES.rate,
    negative: COMPANY_MESSAGES.rate,
    places: COMPANY_MESSAGES.ratePlaces,
    max: COMPANY_MESSAGES.rateMax,
  },
  required: COMPANY_MESSAGES.rate,
}).transform((v) => canonicalRate(v));

/** The list of rates a line may carry: 1 to 12 distinct rates, stored in ascending order. */
const zRates = z
  .array(zRateOfList, { error: COMPANY_MESSAGES.ratesRequired })
  .min(1, { error: COMPANY_MESSAGES.ratesRequired })
  .max(COMPANY_LIMITS.rates, { error: COMPANY_MESSAGES.ratesTooMany })
  .superRefine((rates, ctx) => {
    const seen = new Set<string>();
    for (const rate of rates) {
      if (seen.has(rate)) {
        ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.rateTwice(rate) });
        return;
      }
      seen.add(rate);
    }
  })
  .transform((rates) => [...rates].sort((a, b) => Number(a) - Number(b)));

export const PREFIX_FIELDS = [
  ['invoice_prefix', 'invoice'],
  ['credit_note_prefix', 'credit note'],
  ['debit_note_prefix', 'debit note'],
  ['receipt_prefix', 'receipt'],
] as const;

const BANK_REQUIRED = ['bank_account_name', 'bank_account_number', 'bank_ifsc'] as const;
const BANK_FIELDS = [...BANK_REQUIRED, 'bank_name'] as const;

/** A text field's value, trimmed and capitalised, whether the field passed its own schema or not. */
const codeOf = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : '');

/**
 * The rules between fields (spec 002 §2), each at the field it concerns. They run even when other fields
 * fail, so a form learns every failing field at once; they read each value whether it passed or not.
 */
function crossFieldRules(raw: unknown, ctx: z.RefinementCtx): void {
  const v = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const gstin = codeOf(v.gstin);
  const gstinOk = gstin !== '' && gstinProblem(gstin) === null;
  const state = typeof v.state_code === 'string' ? v.state_code : '';
  if (gstinOk && stateOfCode(state) && stateCodeOfGstin(gstin) !== state) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: GST_MESSAGES.gstinStateMismatch(stateCodeOfGstin(gstin), state),
    });
  }
  const pan = codeOf(v.pan);
  if (gstinOk && PAN_PATTERN.test(pan) && pan !== panOfGstin(gstin)) {
    ctx.addIssue({ code: 'custom', path: ['pan'], message: COMPANY_MESSAGES.panMismatch });
  }
  if (BANK_FIELDS.some((f) => !isBlank(v[f]))) {
    for (const field of BANK_REQUIRED) {
      if (isBlank(v[field])) {
        ctx.addIssue({ code: 'custom', path: [field], message: COMPANY_MESSAGES.bankTogether });
      }
    }
  }
  const taken = new Map<string, string>();
  for (const [field, name] of PREFIX_FIELDS) {
    const prefix = codeOf(v[field]);
    if (!SERIES_PREFIX_PATTERN.test(prefix)) continue;
    const other = taken.get(prefix);
    if (other) ctx.addIssue({ code: 'custom', path: [field], message: COMPANY_MESSAGES.prefixTaken(other) });
    else taken.set(prefix, name);
  }
}

/** PUT /company-profile (docs/api.md "Company profile"): the whole profile, saved as a new version. */
export const ZCompanyProfileRequest = z
  .object({
    legal_name: zRequiredText(MESSAGES.required, {
      label: 'Legal name',
      max: COMPANY_LIMITS.legalName,
    }).refine((v) => v.trim() === '' || eInvoiceText(v).length >= E_INVOICE_LIMITS.legalName.min, {
      error: COMPANY_MESSAGES.legalNameShort,
    }),
    trade_name: zOptionalText({ label: 'Trade name', max: COMPANY_LIMITS.tradeName }),
    address: zRequiredText(MESSAGES.required, {
      label: 'Address',
      max: COMPANY_LIMITS.address,
      multiline: true,
      lines: COMPANY_LIMITS.addressLines,
    }),
    state_code: zStateCode,
    gstin: optional(zGstin),
    pan: optional(zPan),
    email: zOptionalText({ label: 'Email', max: COMPANY_LIMITS.email })
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: MESSAGES.invalidEmail })
      .transform(lowerCase),
    phone: zOptionalText({ label: 'Phone', max: COMPANY_LIMITS.phone }).refine((v) => PHONE_TEXT.test(v), {
      error: COMPANY_MESSAGES.phone,
    }),
    bank_account_name: optional(
      zOptionalText({ label: 'Account name', max: COMPANY_LIMITS.bankAccountName }),
    ),
    bank_account_number: optionalPattern(BANK_ACCOUNT_PATTERN, COMPANY_MESSAGES.bankAccountNumber, {
      max: 18,
    }),
    bank_ifsc: optionalPattern(IFSC_PATTERN, COMPANY_MESSAGES.bankIfsc, { max: 11, upper: true }),
    bank_name: optional(zOptionalText({ label: 'Bank and branch', max: COMPANY_LIMITS.bankName })),
    upi_id: optionalPattern(UPI_PATTERN, COMPANY_MESSAGES.upi, { max: 321 }),
    invoice_prefix: zPrefix,
    credit_note_prefix: zPrefix,
    debit_note_prefix: zPrefix,
    receipt_prefix: zPrefix,
    default_sac: zHsnSac,
    payment_terms_days: zWhole({
      min: 0,
      max: COMPANY_LIMITS.paymentTermsDays,
      message: COMPANY_MESSAGES.paymentTerms,
    }),
    gst_rates: zRates,
    terms: zOptionalText({
      label: 'Terms',
      max: COMPANY_LIMITS.terms,
      multiline: true,
      lines: COMPANY_LIMITS.termsLines,
    }),
  })
  .superRefine(crossFieldRules, { when: () => true });
export type TCompanyProfileRequest = z.input<typeof ZCompanyProfileRequest>;
export type CompanyProfileValues = z.output<typeof ZCompanyProfileRequest>;

/** A version of the profile on the wire (GET /company-profile, its history, the `company_profile` event). */
export interface CompanyProfile {
  id: number;
  legal_name: string;
  trade_name: string;
  address: string;
  state_code: string;
  gstin: string | null;
  pan: string | null;
  email: string;
  phone: string;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  bank_name: string | null;
  upi_id: string | null;
  invoice_prefix: string;
  credit_note_prefix: string;
  debit_note_prefix: string;
  receipt_prefix: string;
  default_sac: string;
  payment_terms_days: number;
  /** Shortest decimals, ascending ("0", "0.25", "18"). */
  gst_rates: string[];
  terms: string;
  /**
   * The logo every document and client mail of this version prints (issue 41 item 11): staff open it at
   * this address; null without one.
   */
  logo_url: string | null;
  /** What a complete tax invoice still needs of this version (taxInvoiceGaps); empty once complete. */
  tax_invoice_gaps: TaxInvoiceGap[];
  /** ISO time from which this version is in force. */
  changed_at: string;
  /** Who saved it; null for the first version, made from the configuration. */
  changed_by_name: string | null;
}

export interface CompanyProfileResponse {
  data: CompanyProfile;
}

/** GET /company-profile/history: every version, newest (the one in force) first. */
export const ZCompanyHistoryQuery = z.object({ limit: zPageLimit.optional(), cursor: zCursor.optional() });
export type TCompanyHistoryQuery = z.input<typeof ZCompanyHistoryQuery>;

export interface CompanyHistoryResponse extends PageInfo {
  data: CompanyProfile[];
}

/** The fields a tax invoice's checklist points at (issue 41 item 11). */
export type TaxInvoiceGapField =
  | 'address'
  | 'state_code'
  | 'gstin'
  | 'bank_account_name'
  | 'bank_account_number'
  | 'bank_ifsc'
  | 'upi_id';

/** One thing a complete tax invoice still needs of the company profile, with the field that holds it. */
export interface TaxInvoiceGap {
  field: TaxInvoiceGapField;
  /** What is missing, as the checklist names it. */
  label: string;
  /** Why an invoice needs it. */
  why: string;
}

/** The profile fields the checklist reads (a stored version, or the form's values as typed). */
export type TaxInvoiceProfile = Pick<
  CompanyProfile,
  'address' | 'state_code' | 'gstin' | 'bank_account_name' | 'bank_account_number' | 'bank_ifsc' | 'upi_id'
>;

const present = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/**
 * What a complete tax invoice still needs of the company profile (issue 41 item 11), in the order of the
 * form: the supplier's address, state and GSTIN (CGST rule 46(a), docs/requirements/002-gst.md §5; an
 * invoice is not issued without a GSTIN), and how the client pays: the bank account (name, number and IFSC,
 * printed while the invoice is open) and the UPI id (the UPI payment link). Empty: complete.
 */
export function taxInvoiceGaps(p: TaxInvoiceProfile): TaxInvoiceGap[] {
  const gaps: TaxInvoiceGap[] = [];
  if (!present(p.address)) {
    gaps.push({ field: 'address', label: 'Address', why: 'Rule 46(a): the supplier’s address' });
  }
  if (!stateOfCode(p.state_code ?? '')) {
    gaps.push({ field: 'state_code', label: 'State', why: 'Rule 46(a): the supplier’s state and its code' });
  }
  if (!present(p.gstin)) {
    gaps.push({
      field: 'gstin',
      label: 'GSTIN',
      why: 'Rule 46(a): the supplier’s GSTIN; an invoice is not issued without it',
    });
  }
  const bankGap = BANK_REQUIRED.find((f) => !present(p[f]));
  if (bankGap) {
    gaps.push({
      field: bankGap,
      label: 'Bank account (name, number and IFSC)',
      why: 'Printed on the invoice so the client can pay by bank transfer',
    });
  }
  if (!present(p.upi_id)) {
    gaps.push({ field: 'upi_id', label: 'UPI id', why: 'The invoice’s UPI payment link' });
  }
  return gaps;
}

/**
 * The company logo (issue 41 item 11, docs/api.md "Company profile"; the server's Storage.saveLogo checks
 * it): PNG or JPEG by its bytes, at most 512 kB as sent, 16 to 4000 pixels a side; stored within
 * 800 × 400 pixels, which prints sharp at the letterhead's size and keeps every mail that carries it small.
 */
export const LOGO_RULES = {
  maxBytes: 512 * 1024,
  minSide: 16,
  maxSide: 4000,
  stored: { width: 800, height: 400 },
} as const;

export const LOGO_MESSAGES = {
  type: 'The logo must be a PNG or JPEG image',
  size: `The logo is larger than ${LOGO_RULES.maxBytes / 1024} kB`,
  unreadable: 'The logo could not be read as an image',
  small: `The logo must be at least ${LOGO_RULES.minSide} pixels wide and high`,
  large: `The logo must be at most ${LOGO_RULES.maxSide} pixels wide and high`,
} as const;

/** What the settings screen says of the logo, and the message when none was chosen. */
export const LOGO_HINT = `PNG or JPEG, at most ${LOGO_RULES.maxBytes / 1024} kB; a wide logo on a white or clear background prints best`;
export const LOGO_REQUIRED = 'Choose a PNG or JPEG image for the logo';
