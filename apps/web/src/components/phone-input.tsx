import { phoneDigits } from '@aquadesk/shared/validation.ts';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A required phone number field ("Phone" unless labelled otherwise): it keeps only the digits typed, at most
 * PHONE_MAX_DIGITS, and hands them to `onDigits` (the form's setFieldValue).
 */
export function PhoneInput({
  onDigits,
  ...props
}: Omit<TextInputProps, 'onChange'> & { onDigits: (digits: string) => void }) {
  return (
    <TextInput
      label="Phone"
      withAsterisk
      inputMode="tel"
      {...props}
      onChange={(e) => onDigits(phoneDigits(e.currentTarget.value))}
    />
  );
}
