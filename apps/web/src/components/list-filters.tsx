import type { useListFilters } from '../lib/use-list-filters.ts';
import { ChoiceFilter } from './choice-filter.tsx';
import { FilterBar, SearchFilter } from './filter-bar.tsx';

type Filters<K extends string> = ReturnType<typeof useListFilters<K>>;

/** A list's search box and its one filter (All plus the options), kept in the URL. */
export function ListFilters<K extends string>({
  filters,
  name,
  filterLabel,
  searchLabel = 'Search',
  options,
}: {
  filters: Filters<K>;
  /** The filter's name in the URL. */
  name: K;
  /** The filter's label (Org, District, Organization). */
  filterLabel: string;
  searchLabel?: string;
  /** The choices besides All. */
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FilterBar>
      <SearchFilter filters={filters} label={searchLabel} placeholder="Search" />
      <ChoiceFilter filters={filters} name={name} label={filterLabel} data={options} width={256} searchable />
    </FilterBar>
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

/** A client list's search and Organization filter, its choices the organizations on screen. */
export function OrganizationFilters({
  filters,
  rows,
}: {
  filters: Filters<'organization'>;
  rows: readonly { organization: string | null }[];
}) {
  return (
    <ListFilters
      filters={filters}
      name="organization"
      filterLabel="Organization"
      options={organizationOptions(rows, filters.values.organization ?? '')}
    />
  );
}
