import { describe, expect, it } from 'vitest';
import { hasPath } from '../src/lib/use-zod-form.ts';

/** A server error lands at the field it names: top-level and a list's fields (products.0.discount). */
describe('hasPath', () => {
  const values = { organization: 'Acme', products: [{ discount: '', rate: '10' }], note: null };
  it.each([
    ['organization', true],
    ['products', true],
    ['products.0.discount', true],
    ['products.0.rate', true],
    ['products.1.discount', false],
    ['products.0.igst', false],
    ['note', true],
    ['note.x', false],
    ['reason', false],
    ['constructor', false],
  ])('%s → %s', (path, held) => {
    expect(hasPath(values, path)).toBe(held);
  });
});
