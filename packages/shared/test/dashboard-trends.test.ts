import { describe, expect, it } from 'vitest';
import { monthStart, weekStart } from '../src/dates.ts';

describe('trend periods (IST calendar dates)', () => {
  it('counts months back across a year', () => {
    expect(monthStart('2026-11-27', 0)).toBe('2026-11-01');
    expect(monthStart('2026-11-27', 11)).toBe('2025-12-01');
    expect(monthStart('2026-01-31', 1)).toBe('2025-12-01');
  });
  it('finds the Monday of a week, weeks back', () => {
    expect(weekStart('2026-11-27', 0)).toBe('2026-11-23'); // a Friday
    expect(weekStart('2026-11-23', 0)).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29', 0)).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2026-11-27', 11)).toBe('2026-09-07');
  });
});
