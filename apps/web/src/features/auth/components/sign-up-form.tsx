import { type TSignUpRequest, ZSignUpRequest } from '@aquadesk/shared/auth.ts';
import { MESSAGES, PHONE_MAX_DIGITS, phoneDigits } from '@aquadesk/shared/validation.ts';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { setSession } from '../../../lib/session-store.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { signUp } from '../api.ts';
import { AuthCard, AuthFooterLink } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

type SignUpValues = Required<TSignUpRequest>;

/** spec 000 §5: every field required, e-mail unique, phone digits only (max 10), strong password. */
export function SignUpForm() {
  const navigate = useNavigate();
  const { form, message, fail, onSubmit } = useZodForm<SignUpValues>({
    initialValues: {
      name: '',
      organization: '',
      email: '',
      phone_number: '',
      password: '',
      cPassword: '',
      file_id: 'N.A',
    },
    schema: ZSignUpRequest,
    validateInputOnBlur: ['email', 'phone_number', 'password'],
    fallbackMessage: 'Sign-up failed. Please try again.',
  });

  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: async (user) => {
      // The new client user comes back signed in (docs/api.md): straight to Home.
      setSession(user);
      await navigate('/', { replace: true });
    },
    onError: fail,
  });

  const handleSubmit = onSubmit((values) => {
    mutation.mutate(ZSignUpRequest.parse(values));
  });

  // spec 000 §2: the e-mail is displayed lower-cased as it is typed.
  const emailProps = form.getInputProps('email');
  const onEmailChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.setFieldValue('email', event.currentTarget.value.toLowerCase());
    form.clearFieldError('email');
  };

  // spec 000 §9: digits only, at most 10 — other characters never reach the field, and the rule is
  // shown while the user keeps typing (until they leave the field).
  const [phoneBlocked, setPhoneBlocked] = useState(false);
  const phoneProps = form.getInputProps('phone_number');
  const onPhoneChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const digits = phoneDigits(raw);
    form.setFieldValue('phone_number', digits);
    if (digits !== raw) setPhoneBlocked(true);
  };
  const onPhoneBlur = () => {
    setPhoneBlocked(false);
    phoneProps.onBlur?.();
  };
  const phoneError = form.errors.phone_number ?? (phoneBlocked ? MESSAGES.phoneDigits : null);

  return (
    <AuthCard
      title="Sign up"
      subtitle="Create a client account for your organization."
      alert={<FormAlert message={message} />}
      width={600}
      footer={<AuthFooterLink question="Already have an account?" to="/login" label="Log in" />}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
            <TextInput
              label="Organization"
              autoComplete="organization"
              withAsterisk
              {...form.getInputProps('organization')}
            />
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              withAsterisk
              {...emailProps}
              onChange={onEmailChange}
            />
            <TextInput
              label="Phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_MAX_DIGITS}
              withAsterisk
              {...phoneProps}
              onChange={onPhoneChange}
              onBlur={onPhoneBlur}
              error={phoneError}
            />
            <NewPasswordFields
              passwordProps={form.getInputProps('password')}
              confirmProps={{
                visibilityToggleButtonProps: { 'aria-label': 'Show or hide confirmation' },
                ...form.getInputProps('cPassword'),
              }}
              mismatchMessage={MESSAGES.passwordMismatchLive}
            />
          </SimpleGrid>
          <Button type="submit" fullWidth size="md" loading={mutation.isPending} mt="xs">
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
