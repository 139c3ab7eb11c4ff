import { describe, expect, it } from 'vitest';
import { periodOf, REGISTER_MAX_DAYS, registerFileName, ZRegisterQuery } from '../src/registers.ts';

/** The registers' periods (docs/requirements/002-gst.md §10): quick picks on the financial year, and the bounds. */

describe('periodOf', () => {
  it('gives the month, the month before, the financial-year quarter and the financial year of a day', () => {
    expect(periodOf('this_month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('this_month', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf('last_month', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodOf('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('this_quarter', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(periodOf('this_quarter', '2026-09-30')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(periodOf('this_quarter', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('this_quarter', '2027-02-10')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    // the financial year runs April to March: 31 March is the year before's, 1 April the new one's
    expect(periodOf('this_year', '2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(periodOf('this_year', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });

  it('every pick of every day of two years is a valid register period holding that day', () => {
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      for (const pick of ['this_month', 'this_quarter', 'this_year'] as const) {
        const p = periodOf(pick, today);
        expect(p.from <= today && today <= p.to, `${pick} ${today}`).toBe(true);
        expect(ZRegisterQuery.safeParse(p).success, `${pick} ${today}`).toBe(true);
      }
      const last = periodOf('last_month', today);
      expect(last.to < today && ZRegisterQuery.safeParse(last).success).toBe(true);
    }
  });
});

describe('ZRegisterQuery', () => {
  const errorsOf = (q: Record<string, string>) => {
    const r = ZRegisterQuery.safeParse(q);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('takes a period of at most 366 days, ends included, the end not before the start', () => {
    expect(errorsOf({ from: '2027-04-01', to: '2028-03-31' })).toEqual({});
    expect(REGISTER_MAX_DAYS).toBe(366);
    expect(errorsOf({ from: '2026-04-01', to: '2027-04-02' })).toEqual({
      to: 'A register covers at most 366 days: choose a shorter period',
    });
    expect(errorsOf({ from: '2026-04-02', to: '2026-04-01' })).toEqual({ to: 'The end is before the start' });
    expect(Object.keys(errorsOf({ from: '2026-02-29', to: '2026-03-01' }))).toEqual(['from']);
    expect(Object.keys(errorsOf({ from: '2026-04-01', to: '2026-04-30', format: 'pdf' }))).toEqual([
      'format',
    ]);
  });

  it('names the file by register and period', () => {
    expect(registerFileName('invoices', '2026-04-01', '2026-06-30', 'csv')).toBe(
      'invoice-register-2026-04-01-2026-06-30.csv',
    );
    expect(registerFileName('payments', '2026-04-01', '2026-06-30', 'xlsx')).toBe(
      'payment-register-2026-04-01-2026-06-30.xlsx',
    );
  });
});
