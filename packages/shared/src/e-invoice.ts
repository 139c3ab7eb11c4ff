import { z } from 'zod';
import { financialYear, financialYearLabel, isDay, istDay } from './dates.ts';
import { type DecimalInput, type Exact, exact, plain, unitsText } from './decimal.ts';
import {
  canonicalRate,
  GST_STATES,
  GST_UNIT_CODES,
  gstinProblem,
  HSN_PATTERN,
  isServiceCode,
  pinFitsState,
  stateCodeOfGstin,
  stateOfCode,
  statesOfPin,
} from './gst.ts';
import type { InvoiceRecipient, InvoiceSupplier, PublicInvoice } from './invoices.ts';

/**
 * E-invoices (docs/requirements/003-e-invoice.md): the e-invoice schema INV-01 version 1.1 for the part
 * AquaDesk fills (§2-§6), the builder from a stored tax document (§7) and the checks the Invoice Registration
 * Portal makes that can be made before sending (§8). Pure code: the IRN and the IRP's signed answer are the
 * server's (apps/server/src/modules/invoices/operations/e-invoice/).
 *
 * Amounts are worked as exact decimals (docs/decisions/0002-money.md) and written as JSON numbers with the
 * schema's places; a number of at most 15 significant digits reads back as the same decimal (spec 003 §7).
 */

export const E_INVOICE_VERSION = '1.1';

/** The schema's limits (spec 003 §3-§6). */
export const E_INVOICE_LIMITS = {
  items: 1000,
  legalName: { min: 3, max: 100 },
  addr1: { min: 1, max: 100 },
  addr2: { min: 3, max: 100 },
  sellerLoc: { min: 3, max: 50 },
  buyerLoc: { min: 3, max: 100 },
  email: { min: 6, max: 100 },
  phone: { min: 6, max: 12 },
  slNo: { min: 1, max: 6 },
  description: { min: 3, max: 300 },
  unit: { min: 3, max: 8 },
  remark: { min: 3, max: 100 },
  number: 16,
  /** Amounts: 0 to 999999999999.99. */
  amountMax: 999_999_999_999.99,
  /** Quantities and unit prices: 0 to 9999999999.999. */
  quantityMax: 9_999_999_999.999,
  rateMax: 999.999,
  roundOffMax: 99.99,
  /** What the IRP allows a computed figure to differ by (spec 003 §8), in rupees. */
  tolerance: '1',
} as const;

export type EInvoiceDocType = 'INV' | 'CRN' | 'DBN';

/** DocDtls.No and PrecDocDtls.InvNo: not beginning with 0, / or - (spec 003 §3). */
export const E_INVOICE_NUMBER_PATTERN = /^[A-Z1-9][A-Z0-9/-]*$/;
const NUMBER_RULE = 'has only capital letters, digits, / and -, and does not begin with 0, / or -';
const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** SellerDtls.Em: the NIC schema's pattern (spec 003 §4); an apostrophe or a `!`, fine in mail, is refused. */
export const E_INVOICE_EMAIL_PATTERN = /^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$/;
/** SellerDtls.Ph: the NIC schema's pattern, digits only. */
const PHONE_PATTERN = /^[0-9]{6,12}$/;
/** The IRP refuses a double quote or a backslash in any text; no text of ours carries a control character. */
const TEXT_PATTERN = /^[^"\\\p{Cc}]*$/u;

// ——— the schema (spec 003 §2-§6) ———

const text = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(TEXT_PATTERN, 'may not carry a double quote, a backslash or a control character');

const placesOf = (n: number): number => {
  const p = plain(exact(n));
  const dot = p.indexOf('.');
  return dot < 0 ? 0 : p.length - dot - 1;
};

const decimal = (places: number, min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((n) => placesOf(n) <= places, `has at most ${places} decimal places`);

const amount = decimal(2, 0, E_INVOICE_LIMITS.amountMax);

const zDate = z
  .string()
  .regex(DATE_PATTERN, 'is a date written dd/mm/yyyy')
  .refine((v) => isoOfDate(v) !== null, 'is not a real date');

const zGstinOf = z.string().superRefine((v, ctx) => {
  const problem = gstinProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: `is not valid: ${lowerFirst(problem)}` });
});

const zStateCode = z.string().refine((v) => stateOfCode(v) !== undefined, 'is not a GST state code');
const zPin = z
  .number()
  .int('is a PIN code of 6 digits')
  .min(100_000, 'is a PIN code of 6 digits')
  .max(999_999, 'is a PIN code of 6 digits');
const zYesNo = z.enum(['Y', 'N']);

const ZSeller = z.strictObject({
  Gstin: zGstinOf,
  LglNm: text(E_INVOICE_LIMITS.legalName.min, E_INVOICE_LIMITS.legalName.max),
  TrdNm: text(E_INVOICE_LIMITS.legalName.min, E_INVOICE_LIMITS.legalName.max).optional(),
  Addr1: text(E_INVOICE_LIMITS.addr1.min, E_INVOICE_LIMITS.addr1.max),
  Addr2: text(E_INVOICE_LIMITS.addr2.min, E_INVOICE_LIMITS.addr2.max).optional(),
  Loc: text(E_INVOICE_LIMITS.sellerLoc.min, E_INVOICE_LIMITS.sellerLoc.max),
  Pin: zPin,
  Stcd: zStateCode,
  Ph: z.string().regex(PHONE_PATTERN, 'has 6 to 12 digits').optional(),
  Em: text(E_INVOICE_LIMITS.email.min, E_INVOICE_LIMITS.email.max)
    .regex(E_INVOICE_EMAIL_PATTERN, 'has only letters, digits, +, _, . and - around one @')
    .optional(),
});

