import { describe, expect, it } from 'vitest';
import {
  compactRupees,
  formatPaise,
  moneyAxisDomain,
  monthLabel,
  weekLabel,
} from '../src/features/dashboard/chart-format.ts';

describe('trend chart money and labels', () => {
  it('formats paise exactly in Indian grouping', () => {
    expect(formatPaise(123456789)).toBe('₹12,34,567.89');
    expect(formatPaise(60)).toBe('₹0.60');
    expect(formatPaise(-59000)).toBe('-₹590.00');
    expect(formatPaise(0)).toBe('₹0.00');
  });
  it('labels axes in lakh and crore', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(12000)).toBe('₹12,000');
    expect(compactRupees(450000)).toBe('₹4.5 L');
    expect(compactRupees(12300000)).toBe('₹1.23 Cr');
    expect(compactRupees(250000000)).toBe('₹25 Cr');
    expect(compactRupees(-150000)).toBe('-₹1.5 L');
  });
  it('names months and weeks', () => {
    expect(monthLabel('2026-11')).toBe('Nov 26');
    expect(weekLabel('2026-11-23')).toBe('23/11');
  });
  it('draws a month below zero: the money axis reaches the lowest value, and always includes zero', () => {
    const [low, high] = moneyAxisDomain;
    // a month whose credit notes exceed its invoices (demo data has one): -₹1,20,000
    expect(low(-120000)).toBe(-120000);
    expect(high(-120000)).toBe(0);
    expect(low(5000)).toBe(0);
    expect(high(5000)).toBe(5000);
  });
});
