import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's search and filters, kept in the URL (docs/api.md "Lists"): `values` are read from
 * the query string, `set` writes one (empty removes it), and `searchText`/`setSearchText` back a search
 * box that writes `search` to the URL 300 ms after the user stops typing.
 */
export function useListFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, params.get(n) ?? undefined])) as Record<
    K | 'search',
    string | undefined
  >;
  const search = params.get('search') ?? '';
  const set = (name: K | 'search', value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const [searchText, setSearchText] = useState(search);
  const [debounced] = useDebouncedValue(searchText.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search term writes the URL
  useEffect(() => {
    if (debounced !== search) set('search', debounced || undefined);
  }, [debounced]);
  values.search = search || undefined;
  return { values, set, searchText, setSearchText };
}