const ZBuyer = z.strictObject({
  Gstin: zGstinOf,
  LglNm: text(E_INVOICE_LIMITS.legalName.min, E_INVOICE_LIMITS.legalName.max),
  Pos: zStateCode,
  Addr1: text(E_INVOICE_LIMITS.addr1.min, E_INVOICE_LIMITS.addr1.max),
  Addr2: text(E_INVOICE_LIMITS.addr2.min, E_INVOICE_LIMITS.addr2.max).optional(),
  Loc: text(E_INVOICE_LIMITS.buyerLoc.min, E_INVOICE_LIMITS.buyerLoc.max),
  Pin: zPin,
  Stcd: zStateCode,
});

const ZItem = z.strictObject({
  SlNo: text(E_INVOICE_LIMITS.slNo.min, E_INVOICE_LIMITS.slNo.max),
  PrdDesc: text(E_INVOICE_LIMITS.description.min, E_INVOICE_LIMITS.description.max),
  IsServc: zYesNo,
  HsnCd: z.string().regex(HSN_PATTERN, 'has 4, 6 or 8 digits'),
  Qty: decimal(3, 0, E_INVOICE_LIMITS.quantityMax),
  Unit: z
    .string()
    .refine(
      (v) => (GST_UNIT_CODES as readonly string[]).includes(v),
      'is not a GST unit quantity code (UQC)',
    ),
  UnitPrice: decimal(3, 0, E_INVOICE_LIMITS.quantityMax),
  TotAmt: amount,
  Discount: amount,
  AssAmt: amount,
  GstRt: decimal(3, 0, E_INVOICE_LIMITS.rateMax),
  IgstAmt: amount,
  CgstAmt: amount,
  SgstAmt: amount,
  TotItemVal: amount,
});

const ZPrecedingDocument = z.strictObject({
  // the schema's InvNo pattern takes 2 to 16 characters
  InvNo: z.string().min(2).max(E_INVOICE_LIMITS.number).regex(E_INVOICE_NUMBER_PATTERN, NUMBER_RULE),
  InvDt: zDate,
});

/** INV-01 1.1 as AquaDesk fills it (spec 003 §2-§6); a strict object, so a misspelt field is reported. */
export const ZEInvoice = z.strictObject({
  Version: z.literal(E_INVOICE_VERSION),
  TranDtls: z.strictObject({
    TaxSch: z.literal('GST'),
    SupTyp: z.literal('B2B'),
    RegRev: zYesNo,
    IgstOnIntra: zYesNo,
  }),
  DocDtls: z.strictObject({
    Typ: z.enum(['INV', 'CRN', 'DBN']),
    No: z.string().max(E_INVOICE_LIMITS.number).regex(E_INVOICE_NUMBER_PATTERN, NUMBER_RULE),
    Dt: zDate,
  }),
  SellerDtls: ZSeller,
  BuyerDtls: ZBuyer,
  ItemList: z.array(ZItem).min(1).max(E_INVOICE_LIMITS.items),
  ValDtls: z.strictObject({
    AssVal: amount,
    CgstVal: amount,
    SgstVal: amount,
    IgstVal: amount,
    RndOffAmt: decimal(2, -E_INVOICE_LIMITS.roundOffMax, E_INVOICE_LIMITS.roundOffMax),
    TotInvVal: amount,
  }),
  RefDtls: z
    .strictObject({
      InvRm: text(E_INVOICE_LIMITS.remark.min, E_INVOICE_LIMITS.remark.max).optional(),
      PrecDocDtls: z.array(ZPrecedingDocument).min(1).max(1),
    })
    .optional(),
});

export type EInvoice = z.output<typeof ZEInvoice>;
export type EInvoiceItem = EInvoice['ItemList'][number];

declare const validated: unique symbol;
/** An e-invoice that passed validateEInvoice: the only kind the IRP (or its sandbox) is given. */
export type ValidEInvoice = EInvoice & { readonly [validated]: true };

/** The builder's output: the schema's shape, a particular absent where the document lacks it (§8 says which). */
export type EInvoiceDraft = Loose<EInvoice>;
type Loose<T> = T extends readonly (infer U)[]
  ? Loose<U>[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> }
    : T;

// ——— dates ———

/** "dd/mm/yyyy" of a moment's day in India's time (spec 002 §6). */
export function eInvoiceDate(at: Date | string): string {
  const [y, m, d] = istDay(at).split('-');
  return `${d}/${m}/${y}`;
}

/** The ISO date ("2026-11-27") of "27/11/2026", or null when it is no real day. */
function isoOfDate(dt: string): string | null {
  const m = DATE_PATTERN.exec(dt);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isDay(iso) ? iso : null;
}

