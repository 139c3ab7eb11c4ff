import { describe, expect, it } from 'vitest';
import { todayInIndia } from '../src/dates.ts';
import { formatCount, formatDate, formatDateTime, formatRupees } from '../src/format.ts';

describe('counts', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [18811, '18,811'],
    [100000, '1,00,000'],
    [12345678, '1,23,45,678'],
  ])('%s → %s', (n, out) => {
    expect(formatCount(n)).toBe(out);
  });
});

describe('rupees', () => {
  it.each([
    ['0', '₹0.00'],
    ['999', '₹999.00'],
    ['1000', '₹1,000.00'],
    ['123456.5', '₹1,23,456.50'],
    ['12345678.905', '₹1,23,45,678.91'],
    ['-1500', '-₹1,500.00'],
  ])('%s → %s', (v, out) => {
    expect(formatRupees(v)).toBe(out);
  });
});

describe('dates in Asia/Kolkata', () => {
  it('shows day/month/year', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    // 20:00 UTC is 01:30 the next day in India
    expect(formatDate('2026-11-21T20:00:00.000Z')).toBe('22/11/2026');
    expect(formatDateTime('2026-11-21T04:00:00.000Z')).toMatch(/^21\/11\/2026, 09:30 am$/i);
    // the hour after midnight and after noon is 12, never 00 (issue 31: a PDF printed "00:37 am")
    expect(formatDateTime('2026-11-26T19:07:00.000Z')).toBe('27/11/2026, 12:37 am');
    expect(formatDateTime('2026-11-26T06:37:00.000Z')).toBe('26/11/2026, 12:07 pm');
    expect(formatDateTime('2026-11-26T08:07:00.000Z')).toBe('26/11/2026, 01:37 pm');
    expect(todayInIndia(new Date('2026-11-21T19:00:00.000Z'))).toBe('2026-11-22');
  });
});
