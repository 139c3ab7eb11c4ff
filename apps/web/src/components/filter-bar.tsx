import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { useListFilters } from '../lib/use-list-filters.ts';

/** What a filter control needs of a list's filters (lib/use-list-filters.ts). */
type Filters<K extends string> = Pick<
  ReturnType<typeof useListFilters<K>>,
  'values' | 'set' | 'clear' | 'searchText' | 'setSearchText'
>;

/** The row of controls above a list: they wrap on a phone and line up on their inputs' bottoms. */
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

/**
 * One filter of the list: its choices after `allLabel` (the value that filters nothing, removed from
 * the URL), kept in the URL under `name`.
 */
export function ChoiceFilter<K extends string>({
  filters,
  name,
  label,
  data,
  allLabel = 'All',
  allValue = allLabel,
  width = 200,
  searchable = false,
}: {
  filters: Filters<K>;
  name: K;
  label: string;
  data: readonly (string | { value: string; label: string })[];
  allLabel?: string;
  /** The value of the "everything" choice when it differs from its label. */
  allValue?: string;
  width?: number;
  /** Many choices (organisations, districts): typing narrows them. */
  searchable?: boolean;
}) {
  const choices = data.map((d) => (typeof d === 'string' ? { value: d, label: d } : d));
  const withAll = choices.some((c) => c.value === allValue)
    ? choices
    : [{ value: allValue, label: allLabel }, ...choices];
  return (
    <Select
      label={label}
      data={withAll}
      value={filters.values[name] ?? allValue}
      onChange={(v) => filters.set(name, v && v !== allValue ? v : undefined)}
      allowDeselect={false}
      searchable={searchable}
      w={{ base: '100%', xs: width }}
    />
  );
}

/** From and To days (YYYY-MM-DD) kept in the URL under `from` and `to`; each bounds the other. */
export function DateRangeFilter<K extends string>({ filters }: { filters: Filters<K | 'from' | 'to'> }) {
  const from = filters.values.from ?? '';
  const to = filters.values.to ?? '';
  const bounds = [
    { name: 'from', label: 'From', value: from, min: undefined, max: to || undefined },
    { name: 'to', label: 'To', value: to, min: from || undefined, max: undefined },
  ] as const;
  return bounds.map((b) => (
    <TextInput
      key={b.name}
      type="date"
      label={b.label}
      value={b.value}
      min={b.min}
      max={b.max}
      onChange={(e) => filters.set(b.name, e.currentTarget.value || undefined)}
      style={{ flex: '1 1 9.5rem' }}
    />
  ));
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
