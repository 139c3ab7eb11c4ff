import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates.ts';
import {
  billingPeriodOf,
  type CoverInput,
  isConsumable,
  isCovered,
  PART_MESSAGES,
  ZAddPartRequest,
} from '../src/parts.ts';

// issue 43 item 5 (docs/requirements/008-parts.md): the pure rules of a task's part lines

const contract = (extra: Partial<NonNullable<CoverInput['contract']>> = {}): CoverInput['contract'] => ({
  parts_cover: 'all',
  covers_consumables: true,
  parts_cap_paise: null,
  lists_product: false,
  covered_in_period_paise: 0,
  ...extra,
});

describe('isCovered', () => {
  it('no contract: chargeable; all, none and listed as the contract says', () => {
    expect(isCovered({ contract: null, consumable: false, line_paise: 100 })).toBe(false);
    expect(isCovered({ contract: contract(), consumable: false, line_paise: 100 })).toBe(true);
    expect(
      isCovered({ contract: contract({ parts_cover: 'none' }), consumable: false, line_paise: 100 }),
    ).toBe(false);
    const listed = (lists_product: boolean) =>
      isCovered({
        contract: contract({ parts_cover: 'listed', lists_product }),
        consumable: false,
        line_paise: 1,
      });
    expect([listed(true), listed(false)]).toEqual([true, false]);
  });

  it('a consumable follows covers_consumables whatever the parts cover', () => {
    expect(
      isCovered({ contract: contract({ covers_consumables: false }), consumable: true, line_paise: 1 }),
    ).toBe(false);
    expect(
      isCovered({
        contract: contract({ parts_cover: 'none', covers_consumables: true }),
        consumable: true,
        line_paise: 1,
      }),
    ).toBe(true);
  });

  it('cap: covered exactly when what the period used plus the whole line fits (never split)', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 1_000_000 }),
        (used, line, cap) => {
          const covered = isCovered({
            contract: contract({ parts_cover: 'cap', parts_cap_paise: cap, covered_in_period_paise: used }),
            consumable: false,
            line_paise: line,
          });
          expect(covered).toBe(used + line <= cap);
        },
      ),
    );
  });
});

describe('billingPeriodOf', () => {
  const terms = { starts_on: '2026-05-15', ends_on: '2027-05-14', billing_frequency: 'quarterly' as const };

  it('is the plan’s calendar period holding the day, clipped to the contract (as its invoices are)', () => {
    expect(billingPeriodOf(terms, '2026-05-20')).toEqual({ from: '2026-05-15', to: '2026-06-30' });
    expect(billingPeriodOf(terms, '2026-07-01')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(billingPeriodOf(terms, '2027-05-14')).toEqual({ from: '2027-04-01', to: '2027-05-14' });
    expect(billingPeriodOf({ ...terms, billing_frequency: 'monthly' }, '2026-12-31')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(billingPeriodOf({ ...terms, billing_frequency: 'yearly' }, '2026-12-01')).toEqual({
      from: '2026-05-15',
      to: '2027-03-31',
    });
    // a day past the end is taken into the last period, one before the start into the first
    expect(billingPeriodOf(terms, '2027-06-01')).toEqual({ from: '2027-04-01', to: '2027-05-14' });
    expect(billingPeriodOf(terms, '2026-01-01')).toEqual({ from: '2026-05-15', to: '2026-06-30' });
  });

  it('every day of the contract is in the period returned, and periods follow one another', () => {
    for (const billing_frequency of ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const) {
      const start = '2026-01-31';
      const contract = { starts_on: start, ends_on: addDays(start, 500), billing_frequency };
      let previous: { from: string; to: string } | undefined;
      for (let day = start; day <= contract.ends_on; day = addDays(day, 1)) {
        const period = billingPeriodOf(contract, day);
        expect(period.from <= day && day <= period.to).toBe(true);
        if (previous && previous.from !== period.from) expect(period.from).toBe(addDays(previous.to, 1));
        previous = period;
      }
    }
  });
});

describe('the request and the category', () => {
  it('a quantity is whole, 1 to 9,999', () => {
    for (const quantity of [0, 10_000, 2.5, '1e2', -1]) {
      const parsed = ZAddPartRequest.safeParse({ task_id: 1, product_id: 1, quantity });
      expect(parsed.success, String(quantity)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(PART_MESSAGES.quantity);
    }
    expect(ZAddPartRequest.parse({ task_id: '1', product_id: 2, quantity: '9999' }).quantity).toBe(9999);
  });

  it('a consumable is a product whose category says so', () => {
    expect(isConsumable('RO Consumables')).toBe(true);
    expect(isConsumable('Spares')).toBe(false);
    expect(PART_MESSAGES.stock(2)).toBe('Only 2 in stock');
    expect(PART_MESSAGES.stock(0)).toBe('None in stock');
  });
});
