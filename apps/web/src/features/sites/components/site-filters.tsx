import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export const ALL = 'All';

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
  const options = [
    ALL,
    ...[...new Set(organizations)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
  ];
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
