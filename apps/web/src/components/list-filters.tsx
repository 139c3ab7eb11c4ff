import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export const ALL = 'All';

interface Props {
  search: string;
  onSearch: (value: string) => void;
  searchLabel?: string;
  /** The filter's label (Org, District, Organization). */
  filterLabel: string;
  /** The filter's value; '' is All. */
  filter: string;
  onFilter: (value: string) => void;
  /** The choices besides All. */
  options: readonly { value: string; label: string }[];
}

/** A list's search box and its one filter (All plus the options). */
export function ListFilters({
  search,
  onSearch,
  searchLabel = 'Search',
  filterLabel,
  filter,
  onFilter,
  options,
}: Props) {
  const data = [{ value: ALL, label: ALL }, ...options.filter((o) => o.value !== ALL)];
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <TextInput
        label={searchLabel}
        placeholder="Search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: '1 1 14rem' }}
      />
      <Select
        size="md"
        label={filterLabel}
        data={data}
        value={filter || ALL}
        onChange={(v) => onFilter(!v || v === ALL ? '' : v)}
        allowDeselect={false}
        searchable
        style={{ flex: '0 1 16rem' }}
      />
    </Group>
  );
}

/** The organizations of the rows on screen (and the one chosen), as filter options. */
export function organizationOptions(rows: readonly { organization: string | null }[], chosen: string) {
  const names = new Set(rows.map((r) => r.organization ?? '').filter(Boolean));
  if (chosen) names.add(chosen);
  return [...names]
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map((n) => ({ value: n, label: n }));
}
