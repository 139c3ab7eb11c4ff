import { exact, fixed2 } from '@aquadesk/shared/decimal.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAmountsOf, clientLinesOf } from '../../src/modules/estimates/operations/client-prices.ts';
import { estimateFields, figuresOf } from './estimate-arbitraries.ts';

/**
 * The job card's client copy (docs/api.md "What each document shows to whom"): its lines to the paisa add up
 * exactly to the value the job card's discount and GST are taken from, each within a paisa of its exact share.
 */

const estimateArb = fc.record(estimateFields(8));

describe('the client amounts of a job card', () => {
  it('add up to base + expense to the paisa, each line within a paisa of its exact amount', () => {
    fc.assert(
      fc.property(estimateArb, (e) => {
        const lines = clientLinesOf(
          { ...e, travelDistance: '10' },
          e.products.map((p, i) => ({ ...p, productId: i + 1, productName: `Product ${i + 1}` })),
          e.labour.map((l, i) => ({ ...l, roleName: `Role ${i + 1}` })),
        );
        const f = figuresOf(e).exact;
        const client = clientAmountsOf(lines);
        expect(client.value).toBe(fixed2(exact(f.base).plus(exact(f.administrative_expense))));
        const sum = client.lines.reduce((s, l) => s.plus(exact(l.amount)), exact(0));
        expect(fixed2(sum)).toBe(client.value);
        lines.forEach((l, i) => {
          const off = exact(client.lines[i]!.amount).minus(exact(l.unitPrice).times(exact(l.quantity)));
          expect(off.compare(exact('0.01'))).toBe(-1);
          expect(off.compare(exact('-0.01'))).toBe(1);
          expect(client.lines[i]!.rate).toBe(fixed2(exact(l.unitPrice)));
        });
      }),
      { numRuns: 500 },
    );
  });

  it('gives the paise rounding leaves to the lines that lost the most', () => {
    const client = clientAmountsOf([
      { quantity: '1', unitPrice: '0.004' },
      { quantity: '1', unitPrice: '0.003' },
      { quantity: '1', unitPrice: '0.003' },
    ]);
    // 0.010 in all: a paisa, to the first line (the most lost, then the earliest)
    expect(client).toEqual({
      value: '0.01',
      lines: [
        { rate: '0.00', amount: '0.01' },
        { rate: '0.00', amount: '0.00' },
        { rate: '0.00', amount: '0.00' },
      ],
    });
  });
});
