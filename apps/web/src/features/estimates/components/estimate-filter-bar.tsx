import { ESTIMATE_STATUSES } from '@aquadesk/shared/estimates.ts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { EstimateFilters } from '../api.ts';

const ALL = 'All';

/** Status, search over work/client/site/organization, and a date range (spec 001 §2). */
export function EstimateFilterBar({
  filters,
  onChange,
}: {
  filters: EstimateFilters;
  onChange: (patch: Partial<EstimateFilters>) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const commitSearch = useDebouncedCallback((value: string) => onChange({ search: value }), 300);
  const any = filters.status || filters.search || filters.from || filters.to;
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end" data-print-hidden>
      <TextInput
        label="Search"
        placeholder="Work, client, site or organization"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          commitSearch(e.currentTarget.value);
        }}
        style={{ flex: '1 1 16rem' }}
      />
      <Select
        size="md"
        label="Status"
        data={[ALL, ...ESTIMATE_STATUSES]}
        value={filters.status ?? ALL}
        onChange={(v) => onChange({ status: ESTIMATE_STATUSES.find((s) => s === v) ?? null })}
        allowDeselect={false}
        style={{ flex: '0 1 12rem' }}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ from: e.currentTarget.value })}
        style={{ flex: '1 1 9.5rem' }}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ to: e.currentTarget.value })}
        style={{ flex: '1 1 9.5rem' }}
      />
      {any && (
        <Button
          variant="subtle"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => {
            setSearch('');
            onChange({ status: null, search: '', from: '', to: '' });
          }}
        >
          Clear
        </Button>
      )}
    </Group>
  );
}