/** The financial year of a document date as the IRN takes it: "2026-27" (spec 003 §9). */
export function eInvoiceFinancialYear(dt: string): string {
  const iso = isoOfDate(dt);
  if (!iso) throw new RangeError(`not a document date: ${dt}`);
  return financialYearLabel(financialYear(iso));
}

// ——— the stored document as the builder reads it (spec 003 §7) ———

/** One printed line of a tax document: every figure as stored, to the paisa. */
export interface EInvoiceSourceLine {
  description: string;
  hsn: string | null;
  unit: string | null;
  quantity: string;
  unit_price: string;
  /** quantity × unit price, to the paisa. */
  value: string;
  discount: string;
  taxable: string;
  gst_rate: string;
  cgst: string;
  sgst: string;
  igst: string;
  /** taxable + taxes. */
  total: string;
}

/** A tax invoice, credit note or debit note as it was issued and is printed. */
export interface EInvoiceSource {
  kind: 'invoice' | 'credit' | 'debit';
  number: string;
  /** The moment of issue (ISO). */
  issued_at: string;
  supplier: InvoiceSupplier;
  recipient: InvoiceRecipient;
  /** The place of supply's GST state code. */
  place_of_supply: string | null;
  reverse_charge: boolean;
  lines: EInvoiceSourceLine[];
  /** The document's totals; `round_off` is what moves the total (round-off.ts), signed, "0.00" when none. */
  totals: { taxable: string; cgst: string; sgst: string; igst: string; round_off: string; total: string };
  /** For a note: the invoice it amends. */
  refers_to: { number: string; issued_at: string } | null;
  /** For a note: its reason. */
  reason: string | null;
}

/** What the builder reads of an issued invoice: the particulars the invoice PDF prints (GET /get-invoice). */
export type InvoiceForEInvoice = Pick<
  PublicInvoice,
  | 'status'
  | 'number'
  | 'issued_at'
  | 'supplier'
  | 'recipient'
  | 'place_of_supply'
  | 'reverse_charge'
  | 'lines'
  | 'tax_lines'
  | 'tax_totals'
>;

/**
 * An issued invoice as the builder reads it, every figure the printed one. A draft has no number and a
 * cancelled invoice is no supply: neither is reported (spec 003 §7), and asking is a programming error.
 */
export function eInvoiceSourceOfInvoice(invoice: InvoiceForEInvoice): EInvoiceSource {
  if (invoice.status === 'draft' || invoice.status === 'cancelled' || !invoice.number || !invoice.issued_at) {
    throw new RangeError('only an issued, uncancelled invoice is reported to the IRP');
  }
  return {
    kind: 'invoice',
    number: invoice.number,
    issued_at: invoice.issued_at,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    place_of_supply: invoice.place_of_supply?.code ?? null,
    reverse_charge: invoice.reverse_charge,
    lines: invoice.lines.map((line, i) => {
      const tax = invoice.tax_lines[i];
      return {
        description: line.description,
        hsn: tax?.hsn ?? null,
        unit: tax?.unit ?? null,
        quantity: line.quantity,
        unit_price: line.rate,
        value: line.subtotal,
        discount: tax?.discount ?? '0.00',
        taxable: tax?.taxable ?? line.subtotal,
        gst_rate: tax?.gst_rate ?? '0',
        cgst: line.cgst_amount,
        sgst: line.sgst_amount,
        igst: line.igst_amount,
        total: line.amount,
      };
    }),
    totals: {
      taxable: invoice.tax_totals.taxable,
      cgst: invoice.tax_totals.cgst,
      sgst: invoice.tax_totals.sgst,
      igst: invoice.tax_totals.igst,
      round_off: invoice.tax_totals.round_off,
      total: invoice.tax_totals.total,
    },
    refers_to: null,
    reason: null,
  };
}

// ——— the builder (spec 003 §7) ———

/** A JSON number with `places` decimals from an exact decimal; the rounding is exact for stored figures. */
const num = (value: DecimalInput, places: number): number =>
  Number(unitsText(exact(value).round(places, 'half-up'), places));

/** Text as the IRP takes it: one line, no double quote or backslash (spec 003 §2). */
const irpText = (value: string): string =>
  value
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

/** A text that is absent when empty. */
const given = (value: string | null | undefined): string | undefined => {
  const t = irpText(value ?? '');
  return t === '' ? undefined : t;
};

/** A text as an e-invoice sends it (spec 003 §2): one line, a double quote as ', a backslash as /. */
export const eInvoiceText = (value: string): string => irpText(value);

// ——— the supplier's optional particulars (spec 003 §4): sent as the schema takes them, else left out ———

/** SellerDtls.TrdNm: the trade name when it has 3 to 100 characters, else left out (it is optional). */
export function eInvoiceTradeName(tradeName: string): string | undefined {
  const t = given(tradeName);
  const { min, max } = E_INVOICE_LIMITS.legalName;
  return t && t.length >= min && t.length <= max ? t : undefined;
}

/** SellerDtls.Ph: the phone's digits when there are 6 to 12 of them, else left out. */
export function eInvoicePhone(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  return PHONE_PATTERN.test(digits) ? digits : undefined;
}

/** SellerDtls.Em: the e-mail when the schema's pattern and length take it, else left out. */
export function eInvoiceEmail(email: string): string | undefined {
  const e = email.trim();
  const { min, max } = E_INVOICE_LIMITS.email;
  return e.length >= min && e.length <= max && E_INVOICE_EMAIL_PATTERN.test(e) ? e : undefined;
}

