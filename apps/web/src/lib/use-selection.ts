import { BULK_MAX } from '@aquadesk/shared/bulk.ts';
import { useCallback, useMemo, useState } from 'react';

/** The rows ticked on a list for an action on many at once (issue 41 item 13), at most BULK_MAX. */
export interface Selection {
  ids: number[];
  has(id: number): boolean;
  toggle(id: number): void;
  /** Ticks every id of `page` (up to BULK_MAX in all), or unticks them when each is ticked or no more can be. */
  togglePage(page: readonly number[]): void;
  /** How many of `page` are ticked: none, some or all (the page's box). */
  pageState(page: readonly number[]): 'none' | 'some' | 'all';
  clear(): void;
  /** True when no more can be ticked. */
  full: boolean;
}

/** `now` with `id` ticked, or unticked if it was; none added once BULK_MAX are ticked. */
export function toggleId(now: readonly number[], id: number): number[] {
  if (now.includes(id)) return now.filter((x) => x !== id);
  return now.length >= BULK_MAX ? [...now] : [...now, id];
}

/**
 * `now` with every id of `page` ticked (the first BULK_MAX in all), or unticked when each is ticked already or
 * no more can be (a page of 100 ticks its first 50; its box then unticks them again).
 */
export function togglePageIds(now: readonly number[], page: readonly number[]): number[] {
  const every = page.length > 0 && page.every((id) => now.includes(id));
  if (every || now.length >= BULK_MAX) return now.filter((id) => !page.includes(id));
  const added = page.filter((id) => !now.includes(id));
  return [...now, ...added].slice(0, BULK_MAX);
}

export function useSelection(): Selection {
  const [ids, setIds] = useState<number[]>([]);
  const set = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback((id: number) => setIds((now) => toggleId(now, id)), []);
  const togglePage = useCallback((page: readonly number[]) => setIds((now) => togglePageIds(now, page)), []);
  return {
    ids,
    has: (id) => set.has(id),
    toggle,
    togglePage,
    pageState: (page) => {
      const n = page.filter((id) => set.has(id)).length;
      return n === 0 ? 'none' : n === page.length ? 'all' : 'some';
    },
    clear: useCallback(() => setIds([]), []),
    full: ids.length >= BULK_MAX,
  };
}
