import { z } from 'zod';
import type { BillingFrequency, BillingTiming } from './contracts.ts';
import {
  addDays,
  type Day,
  type DayPeriod,
  daysBetween,
  financialYear,
  monthOf,
  monthPeriod,
} from './dates.ts';
import { formatDate } from './format.ts';
import { type InvoiceStatus, zIsoDate } from './invoices.ts';
import { zIdOf } from './validation.ts';

/**
 * A contract's billing plan (issue 43 item 8; docs/requirements/009-contract-billing.md): the billing
 * frequency's calendar periods (months; the financial year's quarters Apr-Jun, Jul-Sep, Oct-Dec, Jan-Mar; its
 * halves Apr-Sep and Oct-Mar; financial years Apr-Mar) clipped to the contract's period, so a contract that
 * starts inside one has a first partial period, and one that ends inside one a last partial period.
 *
 * Each period's amount is the price shared by days: price × days in the period / days in the contract, in
 * paise. The shares are rounded down to the paisa and the paise left over (fewer than the periods) go one each
 * to the periods with the largest remainders, the earlier period first among equal remainders (largest
 * remainder): the amounts add up to the price exactly, and no period is more than a paisa from its exact share.
 */
export interface BillingPeriod {
  /** the first and the last day of the period (both billed) */
  start: Day;
  end: Day;
  days: number;
  amount_paise: number;
  /** the day the period is billed in India: advance, its first day; arrears, the day after its last */
  bill_on: Day;
}

/** The calendar period of a billing frequency that holds `day`. */
export function calendarPeriodOf(frequency: BillingFrequency, day: Day): DayPeriod {
  const { year, month } = monthOf(day);
  if (frequency === 'monthly') return monthPeriod(year, month);
  // months counted from April of the financial year: 0 (April) … 11 (March)
  const fy = financialYear(day);
  const fromApril = (month + 8) % 12;
  const size = frequency === 'quarterly' ? 3 : frequency === 'half_yearly' ? 6 : 12;
  const first = Math.floor(fromApril / size) * size;
  const monthAt = (i: number) => ({ year: i < 9 ? fy : fy + 1, month: ((i + 3) % 12) + 1 });
  const a = monthAt(first);
  const b = monthAt(first + size - 1);
  return { from: monthPeriod(a.year, a.month).from, to: monthPeriod(b.year, b.month).to };
}

/** The day a period is billed: advance on its first day, arrears on the day after its last. */
export function billDayOf(period: { start: Day; end: Day }, timing: BillingTiming): Day {
  return timing === 'advance' ? period.start : addDays(period.end, 1);
}

/**
 * The periods of a contract from `startsOn` to `endsOn` (both days in the contract) and their amounts, which
 * add up to `pricePaise` exactly (largest remainder).
 */
export function billingPeriods(contract: {
  startsOn: Day;
  endsOn: Day;
  frequency: BillingFrequency;
  timing: BillingTiming;
  pricePaise: number;
}): BillingPeriod[] {
  const { startsOn, endsOn, frequency, timing } = contract;
  const spans: { start: Day; end: Day; days: number }[] = [];
  for (let start = startsOn; start <= endsOn; ) {
    const calendar = calendarPeriodOf(frequency, start);
    const end = calendar.to.localeCompare(endsOn) < 0 ? calendar.to : endsOn;
    spans.push({ start, end, days: daysBetween(start, end) + 1 });
    start = addDays(end, 1);
  }
  const total = BigInt(daysBetween(startsOn, endsOn) + 1);
  const price = BigInt(contract.pricePaise);
  const shares = spans.map((s, i) => {
    const exact = price * BigInt(s.days);
    return { i, paise: exact / total, remainder: exact % total };
  });
  let left = price - shares.reduce((sum, s) => sum + s.paise, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left <= 0n) break;
    share.paise += 1n;
    left -= 1n;
  }
  return spans.map((s, i) => ({
    ...s,
    amount_paise: Number(shares[i]!.paise),
    bill_on: billDayOf(s, timing),
  }));
}

/** The invoice line's description: "Annual maintenance contract AMC/2026-27/0001, 01/04/2026 to 30/06/2026". */
export function contractInvoiceLine(contractNumber: string, period: { start: Day; end: Day }): string {
  return `Annual maintenance contract ${contractNumber}, ${formatDate(period.start)} to ${formatDate(period.end)}`;
}

/** How the billing job makes a contract's invoices (company settings). */
export const CONTRACT_INVOICE_MODES = ['draft', 'issue'] as const;
export type ContractInvoiceMode = (typeof CONTRACT_INVOICE_MODES)[number];
export const CONTRACT_INVOICE_MODE_LABELS: Record<ContractInvoiceMode, string> = {
  draft: 'Made as drafts to review',
  issue: 'Issued at once',
};

/** A period of GET /api/contracts/:id/billing. */
export interface BillingPlanPeriod {
  start: Day;
  end: Day;
  days: number;
  /** rupees, two places, before GST */
  amount: string;
  bill_on: Day;
  /**
   * billed: its invoice was made; draft_deleted: it was made and that draft deleted ("Make again"); due: its day
   * has come and it has no invoice yet; upcoming: its day is to come; stopped: the contract bills no more
   * (cancelled, or still a draft)
   */
  state: 'billed' | 'draft_deleted' | 'due' | 'upcoming' | 'stopped';
  invoice: { id: number; number: string | null; status: InvoiceStatus } | null;
  made_at: string | null;
}

export interface ContractBillingPlan {
  contract_id: number;
  /** the contract bills (active, or ended: expired or renewed, for what is still unbilled); false: a draft or cancelled */
  billing: boolean;
  periods: BillingPlanPeriod[];
}

export interface ContractBillingResponse {
  data: ContractBillingPlan;
}

/** POST /api/contract-bills ("Bill now", "Make again"): a contract's period whose bill day has come. */
export const ZBillPeriodRequest = z.object({
  contract_id: zIdOf(undefined, 'Contract'),
  period_start: zIsoDate,
});
export type TBillPeriodRequest = z.input<typeof ZBillPeriodRequest>;

/** POST /api/contract-bills: the invoice made (issued when the company issues contract invoices at once). */
export interface BillPeriodResponse {
  data: {
    invoice_id: number;
    number: string | null;
    status: InvoiceStatus;
    /** Issuing at once failed (the company's GSTIN, the client's particulars): the draft stays, and why */
    issue_error?: string;
  };
}

export const CONTRACT_BILLING_MESSAGES = {
  noPeriod: (start: string) => `The contract has no billing period starting on ${formatDate(start)}`,
  notDue: (billOn: string) => `This period is billed on ${formatDate(billOn)}: it is not due yet`,
  billed: (number: string | null) =>
    number
      ? `This period is already billed: invoice ${number}`
      : 'This period is already billed (a draft invoice)',
  notBilling: 'Only an active contract is billed (an expired one only for its periods in arrears)',
  noNumber: 'The contract has no number yet: activate it first',
  noClient: 'The contract’s client has no client account to bill',
} as const;
