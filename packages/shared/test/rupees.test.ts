import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees as fromFormat } from '../src/format.ts';
import { formatRupees as fromMoney } from '../src/money.ts';
import { formatRupees } from '../src/rupees.ts';
import { referenceFormatRupees } from './support/rupees-reference.ts';

type Input = string | number | { toFixed(): string };

/** The same answer as the frozen pre-move code, or the same error (type and message). */
function expectSame(value: Input): void {
  let expected: string | Error;
  try {
    expected = referenceFormatRupees(value);
  } catch (error) {
    expected = error as Error;
  }
  if (typeof expected === 'string') {
    expect(formatRupees(value)).toBe(expected);
  } else {
    expect(() => formatRupees(value)).toThrow(expected.constructor as new () => Error);
    expect(() => formatRupees(value)).toThrow(expected.message);
  }
}

/** A decimal-like object as decimal.js prints itself (`toFixed()` with no argument: plain notation). */
function decimalLike(text: string): { toFixed(): string } {
  return { toFixed: () => text };
}

const SAMPLES: readonly (string | number)[] = [
  0,
  -0,
  '0',
  '-0',
  '0.00',
  '-0.00',
  '+0',
  0.001,
  -0.001,
  '-0.001',
  '-0.005',
  '-0.0049999',
  0.005,
  '0.005',
  0.01,
  0.1,
  0.5,
  0.995,
  '0.995',
  1,
  -1,
  9.5,
  10.005,
  '10.005',
  '-10.005',
  '10.00499999',
  99.999,
  '999.999',
  999,
  1000,
  -1000,
  1234.5,
  12345,
  '99999.995',
  100000,
  '100000',
  -100000,
  1850000,
  '12345678.905',
  123456789.99,
  '-123456789.99',
  9999999999.999,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  1e21,
  1e-7,
  '1e21',
  '1E3',
  '1.5e2',
  '-1.5e-2',
  '12345e-5',
  '123456789012345678901234567890.125',
  '-123456789012345678901234567890.125',
  ' 12.50 ',
  '.5',
  '5.',
  '+1',
  '-.25',
  '0000123.4500',
  '1e1000',
  '1e-1000',
  // not decimals: the same RangeError as before
  '',
  ' ',
  '.',
  '-',
  'abc',
  '1,000',
  '₹100',
  '1e1001',
  '1e',
  '0x10',
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe('formatRupees in rupees.ts', () => {
  it('is the function money.ts and format.ts export', () => {
    expect(fromMoney).toBe(formatRupees);
    expect(fromFormat).toBe(formatRupees);
  });

  it.each(SAMPLES.map((v) => [String(v), v]))('formats %s as before the move', (_label, value) => {
    expectSame(value);
  });

  it('formats decimal-like objects as before the move', () => {
    for (const text of SAMPLES.filter((v): v is string => typeof v === 'string')) {
      expectSame(decimalLike(text));
    }
    for (const n of SAMPLES.filter((v): v is number => typeof v === 'number')) {
      expectSame(decimalLike(String(n)));
    }
  });

  it('keeps the known outputs', () => {
    expect(formatRupees('12345678.905')).toBe('₹1,23,45,678.91');
    expect(formatRupees(-1500)).toBe('-₹1,500.00');
    expect(formatRupees('-0.001')).toBe('₹0.00');
    expect(formatRupees(decimalLike('1850000.5'))).toBe('₹18,50,000.50');
    expect(() => formatRupees('1,000')).toThrow(RangeError);
  });

  it('agrees with the pre-move code on any number', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expectSame(n);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the pre-move code on any decimal string and decimal-like object', () => {
    const decimalText = fc
      .tuple(
        fc.constantFrom('', '-', '+'),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.option(fc.stringMatching(/^\d{0,8}$/), { nil: undefined }),
        fc.option(fc.integer({ min: -40, max: 40 }), { nil: undefined }),
      )
      .map(
        ([sign, whole, fraction, exponent]) =>
          `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}${exponent === undefined ? '' : `e${exponent}`}`,
      );
    fc.assert(
      fc.property(decimalText, (text) => {
        expectSame(text);
        expectSame(decimalLike(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the pre-move code on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        expectSame(text);
      }),
      { numRuns: 1000 },
    );
  });
});
