import type { PasswordInputProps } from '@mantine/core';
import { PasswordField } from './password-field.tsx';

/** The "passwords do not match" hint shown while the confirmation is typed, or undefined. */
export function liveMismatch(password: string, cPassword: string, message: string): string | undefined {
  return cPassword && cPassword !== password ? message : undefined;
}

interface NewPasswordFieldsProps {
  /** Props of the Password field (value, onChange, error …). */
  passwordProps: PasswordInputProps;
  /** Props of the Confirm password field. */
  confirmProps: PasswordInputProps;
  /** When given, shown on the confirmation while it differs from the password and has no other error. */
  mismatchMessage?: string;
  /** The label of the first field ("Password" unless told). */
  passwordLabel?: string;
}

/** Password and Confirm password for a new password, with the live mismatch hint. */
export function NewPasswordFields({
  passwordProps,
  confirmProps,
  mismatchMessage,
  passwordLabel = 'Password',
}: NewPasswordFieldsProps) {
  const mismatch =
    mismatchMessage === undefined
      ? undefined
      : liveMismatch(String(passwordProps.value ?? ''), String(confirmProps.value ?? ''), mismatchMessage);
  return (
    <>
      <PasswordField label={passwordLabel} withAsterisk autoComplete="new-password" {...passwordProps} />
      <PasswordField
        label="Confirm password"
        withAsterisk
        autoComplete="new-password"
        {...confirmProps}
        error={confirmProps.error ?? mismatch}
      />
    </>
  );
}
