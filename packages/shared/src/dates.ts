/**
 * Dates in one place (issue 42 item 5): every day AquaDesk reads is a calendar day in India.
 *
 * - A **day** is text, `YYYY-MM-DD`, a calendar day in Asia/Kolkata (IST, UTC+05:30 all year: India keeps
 *   no summer time). Days compare as text (`'2026-04-01' < '2026-11-27'`) and are counted here on the UTC
 *   calendar (a day is its midnight UTC), so no machine's time zone moves one.
 * - A **moment** is a `Date` or an ISO time; its day is the day in India it falls on (`istDay`): 18:29:59 UTC
 *   is still that day, 18:30 UTC is the next.
 *
 * The server, the web and the shared rules take the IST day of a moment, today in India, a day plus some
 * days, the week, month, quarter and financial year (1 April to 31 March) of a day from this module and do
 * no day arithmetic of their own. Showing a day or a time (dd/mm/yyyy, 'Good morning') is format.ts and the
 * screens'; the web's date fields keep Mantine's DateInput on dayjs for the picker (components/date-field.tsx),
 * with their value a day as here.
 *
 * SQL that reads a moment's IST day inside a query (the registers, GSTR-1, the dashboard, the ageing, the
 * estimates' and revenue's periods) stays SQL, written with `TIME_ZONE` through apps/server/src/db/sql-time.ts
 * (`istDayOf`, `istDayStart`, `TODAY_IST`…). The migrations (the finish-day trigger, 0016; the tax invoices'
 * backfill, 0022) spell 'Asia/Kolkata' themselves: a migration never changes once shipped.
 */

/** India's time zone, as Intl and PostgreSQL name it. */
export const TIME_ZONE = 'Asia/Kolkata';
/** India's offset from UTC, as an ISO time writes it. */
const IST_OFFSET = '+05:30';
/** The same in milliseconds. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** One calendar day in milliseconds (a day in India is always this long). */
export const DAY_MS = 86_400_000;

/** A calendar day in India, `YYYY-MM-DD`. */
export type Day = string;

/** A period of days, both included. */
export interface DayPeriod {
  from: Day;
  to: Day;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Days since 1970-01-01 of a day (NaN when it is not one). */
const dayNumber = (day: Day) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number): Day => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** The day in India of a moment (a Date, an ISO time or milliseconds since 1970). */
export function istDay(at: Date | string | number): Day {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in India. */
export function todayInIndia(now: Date = new Date()): Day {
  return istDay(now);
}

/** A moment's wall-clock time in India, `YYYY-MM-DD HH:mm:ss` (as the IRP writes AckDt). */
export function istClock(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The hour (0-23) of a moment in India. */
export function istHour(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
}

/**
 * The moment of a wall-clock time in India: a day (its first moment), or a day and time
 * (`2026-11-27T17:05`, `2026-11-27 17:05:09`) with no offset of its own. Invalid Date when it is neither.
 */
export function istMoment(local: string): Date {
  const text = DAY_PATTERN.test(local) ? `${local}T00:00:00` : local.replace(' ', 'T');
  return new Date(`${text}${IST_OFFSET}`);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: Day, days: number): Day {
  return dayOfNumber(dayNumber(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day of the week, 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: Day): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The same day `years` later (29 February rolls to 1 March). */
export function addYears(day: Day, years: number): Day {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** How many days the month (1-12) of a year has. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The year and month (1-12) of a day. */
export function monthOf(day: Day): { year: number; month: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The days of a calendar month (1-12). */
export function monthPeriod(year: number, month: number): DayPeriod {
  const m = pad2(month);
  return { from: `${year}-${m}-01`, to: `${year}-${m}-${pad2(daysInMonth(year, month))}` };
}

/** The first day (`YYYY-MM-01`) of the month `back` months before the month of `day`. */
export function monthStart(day: Day, back = 0): Day {
  const { year, month } = monthOf(day);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) `back` weeks before the week of `day`. */
export function weekStart(day: Day, back = 0): Day {
  const sinceMonday = (weekdayOf(day) + 6) % 7;
  return addDays(day, -sinceMonday - 7 * back);
}

/** The months' names, January first (index = month - 1), as the app prints them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month's name shortened to three letters ("Jan"), for axes and tight columns. */
export const shortMonthName = (month: number): string => (MONTH_NAMES[month - 1] ?? '').slice(0, 3);

/** The financial year (April to March) that holds `day`, as the calendar year it begins in. */
export function financialYear(day: Day): number {
  const { year, month } = monthOf(day);
  return month >= 4 ? year : year - 1;
}

/** The financial year that begins in `startYear` as a label: 2026 → "2026-27" (a contract's series, an IRN). */
export const financialYearLabel = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The days of the financial year that begins on 1 April of `startYear`. */
export function financialYearPeriod(startYear: number): DayPeriod {
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

export type FinancialQuarter = 1 | 2 | 3 | 4;

/** The quarter of the financial year a day is in (Q1 April-June … Q4 January-March) and that year. */
export function financialQuarterOf(day: Day): { year: number; quarter: FinancialQuarter } {
  const { month } = monthOf(day);
  const quarter = (month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4) as FinancialQuarter;
  return { year: financialYear(day), quarter };
}

/** The days of quarter `quarter` of the financial year that begins in `startYear` (Q4 is in the next year). */
export function financialQuarterPeriod(startYear: number, quarter: FinancialQuarter): DayPeriod {
  const first = quarter === 4 ? 1 : quarter * 3 + 1;
  const year = quarter === 4 ? startYear + 1 : startYear;
  return { from: monthPeriod(year, first).from, to: monthPeriod(year, first + 2).to };
}
