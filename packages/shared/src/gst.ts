import { z } from 'zod';
import { financialYear, istDay } from './dates.ts';
import { exact, fixed2, plain } from './decimal.ts';

/**
 * The identities and lists a GST tax invoice is built from (docs/requirements/gst.md): the states and
 * union territories with their GST codes, the GSTIN and its check character, HSN/SAC codes, the units
 * (UQC) and the rates. Pure code, used by the server's rules and the web's forms alike.
 */

// ——— states and union territories ———

export type StateKind = 'state' | 'union territory' | 'other';

export interface GstState {
  /** The two-digit GST state code, the first two characters of a GSTIN registered there. */
  code: string;
  name: string;
  kind: StateKind;
  /**
   * A union territory without a legislature charges Union territory tax (UTGST) where a state charges
   * State tax (SGST) (UTGST Act 2017, section 7): Chandigarh, Ladakh, Lakshadweep, the Andaman and
   * Nicobar Islands, and Dadra and Nagar Haveli and Daman and Diu.
   */
  utgst: boolean;
}

const state = (code: string, name: string): GstState => ({ code, name, kind: 'state', utgst: false });
const territory = (code: string, name: string, utgst: boolean): GstState => ({
  code,
  name,
  kind: 'union territory',
  utgst,
});

/**
 * Every state and union territory by its GST code (the GSTN's state-code list), in code order. Code 25
 * (Daman and Diu) was merged into 26 in 2020 and 28 (Andhra Pradesh before 2014) was replaced by 37: no
 * registration is made with either today, so neither is offered. 97 is "Other Territory" (offshore
 * areas beyond a state's waters).
 */
export const GST_STATES: readonly GstState[] = [
  territory('01', 'Jammu and Kashmir', false),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  territory('04', 'Chandigarh', true),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  territory('07', 'Delhi', false),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  territory('26', 'Dadra and Nagar Haveli and Daman and Diu', true),
  state('27', 'Maharashtra'),
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  territory('31', 'Lakshadweep', true),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  territory('34', 'Puducherry', false),
  territory('35', 'Andaman and Nicobar Islands', true),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  territory('38', 'Ladakh', true),
  { code: '97', name: 'Other Territory', kind: 'other', utgst: true },
];

const STATES_BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

export const GST_STATE_CODES = GST_STATES.map((s) => s.code);

/** The state or union territory of a GST code, or undefined. */
export const stateOfCode = (code: string): GstState | undefined => STATES_BY_CODE.get(code);

/** "Karnataka (29)": how a document names a state with its code (CGST rule 46(e), (n)). */
export const stateLabel = (s: GstState) => `${s.name} (${s.code})`;

// ——— PIN codes and states ———

/**
 * The first three digits of the PIN codes of each state or union territory, as ranges (docs/requirements/
 * 003-e-invoice.md §4): India Post gives each postal circle its leading digits, and the IRP's master of PIN
 * codes and states refuses a party whose PIN is not in its state. Telangana shares Andhra Pradesh's 500-535
 * and Ladakh Jammu and Kashmir's 194, and "Other Territory" has none: those three are not checked here.
 */
const PIN_PREFIXES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '01': [[180, 194]],
  '02': [[171, 177]],
  '03': [[140, 160]],
  '04': [
    [140, 140],
    [160, 160],
  ],
  '05': [[244, 263]],
  '06': [[121, 136]],
  '07': [[110, 110]],
  '08': [[301, 345]],
  '09': [[201, 285]],
  '10': [[800, 855]],
  '11': [[737, 737]],
  '12': [[790, 792]],
  '13': [[797, 798]],
  '14': [[795, 795]],
  '15': [[796, 796]],
  '16': [[799, 799]],
  '17': [[793, 794]],
  '18': [[781, 788]],
  '19': [[700, 743]],
  '20': [[813, 835]],
  '21': [[751, 770]],
  '22': [[490, 497]],
  '23': [[450, 488]],
  '24': [[360, 396]],
  '26': [
    [362, 362],
    [396, 396],
  ],
  '27': [[400, 445]],
  '29': [[560, 591]],
  '30': [[403, 403]],
  '31': [[682, 682]],
  '32': [[670, 695]],
  '33': [[600, 643]],
  '34': [
    [533, 533],
    [605, 605],
    [607, 607],
    [609, 609],
    [673, 673],
  ],
  '35': [[744, 744]],
  '37': [[500, 535]],
};

const pinPrefix = (pin: number) => Math.floor(pin / 1000);
const inRanges = (prefix: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => prefix >= from && prefix <= to);

/**
 * Whether a six-digit PIN code may be in a state: true when its first three digits are among the state's,
 * or when the state is one whose PIN codes are not told apart (Telangana, Ladakh, Other Territory).
 */
export function pinFitsState(pin: number, code: string): boolean {
  const ranges = PIN_PREFIXES[code];
  return ranges === undefined || inRanges(pinPrefix(pin), ranges);
}

