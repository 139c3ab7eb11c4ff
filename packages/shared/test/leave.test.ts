import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES, leaveRangeDays, ZApplyLeaveRangeRequest } from '../src/leave.ts';

const body = (from_date: string, to_date: string) => ({
  from_date,
  to_date,
  half_day: 0,
  leave_type: 'Annual Leave',
  reason: 'Trip',
});

describe('leave ranges (docs/api.md "Leave")', () => {
  it('lists the working days, both ends included, Sundays left out', () => {
    // 2026-12-04 is a Friday, 2026-12-06 a Sunday
    expect(leaveRangeDays('2026-12-04', '2026-12-08')).toEqual([
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
    ]);
    expect(leaveRangeDays('2026-12-06', '2026-12-06')).toEqual([]);
    // across a month and a year end
    expect(leaveRangeDays('2026-12-31', '2027-01-02')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('takes at most 31 days, and To on or after From, at To', () => {
    const errorsOf = (from: string, to: string) => {
      const r = ZApplyLeaveRangeRequest.safeParse(body(from, to));
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(errorsOf('2026-12-01', '2026-12-31')).toEqual([]);
    expect(errorsOf('2026-12-01', '2027-01-01')).toEqual([['to_date', LEAVE_MESSAGES.rangeTooLong]]);
    expect(errorsOf('2026-12-02', '2026-12-01')).toEqual([['to_date', LEAVE_MESSAGES.toBeforeFrom]]);
    expect(errorsOf('2026-12-06', '2026-12-06')).toEqual([['to_date', LEAVE_MESSAGES.noWorkingDay]]);
    expect(errorsOf('2026-02-30', '2026-03-01')).toEqual([['from_date', LEAVE_MESSAGES.badDate]]);
  });
});
