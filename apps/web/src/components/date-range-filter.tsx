import { isDay } from '@aquadesk/shared/dates.ts';
import { useEffect, useState } from 'react';
import { DateField } from './date-field.tsx';
import type { Filters } from './filter-bar.tsx';

// Apart from filter-bar.tsx, so that only the lists with dates load the date field's calendar.

/**
 * One day of a filter: a day within its bounds goes to the URL at once; a mistyped one, or one outside
 * the bounds, stays in the field with its message and leaves the URL as it was.
 */
function FilterDay({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min: string | undefined;
  max: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const [held, setHeld] = useState<string | null>(null);
  // a new day from the URL (Clear, back and forward) replaces what the field held
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from the URL resets the field
  useEffect(() => setHeld(null), [value]);
  const change = (day: string) => {
    const fits = day === '' || (isDay(day) && (!min || day >= min) && (!max || day <= max));
    setHeld(fits ? null : day);
    if (fits) onChange(day || undefined);
  };
  return (
    <DateField
      size="sm"
      label={label}
      value={held ?? value}
      onChange={change}
      min={min}
      max={max}
      minMessage="To must be on or after From"
      maxMessage="From must be on or before To"
      style={{ flex: '1 1 9.5rem' }}
    />
  );
}

/** From and To days (YYYY-MM-DD) kept in the URL under `from` and `to`; each bounds the other. */
export function DateRangeFilter<K extends string>({ filters }: { filters: Filters<K | 'from' | 'to'> }) {
  const from = filters.values.from ?? '';
  const to = filters.values.to ?? '';
  return (
    <>
      <FilterDay
        label="From"
        value={from}
        min={undefined}
        max={to || undefined}
        onChange={(d) => filters.set('from', d)}
      />
      <FilterDay
        label="To"
        value={to}
        min={from || undefined}
        max={undefined}
        onChange={(d) => filters.set('to', d)}
      />
    </>
  );
}
