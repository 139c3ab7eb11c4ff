import { z } from 'zod';
import {
  type FinancialQuarter,
  financialQuarterPeriod,
  MONTH_NAMES,
  monthPeriod,
  shortMonthName,
} from './dates.ts';
import { exact, plain } from './decimal.ts';
import { isServiceCode } from './gst.ts';
import { paiseToRupees } from './money.ts';

/**
 * GSTR-1 from the books (issue 32 item 5; docs/requirements/004-gstr1.md, docs/api.md "GSTR-1"): the period a
 * return covers, and the pure builder that sorts a period's invoices and credit and debit notes into the
 * return's sections, sums them to the paisa, and writes the GST portal's offline JSON. Amounts are integer
 * paise until the JSON is written; dates are `YYYY-MM-DD` (IST) until then.
 */

// ——— the period (spec 004 §2) ———

/** GST began on 1 July 2017: no return covers a month before. */
export const GSTR1_FIRST_MONTH = '2017-07';
/** The last year a period may name: a bound on the query, far beyond any return filed from these books. */
export const GSTR1_LAST_YEAR = 2099;

export const GSTR1_MESSAGES = {
  period: 'Choose a month (2026-11) or a quarter of the financial year (2026-Q3)',
  beforeGst: 'GST returns begin with July 2017',
  format: 'Choose json or xlsx',
  noGstin: "The company's GSTIN is not in its profile: add it before filing GSTR-1",
} as const;

const PERIOD_PATTERN = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/;

