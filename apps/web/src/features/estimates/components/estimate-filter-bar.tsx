import { ESTIMATE_STATUSES } from '@aquadesk/shared/estimates.ts';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { ClearFilters, FilterBar, SearchFilter } from '../../../components/filter-bar.tsx';
import type { useListFilters } from '../../../lib/use-list-filters.ts';

const NAMES = ['status', 'from', 'to', 'adviser'] as const;

/** issue 41 item 8: whose estimates (the job card's adviser is its creator); none chosen is every one. */
const ADVISERS = [
  { value: 'me', label: 'Me' },
  { value: 'others', label: 'Others' },
];

/**
 * Status, search over work/client/site/organization, a date range (spec 001 §2) and the Advisor (issue 41
 * item 8), kept in the URL.
 */
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
        <ChoiceFilter
          filters={filters}
          name="adviser"
          label="Advisor"
          data={ADVISERS}
          allLabel="Anyone"
          width={160}
        />
        <DateRangeFilter filters={filters} />
        <ClearFilters filters={filters} names={NAMES} />
      </FilterBar>
    </div>
  );
}
