import { Group } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import { useRef } from 'react';
import { DateField } from './date-field.tsx';

interface LocalTimeInputProps {
  label: string;
  /** A `datetime-local` value, `YYYY-MM-DDTHH:mm` (lib/datetime-local.ts); the day part may be mistyped text. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  size?: 'sm' | 'md';
}

/**
 * A required date and time in the browser's time zone (when work started or finished): the day in the one
 * date field (dd/mm/yyyy, docs/architecture.md rule 10) and the time as hh:mm am/pm, whatever the browser's
 * language. A time half typed leaves the value without its time, which the form names.
 */
export function LocalTimeInput({ label, value, onChange, error, size }: LocalTimeInputProps) {
  const cut = value.lastIndexOf('T');
  const day = cut < 0 ? value : value.slice(0, cut);
  const time = cut < 0 ? '' : value.slice(cut + 1);
  // the picker keeps its own fields while a time is half typed: it is given the last whole time only
  const lastTime = useRef(time);
  if (time !== '') lastTime.current = time;
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <DateField
        label={label}
        required
        clearable={false}
        size={size}
        style={{ flex: '1 1 9rem' }}
        value={day}
        onChange={(d) => onChange(`${d}T${time}`)}
        error={error}
      />
      <TimePicker
        label="Time"
        required
        size={size}
        format="12h"
        amPmLabels={{ am: 'am', pm: 'pm' }}
        hoursInputLabel="Hours"
        minutesInputLabel="Minutes"
        amPmInputLabel="am or pm"
        style={{ flex: '0 0 auto' }}
        value={lastTime.current ? `${lastTime.current}:00` : ''}
        onChange={(t) => onChange(`${day}T${t.slice(0, 5)}`)}
      />
    </Group>
  );
}
