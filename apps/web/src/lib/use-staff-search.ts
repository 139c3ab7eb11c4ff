import {
  type DirectoryEntry,
  STAFF_PICKER_LIMIT,
  type StaffDirectoryPage,
} from '@aquadesk/shared/employees.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from './api-client.ts';
import { useSocketEvents } from './socket/socket-context.ts';

/** docs/api.md "Lists": a search is at most 100 characters, without control characters. */
const SEARCH_MAX = 100;

const STAFF_EVENTS = [EVENTS.employee, EVENTS.updateEmployee] as const;

export const staffKeys = {
  all: ['staff-directory'] as const,
  search: (search: string) => [...staffKeys.all, search] as const,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the server refuses them (docs/api.md "Lists")
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The typed text as it is sent: control characters dropped, trimmed, at most 100 characters. */
export function staffSearchText(typed: string): string {
  return typed.replace(CONTROL, ' ').trim().slice(0, SEARCH_MAX).trim();
}

/**
 * GET /get_employee_data (docs/api.md "Employees"): the first STAFF_PICKER_LIMIT staff by name whose
 * name, e-mail, phone or role contains `search`; with no search, the first ones by name.
 */
export async function searchStaff(search: string, signal?: AbortSignal): Promise<DirectoryEntry[]> {
  const text = staffSearchText(search);
  const page = await apiRequest<StaffDirectoryPage>('/get_employee_data', {
    query: { search: text || undefined, limit: STAFF_PICKER_LIMIT },
    signal,
  });
  return page.data;
}

export interface StaffSearch {
  /** What the user typed in the picker. */
  search: string;
  setSearch: (search: string) => void;
  /** The staff the server found for the typed text (the previous answer while the next one loads). */
  found: DirectoryEntry[];
  /** The first answer has not come yet. */
  pending: boolean;
}

/**
 * The staff a picker offers for what the user types, asked of the server 250 ms after the typing stops.
 * `pickedLabel`: a Select shows the picked option's label in its search box and then lists every
 * option; while the box holds that label the server is asked with no search, as for an empty box.
 */
export function useStaffSearch(pickedLabel?: string | null): StaffSearch {
  const [search, setSearch] = useState('');
  const asked = pickedLabel != null && search === pickedLabel ? '' : staffSearchText(search);
  const [debounced] = useDebouncedValue(asked, 250);
  // a person added or renamed while a picker is open (the events reach admins) is found at once
  const qc = useQueryClient();
  useSocketEvents(STAFF_EVENTS, () => void qc.invalidateQueries({ queryKey: staffKeys.all }));
  const query = useQuery({
    queryKey: staffKeys.search(debounced),
    queryFn: ({ signal }) => searchStaff(debounced, signal),
    placeholderData: keepPreviousData,
  });
  return { search, setSearch, found: query.data ?? [], pending: query.isPending };
}

/** A person as the pickers list them; `value` is the id unless given (the mail form uses the e-mail). */
export function staffOption(e: Pick<DirectoryEntry, 'id' | 'name' | 'email'>, value = String(e.id)) {
  return { value, label: `${e.name} (${e.email})` };
}

// the server has searched: Mantine shows its answer as it is
const asFound: OptionsFilter = ({ options }) => options;

/** The props that make a Mantine Select or MultiSelect search on the server (its own filter off). */
export function serverSearchProps({ search, setSearch }: Pick<StaffSearch, 'search' | 'setSearch'>) {
  return { searchable: true, searchValue: search, onSearchChange: setSearch, filter: asFound };
}

/**
 * A server-searched MultiSelect's options: what the search found, with the picked values a newer
 * search no longer finds kept first under the label they had when picked (Mantine lists a value only
 * when it is in `data`). Call `remember` with the new value list in `onChange`.
 */
export function useKeptOptions(found: readonly ComboboxItem[], picked: readonly string[]) {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const kept = picked
    .filter((v) => !found.some((o) => o.value === v))
    .map((v) => ({ value: v, label: labels[v] ?? v }));
  const options = [...kept, ...found];
  const remember = (values: readonly string[]) =>
    setLabels((old) => {
      const next = { ...old };
      for (const o of options) if (values.includes(o.value)) next[o.value] = o.label;
      return next;
    });
  return { options, remember };
}
