/**
 * What a client owes (docs/requirements/002-gst.md §8): an invoice's balance from its total, its debit
 * and credit notes, its payments and refunds; its status; the limits on a payment, a credit note and a
 * refund; due dates, ageing and a statement's running balance. Amounts are integer paise, so every sum
 * is exact; dates are calendar dates in India's time ('YYYY-MM-DD').
 */
import { addDays, daysBetween } from './dates.ts';

export interface InvoiceLedger {
  /** The invoice's total as issued. */
  total_paise: number;
  /** Σ debit notes against it. */
  debited_paise: number;
  /** Σ credit notes against it. */
  credited_paise: number;
  /** Σ payments received for it (online and recorded by finance). */
  paid_paise: number;
  /** Σ money returned to the client for it. */
  refunded_paise: number;
  cancelled: boolean;
}

export type ReceivableStatus = 'unpaid' | 'partly_paid' | 'paid' | 'cancelled';

/** What the invoice is worth now: its total, raised by debit notes, lowered by credit notes. */
export const netValue = (l: InvoiceLedger) => l.total_paise + l.debited_paise - l.credited_paise;

/**
 * What the client still owes on the invoice. It is negative when the client has paid more than the invoice
 * is now worth; the company then owes a refund of that much.
 */
export const balanceOf = (l: InvoiceLedger) =>
  l.cancelled ? 0 : netValue(l) - l.paid_paise + l.refunded_paise;

export function statusOf(l: InvoiceLedger): ReceivableStatus {
  if (l.cancelled) return 'cancelled';
  const balance = balanceOf(l);
  if (balance <= 0) return 'paid';
  return l.paid_paise - l.refunded_paise > 0 ? 'partly_paid' : 'unpaid';
}

/** The most a new payment may be: the balance (a payment above it is refused). */
export const payableOf = (l: InvoiceLedger) => Math.max(0, balanceOf(l));

/** The most a new credit note may credit: what the invoice is still worth. */
export const creditableOf = (l: InvoiceLedger) => (l.cancelled ? 0 : Math.max(0, netValue(l)));

/** The most a new refund may return: what was paid beyond the invoice's worth. */
export const refundableOf = (l: InvoiceLedger) => Math.max(0, -balanceOf(l));

/** Only an issued invoice with nothing paid, credited or debited may be cancelled (its number stays used). */
export const cancellable = (l: InvoiceLedger) =>
  !l.cancelled && l.paid_paise === 0 && l.credited_paise === 0 && l.debited_paise === 0;

// ——— due dates and ageing (the day arithmetic is dates.ts) ———

/** The due date of an invoice issued on `issued` with `termsDays` of credit (0: due on issue). */
export const dueDateOf = (issued: string, termsDays: number) => addDays(issued, termsDays);

export const AGEING_BUCKETS = ['not_due', '0-30', '31-60', '61-90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** How a statement names each age (the screen and the PDF). */
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  not_due: 'Not yet due',
  '0-30': '0-30 days',
  '31-60': '31-60 days',
  '61-90': '61-90 days',
  over_90: 'Over 90 days',
};

/**
 * What clients owe of each age as the receivables list, its export and the dashboard's chart name it: the
 * figure's key (ReceivableRow, the dashboard's AgeingTotals) and its heading, youngest first.
 */
export const RECEIVABLE_AGES = [
  ['not_due_paise', 'Not due'],
  ['d0_30_paise', '0-30 days'],
  ['d31_60_paise', '31-60 days'],
  ['d61_90_paise', '61-90 days'],
  ['over_90_paise', 'Over 90 days'],
] as const;

/** Where an unpaid balance falls by days past its due date on `today`: due today is 0 days past due. */
export function ageingBucket(dueDate: string, today: string): AgeingBucket {
  const late = daysBetween(dueDate, today);
  if (late < 0) return 'not_due';
  if (late <= 30) return '0-30';
  if (late <= 60) return '31-60';
  if (late <= 90) return '61-90';
  return 'over_90';
}

// ——— a client's statement ———

export type StatementKind = 'invoice' | 'debit_note' | 'credit_note' | 'payment' | 'refund';

export interface StatementEntry {
  date: string;
  kind: StatementKind;
  /** The document's number or the payment's reference. */
  reference: string;
  amount_paise: number;
}

export interface StatementLine extends StatementEntry {
  /** What the entry adds to what the client owes. */
  debit_paise: number;
  /** What it takes off. */
  credit_paise: number;
  /** What the client owes after it. */
  balance_paise: number;
}

