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

export function useSelection(): Selection {
  const [ids, setIds] = useState<number[]>([]);
  const set = useMemo(() => new Set(ids), [ids]);
  const toggle = useCallback(
    (id: number) =>
      setIds((now) =>
        now.includes(id) ? now.filter((x) => x !== id) : now.length >= BULK_MAX ? now : [...now, id],
      ),
    [],
  );
  const togglePage = useCallback(
    (page: readonly number[]) =>
      setIds((now) => {
        const every = page.length > 0 && page.every((id) => now.includes(id));
        // a page longer than BULK_MAX ticks its first BULK_MAX; its box then unticks them again
        if (every || now.length >= BULK_MAX) return now.filter((id) => !page.includes(id));
        const added = page.filter((id) => !now.includes(id));
        return [...now, ...added].slice(0, Math.max(now.length, BULK_MAX));
      }),
    [],
  );
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
