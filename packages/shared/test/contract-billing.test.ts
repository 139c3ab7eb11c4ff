import { describe, expect, it } from 'vitest';
import { billingPeriods, calendarPeriodOf, contractInvoiceLine } from '../src/contract-billing.ts';
import type { BillingFrequency } from '../src/contracts.ts';

const sum = (ps: { amount_paise: number }[]) => ps.reduce((s, p) => s + p.amount_paise, 0);

describe('calendarPeriodOf', () => {
  it('takes the financial year’s quarters, halves and years', () => {
    expect(calendarPeriodOf('quarterly', '2026-05-15')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(calendarPeriodOf('quarterly', '2027-02-01')).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(calendarPeriodOf('quarterly', '2026-12-31')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(calendarPeriodOf('half_yearly', '2026-09-30')).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(calendarPeriodOf('half_yearly', '2027-01-10')).toEqual({ from: '2026-10-01', to: '2027-03-31' });
    expect(calendarPeriodOf('yearly', '2027-03-31')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(calendarPeriodOf('yearly', '2027-04-01')).toEqual({ from: '2027-04-01', to: '2028-03-31' });
    expect(calendarPeriodOf('monthly', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('billingPeriods', () => {
  it('bills a financial year quarterly in four equal-by-days shares adding up to the price', () => {
    const ps = billingPeriods({
      startsOn: '2026-04-01',
      endsOn: '2027-03-31',
      frequency: 'quarterly',
      timing: 'advance',
      pricePaise: 120_000_00,
    });
    expect(ps.map((p) => [p.start, p.end, p.days, p.bill_on])).toEqual([
      ['2026-04-01', '2026-06-30', 91, '2026-04-01'],
      ['2026-07-01', '2026-09-30', 92, '2026-07-01'],
      ['2026-10-01', '2026-12-31', 92, '2026-10-01'],
      ['2027-01-01', '2027-03-31', 90, '2027-01-01'],
    ]);
    // 12,000,000 × 91 / 365 = 2,991,780.82…: floors, and the 2 paise left to the largest remainders (of two equal ones, the earlier)
    expect(ps.map((p) => p.amount_paise)).toEqual([2_991_781, 3_024_658, 3_024_657, 2_958_904]);
    expect(sum(ps)).toBe(120_000_00);
  });

  it('gives a contract starting mid-quarter a first partial period, and arrears bill the day after', () => {
    const ps = billingPeriods({
      startsOn: '2026-05-15',
      endsOn: '2027-05-14',
      frequency: 'quarterly',
      timing: 'arrears',
      pricePaise: 1_00_000_00,
    });
    expect(ps[0]).toMatchObject({ start: '2026-05-15', end: '2026-06-30', days: 47, bill_on: '2026-07-01' });
    expect(ps.at(-1)).toMatchObject({
      start: '2027-04-01',
      end: '2027-05-14',
      days: 44,
      bill_on: '2027-05-15',
    });
    expect(ps).toHaveLength(5);
    expect(sum(ps)).toBe(1_00_000_00);
  });

  it('bills monthly over a year to the paisa, whatever the price', () => {
    for (const price of [1, 7, 11, 99_999, 1_234_567, 100_000_000_000]) {
      const ps = billingPeriods({
        startsOn: '2026-04-01',
        endsOn: '2027-03-31',
        frequency: 'monthly',
        timing: 'advance',
        pricePaise: price,
      });
      expect(ps).toHaveLength(12);
      expect(sum(ps)).toBe(price);
      // no share more than a paisa from its exact share
      for (const p of ps) expect(Math.abs(p.amount_paise - (price * p.days) / 365)).toBeLessThan(1);
    }
  });

  it('counts a leap year’s 29 February', () => {
    const ps = billingPeriods({
      startsOn: '2027-04-01',
      endsOn: '2028-03-31',
      frequency: 'monthly',
      timing: 'advance',
      pricePaise: 366_00,
    });
    expect(ps.find((p) => p.start === '2028-02-01')).toMatchObject({ days: 29, amount_paise: 29_00 });
    expect(sum(ps)).toBe(366_00);
  });

  it('splits a 13-month contract over two financial years', () => {
    const ps = billingPeriods({
      startsOn: '2026-03-01',
      endsOn: '2027-03-31',
      frequency: 'yearly',
      timing: 'advance',
      pricePaise: 1_300_00,
    });
    expect(ps.map((p) => [p.start, p.end, p.days])).toEqual([
      ['2026-03-01', '2026-03-31', 31],
      ['2026-04-01', '2027-03-31', 365],
    ]);
    expect(ps.map((p) => p.amount_paise)).toEqual([10_177, 119_823]);
    expect(sum(ps)).toBe(1_300_00);
  });

  it('bills a contract of one day short of a year in its periods, the last partial', () => {
    const ps = billingPeriods({
      startsOn: '2026-04-01',
      endsOn: '2027-03-30',
      frequency: 'half_yearly',
      timing: 'arrears',
      pricePaise: 50_000_00,
    });
    expect(ps.map((p) => [p.start, p.end, p.days, p.bill_on])).toEqual([
      ['2026-04-01', '2026-09-30', 183, '2026-10-01'],
      ['2026-10-01', '2027-03-30', 181, '2027-03-31'],
    ]);
    expect(sum(ps)).toBe(50_000_00);
  });

  it('adds up to the price for any start, length and plan', () => {
    const frequencies: BillingFrequency[] = ['yearly', 'half_yearly', 'quarterly', 'monthly'];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 300; i++) {
      const start = new Date(Date.UTC(2024, 0, 1) + next(1500) * 86_400_000).toISOString().slice(0, 10);
      const end = new Date(Date.parse(`${start}T00:00:00Z`) + (1 + next(1800)) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const price = 1 + next(2_000_000_000);
      const ps = billingPeriods({
        startsOn: start,
        endsOn: end,
        frequency: frequencies[next(4)]!,
        timing: 'advance',
        pricePaise: price,
      });
      expect(sum(ps)).toBe(price);
      expect(ps[0]!.start).toBe(start);
      expect(ps.at(-1)!.end).toBe(end);
      for (const p of ps) expect(p.amount_paise).toBeGreaterThanOrEqual(0);
    }
  });

  it('names the contract and the period on the invoice line', () => {
    expect(contractInvoiceLine('AMC/2026-27/0001', { start: '2026-04-01', end: '2026-06-30' })).toBe(
      'Annual maintenance contract AMC/2026-27/0001, 01/04/2026 to 30/06/2026',
    );
  });
});
