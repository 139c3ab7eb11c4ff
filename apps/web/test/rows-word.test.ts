import { describe, expect, it } from 'vitest';
import { rowsWord } from '../src/components/load-more.tsx';

describe('the word under a list', () => {
  it('is the noun for none or many, and one row without its "s"', () => {
    expect(rowsWord(0, 'invoices')).toBe('invoices');
    expect(rowsWord(2, 'invoices')).toBe('invoices');
    expect(rowsWord(1, 'invoices')).toBe('invoice');
    expect(rowsWord(1, 'leaves')).toBe('leave');
    expect(rowsWord(1, 'job cards')).toBe('job card');
  });

  it('takes the given word where dropping the "s" would be wrong', () => {
    expect(rowsWord(1, 'entries', 'entry')).toBe('entry');
    expect(rowsWord(3, 'entries', 'entry')).toBe('entries');
  });
});
