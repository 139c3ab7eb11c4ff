import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  DAY_MS,
  daysBetween,
  daysInMonth,
  financialQuarterOf,
  financialQuarterPeriod,
  financialYear,
  financialYearLabel,
  financialYearPeriod,
  isDay,
  istClock,
  istDay,
  istHour,
  istMoment,
  monthPeriod,
  monthStart,
  TIME_ZONE,
  todayInIndia,
  weekdayOf,
  weekStart,
} from '../src/dates.ts';

/** Any real day from 1950 to 2150. */
const arbDay = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Any moment from 1950 to 2150. */
const arbMoment = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2150-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

describe('the IST day of a moment', () => {
  it('turns at 18:30 UTC', () => {
    expect(istDay(new Date('2027-03-31T18:29:59.999Z'))).toBe('2027-03-31');
    expect(istDay(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-04-01');
    expect(istDay('2026-12-31T18:30:00Z')).toBe('2027-01-01');
    expect(istDay(Date.parse('2026-11-21T19:00:00.000Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-21T19:00:00.000Z'))).toBe('2026-11-22');
  });

  it('is the day Intl names in Asia/Kolkata, for any moment', () => {
    fc.assert(fc.property(arbMoment, (at) => istDay(at) === intlDay.format(at)));
  });

  it('changes exactly at 18:30 UTC, for any day', () => {
    fc.assert(
      fc.property(arbDay, fc.integer({ min: 1, max: 60 * 60 * 1000 }), (day, ms) => {
        const turn = Date.parse(`${day}T18:30:00Z`);
        return (
          istDay(turn - ms) === day &&
          istDay(turn) === addDays(day, 1) &&
          istDay(turn + ms) === addDays(day, 1)
        );
      }),
    );
  });

  it('reads a wall-clock time in India back to its moment', () => {
    expect(istMoment('2026-11-27').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(istMoment('2026-11-27T12:00:00').toISOString()).toBe('2026-11-27T06:30:00.000Z');
    expect(istMoment('2026-11-27 17:05:09').toISOString()).toBe('2026-11-27T11:35:09.000Z');
    expect(Number.isNaN(istMoment('27/11/2026').getTime())).toBe(true);
    fc.assert(
      fc.property(arbMoment, (at) => {
        const whole = new Date(Math.floor(at.getTime() / 1000) * 1000);
        return (
          istMoment(istClock(whole)).getTime() === whole.getTime() &&
          istDay(istMoment(istDay(at))) === istDay(at)
        );
      }),
    );
  });

  it('writes the wall-clock time and hour in India', () => {
    expect(istClock(new Date('2026-11-27T11:35:09.400Z'))).toBe('2026-11-27 17:05:09');
    expect(istHour(new Date('2026-11-27T06:29:00Z'))).toBe(11);
    expect(istHour(new Date('2026-11-27T06:30:00Z'))).toBe(12);
    expect(istHour(new Date('2026-11-27T18:30:00Z'))).toBe(0);
  });
});

describe('days', () => {
  it('knows a real day', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-04-31')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('27/11/2026')).toBe(false);
    fc.assert(fc.property(arbDay, (day) => isDay(day)));
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-27', '2026-12-27')).toBe(30);
    expect(daysBetween('2026-12-27', '2026-11-27')).toBe(-30);
  });

  it('adding n then -n days returns the day, n days apart', () => {
    fc.assert(
      fc.property(arbDay, fc.integer({ min: -5000, max: 5000 }), (day, n) => {
        const later = addDays(day, n);
        return isDay(later) && addDays(later, -n) === day && daysBetween(day, later) === n;
      }),
    );
  });

  it('adding days keeps the order of days as text', () => {
    fc.assert(
      fc.property(
        arbDay,
        fc.integer({ min: 1, max: 5000 }),
        (day, n) => addDays(day, n) > day && addDays(day, -n) < day,
      ),
    );
  });

  it('adds years, 29 February rolling to 1 March', () => {
    expect(addYears('2026-11-27', 2)).toBe('2028-11-27');
    expect(addYears('2028-02-29', 1)).toBe('2029-03-01');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });

  it('names the weekday and the week (Monday to Sunday)', () => {
    expect(weekdayOf('2026-11-29')).toBe(0); // a Sunday
    expect(weekStart('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-27', 11)).toBe('2026-09-07');
    fc.assert(
      fc.property(arbDay, fc.integer({ min: 0, max: 60 }), (day, back) => {
        const monday = weekStart(day, back);
        return weekdayOf(monday) === 1 && daysBetween(monday, weekStart(day)) === 7 * back && monday <= day;
      }),
    );
  });
});

describe('months, quarters and financial years', () => {
  it('knows the months', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(monthPeriod(2026, 4)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(monthStart('2026-11-27')).toBe('2026-11-01');
    expect(monthStart('2026-11-27', 11)).toBe('2025-12-01');
    expect(monthStart('2026-01-31', 1)).toBe('2025-12-01');
    fc.assert(
      fc.property(arbDay, (day) => {
        const { from, to } = monthPeriod(Number(day.slice(0, 4)), Number(day.slice(5, 7)));
        return (
          from === monthStart(day) &&
          from <= day &&
          day <= to &&
          addDays(to, 1) === monthStart(addDays(to, 1))
        );
      }),
    );
  });

  it('puts 31 March in the year that ends and 1 April in the next', () => {
    expect(financialYear('2027-03-31')).toBe(2026);
    expect(financialYear('2027-04-01')).toBe(2027);
    expect(financialYearPeriod(2026)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(financialQuarterOf('2026-04-01')).toEqual({ year: 2026, quarter: 1 });
    expect(financialQuarterOf('2026-09-30')).toEqual({ year: 2026, quarter: 2 });
    expect(financialQuarterOf('2026-12-31')).toEqual({ year: 2026, quarter: 3 });
    expect(financialQuarterOf('2027-02-10')).toEqual({ year: 2026, quarter: 4 });
    expect(financialQuarterPeriod(2026, 4)).toEqual({ from: '2027-01-01', to: '2027-03-31' });
  });

  it('a day lies in its financial year and quarter, which meet end to end', () => {
    fc.assert(
      fc.property(arbDay, (day) => {
        const fy = financialYearPeriod(financialYear(day));
        const q = financialQuarterOf(day);
        const quarter = financialQuarterPeriod(q.year, q.quarter);
        const next =
          q.quarter === 4
            ? financialQuarterPeriod(q.year + 1, 1)
            : financialQuarterPeriod(q.year, (q.quarter + 1) as 2 | 3 | 4);
        return (
          fy.from <= day &&
          day <= fy.to &&
          quarter.from <= day &&
          day <= quarter.to &&
          addDays(quarter.to, 1) === next.from &&
          addDays(fy.to, 1) === financialYearPeriod(financialYear(day) + 1).from
        );
      }),
    );
  });

  it('a day is one DAY_MS long', () => {
    fc.assert(
      fc.property(
        arbDay,
        (day) => istMoment(addDays(day, 1)).getTime() - istMoment(day).getTime() === DAY_MS,
      ),
    );
  });
});
