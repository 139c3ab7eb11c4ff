import { isDay as isIsoDay } from '@aquadesk/shared/dates.ts';
import { describe, expect, it } from 'vitest';
import { isImpossibleDay, parseTypedDate } from '../src/lib/typed-date.ts';

describe('a day typed day first', () => {
  it('reads dd/mm/yyyy (and - or . between) as YYYY-MM-DD', () => {
    expect(parseTypedDate('04/12/2026')).toBe('2026-12-04');
    expect(parseTypedDate(' 4/1/2026 ')).toBe('2026-01-04');
    expect(parseTypedDate('31-12-2026')).toBe('2026-12-31');
    expect(parseTypedDate('29.02.2028')).toBe('2028-02-29');
  });

  it('refuses what is not a whole, real day', () => {
    for (const typed of [
      '31/02/2026',
      '29/02/2027',
      '12/13/2026',
      '00/01/2026',
      '12/3',
      '12/03/202',
      '2026-12-04',
      'x',
    ]) {
      expect(parseTypedDate(typed), typed).toBeNull();
    }
  });

  it('knows a real YYYY-MM-DD day', () => {
    expect(isIsoDay('2026-12-04')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('04/12/2026')).toBe(false);
  });
});

describe('a day of the right shape that the calendar does not have (issue 41 item 9)', () => {
  it('is told apart from text that is not a date at all', () => {
    for (const typed of ['31/02/2026', '29/02/2027', '12/13/2026', '00/01/2026', ' 31.04.2026 ']) {
      expect(isImpossibleDay(typed), typed).toBe(true);
    }
    for (const typed of ['04/12/2026', '29.02.2028', '12/3', 'tomorrow', '2026-12-04', '']) {
      expect(isImpossibleDay(typed), typed).toBe(false);
    }
  });
});
