import { z } from 'zod';
import {
  type DayPeriod,
  daysBetween,
  financialQuarterOf,
  financialQuarterPeriod,
  financialYear,
  financialYearPeriod,
  monthOf,
  monthPeriod,
  monthStart,
} from './dates.ts';
import type { InvoiceStatus } from './invoices.ts';
import { zIsoDate } from './invoices.ts';
import { ZPageQuery } from './paging.ts';

/**
 * The GST registers (issue 30 item 10; docs/requirements/002-gst.md §10, docs/api.md "Registers"): the
 * invoices issued, the credit and debit notes raised and the money received and refunded over a period of
 * IST calendar days, a page at a time with the totals of the whole period, and as CSV or XLSX files.
 * Amounts are integer paise, dates `YYYY-MM-DD` (IST).
 */

export const REGISTER_KINDS = ['invoices', 'notes', 'payments'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

export const REGISTER_LABELS: Record<RegisterKind, string> = {
  invoices: 'Invoice register',
  notes: 'Credit and debit note register',
  payments: 'Payment register',
};

/** What a file of each register is called: `invoice-register-2026-04-01-2026-06-30.csv`. */
const FILE_STEMS: Record<RegisterKind, string> = {
  invoices: 'invoice-register',
  notes: 'note-register',
  payments: 'payment-register',
};

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const registerFileName = (kind: RegisterKind, from: string, to: string, format: ExportFormat) =>
  `${FILE_STEMS[kind]}-${from}-${to}.${format}`;

/** A period is at most this many days, ends included: a financial year, 366 days in a leap year. */
export const REGISTER_MAX_DAYS = 366;
/** The most rows one export holds (the whole period, every page); more is 400 at `to`. */
export const REGISTER_EXPORT_MAX_ROWS = 50_000;

export const REGISTER_MESSAGES = {
  endBeforeStart: 'The end is before the start',
  tooLong: `A register covers at most ${REGISTER_MAX_DAYS} days: choose a shorter period`,
  format: 'Choose csv or xlsx',
  tooManyRows: `An export holds at most ${REGISTER_EXPORT_MAX_ROWS.toLocaleString('en-IN')} rows and this period has more: choose a shorter period or narrow the search`,
} as const;

/**
 * GET /api/registers/{invoices|notes|payments}: the period (`from`, `to`, IST dates, both included, at
 * most 366 days), a search, paging, and `format` for the whole period as a file.
 */
export const ZRegisterQuery = ZPageQuery.extend({
  from: zIsoDate,
  to: zIsoDate,
  format: z.enum(EXPORT_FORMATS, { error: REGISTER_MESSAGES.format }).optional(),
}).superRefine((q, ctx) => {
  if (q.to < q.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REGISTER_MESSAGES.endBeforeStart });
  else if (daysBetween(q.from, q.to) + 1 > REGISTER_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: REGISTER_MESSAGES.tooLong });
  }
});
export type TRegisterQuery = z.output<typeof ZRegisterQuery>;

/** Who a document was billed to (spec 002 §2): with a GSTIN business-to-business, else business-to-consumer. */
export type Billed = 'B2B' | 'B2C';

/** The tax columns every register row of a document carries, in paise. */
export interface TaxFigures {
  taxable_paise: number;
  cgst_paise: number;
  /** State tax, or Union territory tax where the place of supply is a union territory without a legislature. */
  sgst_paise: number;
  igst_paise: number;
  /** Compensation cess: the company supplies nothing that bears it, so always 0 (a column GST returns have). */
  cess_paise: number;
}

/**
 * One row of the invoice register: an issued invoice at one GST rate (GST returns report an invoice rate
 * by rate), its whole value repeated on each of its rates. A cancelled invoice is one row with no rate and
 * every figure 0: its number stays used (spec 002 §6), so the series reads without a gap.
 */
export interface InvoiceRegisterRow extends TaxFigures {
  invoice_id: number;
  number: string;
  date: string;
  recipient: string;
  gstin: string | null;
  /** The place of supply's state code and name; null on an invoice made before tax invoices. */
  place_of_supply: string | null;
  place_of_supply_name: string | null;
  billed: Billed;
  reverse_charge: boolean;
  status: InvoiceStatus;
  /** The rate of this row ("18", "0.25"); null on a cancelled invoice. */
  gst_rate: string | null;
  /** The invoice's whole value (its total as issued; 0 when cancelled). */
  invoice_value_paise: number;
}

