import { shortMonthName } from '@aquadesk/shared/dates.ts';
import { formatRupees } from '@aquadesk/shared/rupees.ts';

/**
 * Money on the trend charts (issue 31 item 13): exact rupees in Indian grouping for tooltips, and short
 * lakh/crore labels for the axes, from integer paise.
 */

/** ₹12,34,567.89 from 123456789 paise, exactly (no floating point). */
export function formatPaise(paise: number): string {
  const abs = Math.abs(Math.trunc(paise));
  const text = `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return formatRupees(text);
}

/** An axis label from rupees: ₹1.2 Cr, ₹4.5 L, ₹12,000, ₹0. */
export function compactRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const abs = Math.abs(rupees);
  const short = (n: number) => String(Number(n.toFixed(n < 10 ? 2 : 1)));
  if (abs >= 1e7) return `${sign}₹${short(abs / 1e7)} Cr`;
  if (abs >= 1e5) return `${sign}₹${short(abs / 1e5)} L`;
  return `${sign}${formatRupees(String(Math.round(abs))).replace(/\.00$/, '')}`;
}

/**
 * A money axis's range: from the lowest value or zero, whichever is lower, to the highest or zero. A month
 * whose credit notes exceed its invoices is below zero and must be drawn so (issue 41 item 9); the chart
 * library's default range for bars starts at zero and cut such a month off at the axis.
 */
export const moneyAxisDomain: [(dataMin: number) => number, (dataMax: number) => number] = [
  (dataMin) => Math.min(0, dataMin),
  (dataMax) => Math.max(0, dataMax),
];

/** 'YYYY-MM' → 'Nov 26'. */
export function monthLabel(month: string): string {
  return `${shortMonthName(Number(month.slice(5, 7))) || month} ${month.slice(2, 4)}`;
}

/** A week's Monday 'YYYY-MM-DD' → 'dd/mm' (IST dates as the app shows them). */
export function weekLabel(monday: string): string {
  return `${monday.slice(8, 10)}/${monday.slice(5, 7)}`;
}