export interface Gstr1Period {
  /** As asked: `2026-11` or `2026-Q3`. */
  period: string;
  kind: 'month' | 'quarter';
  /** The IST days it covers, both included. */
  from: string;
  to: string;
  /** The return period the portal reads, `MMYYYY`: a quarter's is its last month (QRMP files quarterly). */
  fp: string;
  /** How the screen names it: "November 2026", "Q3 2026-27 (Oct-Dec 2026)". */
  label: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The days and return period of `2026-11` (a calendar month) or `2026-Q3` (a quarter of the financial year
 * that begins in April 2026: Q1 April-June, Q2 July-September, Q3 October-December, Q4 January-March 2027).
 * Null when the text is not one.
 */
export function gstr1Period(period: string): Gstr1Period | null {
  const m = PERIOD_PATTERN.exec(period);
  if (!m) return null;
  const year = Number(m[1]);
  if (m[2]) {
    const month = Number(m[2]);
    return {
      period,
      kind: 'month',
      ...monthPeriod(year, month),
      fp: `${pad2(month)}${year}`,
      label: `${MONTH_NAMES[month - 1]} ${year}`,
    };
  }
  const quarter = Number(m[3]) as FinancialQuarter;
  // Q1-Q3 fall in the year the financial year begins, Q4 in the next
  const { from, to } = financialQuarterPeriod(year, quarter);
  const first = Number(from.slice(5, 7));
  const last = first + 2;
  const calendarYear = Number(to.slice(0, 4));
  return {
    period,
    kind: 'quarter',
    from,
    to,
    fp: `${pad2(last)}${calendarYear}`,
    label: `Q${quarter} ${year}-${pad2((year + 1) % 100)} (${shortMonthName(first)}-${shortMonthName(last)} ${calendarYear})`,
  };
}

/** `2026-11` or `2026-Q3`, from July 2017 (GST's first month) to the end of 2099. */
export const zGstr1Period = z
  .string({ error: GSTR1_MESSAGES.period })
  .trim()
  .max(7, GSTR1_MESSAGES.period)
  .superRefine((text, ctx) => {
    const p = gstr1Period(text);
    if (!p || Number(text.slice(0, 4)) > GSTR1_LAST_YEAR) {
      ctx.addIssue({ code: 'custom', message: GSTR1_MESSAGES.period });
    } else if (p.to.slice(0, 7) < GSTR1_FIRST_MONTH) {
      ctx.addIssue({ code: 'custom', message: GSTR1_MESSAGES.beforeGst });
    }
  });

/** GET /api/gstr1?period= */
export const ZGstr1Query = z.object({ period: zGstr1Period });
export type TGstr1Query = z.output<typeof ZGstr1Query>;

export const GSTR1_FORMATS = ['json', 'xlsx'] as const;
export type Gstr1Format = (typeof GSTR1_FORMATS)[number];

/** GET /api/gstr1/export?period=&format=json|xlsx */
export const ZGstr1ExportQuery = ZGstr1Query.extend({
  format: z.enum(GSTR1_FORMATS, { error: GSTR1_MESSAGES.format }),
});
export type TGstr1ExportQuery = z.output<typeof ZGstr1ExportQuery>;

/** `GSTR1_32AAACA1234A1ZT_112026.json`: the portal's habit of naming a return by GSTIN and period. */
export const gstr1FileName = (gstin: string, fp: string, format: Gstr1Format) =>
  `GSTR1_${gstin}_${fp}.${format}`;

// ——— the books: what the builder reads ———

/** One line of an invoice or a note as issued: its figures as printed, in paise (spec 002 §8). */
export interface Gstr1Line {
  /** HSN or SAC; null only on a line from before tax invoices. */
  hsn: string | null;
  description: string;
  /** The GST unit (UQC), `NOS`, `OTH`; null only before tax invoices. */
  unit: string | null;
  /** Decimal text, up to 3 places. */
  quantity: string;
  /** The GST rate in percent, shortest form ("18", "0.25"). */
  rate: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

export interface Gstr1Invoice {
  id: number;
  number: string;
  /** Date of issue, IST. */
  date: string;
  recipient: string;
  gstin: string | null;
  /** State code of the place of supply. */
  place_of_supply: string;
  reverse_charge: boolean;
  cancelled: boolean;
  /** The invoice's whole value as issued. */
  value_paise: number;
  lines: Gstr1Line[];
}

export interface Gstr1Note {
  id: number;
  kind: 'credit' | 'debit';
  number: string;
  date: string;
  recipient: string;
  /** The recipient, place of supply and reverse charge of the invoice it amends. */
  gstin: string | null;
  place_of_supply: string;
  reverse_charge: boolean;
  value_paise: number;
  invoice_number: string;
  invoice_date: string;
  invoice_value_paise: number;
  lines: Gstr1Line[];
}

export interface Gstr1Books {
  /** The supplier's state: the first two characters of the GSTIN the return is filed under. */
  state_code: string;
  invoices: readonly Gstr1Invoice[];
  notes: readonly Gstr1Note[];
}

// ——— the sections, in paise ———

export interface Gstr1Figures {
  taxable_paise: number;
  igst_paise: number;
  cgst_paise: number;
  /** State or Union territory tax. */
  sgst_paise: number;
  /** Compensation cess: the company supplies nothing that bears it (spec 002 §10), always 0. */
  cess_paise: number;
}

/** One rate of a document (the return reports a document rate by rate). */
export interface Gstr1RateRow extends Gstr1Figures {
  rate: string;
}

export interface Gstr1InvoiceEntry {
  number: string;
  date: string;
  recipient: string;
  gstin: string | null;
  place_of_supply: string;
  reverse_charge: boolean;
  value_paise: number;
  rates: Gstr1RateRow[];
}

export interface Gstr1NoteEntry extends Gstr1InvoiceEntry {
  kind: 'credit' | 'debit';
  invoice_number: string;
  invoice_date: string;
}

/** A B2CS row: the rest of business-to-consumer supply, summed by place of supply and rate, net of notes. */
export interface Gstr1B2csRow extends Gstr1Figures {
  supply: 'INTRA' | 'INTER';
  place_of_supply: string;
  rate: string;
}

export interface Gstr1HsnRow extends Gstr1Figures {
  /** Table 12 in two tabs (from May 2025): to registered recipients, and to the rest. */
  tab: 'B2B' | 'B2C';
  hsn: string;
  description: string;
  /** UQC; `NA` for a service. */
  unit: string;
  /** Decimal text; 0 for a service. */
  quantity: string;
  rate: string;
}

/** Table 13: a series of documents issued in the period. */
export interface Gstr1DocumentSeries {
  /** 1 invoices for outward supply, 4 debit notes, 5 credit notes (the portal's natures of document). */
  nature: 1 | 4 | 5;
  from: string;
  to: string;
  total: number;
  cancelled: number;
  net: number;
}

export const DOCUMENT_NATURE_LABELS: Record<Gstr1DocumentSeries['nature'], string> = {
  1: 'Invoices for outward supply',
  4: 'Debit notes',
  5: 'Credit notes',
};

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const GSTR1_SECTION_LABELS: Record<Gstr1Section, string> = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large invoices (5)',
  b2cs: 'B2C others (7)',
  cdnr: 'Credit/debit notes, registered (9B)',
  cdnur: 'Credit/debit notes, unregistered (9B)',
  hsn: 'HSN summary (12)',
  doc_issue: 'Documents issued (13)',
};

/** A section's line on the screen: credit notes count against, so a notes section may be negative. */
export interface Gstr1SectionSummary extends Gstr1Figures {
  section: Gstr1Section;
  label: string;
  /** Documents in it (B2CS: the invoices and notes summed into its rows; HSN: its rows; 13: documents issued). */
  documents: number;
  /** Rows the offline JSON holds for it. */
  rows: number;
  /** Taxable value plus taxes (invoices' and notes' values; for 13, 0). */
  value_paise: number;
}

/** What GSTR-1 holds of one kind of document, to set beside its register (spec 004 §6). */
export interface Gstr1KindTotals extends Gstr1Figures {
  documents: number;
  value_paise: number;
}

export interface Gstr1Report {
  b2b: Gstr1InvoiceEntry[];
  b2cl: Gstr1InvoiceEntry[];
  b2cs: Gstr1B2csRow[];
  cdnr: Gstr1NoteEntry[];
  cdnur: Gstr1NoteEntry[];
  hsn: Gstr1HsnRow[];
  doc_issue: Gstr1DocumentSeries[];
  summary: Gstr1SectionSummary[];
  /** Invoices, credit notes and debit notes as the sections hold them, each positive. */
  totals: { invoices: Gstr1KindTotals; credit: Gstr1KindTotals; debit: Gstr1KindTotals };
}

// ——— the rules (spec 004 §3, §4) ———

/** B2CL's threshold: invoice value above ₹2,50,000 until 31 July 2024, above ₹1,00,000 from 1 August 2024 (rule 59(4)). */
export const B2CL_THRESHOLD_CHANGE = '2024-08-01';
export const b2clThresholdPaise = (date: string) => (date < B2CL_THRESHOLD_CHANGE ? 250_000_00 : 100_000_00);

/** Whether an unregistered recipient's invoice is B2C large: inter-state and above the threshold of its date. */
export function isB2cLarge(
  invoice: { gstin: string | null; place_of_supply: string; value_paise: number; date: string },
  stateCode: string,
): boolean {
  return (
    !invoice.gstin &&
    invoice.place_of_supply !== stateCode &&
    invoice.value_paise > b2clThresholdPaise(invoice.date)
  );
}

/** Table 12 is split into B2B and B2C tabs from the return period May 2025; before, one list (`data`). */
export const HSN_SPLIT_FROM_FP = '052025';
const fpOrder = (fp: string) => Number(fp.slice(2)) * 100 + Number(fp.slice(0, 2));
export const hsnIsSplit = (fp: string) => fpOrder(fp) >= fpOrder(HSN_SPLIT_FROM_FP);

/** The description Table 12 carries: one line, at most 30 characters. */
export const HSN_DESCRIPTION_MAX = 30;

const zero = (): Gstr1Figures => ({
  taxable_paise: 0,
  igst_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
  cess_paise: 0,
});
const FIGURE_KEYS = ['taxable_paise', 'igst_paise', 'cgst_paise', 'sgst_paise', 'cess_paise'] as const;
function addInto(to: Gstr1Figures, from: Gstr1Figures, sign = 1): void {
  for (const k of FIGURE_KEYS) to[k] += sign * from[k];
}
const worthOf = (f: Gstr1Figures) =>
  f.taxable_paise + f.igst_paise + f.cgst_paise + f.sgst_paise + f.cess_paise;
const lineFigures = (l: Gstr1Line): Gstr1Figures => ({
  taxable_paise: l.taxable_paise,
  igst_paise: l.igst_paise,
  cgst_paise: l.cgst_paise,
  sgst_paise: l.sgst_paise,
  cess_paise: 0,
});
/** Rates in increasing order, as numbers compare. */
const byRate = (a: string, b: string) => exact(a).compare(exact(b));

/** A document's lines summed rate by rate. */
function ratesOf(lines: readonly Gstr1Line[]): Gstr1RateRow[] {
  const rates = new Map<string, Gstr1RateRow>();
  for (const l of lines) {
    const row = rates.get(l.rate) ?? { rate: l.rate, ...zero() };
    addInto(row, lineFigures(l));
    rates.set(l.rate, row);
  }
  return [...rates.values()].sort((a, b) => byRate(a.rate, b.rate));
}

function entryOf(d: Gstr1Invoice | Gstr1Note): Gstr1InvoiceEntry {
  return {
    number: d.number,
    date: d.date,
    recipient: d.recipient,
    gstin: d.gstin,
    place_of_supply: d.place_of_supply,
    reverse_charge: d.reverse_charge,
    value_paise: d.value_paise,
    rates: ratesOf(d.lines),
  };
}

/** Oldest first, then by number: the order a reader checks a return in. */
const byDateNumber = (a: { date: string; number: string }, b: { date: string; number: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.number < b.number ? -1 : a.number > b.number ? 1 : 0;

function kindTotals(): Gstr1KindTotals {
  return { documents: 0, value_paise: 0, ...zero() };
}
function countInto(totals: Gstr1KindTotals, d: { value_paise: number; lines: readonly Gstr1Line[] }): void {
  totals.documents += 1;
  totals.value_paise += d.value_paise;
  for (const l of d.lines) addInto(totals, lineFigures(l));
}

/** `AQ/26-27/0007` → series `AQ/26-27/`, serial 7: a series is the number without its last run of digits. */
function seriesOf(number: string): { series: string; serial: number } {
  const m = /^(.*?)(\d+)$/.exec(number);
  return m ? { series: m[1] ?? '', serial: Number(m[2]) } : { series: number, serial: 0 };
}

function documentSeries(
  nature: Gstr1DocumentSeries['nature'],
  docs: readonly { number: string; cancelled: boolean }[],
): Gstr1DocumentSeries[] {
  const groups = new Map<string, { number: string; serial: number; cancelled: boolean }[]>();
  for (const d of docs) {
    const { series, serial } = seriesOf(d.number);
    const group = groups.get(series) ?? [];
    group.push({ number: d.number, serial, cancelled: d.cancelled });
    groups.set(series, group);
  }
  return [...groups.keys()].sort().map((series) => {
    const group = (groups.get(series) ?? []).sort((a, b) => a.serial - b.serial);
    const cancelled = group.filter((d) => d.cancelled).length;
    return {
      nature,
      from: group[0]?.number ?? '',
      to: group[group.length - 1]?.number ?? '',
      total: group.length,
      cancelled,
      net: group.length - cancelled,
    };
  });
}

/**
 * Sorts a period's documents into GSTR-1's sections (spec 004 §3-§5):
 * - an invoice to a GSTIN is B2B; to no GSTIN, inter-state and above the threshold of its date, B2CL; any
 *   other is summed into B2CS by place of supply and rate; a cancelled invoice is in no section, only in 13;
 * - a note to a GSTIN is CDNR; to no GSTIN against a B2CL-like invoice, CDNUR (type B2CL); any other nets
 *   into B2CS (a debit note adds, a credit note takes away);
 * - the HSN summary sums every line by tab, code, unit and rate, notes netted the same way (values and tax,
 *   not quantity: a note corrects a price or a tax; the goods were counted on the invoice);
 * - table 13 counts each series issued, cancelled invoices as cancelled.
 */
export function buildGstr1(books: Gstr1Books): Gstr1Report {
  const state = books.state_code;
  const b2b: Gstr1InvoiceEntry[] = [];
  const b2cl: Gstr1InvoiceEntry[] = [];
  const cdnr: Gstr1NoteEntry[] = [];
  const cdnur: Gstr1NoteEntry[] = [];
  const b2cs = new Map<string, Gstr1B2csRow>();
  const b2csDocuments = new Set<string>();
  const hsn = new Map<string, Gstr1HsnRow>();
  const totals = { invoices: kindTotals(), credit: kindTotals(), debit: kindTotals() };

  const intoB2cs = (d: Gstr1Invoice | Gstr1Note, sign: number, key: string) => {
    b2csDocuments.add(key);
    for (const l of d.lines) {
      const id = `${d.place_of_supply}|${l.rate}`;
      const row = b2cs.get(id) ?? {
        supply: d.place_of_supply === state ? 'INTRA' : 'INTER',
        place_of_supply: d.place_of_supply,
        rate: l.rate,
        ...zero(),
      };
      addInto(row, lineFigures(l), sign);
      b2cs.set(id, row);
    }
  };
  const intoHsn = (d: Gstr1Invoice | Gstr1Note, sign: number, countQuantity: boolean) => {
    const tab = d.gstin ? 'B2B' : 'B2C';
    for (const l of d.lines) {
      const code = l.hsn ?? '';
      const service = isServiceCode(code);
      const unit = service ? 'NA' : (l.unit ?? 'OTH');
      const id = `${tab}|${code}|${unit}|${l.rate}`;
      const row = hsn.get(id) ?? {
        tab,
        hsn: code,
        description: l.description.replace(/\s+/g, ' ').trim().slice(0, HSN_DESCRIPTION_MAX),
        unit,
        quantity: '0',
        rate: l.rate,
        ...zero(),
      };
      addInto(row, lineFigures(l), sign);
      if (countQuantity && !service) row.quantity = plain(exact(row.quantity).plus(exact(l.quantity)));
      hsn.set(id, row);
    }
  };

  for (const invoice of books.invoices) {
    if (invoice.cancelled) continue;
    countInto(totals.invoices, invoice);
    intoHsn(invoice, 1, true);
    if (invoice.gstin) b2b.push(entryOf(invoice));
    else if (isB2cLarge(invoice, state)) b2cl.push(entryOf(invoice));
    else intoB2cs(invoice, 1, `i${invoice.id}`);
  }
  for (const note of books.notes) {
    const sign = note.kind === 'credit' ? -1 : 1;
    countInto(totals[note.kind], note);
    intoHsn(note, sign, false);
    const entry = (): Gstr1NoteEntry => ({
      ...entryOf(note),
      kind: note.kind,
      invoice_number: note.invoice_number,
      invoice_date: note.invoice_date,
    });
    const original = {
      gstin: note.gstin,
      place_of_supply: note.place_of_supply,
      value_paise: note.invoice_value_paise,
      date: note.invoice_date,
    };
    if (note.gstin) cdnr.push(entry());
    else if (isB2cLarge(original, state)) cdnur.push(entry());
    else intoB2cs(note, sign, `n${note.id}`);
  }

  const b2csRows = [...b2cs.values()].sort((a, b) =>
    a.place_of_supply !== b.place_of_supply
      ? a.place_of_supply < b.place_of_supply
        ? -1
        : 1
      : byRate(a.rate, b.rate),
  );
  const hsnRows = [...hsn.values()].sort((a, b) =>
    a.tab !== b.tab
      ? a.tab < b.tab
        ? -1
        : 1
      : a.hsn !== b.hsn
        ? a.hsn < b.hsn
          ? -1
          : 1
        : a.unit !== b.unit
          ? a.unit < b.unit
            ? -1
            : 1
          : byRate(a.rate, b.rate),
  );
  const docIssue = [
    ...documentSeries(
      1,
      books.invoices.map((i) => ({ number: i.number, cancelled: i.cancelled })),
    ),
    ...documentSeries(
      4,
      books.notes.filter((n) => n.kind === 'debit').map((n) => ({ number: n.number, cancelled: false })),
    ),
    ...documentSeries(
      5,
      books.notes.filter((n) => n.kind === 'credit').map((n) => ({ number: n.number, cancelled: false })),
    ),
  ];

  b2b.sort(byDateNumber);
  b2cl.sort(byDateNumber);
  cdnr.sort(byDateNumber);
  cdnur.sort(byDateNumber);

  const entriesSummary = (
    section: Gstr1Section,
    entries: readonly (Gstr1InvoiceEntry & { kind?: 'credit' | 'debit' })[],
  ): Gstr1SectionSummary => {
    const figures = zero();
    let value = 0;
    for (const e of entries) {
      const sign = e.kind === 'credit' ? -1 : 1;
      for (const r of e.rates) addInto(figures, r, sign);
      value += sign * e.value_paise;
    }
    return {
      section,
      label: GSTR1_SECTION_LABELS[section],
      documents: entries.length,
      rows: entries.length,
      ...figures,
      value_paise: value,
    };
  };
  const rowsSummary = (
    section: Gstr1Section,
    rows: readonly Gstr1Figures[],
    documents: number,
  ): Gstr1SectionSummary => {
    const figures = zero();
    for (const r of rows) addInto(figures, r);
    return {
      section,
      label: GSTR1_SECTION_LABELS[section],
      documents,
      rows: rows.length,
      ...figures,
      value_paise: worthOf(figures),
    };
  };
  const issued = docIssue.reduce((s, d) => s + d.total, 0);
  const summary: Gstr1SectionSummary[] = [
    entriesSummary('b2b', b2b),
    entriesSummary('b2cl', b2cl),
    rowsSummary('b2cs', b2csRows, b2csDocuments.size),
    entriesSummary('cdnr', cdnr),
    entriesSummary('cdnur', cdnur),
    rowsSummary('hsn', hsnRows, hsnRows.length),
    { ...rowsSummary('doc_issue', [], issued), rows: docIssue.length, value_paise: 0 },
  ];

  return {
    b2b,
    b2cl,
    b2cs: b2csRows,
    cdnr,
    cdnur,
    hsn: hsnRows,
    doc_issue: docIssue,
    summary,
    totals,
  };
}

// ——— the offline JSON (spec 004 §5) ———

/** Rupees as a JSON number with at most two decimals (integer paise ÷ 100, printed exactly). */
export const rupeesNumber = (paise: number) => Number(paiseToRupees(paise));
/** `2026-11-05` → `05-11-2026`, the portal's date. */
export const portalDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

export interface Gstr1ItemDetail {
  txval: number;
  rt: number;
  iamt: number;
  camt?: number;
  samt?: number;
  csamt: number;
}
interface Gstr1Item {
  num: number;
  itm_det: Gstr1ItemDetail;
}

export interface Gstr1Json {
  gstin: string;
  fp: string;
  b2b?: {
    ctin: string;
    inv: {
      inum: string;
      idt: string;
      val: number;
      pos: string;
      rchrg: 'Y' | 'N';
      inv_typ: 'R';
      itms: Gstr1Item[];
    }[];
  }[];
  b2cl?: { pos: string; inv: { inum: string; idt: string; val: number; itms: Gstr1Item[] }[] }[];
  b2cs?: {
    sply_ty: 'INTRA' | 'INTER';
    typ: 'OE';
    pos: string;
    rt: number;
    txval: number;
    iamt?: number;
    camt?: number;
    samt?: number;
    csamt: number;
  }[];
  cdnr?: {
    ctin: string;
    nt: {
      ntty: 'C' | 'D';
      nt_num: string;
      nt_dt: string;
      val: number;
      pos: string;
      rchrg: 'Y' | 'N';
      inv_typ: 'R';
      itms: Gstr1Item[];
    }[];
  }[];
  cdnur?: {
    typ: 'B2CL';
    ntty: 'C' | 'D';
    nt_num: string;
    nt_dt: string;
    val: number;
    pos: string;
    itms: Gstr1Item[];
  }[];
  hsn?: { hsn_b2b?: Gstr1HsnJsonRow[]; hsn_b2c?: Gstr1HsnJsonRow[]; data?: Gstr1HsnJsonRow[] };
  doc_issue?: {
    doc_det: {
      doc_num: number;
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
}

export interface Gstr1HsnJsonRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** Every tax of a rate (B2B, CDNR: the portal reads zeros where a tax does not apply). */
const fullItems = (rates: readonly Gstr1RateRow[]): Gstr1Item[] =>
  rates.map((r, i) => ({
    num: i + 1,
    itm_det: {
      txval: rupeesNumber(r.taxable_paise),
      rt: Number(r.rate),
      iamt: rupeesNumber(r.igst_paise),
      camt: rupeesNumber(r.cgst_paise),
      samt: rupeesNumber(r.sgst_paise),
      csamt: rupeesNumber(r.cess_paise),
    },
  }));
/** Integrated tax only (B2CL, CDNUR: inter-state by definition). */
const igstItems = (rates: readonly Gstr1RateRow[]): Gstr1Item[] =>
  rates.map((r, i) => ({
    num: i + 1,
    itm_det: {
      txval: rupeesNumber(r.taxable_paise),
      rt: Number(r.rate),
      iamt: rupeesNumber(r.igst_paise),
      csamt: rupeesNumber(r.cess_paise),
    },
  }));
const yn = (v: boolean): 'Y' | 'N' => (v ? 'Y' : 'N');

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The GST portal's offline JSON of a report: `gstin`, `fp` (`MMYYYY`), and each section that has rows;
 * amounts are numbers in rupees with at most two decimals, dates `dd-mm-yyyy`, notes unsigned with their
 * type (`ntty` C or D).
 */
export function gstr1Json(report: Gstr1Report, gstin: string, fp: string): Gstr1Json {
  const json: Gstr1Json = { gstin, fp };
  if (report.b2b.length) {
    json.b2b = groupBy(report.b2b, (e) => e.gstin ?? '').map(([ctin, entries]) => ({
      ctin,
      inv: entries.map((e) => ({
        inum: e.number,
        idt: portalDate(e.date),
        val: rupeesNumber(e.value_paise),
        pos: e.place_of_supply,
        rchrg: yn(e.reverse_charge),
        inv_typ: 'R' as const,
        itms: fullItems(e.rates),
      })),
    }));
  }
  if (report.b2cl.length) {
    json.b2cl = groupBy(report.b2cl, (e) => e.place_of_supply).map(([pos, entries]) => ({
      pos,
      inv: entries.map((e) => ({
        inum: e.number,
        idt: portalDate(e.date),
        val: rupeesNumber(e.value_paise),
        itms: igstItems(e.rates),
      })),
    }));
  }
  if (report.b2cs.length) {
    json.b2cs = report.b2cs.map((r) => ({
      sply_ty: r.supply,
      typ: 'OE' as const,
      pos: r.place_of_supply,
      rt: Number(r.rate),
      txval: rupeesNumber(r.taxable_paise),
      ...(r.supply === 'INTER'
        ? { iamt: rupeesNumber(r.igst_paise) }
        : { camt: rupeesNumber(r.cgst_paise), samt: rupeesNumber(r.sgst_paise) }),
      csamt: rupeesNumber(r.cess_paise),
    }));
  }
  if (report.cdnr.length) {
    json.cdnr = groupBy(report.cdnr, (e) => e.gstin ?? '').map(([ctin, entries]) => ({
      ctin,
      nt: entries.map((e) => ({
        ntty: e.kind === 'credit' ? ('C' as const) : ('D' as const),
        nt_num: e.number,
        nt_dt: portalDate(e.date),
        val: rupeesNumber(e.value_paise),
        pos: e.place_of_supply,
        rchrg: yn(e.reverse_charge),
        inv_typ: 'R' as const,
        itms: fullItems(e.rates),
      })),
    }));
  }
  if (report.cdnur.length) {
    json.cdnur = report.cdnur.map((e) => ({
      typ: 'B2CL' as const,
      ntty: e.kind === 'credit' ? ('C' as const) : ('D' as const),
      nt_num: e.number,
      nt_dt: portalDate(e.date),
      val: rupeesNumber(e.value_paise),
      pos: e.place_of_supply,
      itms: igstItems(e.rates),
    }));
  }
  if (report.hsn.length) {
    const rows = (tab: 'B2B' | 'B2C' | null): Gstr1HsnJsonRow[] =>
      report.hsn
        .filter((r) => tab === null || r.tab === tab)
        .map((r, i) => ({
          num: i + 1,
          hsn_sc: r.hsn,
          desc: r.description,
          uqc: r.unit,
          qty: Number(r.quantity),
          rt: Number(r.rate),
          txval: rupeesNumber(r.taxable_paise),
          iamt: rupeesNumber(r.igst_paise),
          camt: rupeesNumber(r.cgst_paise),
          samt: rupeesNumber(r.sgst_paise),
          csamt: rupeesNumber(r.cess_paise),
        }));
    json.hsn = hsnIsSplit(fp) ? { hsn_b2b: rows('B2B'), hsn_b2c: rows('B2C') } : { data: rows(null) };
  }
  if (report.doc_issue.length) {
    json.doc_issue = {
      doc_det: groupBy(report.doc_issue, (d) => String(d.nature).padStart(2, '0')).map(([, series]) => ({
        doc_num: series[0]?.nature ?? 1,
        docs: series.map((d, i) => ({
          num: i + 1,
          from: d.from,
          to: d.to,
          totnum: d.total,
          cancel: d.cancelled,
          net_issue: d.net,
        })),
      })),
    };
  }
  return json;
}

// ——— the reconciliation with the registers (spec 004 §6) ———

export interface RegisterKindTotals extends Gstr1Figures {
  /** Documents in the register that GSTR-1 reports (an invoice register's cancelled ones left out). */
  documents: number;
  value_paise: number;
}

export interface Gstr1ReconciliationRow {
  what: string;
  unit: 'count' | 'paise';
  gstr1: number;
  register: number;
  /** gstr1 − register. */
  difference: number;
}

export interface Gstr1Reconciliation {
  ok: boolean;
  rows: Gstr1ReconciliationRow[];
}

const RECONCILED: readonly [keyof Gstr1KindTotals, string, 'count' | 'paise'][] = [
  ['documents', 'number', 'count'],
  ['taxable_paise', 'taxable value', 'paise'],
  ['igst_paise', 'IGST', 'paise'],
  ['cgst_paise', 'CGST', 'paise'],
  ['sgst_paise', 'SGST/UTGST', 'paise'],
  ['cess_paise', 'cess', 'paise'],
  ['value_paise', 'value', 'paise'],
];

/** GSTR-1's invoices, credit notes and debit notes beside the registers' for the same days, figure by figure. */
export function reconcileGstr1(
  gstr1: Gstr1Report['totals'],
  registers: { invoices: RegisterKindTotals; credit: RegisterKindTotals; debit: RegisterKindTotals },
): Gstr1Reconciliation {
  const kinds = [
    ['invoices', 'Invoices'],
    ['credit', 'Credit notes'],
    ['debit', 'Debit notes'],
  ] as const;
  const rows = kinds.flatMap(([kind, label]) =>
    RECONCILED.map(([key, what, unit]) => ({
      what: `${label}: ${what}`,
      unit,
      gstr1: gstr1[kind][key],
      register: registers[kind][key],
      difference: gstr1[kind][key] - registers[kind][key],
    })),
  );
  return { ok: rows.every((r) => r.difference === 0), rows };
}

/** GET /api/gstr1: the screen's answer. */
export interface Gstr1Response {
  period: Gstr1Period;
  /** The GSTIN the return is filed under (the company profile in force); null until the profile has one. */
  gstin: string | null;
  sections: Gstr1SectionSummary[];
  doc_issue: Gstr1DocumentSeries[];
  reconciliation: Gstr1Reconciliation;
}