/** The states a PIN code's first three digits belong to, in code order (none for an unknown prefix). */
export const statesOfPin = (pin: number): GstState[] =>
  GST_STATES.filter((s) => {
    const ranges = PIN_PREFIXES[s.code];
    return ranges !== undefined && inRanges(pinPrefix(pin), ranges);
  });

export const GST_MESSAGES = {
  stateCode: 'Choose a state or union territory from the GST list',
  gstinLength: 'A GSTIN has 15 characters',
  gstinCharacters: 'A GSTIN has only capital letters and digits',
  gstinState: (code: string) => `A GSTIN begins with its state's GST code; ${code} is not one`,
  gstinPan: 'Characters 3 to 12 of a GSTIN are a PAN: five letters, four digits and a letter',
  gstinEntity: 'The 13th character of a GSTIN is the registration number within the state: 1-9 or A-Z',
  gstinCheck:
    'This GSTIN does not add up (its last character is a check character): look for a typing mistake',
  gstinStateMismatch: (gstinState: string, chosen: string) =>
    `The GSTIN is registered in state ${gstinState}, not in the state chosen (${chosen})`,
  hsn: 'An HSN or SAC code has 4, 6 or 8 digits',
  unit: 'Choose a unit from the GST list (UQC)',
  rate: (rates: readonly string[]) => `The GST rate must be one of ${rates.join(', ')} %`,
  pan: 'A PAN has ten characters: five letters, four digits and a letter',
} as const;

// ——— PAN and GSTIN ———

/**
 * A PAN: five letters, four digits, a letter. The fourth letter is the holder's kind (P a person,
 * C a company, H a Hindu undivided family, F a firm, A an association of persons, T a trust,
 * B a body of individuals, L a local authority, J an artificial juridical person, G a government).
 */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters: the GSTN's Luhn mod 36. Each character
 * is worth its place in 0-9A-Z; from the left, every second one is doubled and the product's base-36
 * digits are added; the check character makes the sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(i));
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/**
 * What is wrong with a GSTIN, in the words a form shows at its field, or null when it is a valid one:
 * 15 characters; a state's GST code; the holder's PAN; a registration number; the check character.
 */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return GST_MESSAGES.gstinLength;
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return GST_MESSAGES.gstinCharacters;
  const code = gstin.slice(0, 2);
  if (!stateOfCode(code)) return GST_MESSAGES.gstinState(code);
  if (!PAN_PATTERN.test(gstin.slice(2, 12))) return GST_MESSAGES.gstinPan;
  if (!/^[1-9A-Z]$/.test(gstin.charAt(12))) return GST_MESSAGES.gstinEntity;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GST_MESSAGES.gstinCheck;
  return null;
}

/** The state code a GSTIN is registered in (its first two characters). */
export const stateCodeOfGstin = (gstin: string) => gstin.slice(0, 2);
/** The PAN inside a GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);

/** A GSTIN as typed: spaces dropped and letters capitalised, then checked whole. */
export const zGstin = z
  .string({ error: GST_MESSAGES.gstinLength })
  .max(40, GST_MESSAGES.gstinLength)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const zPan = z
  .string({ error: GST_MESSAGES.pan })
  .max(20, GST_MESSAGES.pan)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => PAN_PATTERN.test(v), GST_MESSAGES.pan);

export const zStateCode = z.enum(GST_STATE_CODES as [string, ...string[]], { error: GST_MESSAGES.stateCode });

// ——— HSN and SAC ———

/**
 * An HSN code (goods) or SAC (services) at the 4, 6 or 8-digit level of the nomenclature (CGST rule
 * 46(g); notification 78/2020 asks 4 digits up to ₹5 crore of turnover and 6 above).
 */
export const HSN_PATTERN = /^\d{4}(?:\d{2}){0,2}$/;
export const zHsnSac = z.string({ error: GST_MESSAGES.hsn }).trim().regex(HSN_PATTERN, GST_MESSAGES.hsn);

/** Services are classified in chapter 99 (the SAC); everything else is goods. */
export const isServiceCode = (hsnOrSac: string) => hsnOrSac.startsWith('99');

// ——— units (UQC) ———

/** The GST unit quantity codes (UQC) a tax invoice and its returns use, with what each means. */
export const GST_UNITS = {
  BAG: 'Bags',
  BAL: 'Bale',
  BDL: 'Bundles',
  BKL: 'Buckles',
  BOU: 'Billion of units',
  BOX: 'Box',
  BTL: 'Bottles',
  BUN: 'Bunches',
  CAN: 'Cans',
  CBM: 'Cubic metres',
  CCM: 'Cubic centimetres',
  CMS: 'Centimetres',
  CTN: 'Cartons',
  DOZ: 'Dozens',
  DRM: 'Drums',
  GGK: 'Great gross',
  GMS: 'Grammes',
  GRS: 'Gross',
  GYD: 'Gross yards',
  KGS: 'Kilograms',
  KLR: 'Kilolitre',
  KME: 'Kilometre',
  LTR: 'Litres',
  MLT: 'Millilitre',
  MTR: 'Metres',
  MTS: 'Metric ton',
  NOS: 'Numbers',
  OTH: 'Others',
  PAC: 'Packs',
  PCS: 'Pieces',
  PRS: 'Pairs',
  QTL: 'Quintal',
  ROL: 'Rolls',
  SET: 'Sets',
  SQF: 'Square feet',
  SQM: 'Square metres',
  SQY: 'Square yards',
  TBS: 'Tablets',
  TGM: 'Ten gross',
  THD: 'Thousands',
  TON: 'Tonnes',
  TUB: 'Tubes',
  UGS: 'US gallons',
  UNT: 'Units',
  YDS: 'Yards',
} as const;

