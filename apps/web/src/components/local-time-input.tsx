import { TextInput } from '@mantine/core';

interface LocalTimeInputProps {
  label: string;
  /** A `datetime-local` value (lib/datetime-local.ts). */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  size?: 'sm' | 'md';
}

/** A required date and time in the browser's time zone (when work started or finished). */
export function LocalTimeInput({ label, value, onChange, error, size }: LocalTimeInputProps) {
  return (
    <TextInput
      size={size}
      type="datetime-local"
      label={label}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
