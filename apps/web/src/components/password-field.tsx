import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput (9.7) marks its inner input `data-invalid` but not `aria-invalid`, so a
 * screen reader would not hear that the field is wrong; this adds it, with a labelled toggle.
 */
export function PasswordField(props: PasswordInputProps) {
  const { error, visibilityToggleButtonProps, ...rest } = props;
  return (
    <PasswordInput
      {...rest}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password', ...visibilityToggleButtonProps }}
    />
  );
}
