import { upperCase } from '@aquadesk/shared/validation.ts';
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { EmailInput } from './email-input.tsx';
import { PhoneInput } from './phone-input.tsx';

type ContactField = 'email' | 'name' | 'phone_number';

interface ContactFieldsProps {
  /** The form's `getInputProps` for the three fields. */
  inputProps: (field: ContactField) => GetInputPropsReturnType;
  /** The form's `setFieldValue` for the three fields. */
  setValue: (field: ContactField, value: string) => void;
  /** An edit keeps the e-mail: it is shown, locked. */
  editing: boolean;
  /** spec 001 §5 (clients): the name is upper-cased as typed. */
  upperCaseName?: boolean;
  /** A message for the e-mail beside the form's own (e.g. the server says it is taken). */
  emailError?: string | undefined;
  /** A hint under the e-mail (e.g. while the server is asked). */
  emailDescription?: string | undefined;
  /** Called with each typed e-mail, after the form has it. */
  onEmailChange?: (email: string) => void;
}

/** E-mail (lower-cased), name and phone (digits only) of an account form: clients and resellers. */
export function ContactFields({
  inputProps,
  setValue,
  editing,
  upperCaseName = false,
  emailError,
  emailDescription,
  onEmailChange,
}: ContactFieldsProps) {
  const emailProps = inputProps('email');
  return (
    <>
      <EmailInput
        label="E-mail"
        type="email"
        withAsterisk={!editing}
        disabled={editing}
        {...emailProps}
        error={emailProps.error ?? emailError}
        description={emailDescription}
        onValueChange={(email) => {
          setValue('email', email);
          onEmailChange?.(email);
        }}
      />
      <TextInput
        label="Name"
        withAsterisk
        {...inputProps('name')}
        {...(upperCaseName
          ? {
              onChange: (e: ChangeEvent<HTMLInputElement>) =>
                setValue('name', upperCase(e.currentTarget.value)),
            }
          : {})}
      />
      <PhoneInput {...inputProps('phone_number')} onDigits={(d) => setValue('phone_number', d)} />
    </>
  );
}
