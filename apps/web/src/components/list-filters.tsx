import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

export const ALL = 'All';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Sorts rows by organization, case-insensitively (no organization first). */
export function byOrganization(a: { organization?: string | null }, b: { organization?: string | null }) {
  return byName(a.organization ?? '', b.organization ?? '');
}

/** The state of a list's search box and organization filter; spread `bind` on ListFilters. */
export function useListFilters() {
  const [search, setSearch] = useState('');
  const [org, setOrg] = useState(ALL);
  return { search, org, bind: { search, onSearch: setSearch, org, onOrg: setOrg } };
}

interface Props {
  search: string;
  onSearch: (value: string) => void;
  org: string;
  onOrg: (value: string) => void;
  organizations: readonly string[];
  searchLabel?: string;
  orgLabel?: string;
}

/** The search box and the organization filter (All plus distinct organizations, sorted). */
export function ListFilters({
  search,
  onSearch,
  org,
  onOrg,
  organizations,
  searchLabel = 'Search',
  orgLabel = 'Org',
}: Props) {
  const options = [ALL, ...[...new Set(organizations)].sort(byName)];
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
        label={orgLabel}
        data={options}
        value={org}
        onChange={(v) => onOrg(v ?? ALL)}
        allowDeselect={false}
        searchable
        style={{ flex: '0 1 16rem' }}
      />
    </Group>
  );
}
