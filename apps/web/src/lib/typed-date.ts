import { isDay } from '@aquadesk/shared/dates.ts';

/**
 * A day typed the Indian way, day first (`31/12/2026`, also `31-12-2026` or `31.12.2026`, one-digit day
 * and month allowed), as `YYYY-MM-DD`; null when the text is not a whole, real day (`31/02/2026`, `12/3`).
 */
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export function parseTypedDate(typed: string): string | null {
  const m = TYPED_DAY.exec(typed.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]?.padStart(2, '0')}-${m[1]?.padStart(2, '0')}`;
  return isDay(iso) ? iso : null;
}

/** True when the text has a day's shape (`31/02/2026`) but names no day of the calendar. */
export function isImpossibleDay(typed: string): boolean {
  return TYPED_DAY.test(typed.trim()) && parseTypedDate(typed) === null;
}