/** What an e-invoice does with a field of the company profile, as the form says it under the field. */
export interface EInvoiceFieldReading {
  text: string;
  /** True when an e-invoice could not be made from the value as it stands. */
  problem: boolean;
}

/**
 * What an e-invoice will do with the profile's trade name, phone and e-mail (spec 003 §4): nothing to say
 * when it sends one as typed, else how it is sent or why it is left out. An empty field says nothing.
 */
export function sellerFieldReadings(p: {
  trade_name: string;
  phone: string;
  email: string;
}): Partial<Record<'trade_name' | 'phone' | 'email', EInvoiceFieldReading>> {
  const readings: Partial<Record<'trade_name' | 'phone' | 'email', EInvoiceFieldReading>> = {};
  const leftOut = (text: string): EInvoiceFieldReading => ({ text, problem: false });
  if (p.trade_name.trim() !== '' && eInvoiceTradeName(p.trade_name) === undefined) {
    readings.trade_name = leftOut(
      `E-invoices leave the trade name out: the e-invoice schema takes ${E_INVOICE_LIMITS.legalName.min} to ${E_INVOICE_LIMITS.legalName.max} characters`,
    );
  }
  const typed = p.phone.trim();
  if (typed !== '') {
    const sent = eInvoicePhone(typed);
    const digits = typed.replace(/\D/g, '').length;
    if (sent === undefined) {
      readings.phone = leftOut(
        `E-invoices leave the phone out: the e-invoice schema takes ${E_INVOICE_LIMITS.phone.min} to ${E_INVOICE_LIMITS.phone.max} digits, and this has ${digits}`,
      );
    } else if (sent !== typed) {
      readings.phone = leftOut(`E-invoices send the phone as ${sent}`);
    }
  }
  if (p.email.trim() !== '' && eInvoiceEmail(p.email) === undefined) {
    readings.email = leftOut(
      `E-invoices leave this e-mail out: the e-invoice schema takes ${E_INVOICE_LIMITS.email.min} to ${E_INVOICE_LIMITS.email.max} characters, only letters, digits and + _ . - around one @`,
    );
  }
  return readings;
}

const STATE_OR_COUNTRY = new Set(['india', ...GST_STATES.map((s) => s.name.toLowerCase())]);
const PIN_IN_TEXT = /(?<!\d)([1-9]\d{2}) ?(\d{3})(?!\d)/g;

export interface AddressParts {
  addr1?: string;
  addr2?: string;
  loc?: string;
  pin?: number;
}

/** A piece of an address longer than a line, cut at its last space within the line (else at the line's end). */
function wrapped(part: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = part;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > 0 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return rest ? [...pieces, rest] : pieces;
}

/**
 * Addr1 and Addr2 of the address before the town (spec 003 §4): Addr1 takes whole parts up to 100 characters
 * (a part longer than that cut at a space), Addr2 the rest. Addr2 has at least 3 characters: a shorter rest
 * takes Addr1's last part or word with it. An Addr2 over 100 characters is left as it is, for the reading to
 * name and the check before sending to refuse: the address has more than the schema's two lines hold.
 */
function addressLines(parts: readonly string[]): { addr1: string; addr2: string } {
  const { max } = E_INVOICE_LIMITS.addr1;
  const pieces = parts.flatMap((p) => wrapped(p, max));
  let addr1 = '';
  let used = 0;
  for (const piece of pieces) {
    const next = addr1 === '' ? piece : `${addr1}, ${piece}`;
    if (addr1 !== '' && next.length > max) break;
    addr1 = next;
    used++;
  }
  let addr2 = pieces.slice(used).join(', ');
  while (addr2 !== '' && addr2.length < E_INVOICE_LIMITS.addr2.min) {
    const comma = addr1.lastIndexOf(', ');
    const space = addr1.lastIndexOf(' ');
    const [cut, gap] = space === comma + 1 ? [comma, ', '] : [space, ' '];
    if (cut <= 0) break;
    addr2 = `${addr1.slice(cut + gap.length)}${gap}${addr2}`;
    addr1 = addr1.slice(0, cut);
  }
  return { addr1, addr2 };
}

/**
 * The schema's parts of a free-text address (spec 003 §4): the PIN is the last six-digit group not beginning
 * with 0; the town the words before it on its line or between its commas (or the part before, when those
 * are a state's name or "India"); Addr1 and Addr2 what comes before the town, in lines of 100 characters
 * (addressLines).
 */
