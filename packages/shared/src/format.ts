import { TIME_ZONE } from './dates.ts';

/**
 * Showing dates, times, counts and rupees to people. The day arithmetic (a moment's day in India, today, days
 * added) is dates.ts.
 */

const dateFmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // h12, not hour12: en-GB with hour12 writes the hour after midnight as 00 ("00:37 am")
  hourCycle: 'h12',
});

/** Day/month/year in Asia/Kolkata (spec 001 §2). A plain `YYYY-MM-DD` date is shown as that day. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  return dateFmt.format(new Date(value));
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return dateTimeFmt.format(new Date(value));
}

const countFmt = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count grouped the Indian way (18,811; 1,00,000), as a list's total is shown. */
export function formatCount(n: number): string {
  return countFmt.format(n);
}

/** Rupees grouped the Indian way; lives in its own module (rupees.ts), kept here for its callers. */
export { formatRupees } from './rupees.ts';
