import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@aquadesk/shared/auth.ts';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { forgotPassword } from '../api.ts';
import { AuthCard, AuthFooterLink } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

const BACK_TO_LOGIN = <AuthFooterLink to="/login" label="Back to login" />;

/** Asks for a reset link; the server always answers with the same confirmation (docs/api.md). */
export function ForgotPasswordForm() {
  const { form, message, fail, onSubmit } = useZodForm<TForgotPasswordRequest>({
    initialValues: { email: '' },
    schema: ZForgotPasswordRequest,
    messageWithFieldErrors: true,
  });

  const mutation = useMutation({
    mutationFn: forgotPassword,
    onError: fail,
  });

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Check your e-mail" footer={BACK_TO_LOGIN}>
        <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
          {mutation.data.message ||
            'If an account exists for that e-mail, we have sent a link to reset its password.'}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the e-mail of your account and we will send you a link to reset your password."
      alert={<FormAlert message={message} />}
      footer={BACK_TO_LOGIN}
    >
      <form noValidate onSubmit={onSubmit((values) => mutation.mutate(ZForgotPasswordRequest.parse(values)))}>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
            onChange={(event) => form.setFieldValue('email', event.currentTarget.value.toLowerCase())}
          />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