export function addressParts(address: string): AddressParts {
  const parts = address
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    .split(/[\r\n,]+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '');
  let pin: number | undefined;
  let townAt = parts.length - 1;
  for (let i = parts.length - 1; i >= 0 && pin === undefined; i--) {
    const part = parts[i] as string;
    const match = [...part.matchAll(PIN_IN_TEXT)].at(-1);
    if (!match) continue;
    pin = Number(`${match[1]}${match[2]}`);
    const start = match.index ?? 0;
    parts[i] = `${part.slice(0, start)} ${part.slice(start + match[0].length)}`
      .replace(/^[\s:–-]+|[\s:–-]+$/g, '')
      .replace(/\s+/g, ' ');
    townAt = i;
  }
  const isTown = (p: string) => p !== '' && !STATE_OR_COUNTRY.has(p.toLowerCase().replace(/[.\s]+$/, ''));
  while (townAt >= 0 && !isTown(parts[townAt] as string)) townAt--;
  const loc = townAt >= 0 ? parts[townAt] : undefined;
  const before = parts.slice(0, Math.max(townAt, 0)).filter((p) => p !== '');
  const { addr1, addr2 } = addressLines(before.length > 0 ? before : loc ? [loc] : []);
  return {
    ...(addr1 ? { addr1 } : {}),
    ...(addr2 ? { addr2 } : {}),
    ...(loc ? { loc } : {}),
    ...(pin !== undefined ? { pin } : {}),
  };
}

/** "is not a PIN code of Kerala (32): 560001 is in Karnataka", or null when the PIN may be in the state. */
function pinStateProblem(pin: number, code: string): string | null {
  if (pinFitsState(pin, code)) return null;
  const state = stateOfCode(code);
  const where = statesOfPin(pin).map((s) => s.name);
  return `${pin} is not a PIN code of ${state ? `${state.name} (${code})` : `state ${code}`}${
    where.length > 0 ? `: it is in ${where.join(' or ')}` : ''
  }`;
}

/** What an e-invoice reads from an address, as a form shows it under the field (spec 003 §4). */
export interface AddressReading {
  /** "Reads town Kozhikode, PIN 673001" when both are found and fit the state. */
  text: string;
  /** True when an e-invoice could not be made from the address as it stands. */
  problem: boolean;
}

/**
 * The town and PIN code an e-invoice would read from a free-text address (spec 003 §4), checked against
 * the state chosen and the schema's lengths (the company's town, SellerDtls.Loc, has at most 50 characters,
 * a client's 100): a form shows it so the person typing sees at once what the IRP will be sent.
 */
export function addressReading(
  address: string,
  stateCode: string | null | undefined,
  party: 'seller' | 'buyer' = 'buyer',
): AddressReading {
  const { loc, pin, addr2 } = addressParts(address);
  if (pin === undefined) {
    return {
      text: 'E-invoices need a six-digit PIN code in the address (for example "Kochi 682001")',
      problem: true,
    };
  }
  if (!loc || loc.length < E_INVOICE_LIMITS.sellerLoc.min) {
    return { text: `E-invoices need the town or city before the PIN code ${pin}`, problem: true };
  }
  const townMax = party === 'seller' ? E_INVOICE_LIMITS.sellerLoc.max : E_INVOICE_LIMITS.buyerLoc.max;
  if (loc.length > townMax) {
    return {
      text: `E-invoices take a town of at most ${townMax} characters, and would read "${loc}" as the town: put a comma before the town (for example "…, Kochi ${pin}")`,
      problem: true,
    };
  }
  const { max } = E_INVOICE_LIMITS.addr2;
  if (addr2 && addr2.length > max) {
    return {
      text: `E-invoices take the address before the town in two lines of ${max} characters, and this one is ${addr2.length - max} characters longer: shorten it`,
      problem: true,
    };
  }
  const wrongState = stateCode ? pinStateProblem(pin, stateCode) : null;
  if (wrongState) return { text: `The PIN code ${wrongState}`, problem: true };
  return { text: `E-invoices read the town as ${loc} and the PIN code as ${pin}`, problem: false };
}

const DOC_TYPES: Record<EInvoiceSource['kind'], EInvoiceDocType> = {
  invoice: 'INV',
  credit: 'CRN',
  debit: 'DBN',
};

/**
 * The e-invoice of a stored tax document (spec 003 §7): every value the document's own, as printed. A
 * particular the document lacks (a PIN, the client's GSTIN) is left out, and validateEInvoice names it.
 */
