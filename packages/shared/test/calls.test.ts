import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCountedHours,
  addCountedMs,
  countedMs,
  dueState,
  metPercent,
  timeLeftText,
} from '../src/calls.ts';

/** How a breakdown call's hours count (docs/requirements/010-calls.md §2). */

/** A moment given in India's time: `2026-12-03T10:00` IST. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const HOUR = 3600_000;

describe('calendar hours', () => {
  it('run round the clock, nights and Sundays included', () => {
    expect(addCountedHours(ist('2026-12-05T22:00'), 4, 'calendar')).toEqual(ist('2026-12-06T02:00'));
    expect(countedMs(ist('2026-12-05T22:00'), ist('2026-12-07T22:00'), 'calendar')).toBe(48 * HOUR);
  });
});

describe('working hours: Monday to Saturday, 09:00 to 18:00 IST', () => {
  it('count within a day', () => {
    // Thursday 3 December 2026, 10:00 + 4 h
    expect(addCountedHours(ist('2026-12-03T10:00'), 4, 'working')).toEqual(ist('2026-12-03T14:00'));
  });

  it('carry over the night to the next opening', () => {
    // Thursday 16:00 + 4 h: 2 h that day, 2 h on Friday from 09:00
    expect(addCountedHours(ist('2026-12-03T16:00'), 4, 'working')).toEqual(ist('2026-12-04T11:00'));
  });

  it('a call raised at night starts counting at the next opening', () => {
    expect(addCountedHours(ist('2026-12-03T23:30'), 2, 'working')).toEqual(ist('2026-12-04T11:00'));
    expect(addCountedHours(ist('2026-12-04T06:00'), 2, 'working')).toEqual(ist('2026-12-04T11:00'));
  });

  it('skip Sundays', () => {
    // Saturday 5 December 17:00 + 3 h: 1 h on Saturday, Sunday skipped, 2 h on Monday
    expect(addCountedHours(ist('2026-12-05T17:00'), 3, 'working')).toEqual(ist('2026-12-07T11:00'));
    // raised on a Sunday: Monday's opening
    expect(addCountedHours(ist('2026-12-06T12:00'), 1, 'working')).toEqual(ist('2026-12-07T10:00'));
  });

  it('cross a month end and a year end', () => {
    // Monday 30 November 17:00 + 9 h: 1 h, then 8 h on Tuesday 1 December
    expect(addCountedHours(ist('2026-11-30T17:00'), 9, 'working')).toEqual(ist('2026-12-01T17:00'));
    // Thursday 31 December 2026 15:00 + 12 h: 3 h, then 9 h on Friday 1 January 2027
    expect(addCountedHours(ist('2026-12-31T15:00'), 12, 'working')).toEqual(ist('2027-01-01T18:00'));
    // 28 February 2027 is a Sunday: Saturday 27th 17:00 + 2 h ends Monday 1 March 10:00
    expect(addCountedHours(ist('2027-02-27T17:00'), 2, 'working')).toEqual(ist('2027-03-01T10:00'));
  });

  it('a full working week is 54 hours', () => {
    expect(addCountedHours(ist('2026-12-07T09:00'), 54, 'working')).toEqual(ist('2026-12-12T18:00'));
    expect(countedMs(ist('2026-12-06T00:00'), ist('2026-12-13T00:00'), 'working')).toBe(54 * HOUR);
  });

  it('count a span: nights and Sundays are not counted', () => {
    expect(countedMs(ist('2026-12-05T17:00'), ist('2026-12-07T10:00'), 'working')).toBe(2 * HOUR);
    expect(countedMs(ist('2026-12-03T20:00'), ist('2026-12-04T08:00'), 'working')).toBe(0);
    expect(countedMs(ist('2026-12-04T10:00'), ist('2026-12-03T10:00'), 'working')).toBe(0);
  });

  it('counting back what was added gives the hours again (any start, any hours)', () => {
    const start = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 366 * 24 * 60 }),
        fc.integer({ min: 1, max: 2160 * 60 }),
        (minuteOffset, minutes) => {
          const from = new Date(start + minuteOffset * 60_000);
          const due = addCountedMs(from, minutes * 60_000, 'working');
          expect(countedMs(from, due, 'working')).toBe(minutes * 60_000);
          // a due time is always within a working day's hours (09:00 to 18:00 IST, not a Sunday)
          const local = new Date(due.getTime() + 5.5 * HOUR);
          const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
          expect(local.getUTCDay()).not.toBe(0);
          expect(minuteOfDay).toBeGreaterThan(9 * 60);
          expect(minuteOfDay).toBeLessThanOrEqual(18 * 60);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the clock', () => {
  const due = ist('2026-12-03T14:00');
  it('says met, late, breached or open', () => {
    expect(dueState(due, ist('2026-12-03T13:00'), ist('2026-12-04T10:00'), null)).toBe('met');
    expect(dueState(due, ist('2026-12-03T15:00'), ist('2026-12-04T10:00'), null)).toBe('late');
    expect(dueState(due, null, ist('2026-12-03T15:00'), null)).toBe('breached');
    expect(dueState(due, null, ist('2026-12-03T13:00'), null)).toBe('open');
    // paused before the due: the clock stands still, not breached
    expect(dueState(due, null, ist('2026-12-03T15:00'), ist('2026-12-03T12:00'))).toBe('open');
    expect(dueState(null, null, ist('2026-12-03T15:00'), null)).toBeNull();
  });

  it('words the time left', () => {
    expect(timeLeftText(due, ist('2026-12-03T10:40'))).toBe('3 h 20 min left');
    expect(timeLeftText(due, ist('2026-12-03T15:05'))).toBe('breached 1 h 5 min ago');
    expect(timeLeftText(due, ist('2026-12-01T10:00'))).toBe('2 d 4 h left');
  });

  it('met % is whole, rounded down, none without resolved calls', () => {
    expect(metPercent(2, 3)).toBe(66);
    expect(metPercent(199, 200)).toBe(99);
    expect(metPercent(0, 0)).toBeNull();
  });
});
