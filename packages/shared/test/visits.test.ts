import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '../src/dates.ts';
import { evenVisitCount, planVisitDays, type VisitPlanTerms, workingDayWithin } from '../src/visits.ts';

/** Planning a contract's visits (docs/requirements/007-visits.md §1). */

const even = (starts_on: string, ends_on: string, visits_per_year: number): VisitPlanTerms => ({
  starts_on,
  ends_on,
  visits_per_year,
  visit_spread: 'even',
  visit_months: [],
});
const months = (starts_on: string, ends_on: string, visit_months: number[]): VisitPlanTerms => ({
  starts_on,
  ends_on,
  visits_per_year: visit_months.length,
  visit_spread: 'months',
  visit_months,
});

describe('working days', () => {
  it('a Sunday moves to the Monday, or to the Saturday when that Monday is past the last day', () => {
    expect(workingDayWithin('2026-04-05', '2027-03-31')).toBe('2026-04-06'); // Sunday → Monday
    expect(workingDayWithin('2026-04-04', '2027-03-31')).toBe('2026-04-04'); // a Saturday stays
    expect(workingDayWithin('2027-03-28', '2027-03-28')).toBe('2027-03-27'); // the last day: Saturday
  });
});

describe('an even spread', () => {
  it('a year of quarterly visits falls at equal intervals from the first day', () => {
    // 2026-04-01 is a Wednesday; 365 days / 4 = 91.25: days 0, 91, 182, 273
    expect(planVisitDays(even('2026-04-01', '2027-03-31', 4))).toEqual([
      '2026-04-01',
      '2026-07-01',
      '2026-09-30',
      '2026-12-30',
    ]);
  });

  it('a period starting on a Sunday plans its first visit on the Monday', () => {
    const days = planVisitDays(even('2026-03-01', '2027-02-28', 12));
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(days[0]).toBe('2026-03-02');
    expect(days).toHaveLength(12);
  });

  it('a 13-month period plans 13 of 12 a year; a leap year’s 366 days still 12', () => {
    expect(evenVisitCount(even('2026-04-01', '2027-04-30', 12))).toBe(13);
    expect(planVisitDays(even('2026-04-01', '2027-04-30', 12))).toHaveLength(13);
    const leap = planVisitDays(even('2028-01-01', '2028-12-31', 12));
    expect(leap).toHaveLength(12);
    expect(leap.every((d) => d >= '2028-01-01' && d <= '2028-12-31')).toBe(true);
  });

  it('no visits a year plans none; 52 a year plans one a week, each on a working day, none twice', () => {
    expect(planVisitDays(even('2026-04-01', '2027-03-31', 0))).toEqual([]);
    const weekly = planVisitDays(even('2026-04-01', '2027-03-31', 52));
    expect(weekly).toHaveLength(52);
    expect(new Set(weekly).size).toBe(52);
    expect(weekly.every((d) => weekdayOf(d) !== 0)).toBe(true);
  });

  it('a short period rounds to the nearest whole: a month of 4 a year is none, two months is one', () => {
    expect(planVisitDays(even('2026-04-01', '2026-04-30', 4))).toEqual([]);
    expect(planVisitDays(even('2026-04-01', '2026-05-31', 4))).toEqual(['2026-04-01']);
  });

  it('any period: the count, in order, inside it, on working days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 1825 }),
        fc.integer({ min: 0, max: 52 }),
        (offset, length, perYear) => {
          const first = addDays('2024-01-01', offset);
          const last = addDays(first, length);
          const days = planVisitDays(even(first, last, perYear));
          expect(days).toHaveLength(Math.round((perYear * (daysBetween(first, last) + 1)) / 365));
          for (const [i, d] of days.entries()) {
            expect(d >= first && d <= last).toBe(true);
            expect(weekdayOf(d)).not.toBe(0);
            if (i > 0) expect(d >= days[i - 1]!).toBe(true);
          }
        },
      ),
    );
  });
});

describe('chosen months', () => {
  it('one visit in each chosen month, on the period’s day of the month, clamped to the month’s length', () => {
    // starts on the 31st: April has 30 days, February 28 (2027) → the last day of each
    expect(planVisitDays(months('2026-01-31', '2027-01-30', [2, 4, 10]))).toEqual([
      '2026-02-28', // a Saturday
      '2026-04-30',
      '2026-10-31', // a Saturday
    ]);
    // leap year February: the 29th, a Tuesday
    expect(planVisitDays(months('2028-01-31', '2028-12-31', [2]))).toEqual(['2028-02-29']);
  });

  it('a month whose day falls outside the period is skipped; a 13-month period visits its month twice', () => {
    // starts 15 April: the April of the next year has its 15th after the end (10 April), so one April
    expect(planVisitDays(months('2026-04-15', '2027-04-10', [4]))).toEqual(['2026-04-15']);
    expect(planVisitDays(months('2026-04-15', '2027-05-14', [4]))).toEqual(['2026-04-15', '2027-04-15']);
  });

  it('a Sunday in a chosen month moves to the Monday, the last day’s to the Saturday before', () => {
    // 2026-11-15 is a Sunday
    expect(planVisitDays(months('2026-04-15', '2027-03-31', [11]))).toEqual(['2026-11-16']);
    // the period ends on Sunday 2026-06-28, the June visit is on the 28th
    expect(planVisitDays(months('2026-05-28', '2026-06-28', [6]))).toEqual(['2026-06-27']);
  });
});