export function eInvoiceJson(doc: EInvoiceSource): EInvoiceDraft {
  const seller = addressParts(doc.supplier.address);
  const buyer = addressParts(doc.recipient.address);
  const buyerGstin = doc.recipient.gstin ?? undefined;
  const remark = doc.reason ? irpText(doc.reason) : '';
  return {
    Version: E_INVOICE_VERSION,
    TranDtls: {
      TaxSch: 'GST',
      SupTyp: 'B2B',
      RegRev: doc.reverse_charge ? 'Y' : 'N',
      IgstOnIntra: 'N',
    },
    DocDtls: { Typ: DOC_TYPES[doc.kind], No: doc.number, Dt: eInvoiceDate(doc.issued_at) },
    SellerDtls: {
      Gstin: doc.supplier.gstin ?? undefined,
      LglNm: given(doc.supplier.legal_name),
      TrdNm: eInvoiceTradeName(doc.supplier.trade_name),
      Addr1: seller.addr1,
      Addr2: seller.addr2,
      Loc: seller.loc,
      Pin: seller.pin,
      Stcd: doc.supplier.state_code,
      // optional: sent only as the schema takes them (an IRP refuses the whole document for one bad field)
      Ph: eInvoicePhone(doc.supplier.phone),
      Em: eInvoiceEmail(doc.supplier.email),
    },
    BuyerDtls: {
      Gstin: buyerGstin,
      LglNm: given(doc.recipient.name),
      Pos: doc.place_of_supply ?? undefined,
      Addr1: buyer.addr1,
      Addr2: buyer.addr2,
      Loc: buyer.loc,
      Pin: buyer.pin,
      Stcd: doc.recipient.state_code ?? (buyerGstin ? stateCodeOfGstin(buyerGstin) : undefined),
    },
    ItemList: doc.lines.map((line, i) => ({
      SlNo: String(i + 1),
      PrdDesc: given(line.description),
      IsServc: line.hsn ? (isServiceCode(line.hsn) ? 'Y' : 'N') : undefined,
      HsnCd: line.hsn ?? undefined,
      Qty: num(line.quantity, 3),
      Unit: line.unit ?? undefined,
      UnitPrice: num(line.unit_price, 3),
      TotAmt: num(line.value, 2),
      Discount: num(line.discount, 2),
      AssAmt: num(line.taxable, 2),
      GstRt: num(canonicalRate(line.gst_rate), 3),
      IgstAmt: num(line.igst, 2),
      CgstAmt: num(line.cgst, 2),
      SgstAmt: num(line.sgst, 2),
      TotItemVal: num(line.total, 2),
    })),
    ValDtls: {
      AssVal: num(doc.totals.taxable, 2),
      CgstVal: num(doc.totals.cgst, 2),
      SgstVal: num(doc.totals.sgst, 2),
      IgstVal: num(doc.totals.igst, 2),
      // the printed round-off line (spec 002 §8): neither taxable value nor tax, it moves the total only
      RndOffAmt: num(doc.totals.round_off, 2),
      TotInvVal: num(doc.totals.total, 2),
    },
    ...(doc.refers_to
      ? {
          RefDtls: {
            ...(remark.length >= E_INVOICE_LIMITS.remark.min && remark.length <= E_INVOICE_LIMITS.remark.max
              ? { InvRm: remark }
              : {}),
            PrecDocDtls: [{ InvNo: doc.refers_to.number, InvDt: eInvoiceDate(doc.refers_to.issued_at) }],
          },
        }
      : {}),
  };
}

// ——— the checks before sending (spec 003 §8) ———

export interface EInvoiceProblem {
  /** The JSON path: "BuyerDtls.Pin", "ItemList[2].HsnCd". */
  path: string;
  /** A sentence naming the particular and whose it is, ending with the path. */
  message: string;
}

export type EInvoiceCheck = { ok: true; invoice: ValidEInvoice } | { ok: false; problems: EInvoiceProblem[] };

const PARTY_FIELDS: Record<string, string> = {
  Gstin: 'GSTIN',
  LglNm: 'legal name',
  TrdNm: 'trade name',
  Addr1: 'address',
  Addr2: 'second address line',
  Loc: 'town or city (in the address)',
  Pin: 'PIN code',
  Stcd: 'state code',
  Pos: 'place of supply',
  Ph: 'phone number',
  Em: 'e-mail',
};

const ITEM_FIELDS: Record<string, string> = {
  SlNo: 'serial number',
  PrdDesc: 'description',
  IsServc: 'goods-or-service flag',
  HsnCd: 'HSN/SAC code',
  Qty: 'quantity',
  Unit: 'unit',
  UnitPrice: 'unit price',
  TotAmt: 'value',
  Discount: 'discount',
  AssAmt: 'taxable value',
  GstRt: 'GST rate',
  IgstAmt: 'IGST',
  CgstAmt: 'CGST',
  SgstAmt: 'SGST',
  TotItemVal: 'total',
};

const OTHER_FIELDS: Record<string, string> = {
  Version: 'The schema version',
  'TranDtls.TaxSch': 'The tax scheme',
  'TranDtls.SupTyp': 'The type of supply',
  'TranDtls.RegRev': 'The reverse charge flag',
  'TranDtls.IgstOnIntra': 'The IGST-within-a-state flag',
  'DocDtls.Typ': "The document's type",
  'DocDtls.No': "The document's number",
  'DocDtls.Dt': "The document's date",
  ItemList: 'The list of lines',
  'ValDtls.AssVal': 'The total taxable value',
  'ValDtls.CgstVal': 'The total CGST',
  'ValDtls.SgstVal': 'The total SGST',
  'ValDtls.IgstVal': 'The total IGST',
  'ValDtls.RndOffAmt': 'The rounding of the total',
  'ValDtls.TotInvVal': "The document's total",
  'RefDtls.InvRm': "The note's reason",
  'RefDtls.PrecDocDtls': 'The invoice the note amends',
};

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** "ItemList[2].HsnCd" of ['ItemList', 2, 'HsnCd']. */
export const jsonPath = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');

/** The particular at a path in words: "The client's PIN code", "Line 3's HSN/SAC code". */
export function particularOf(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'The e-invoice';
  const [top, second, third] = path;
  const party = typeof second === 'string' ? PARTY_FIELDS[second] : undefined;
  if (top === 'SellerDtls' && party) return `The company's ${party}`;
  if (top === 'BuyerDtls' && party) return second === 'Pos' ? 'The place of supply' : `The client's ${party}`;
  if (top === 'ItemList' && typeof second === 'number') {
    if (third === undefined) return `Line ${second + 1}`;
    const field = typeof third === 'string' ? ITEM_FIELDS[third] : undefined;
    if (field) return `Line ${second + 1}'s ${field}`;
  }
  if (top === 'RefDtls' && second === 'PrecDocDtls' && typeof path[3] === 'string') {
    return path[3] === 'InvNo' ? "The amended invoice's number" : "The amended invoice's date";
  }
  const key = path.filter((p) => typeof p === 'string').join('.');
  return OTHER_FIELDS[key] ?? `The field ${jsonPath(path)}`;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  object: 'an object',
  array: 'a list',
};