/** Invoices, debit notes and refunds raise what a client owes; payments and credit notes lower it. */
const RAISES: Record<StatementKind, boolean> = {
  invoice: true,
  debit_note: true,
  refund: true,
  credit_note: false,
  payment: false,
};

/**
 * A statement: entries in date order (entries of one date keep the order given), each with the running
 * balance, starting from `opening_paise` (what was owed before the period).
 */
export function statementOf(entries: readonly StatementEntry[], opening_paise = 0): StatementLine[] {
  const ordered = entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.date < b.e.date ? -1 : a.e.date > b.e.date ? 1 : a.i - b.i));
  let balance = opening_paise;
  return ordered.map(({ e }) => {
    const debit = RAISES[e.kind] ? e.amount_paise : 0;
    const credit = RAISES[e.kind] ? 0 : e.amount_paise;
    balance += debit - credit;
    return { ...e, debit_paise: debit, credit_paise: credit, balance_paise: balance };
  });
}

// ——— the wire of statements and receivables ———

/** GET /api/clients/{id}/statement: a period of a client's account, opening to closing balance. */
export interface ClientStatementResponse {
  client: {
    id: number;
    organization: string;
    name: string;
    gstin: string | null;
    /** The client switched overdue reminder mails off (PATCH /clients/{id}/reminders). */
    reminders_off: boolean;
  };
  from: string;
  to: string;
  opening_paise: number;
  closing_paise: number;
  lines: (StatementLine & { invoice_id: number; invoice_number: string | null })[];
  /** What is due at the period's end by days past due, and what is in the client's favour (§8). */
  ageing: StatementAgeing;
}

/** One client's open balances by how long they are past due (§8). */
export interface ReceivableRow {
  client_id: number | null;
  organization: string;
  invoices: number;
  total_paise: number;
  not_due_paise: number;
  d0_30_paise: number;
  d31_60_paise: number;
  d61_90_paise: number;
  over_90_paise: number;
  /** The earliest due date among its open invoices. */
  oldest_due: string | null;
}

/** GET /api/receivables: the clients who owe, most owed first, a page at a time, with the sums over all. */
export interface ReceivablesResponse {
  data: ReceivableRow[];
  totals: Omit<ReceivableRow, 'client_id' | 'organization' | 'oldest_due'>;
  /** Clients who owe, matching the search. */
  total: number;
  /** The next page's cursor; null on the last. */
  next_cursor: string | null;
  /** The day the ageing is counted to (IST). */
  as_of: string;
}

// ——— the ageing a statement closes with ———

/** What a client owes at the end of a statement by days past due (§8), and what they paid beyond it. */
export interface StatementAgeing {
  /** The day it is counted to: the statement's last day. */
  as_of: string;
  /** Each invoice's positive balance on `as_of`, by how long it is past due then. */
  buckets: Record<AgeingBucket, number>;
  /** Σ buckets: what is due. */
  due_paise: number;
  /** What the client paid beyond what their invoices are worth (a refund or an advance to set off). */
  in_credit_paise: number;
}

/**
 * The ageing of a statement's entries (every entry up to `asOf`, each naming its invoice): each invoice's
 * balance is what its entries raise less what they lower; a positive one is aged by its due date
 * (`dueDates`, else the invoice's date: due on issue) as of `asOf`, a negative one is money in the
 * client's favour. `due_paise − in_credit_paise` is the statement's closing balance.
 */
export function statementAgeing(
  entries: readonly (StatementEntry & { invoice_id: number })[],
  dueDates: ReadonlyMap<number, string | null>,
  asOf: string,
): StatementAgeing {
  const balances = new Map<number, { balance: number; issued: string | null }>();
  for (const e of entries) {
    const b = balances.get(e.invoice_id) ?? { balance: 0, issued: null };
    b.balance += RAISES[e.kind] ? e.amount_paise : -e.amount_paise;
    if (e.kind === 'invoice') b.issued = e.date;
    balances.set(e.invoice_id, b);
  }
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((k) => [k, 0])) as Record<AgeingBucket, number>;
  let due = 0;
  let credit = 0;
  for (const [id, { balance, issued }] of balances) {
    if (balance < 0) credit -= balance;
    if (balance <= 0) continue;
    const dueDate = dueDates.get(id) ?? issued ?? asOf;
    buckets[ageingBucket(dueDate, asOf)] += balance;
    due += balance;
  }
  return { as_of: asOf, buckets, due_paise: due, in_credit_paise: credit };
}
