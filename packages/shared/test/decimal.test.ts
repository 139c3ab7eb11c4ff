import { describe, expect, it } from 'vitest';
import { plainNumber } from '../src/decimal.ts';

describe('plainNumber', () => {
  it.each([
    ['2.000', '2'],
    ['9.50', '9.5'],
    ['0.125', '0.125'],
    ['0.000', '0'],
    ['-0.50', '-0.5'],
    ['10', '10'],
    ['100', '100'],
  ])('reads %s as %s', (stored, plain) => {
    expect(plainNumber(stored)).toBe(plain);
  });
});