const problemAt = (path: readonly PropertyKey[], phrase: string): EInvoiceProblem => ({
  path: jsonPath(path),
  message: `${particularOf(path)} ${phrase}${path.length > 0 ? ` (${jsonPath(path)})` : ''}`,
});

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let here: unknown = root;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/** A schema issue as a sentence at its path. */
function schemaProblems(json: unknown, issue: z.core.$ZodIssue): EInvoiceProblem[] {
  const path = issue.path;
  const missing = issue.code === 'invalid_type' && valueAt(json, path) == null;
  const at = jsonPath(path);
  if (missing && at === 'BuyerDtls.Gstin') {
    return [
      {
        path: at,
        message: `The client has no GSTIN, so this is a business-to-consumer (B2C) supply, which is not reported to the IRP: only business-to-business documents get an e-invoice (${at})`,
      },
    ];
  }
  switch (issue.code) {
    case 'invalid_type':
      return [
        problemAt(path, missing ? 'is missing' : `must be ${EXPECTED[issue.expected] ?? issue.expected}`),
      ];
    case 'too_small':
      return [
        problemAt(
          path,
          issue.origin === 'string'
            ? `needs at least ${issue.minimum} characters`
            : issue.origin === 'array'
              ? `needs at least ${issue.minimum} ${issue.minimum === 1 ? 'entry' : 'entries'}`
              : `is at least ${issue.minimum}`,
        ),
      ];
    case 'too_big':
      return [
        problemAt(
          path,
          issue.origin === 'string'
            ? `has at most ${issue.maximum} characters`
            : issue.origin === 'array'
              ? `has at most ${issue.maximum} entries`
              : `is at most ${issue.maximum}`,
        ),
      ];
    case 'invalid_value':
      return [problemAt(path, `must be ${issue.values.map(String).join(' or ')}`)];
    case 'unrecognized_keys':
      return issue.keys.map((key) => problemAt([...path, key], 'is not a field AquaDesk sends'));
    default:
      return [problemAt(path, issue.message)];
  }
}

const ZERO = exact('0');
const TOLERANCE = exact(E_INVOICE_LIMITS.tolerance);
const ex = (n: number): Exact => exact(String(n));
const sum = (values: readonly number[]): Exact => values.reduce((s, v) => s.plus(ex(v)), ZERO);
/** |a − b| ≤ one rupee: what the IRP allows a computed figure (spec 003 §8). */
const near = (a: Exact, b: Exact) => {
  const d = a.minus(b);
  return (d.isNegative() ? ZERO.minus(d) : d).compare(TOLERANCE) <= 0;
};
const rupees = (e: Exact) => unitsText(e.round(2, 'half-up'), 2);

