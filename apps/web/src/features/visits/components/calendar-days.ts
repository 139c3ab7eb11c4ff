import { addDays, type Day, monthStart, weekStart } from '@aquadesk/shared/dates.ts';
import type { VisitRow } from '@aquadesk/shared/visits.ts';

export type CalendarView = 'month' | 'week';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The days a view shows: a month's six weeks from the Monday on or before its first, or one week. */
export function viewRange(view: CalendarView, anchor: Day): { from: Day; to: Day } {
  const from = view === 'month' ? weekStart(monthStart(anchor)) : weekStart(anchor);
  return { from, to: addDays(from, view === 'month' ? 41 : 6) };
}

/** The anchor a step back or forward moves to: a month or a week. */
export function stepAnchor(view: CalendarView, anchor: Day, step: -1 | 1): Day {
  if (view === 'week') return addDays(anchor, 7 * step);
  const first = monthStart(anchor);
  return step === 1 ? monthStart(addDays(first, 40)) : monthStart(first, 1);
}

/** The days from `from`, each with its visits. */
export function daysWithVisits(from: Day, count: number, visits: readonly VisitRow[]) {
  const byDay = new Map<Day, VisitRow[]>();
  for (const v of visits) byDay.set(v.planned_on, [...(byDay.get(v.planned_on) ?? []), v]);
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(from, i);
    return { day, visits: byDay.get(day) ?? [] };
  });
}
