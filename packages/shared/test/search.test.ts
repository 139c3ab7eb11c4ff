import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, searchedNumber, searchPath, ZSearchQuery } from '../src/search.ts';

describe('find anything (docs/api.md "Search")', () => {
  it('takes a term of 2 to 100 characters after trimming, without control characters', () => {
    expect(ZSearchQuery.parse({ q: '  ra  ' })).toEqual({ q: 'ra' });
    expect(ZSearchQuery.parse({ q: 'x'.repeat(100), limit: '20' })).toEqual({
      q: 'x'.repeat(100),
      limit: 20,
    });
    const error = (input: unknown) => ZSearchQuery.safeParse(input).error?.issues.map((i) => i.message);
    expect(error({})).toEqual([SEARCH_MESSAGES.required]);
    expect(error({ q: ' a ' })).toEqual([SEARCH_MESSAGES.tooShort]);
    expect(error({ q: 'x'.repeat(101) })).toEqual([SEARCH_MESSAGES.tooLong]);
    expect(error({ q: 'ab\tcd' })).toEqual([SEARCH_MESSAGES.control]);
    expect(error({ q: 'ab\u007f' })).toEqual([SEARCH_MESSAGES.control]);
    expect(error({ q: 'abc', limit: '0' })).toEqual([SEARCH_MESSAGES.limit]);
    expect(error({ q: 'abc', limit: '21' })).toEqual([SEARCH_MESSAGES.limit]);
  });

  it('reads a number, with or without #, and nothing else', () => {
    expect(searchedNumber('#123')).toBe(123);
    expect(searchedNumber('42')).toBe(42);
    expect(searchedNumber('AQ/26-27/1')).toBeUndefined();
    expect(searchedNumber('1234567890')).toBeUndefined();
  });

  it('opens a list on its search, the term encoded', () => {
    expect(searchPath('/site', 'STP & ETP #1')).toBe('/site?search=STP%20%26%20ETP%20%231');
  });
});
