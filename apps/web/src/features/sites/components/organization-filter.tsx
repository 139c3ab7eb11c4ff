import type { OrgItem } from '@aquadesk/shared/sites.ts';
import { type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Filters } from '../../../components/filter-bar.tsx';
import { staffSearchText } from '../../../lib/use-staff-search.ts';
import { organizationById, searchOrganizations, siteKeys } from '../api.ts';

const ALL = '';

/** An organisation as the filter lists it: its name, or the client's name when it has none. */
const labelOf = (o: OrgItem) => o.organization || o.name;

// the server has searched: Mantine shows its answer as it is
const asFound: OptionsFilter = ({ options }) => options;

/**
 * The site lists' Org filter (spec 000 §2: All plus each organisation): a Select that asks
 * GET /search-organizations as the user types (docs/api.md "Sites": the caller's clients, no whole list
 * loaded), keeping the chosen client's id in the URL under `org`. A chosen organisation read from the URL
 * is found by its id, so its name shows after a reload.
 */
export function OrganizationFilter<K extends string>({ filters }: { filters: Filters<K | 'org'> }) {
  const chosen = filters.values.org ?? ALL;
  const [search, setSearch] = useState('');
  const picked = useQuery({
    queryKey: siteKeys.organization(chosen),
    queryFn: ({ signal }) => organizationById(Number(chosen), signal),
    enabled: chosen !== ALL,
    staleTime: 60_000,
  });
  const pickedLabel = picked.data ? labelOf(picked.data) : undefined;
  // the box shows the chosen name: while it does, the whole first page is offered, as for an empty box
  const asked = search === pickedLabel || search === 'All' ? '' : staffSearchText(search);
  const [debounced] = useDebouncedValue(asked, 250);
  const found = useQuery({
    queryKey: siteKeys.organizations(debounced),
    queryFn: ({ signal }) => searchOrganizations(debounced, signal),
    placeholderData: keepPreviousData,
  });
  const orgs = found.data?.data ?? [];
  const matches = orgs.map((o) => ({ value: String(o.id), label: labelOf(o) }));
  // while a search is typed, only what it found (so "nothing matches" can show); otherwise All, the
  // chosen one (when the first page does not hold it) and the first page
  const options =
    asked !== ''
      ? matches
      : [
          { value: ALL, label: 'All' },
          ...(picked.data && !orgs.some((o) => o.id === picked.data?.id)
            ? [{ value: String(picked.data.id), label: labelOf(picked.data) }]
            : []),
          ...matches,
        ];
  return (
    <Select
      label="Org"
      placeholder="All"
      data={options}
      value={chosen !== ALL && !picked.data ? null : chosen}
      onChange={(v) => filters.set('org', v || undefined)}
      allowDeselect={false}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={asFound}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No organisation matches'}
      w={{ base: '100%', xs: 256 }}
    />
  );
}
