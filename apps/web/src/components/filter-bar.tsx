import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { useListFilters } from '../lib/use-list-filters.ts';

/** What a filter control needs of a list's filters (lib/use-list-filters.ts). */
export type Filters<K extends string> = Pick<
  ReturnType<typeof useListFilters<K>>,
  'values' | 'set' | 'clear' | 'searchText' | 'setSearchText'
>;

/**
 * The row of controls above a list: they wrap on a phone and line up on their inputs' bottoms. Its
 * text inputs are the compact size (`sm`) of its selects (ChoiceFilter) and buttons, not the forms'
 * larger default (app/theme.ts), so labels and boxes line up along the row.
 */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Group mb="md" gap="sm" wrap="wrap" align="flex-end">
      {children}
    </Group>
  );
}

/** The list's search box; it writes `search` to the URL once typing stops. */
export function SearchFilter<K extends string>({
  filters,
  label = 'Search',
  placeholder,
}: {
  filters: Filters<K>;
  label?: string;
  placeholder: string;
}) {
  return (
    <TextInput
      size="sm"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={filters.searchText}
      onChange={(e) => filters.setSearchText(e.currentTarget.value)}
      style={{ flex: '1 1 14rem' }}
      maw={420}
    />
  );
}

/** Clears every filter and the search, shown while any is set. */
export function ClearFilters<K extends string>({
  filters,
  names,
}: {
  filters: Filters<K>;
  names: readonly K[];
}) {
  const any = Boolean(filters.values.search) || names.some((n) => Boolean(filters.values[n]));
  if (!any) return null;
  return (
    <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={filters.clear}>
      Clear
    </Button>
  );
}