/** The IRP's business rules on a document that fits the schema (spec 003 §8). */
function ruleProblems(inv: EInvoice, todayIso: string): EInvoiceProblem[] {
  const problems: EInvoiceProblem[] = [];
  const add = (path: PropertyKey[], phrase: string) => problems.push(problemAt(path, phrase));
  const seller = inv.SellerDtls;
  const buyer = inv.BuyerDtls;

  if (stateCodeOfGstin(seller.Gstin) !== seller.Stcd) {
    add(
      ['SellerDtls', 'Stcd'],
      `must be ${stateCodeOfGstin(seller.Gstin)}, the state the company's GSTIN begins with`,
    );
  }
  if (buyer.Gstin === seller.Gstin) add(['BuyerDtls', 'Gstin'], "is the company's own GSTIN");
  for (const [party, dtls] of [
    ['SellerDtls', seller],
    ['BuyerDtls', buyer],
  ] as const) {
    const problem = pinStateProblem(dtls.Pin, dtls.Stcd);
    if (problem) add([party, 'Pin'], problem);
  }

  const date = isoOfDate(inv.DocDtls.Dt);
  if (date && date > todayIso)
    add(['DocDtls', 'Dt'], 'is after today: the IRP does not take a document dated ahead');
  const preceding = inv.RefDtls?.PrecDocDtls[0];
  if (inv.DocDtls.Typ !== 'INV' && !preceding) {
    add(['RefDtls', 'PrecDocDtls'], 'is missing: a credit or debit note names the invoice it amends');
  }
  const precedingDate = preceding ? isoOfDate(preceding.InvDt) : null;
  if (date && precedingDate && precedingDate > date) {
    add(['RefDtls', 'PrecDocDtls', 0, 'InvDt'], "is after the note's own date");
  }

  const intra = seller.Stcd === buyer.Pos && inv.TranDtls.IgstOnIntra === 'N';
  const where = intra
    ? `the company (state ${seller.Stcd}) supplies within its state (place of supply ${buyer.Pos}), so the tax is CGST and SGST`
    : `the company (state ${seller.Stcd}) supplies to another state (place of supply ${buyer.Pos}), so the tax is IGST`;
  const serials = new Set<string>();
  inv.ItemList.forEach((item, i) => {
    const at = (field: keyof EInvoiceItem) => ['ItemList', i, field];
    if (serials.has(item.SlNo)) add(at('SlNo'), 'is used by an earlier line');
    serials.add(item.SlNo);
    const service = isServiceCode(item.HsnCd) ? 'Y' : 'N';
    if (item.IsServc !== service) {
      add(
        at('IsServc'),
        `must be ${service}: ${service === 'Y' ? 'a SAC (it begins 99) is a service' : 'an HSN code is goods'}`,
      );
    }
    const taxable = ex(item.AssAmt);
    const expectedTaxable = ex(item.TotAmt).minus(ex(item.Discount));
    if (taxable.compare(expectedTaxable) !== 0) {
      add(at('AssAmt'), `must be the value less the discount, ${rupees(expectedTaxable)}`);
    }
    const whole = taxable.percent(ex(item.GstRt));
    const half = whole.times(exact('0.5'));
    const taxes: [keyof EInvoiceItem, Exact][] = intra
      ? [
          ['CgstAmt', half],
          ['SgstAmt', half],
          ['IgstAmt', ZERO],
        ]
      : [
          ['CgstAmt', ZERO],
          ['SgstAmt', ZERO],
          ['IgstAmt', whole],
        ];
    for (const [field, expected] of taxes) {
      const actual = ex(item[field] as number);
      if (expected.compare(ZERO) === 0 && actual.compare(ZERO) !== 0) {
        add(at(field), `must be 0: ${where}`);
      } else if (!near(actual, expected)) {
        add(
          at(field),
          `must be ${rupees(expected)} (the taxable value at ${intra ? 'half ' : ''}${plain(ex(item.GstRt))} %), give or take one rupee`,
        );
      }
    }
    const itemTotal = taxable.plus(ex(item.CgstAmt)).plus(ex(item.SgstAmt)).plus(ex(item.IgstAmt));
    if (!near(ex(item.TotItemVal), itemTotal)) {
      add(at('TotItemVal'), `must be the taxable value plus its taxes, ${rupees(itemTotal)}`);
    }
  });

  const v = inv.ValDtls;
  const sums: [keyof EInvoice['ValDtls'], keyof EInvoiceItem][] = [
    ['AssVal', 'AssAmt'],
    ['CgstVal', 'CgstAmt'],
    ['SgstVal', 'SgstAmt'],
    ['IgstVal', 'IgstAmt'],
  ];
  for (const [total, field] of sums) {
    const expected = sum(inv.ItemList.map((item) => item[field] as number));
    if (!near(ex(v[total]), expected))
      add(['ValDtls', total], `must be the sum of the lines, ${rupees(expected)}`);
  }
  const invoiceTotal = ex(v.AssVal)
    .plus(ex(v.CgstVal))
    .plus(ex(v.SgstVal))
    .plus(ex(v.IgstVal))
    .plus(ex(v.RndOffAmt));
  if (!near(ex(v.TotInvVal), invoiceTotal)) {
    add(
      ['ValDtls', 'TotInvVal'],
      `must be the taxable value plus the taxes and the rounding, ${rupees(invoiceTotal)}`,
    );
  }
  return problems;
}

/**
 * The checks of spec 003 §8 on an e-invoice about to be sent: the schema first, then the IRP's business
 * rules. Each problem names its particular at its JSON path. `now` is the moment of sending (the date may
 * not be after its day in IST).
 */
export function validateEInvoice(json: unknown, opts: { now?: Date } = {}): EInvoiceCheck {
  const parsed = ZEInvoice.safeParse(json);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.flatMap((issue) => schemaProblems(json, issue)) };
  }
  const problems = ruleProblems(parsed.data, istDay(opts.now ?? new Date()));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, invoice: parsed.data as ValidEInvoice };
}

// ——— the QR code's particulars (spec 003 §10) ———

/** What the IRP's signed QR code carries. */
export interface EInvoiceQr {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: EInvoiceDocType;
  DocDt: string;
  TotInvVal: number;
  ItemCnt: number;
  /** The HSN of the line of the highest taxable value (the first such line on a tie). */
  MainHsnCode: string;
  Irn: string;
  /** The moment of registration, IST "yyyy-mm-dd hh:mm:ss". */
  IrnDt: string;
}

/** The QR code's particulars of a registered e-invoice. */
export function eInvoiceQr(inv: EInvoice, irn: string, irnDt: string): EInvoiceQr {
  let main = inv.ItemList[0] as EInvoiceItem;
  for (const item of inv.ItemList) if (ex(item.AssAmt).compare(ex(main.AssAmt)) > 0) main = item;
  return {
    SellerGstin: inv.SellerDtls.Gstin,
    BuyerGstin: inv.BuyerDtls.Gstin,
    DocNo: inv.DocDtls.No,
    DocTyp: inv.DocDtls.Typ,
    DocDt: inv.DocDtls.Dt,
    TotInvVal: inv.ValDtls.TotInvVal,
    ItemCnt: inv.ItemList.length,
    MainHsnCode: main.HsnCd,
    Irn: irn,
    IrnDt: irnDt,
  };
}