export type GstUnit = keyof typeof GST_UNITS;
export const GST_UNIT_CODES = Object.keys(GST_UNITS) as GstUnit[];
export const zGstUnit = z.enum(GST_UNIT_CODES as [GstUnit, ...GstUnit[]], { error: GST_MESSAGES.unit });

// ——— rates ———

/**
 * The GST rates in force (in percent) since 22 September 2025: nil, 5, 18 and 40, with 0.25 (rough
 * diamonds and precious stones) and 3 (gold, silver, jewellery) for special goods. The company's
 * settings may narrow or extend the list; a line's rate must be one of the list in force.
 */
export const DEFAULT_GST_RATES = ['0', '0.25', '3', '5', '18', '40'] as const;

/** A rate as the list holds it: the shortest decimal ("18", "0.25"), so "18.00" matches "18". */
export function canonicalRate(rate: string | number): string {
  return plain(exact(rate));
}

export function zGstRate(rates: readonly string[] = DEFAULT_GST_RATES) {
  const allowed = new Set(rates.map(canonicalRate));
  return z
    .union([z.string(), z.number()], { error: GST_MESSAGES.rate(rates) })
    .refine((v) => {
      // a minus sign is no rate, not even on nought ("-0" would read as 0)
      if (Object.is(v, -0) || String(v).trim().startsWith('-')) return false;
      try {
        return allowed.has(canonicalRate(v));
      } catch {
        return false;
      }
    }, GST_MESSAGES.rate(rates))
    .transform((v) => canonicalRate(v));
}

// ——— place of supply ———

/**
 * Which taxes a supply carries (IGST Act 2017, sections 7 and 8): within one state or union territory,
 * central tax and state (or Union territory) tax at half the rate each; between two, integrated tax at
 * the whole rate.
 */
export type TaxSplit = 'intra' | 'inter';

export const taxSplitOf = (supplierState: string, placeOfSupply: string): TaxSplit =>
  supplierState === placeOfSupply ? 'intra' : 'inter';

/** The name of the second half of an intra-state tax: UTGST in a union territory without a legislature. */
export const stateTaxName = (placeOfSupply: string): 'SGST' | 'UTGST' =>
  stateOfCode(placeOfSupply)?.utgst ? 'UTGST' : 'SGST';

export interface LineTax {
  /** Central tax, to the paisa. */
  cgst: string;
  /** State (or Union territory) tax, to the paisa. */
  sgst: string;
  /** Integrated tax, to the paisa. */
  igst: string;
}

/**
 * The tax on one line's taxable value at `rate` %, each amount half up to the paisa. Within a state both
 * halves are computed from half the rate, so CGST and SGST are always equal.
 */
export function lineTax(taxable: string, rate: string, split: TaxSplit): LineTax {
  const value = exact(taxable);
  if (split === 'inter') return { cgst: '0.00', sgst: '0.00', igst: fixed2(value.percent(exact(rate))) };
  const half = fixed2(value.percent(exact(rate)).times(exact('0.5')));
  return { cgst: half, sgst: half, igst: '0.00' };
}

// ——— financial year and invoice numbers ———

/**
 * The financial year (April to March) a moment falls in, in India's time: 31 March 23:59 IST belongs to
 * the year that ends then, 1 April 00:00 IST to the next. `start` is the calendar year it begins in,
 * `label` how a number carries it ("26-27" for April 2026 to March 2027).
 */
export function financialYearOf(at: Date): { start: number; label: string } {
  const start = financialYear(istDay(at));
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return { start, label: `${two(start)}-${two(start + 1)}` };
}

/** CGST rule 46(b): at most 16 characters of letters, digits, '-' and '/'. */
export const DOCUMENT_NUMBER_MAX = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
/** A series prefix: letters and digits, short enough to leave room for the year and a 4-digit serial. */
export const SERIES_PREFIX_MAX = 5;
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,5}$/;

/**
 * A document's number in its series: prefix, financial year and serial ("AQ/26-27/0001"), the serial at
 * least four digits. Throws when the result would pass 16 characters (the series is exhausted for the
 * year: the company must start another prefix).
 */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  if (!SERIES_PREFIX_PATTERN.test(prefix)) throw new RangeError(`bad series prefix: ${prefix}`);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`bad serial: ${serial}`);
  const number = `${prefix}/${financialYear}/${String(serial).padStart(4, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX) {
    throw new RangeError(`series ${prefix} is full for ${financialYear}: ${number} passes 16 characters`);
  }
  return number;
}
