import 'dayjs/locale/en-in';
import { isDay, todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import type { MantineSize, MantineStyleProp } from '@mantine/core';
import { DateInput, DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { isImpossibleDay, parseTypedDate } from '../lib/typed-date.ts';
import './date-field.css';

/** English (India): day first, weeks from Monday, Sunday the weekend. */
const DATES_SETTINGS: DatesProviderSettings = { locale: 'en-in', firstDayOfWeek: 1, weekendDays: [0] };

const CALENDAR_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

export const DATE_FIELD_MESSAGES = {
  notADate: 'Enter a date as dd/mm/yyyy',
  notInCalendar: (typed: string) => `${typed} is not a date in the calendar`,
  onOrAfter: (min: string) => `Pick a day on or after ${formatDate(min)}`,
  onOrBefore: (max: string) => `Pick a day on or before ${formatDate(max)}`,
} as const;

export interface DateFieldProps {
  label: ReactNode;
  /**
   * The day as `YYYY-MM-DD`, '' when empty, or the text typed when it is not a day (kept so that the
   * field, and the form's schema, name the mistake rather than quietly dropping it).
   */
  value?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The form's message for the field (or `true` while only highlighted); a mistyped day's own message wins. */
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  /** An optional field can be emptied with its clear button (default: when not required). */
  clearable?: boolean;
  /** The first and last day the rule allows (`YYYY-MM-DD`): other days are greyed in the calendar. */
  min?: string | undefined;
  max?: string | undefined;
  /** The message for a day before `min` / after `max` (default: "Pick a day on or after dd/mm/yyyy"). */
  minMessage?: string;
  maxMessage?: string;
  size?: MantineSize;
  w?: number | string | Record<string, number | string>;
  style?: MantineStyleProp;
  disabled?: boolean;
}

/** The message a value earns by itself: not a day, or outside min/max. */
function ownError(p: DateFieldProps, value: string): string | null {
  if (value === '') return null;
  if (!isDay(value)) {
    return isImpossibleDay(value)
      ? DATE_FIELD_MESSAGES.notInCalendar(value.trim())
      : DATE_FIELD_MESSAGES.notADate;
  }
  if (p.min && value < p.min) return p.minMessage ?? DATE_FIELD_MESSAGES.onOrAfter(p.min);
  if (p.max && value > p.max) return p.maxMessage ?? DATE_FIELD_MESSAGES.onOrBefore(p.max);
  return null;
}

/**
 * The one date field (issue: dates typed dd/mm/yyyy in every date field, whatever the browser's
 * language): Mantine's DateInput shown and typed day first, with a calendar from Monday, in English
 * (India). The value stays `YYYY-MM-DD`, as the API takes it (docs/api.md). A day typed wrong is kept
 * and named at the field when the user leaves it.
 */
export function DateField(props: DateFieldProps) {
  const { label, onChange, required, min, max, size, description, disabled } = props;
  const value = props.value ?? '';
  // While the text is not a day, the calendar keeps showing the last day the field held.
  const lastDay = useRef<string | null>(null);
  if (isDay(value)) lastDay.current = value;
  else if (value === '') lastDay.current = null;
  const shown = isDay(value) ? value : value === '' ? null : lastDay.current;
  const error = ownError(props, value) ?? props.error;
  // the month the calendar shows: the field's day, else the first day allowed (To opens at From's
  // month), else this month; paging the calendar moves it
  const [month, setMonth] = useState<string | null>(null);
  const calendarMonth = month ?? shown ?? min ?? max ?? todayInIndia();

  // while the calendar is open, Escape closes it and not the drawer or modal around the field (Mantine's
  // modals leave an Escape alone whose target says so); the next Escape closes the drawer as usual
  const [calendarOpen, setCalendarOpen] = useState(false);
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    setCalendarOpen(event.key !== 'Escape' && event.key !== 'Tab');
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setCalendarOpen(false);
    const text = event.currentTarget.value.trim();
    const day = text === '' ? '' : (parseTypedDate(text) ?? text);
    if (day !== value) onChange(day);
    props.onBlur?.(event);
  };

  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateInput
        label={label}
        description={description}
        required={required}
        disabled={disabled}
        size={size}
        w={props.w}
        style={props.style}
        value={shown}
        onChange={(day) => onChange(day ?? '')}
        date={calendarMonth}
        onDateChange={setMonth}
        ariaLabels={CALENDAR_LABELS}
        onBlur={leave}
        onFocus={(event) => {
          setCalendarOpen(true);
          props.onFocus?.(event);
        }}
        onClick={() => setCalendarOpen(true)}
        onKeyDown={keyDown}
        data-mantine-stop-propagation={calendarOpen || undefined}
        error={error}
        valueFormat="DD/MM/YYYY"
        dateParser={parseTypedDate}
        fixOnBlur={false}
        clearable={props.clearable ?? !required}
        clearButtonProps={{ 'aria-label': typeof label === 'string' ? `Clear ${label}` : 'Clear the date' }}
        minDate={min}
        maxDate={max}
        placeholder="dd/mm/yyyy"
        inputMode="numeric"
        maxLength={10}
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        // the other months' days are not drawn: greyed, they read below WCAG AA contrast
        hideOutsideDates
        classNames={{ day: 'date-field-day' }}
      />
    </DatesProvider>
  );
}
