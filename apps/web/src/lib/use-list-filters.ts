import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryWriter } from './use-query-writer.ts';

/**
 * A list screen's search and filters, kept in the URL (docs/api.md "Lists"): `values` are read from
 * the query string, `set` writes one (empty removes it), and `searchText`/`setSearchText` back a search
 * box that writes `search` to the URL 300 ms after the user stops typing. The values are also held in
 * state, so a switch or a select shows its new value at once while the URL (a transition) catches up.
 */
export function useListFilters<K extends string>(names: readonly K[]) {
  const [params] = useSearchParams();
  const write = useQueryWriter();
  const read = () =>
    Object.fromEntries([...names, 'search'].map((n) => [n, params.get(n) || undefined])) as Record<
      K | 'search',
      string | undefined
    >;
  const query = params.toString();
  const [values, setValues] = useState(read);
  // back and forward (or a link) change the URL: follow it
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is what changes
  useEffect(() => setValues(read()), [query]);
  const set = (name: K | 'search', value: string | undefined) => {
    setValues((prev) => ({ ...prev, [name]: value || undefined }));
    write((next) => {
      if (value) next.set(name, value);
      else next.delete(name);
    });
  };
  /** Every filter and the search removed, in one URL change. */
  const clear = () => {
    setValues(Object.fromEntries([...names, 'search'].map((n) => [n, undefined])) as typeof values);
    setSearchText('');
    write((next) => {
      for (const n of [...names, 'search']) next.delete(n);
    });
  };
  const [searchText, setSearchText] = useState(values.search ?? '');
  const [debounced] = useDebouncedValue(searchText.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search term writes the URL
  useEffect(() => {
    if (debounced !== (values.search ?? '')) set('search', debounced || undefined);
  }, [debounced]);
  return { values, set, clear, searchText, setSearchText };
}
