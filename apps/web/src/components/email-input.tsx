import { TextInput, type TextInputProps } from '@mantine/core';

interface EmailInputProps extends Omit<TextInputProps, 'onChange'> {
  /** Called with the typed value, lower-cased. */
  onValueChange: (value: string) => void;
}

/** A text input for an e-mail address that lower-cases what is typed. */
export function EmailInput({ onValueChange, ...rest }: EmailInputProps) {
  return <TextInput {...rest} onChange={(e) => onValueChange(e.currentTarget.value.toLowerCase())} />;
}
