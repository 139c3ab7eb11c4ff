import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { FilterBar, type Filters, SearchFilter } from '../../../components/filter-bar.tsx';
import type { SiteFilters } from '../api.ts';
import { OrganizationFilter } from './organization-filter.tsx';

/** The names a site list keeps in its URL besides `search`. */
export const SITE_FILTER_NAMES = ['district', 'org'] as const;
export type SiteFilterName = (typeof SITE_FILTER_NAMES)[number];

/** A site list's query from its URL filters (the list and its live updates are keyed by it). */
export function siteFiltersOf(values: Partial<Record<SiteFilterName | 'search', string>>): SiteFilters {
  return { search: values.search ?? '', district: values.district ?? '', org: values.org ?? '' };
}

/**
 * The filters above the Site and Reseller Site lists (spec 000 §2): the search, the Org filter served by
 * the organisation search, and the District filter beside it, all kept in the URL.
 */
export function SiteFilterBar({
  filters,
  searchLabel = 'Search',
  districtOptions,
}: {
  filters: Filters<SiteFilterName>;
  searchLabel?: string;
  districtOptions: readonly { value: string; label: string }[];
}) {
  return (
    <FilterBar>
      <SearchFilter filters={filters} label={searchLabel} placeholder="Search" />
      <OrganizationFilter filters={filters} />
      <ChoiceFilter
        filters={filters}
        name="district"
        label="District"
        data={districtOptions}
        width={256}
        searchable
      />
    </FilterBar>
  );
}
