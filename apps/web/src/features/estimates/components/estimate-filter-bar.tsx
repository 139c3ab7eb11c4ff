import { ESTIMATE_STATUSES } from '@aquadesk/shared/estimates.ts';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { ClearFilters, FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import type { useListFilters } from '../../../lib/use-list-filters.ts';

const NAMES = ['status', 'from', 'to'] as const;

/** Status, search over work/client/site/organization, and a date range (spec 001 §2), kept in the URL. */
export function EstimateFilterBar({
  filters,
}: {
  filters: ReturnType<typeof useListFilters<(typeof NAMES)[number]>>;
}) {
  return (
    <div data-print-hidden>
      <FilterBar>
        <SearchFilter filters={filters} placeholder="Work, client, site or organization" />
        <ChoiceFilter filters={filters} name="status" label="Status" data={ESTIMATE_STATUSES} />
        <DateRangeFilter filters={filters} />
        <ClearFilters filters={filters} names={NAMES} />
      </FilterBar>
    </div>
  );
}
