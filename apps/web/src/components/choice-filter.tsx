import { Select } from '@mantine/core';
import type { Filters } from './filter-bar.tsx';

// Apart from filter-bar.tsx so that a screen with no choice filter (the Dashboard, the first screen
// most staff see) does not download Select and Combobox (issue 10 point 6).

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

/** A list's Status filter: All, then each status by its label, kept in the URL as `status`. */
export function StatusFilter<S extends string>({
  filters,
  statuses,
  labels,
}: {
  filters: Filters<'status'>;
  statuses: readonly S[];
  labels: Record<S, string>;
}) {
  return (
    <ChoiceFilter
      filters={filters}
      name="status"
      label="Status"
      data={statuses.map((v) => ({ value: v, label: labels[v] }))}
      allValue="all"
      allLabel="All"
    />
  );
}