export interface InvoiceRegisterTotals extends TaxFigures {
  /** Invoices in the period (cancelled ones too) and how many of them are cancelled. */
  invoices: number;
  cancelled: number;
  /** Σ of each invoice's value once, however many rates it has. */
  invoice_value_paise: number;
}

/** One row of the note register: a credit or debit note at one GST rate, with the invoice it amends. */
export interface NoteRegisterRow extends TaxFigures {
  note_id: number;
  number: string;
  date: string;
  kind: 'credit' | 'debit';
  invoice_id: number;
  invoice_number: string;
  invoice_date: string;
  recipient: string;
  gstin: string | null;
  place_of_supply: string | null;
  place_of_supply_name: string | null;
  billed: Billed;
  gst_rate: string;
  /** The note's whole value, repeated on each of its rates. */
  note_value_paise: number;
}

/** The figures of one kind of note over the period; each note's value counted once. */
export interface NoteTotals extends TaxFigures {
  notes: number;
  note_value_paise: number;
}

export interface NoteRegisterTotals {
  credit: NoteTotals;
  debit: NoteTotals;
}

export type ReceiptMethod = 'online' | 'bank_transfer' | 'upi' | 'cheque' | 'cash';

/**
 * One row of the payment register: a payment received (its receipt) or a refund made, on the day the money
 * moved. A refund has a row of its own and a negative amount, so the column adds up to what was kept.
 */
export interface PaymentRegisterRow {
  receipt_id: number;
  kind: 'payment' | 'refund';
  /** The receipt's number; a refund has none. */
  number: string | null;
  date: string;
  invoice_id: number;
  invoice_number: string;
  client: string;
  method: ReceiptMethod;
  reference: string;
  /** Positive for a payment, negative for a refund. */
  amount_paise: number;
}

export interface PaymentRegisterTotals {
  payments: number;
  refunds: number;
  received_paise: number;
  /** Σ refunds, as a positive amount. */
  refunded_paise: number;
  /** received − refunded: the sum of the amount column. */
  net_paise: number;
}

interface RegisterPage<R, T> {
  data: R[];
  /** The sums over every row of the period that matches the search (every page), computed by the database. */
  totals: T;
  /** Rows that match (every page). */
  total: number;
  next_cursor: string | null;
  from: string;
  to: string;
}

export type InvoiceRegisterResponse = RegisterPage<InvoiceRegisterRow, InvoiceRegisterTotals>;
export type NoteRegisterResponse = RegisterPage<NoteRegisterRow, NoteRegisterTotals>;
export type PaymentRegisterResponse = RegisterPage<PaymentRegisterRow, PaymentRegisterTotals>;

export const RECEIPT_METHOD_LABELS: Record<ReceiptMethod, string> = {
  online: 'Online',
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
};

// ——— periods the screen offers (IST calendar days; the financial year runs April to March) ———

export type Period = DayPeriod;

export const REGISTER_PERIODS = ['this_month', 'last_month', 'this_quarter', 'this_year'] as const;
export type RegisterPeriod = (typeof REGISTER_PERIODS)[number];
export const REGISTER_PERIOD_LABELS: Record<RegisterPeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  this_year: 'This financial year',
};

/**
 * The period of a quick pick on `today` (IST, `YYYY-MM-DD`): the calendar month, the month before, the
 * financial year's quarter (April-June, July-September, October-December, January-March) or the financial
 * year (1 April to 31 March) that holds it.
 */
export function periodOf(pick: RegisterPeriod, today: string): Period {
  switch (pick) {
    case 'this_month': {
      const { year, month } = monthOf(today);
      return monthPeriod(year, month);
    }
    case 'last_month': {
      const { year, month } = monthOf(monthStart(today, 1));
      return monthPeriod(year, month);
    }
    case 'this_quarter': {
      const { year, quarter } = financialQuarterOf(today);
      return financialQuarterPeriod(year, quarter);
    }
    case 'this_year':
      return financialYearPeriod(financialYear(today));
  }
}
