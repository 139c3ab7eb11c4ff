import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_MESSAGES,
  contractFinancialYear,
  contractNumber,
  ZContractRequest,
} from '../src/contracts.ts';
import { addDays, financialYear } from '../src/dates.ts';

describe('a contract’s financial year (India’s, April to March)', () => {
  it('turns on the first of April', () => {
    expect(contractFinancialYear('2026-03-31')).toBe('2025-26');
    expect(contractFinancialYear('2026-04-01')).toBe('2026-27');
    expect(contractFinancialYear('2027-03-31')).toBe('2026-27');
    expect(contractFinancialYear('2099-12-31')).toBe('2099-00');
  });

  it('is the year dates.ts gives any day, written start-YY', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_000 }), (n) => {
        const day = addDays('2000-01-01', n);
        const start = financialYear(day);
        expect(contractFinancialYear(day)).toBe(`${start}-${String((start + 1) % 100).padStart(2, '0')}`);
      }),
    );
  });
});

describe('a contract’s number', () => {
  it('is AMC, the year and four digits', () => {
    expect(contractNumber('2026-27', 1)).toBe('AMC/2026-27/0001');
    expect(contractNumber('2026-27', 9999)).toBe('AMC/2026-27/9999');
  });

  it('refuses a serial outside 1 to 9999', () => {
    for (const serial of [0, -1, 1.5, 10_000, Number.NaN])
      expect(() => contractNumber('2026-27', serial)).toThrow(RangeError);
  });
});

describe('the request', () => {
  const valid = {
    client_id: 1,
    site_ids: [2],
    kind: 'comprehensive',
    starts_on: '2026-04-01',
    ends_on: '2027-03-31',
    visits_per_year: 4,
    response_hours: 4,
    resolution_hours: 24,
    covers_labour: true,
    covers_consumables: false,
    parts_cover: 'none',
    price: '1.5',
    billing_frequency: 'yearly',
    billing_timing: 'arrears',
    sac: '998719',
    gst_rate: 18,
  };

  it('fills the defaults: even spread, calendar hours, no equipment, products, technician or terms', () => {
    expect(ZContractRequest.parse(valid)).toMatchObject({
      visit_spread: 'even',
      visit_months: [],
      hours_basis: 'calendar',
      equipment_ids: [],
      covered_product_ids: [],
      parts_cap: null,
      technician_id: null,
      terms: '',
      price: '1.5',
      gst_rate: '18',
    });
  });

  it('names the cross-field rules at the field a person corrects, even when another field fails', () => {
    const result = ZContractRequest.safeParse({
      ...valid,
      price: 'x',
      ends_on: '2026-04-01',
      resolution_hours: 2,
      parts_cover: 'cap',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toMatchObject({
      price: 'Enter a number',
      ends_on: CONTRACT_MESSAGES.endsAfterStart,
      resolution_hours: CONTRACT_MESSAGES.resolutionBeforeResponse,
      parts_cap: CONTRACT_MESSAGES.partsCap,
    });
  });
});
