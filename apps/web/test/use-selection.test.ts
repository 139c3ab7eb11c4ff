import { BULK_MAX } from '@aquadesk/shared/bulk.ts';
import { describe, expect, it } from 'vitest';
import { toggleId, togglePageIds } from '../src/lib/use-selection.ts';

/** The ticks of a list for actions on many (issue 41 item 13): at most BULK_MAX, a page box that undoes itself. */
describe('ticks', () => {
  const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

  it('ticks and unticks a row, and adds none past BULK_MAX', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
    const full = range(1, BULK_MAX);
    expect(toggleId(full, 999)).toEqual(full);
    expect(toggleId(full, 1)).toHaveLength(BULK_MAX - 1);
  });

  it('ticks a page, keeping what another page ticked, and unticks it when each is ticked', () => {
    expect(togglePageIds([7], [1, 2, 7])).toEqual([7, 1, 2]);
    expect(togglePageIds([9, 1, 2, 7], [1, 2, 7])).toEqual([9]);
  });

  it('ticks the first BULK_MAX of a page of 100, and the same box then unticks them', () => {
    const page = range(1, 100);
    const ticked = togglePageIds([], page);
    expect(ticked).toEqual(range(1, BULK_MAX));
    expect(togglePageIds(ticked, page)).toEqual([]);
  });
});
