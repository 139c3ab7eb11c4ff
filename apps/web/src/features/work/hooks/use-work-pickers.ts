import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchWorkPickers, workKeys } from '../api.ts';

/**
 * The people and sites a work form offers (GET /work-pickers), searched as the picker is typed in (250 ms
 * after the last key), the last answer kept while the next one comes; asked only while `enabled` (its form
 * is open).
 */
export function useWorkPickers(enabled = true) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const pickers = useQuery({
    queryKey: workKeys.pickers(q),
    queryFn: ({ signal }) => fetchWorkPickers(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { search, setSearch, pickers };
}
