import { MESSAGES, zPassword } from '@aquadesk/shared/validation.ts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { resetPassword } from '../api.ts';
import { AuthCard, AuthFooterLink } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

const ZResetForm = z
  .object({
    password: zPassword,
    confirm: z.string().min(1, { error: MESSAGES.required }),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: MESSAGES.passwordMismatch });
type ResetFormValues = z.input<typeof ZResetForm>;

/** The page the reset mail links to: a new password (spec 000 §9 rule) and its confirmation. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { form, message, fail, onSubmit } = useZodForm<ResetFormValues>({
    initialValues: { password: '', confirm: '' },
    schema: ZResetForm,
    messageWithFieldErrors: true,
  });
  const mutation = useMutation({ mutationFn: resetPassword, onError: fail });

  const toLogin = <AuthFooterLink to="/login" label="Back to login" />;

  if (!token) {
    return (
      <AuthCard title="Reset password" footer={toLogin}>
        <Alert color="red" variant="light" role="alert">
          The reset link is incomplete. Open the link from the e-mail again, or{' '}
          <Anchor component={Link} to="/forgot-password">
            ask for a new one
          </Anchor>
          .
        </Alert>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
          Your password has been changed. You can now log in with your new password.
        </Alert>
        <Button component={Link} to="/login" fullWidth size="md">
          Go to login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset password"
      subtitle="Choose a new password: at least 8 characters with an uppercase and a lowercase letter, a number and one of @$!%*?&."
      alert={
        message ? (
          <Stack gap={6}>
            <FormAlert message={message} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Ask for a new reset link
            </Anchor>
          </Stack>
        ) : null
      }
      footer={toLogin}
    >
      <form noValidate onSubmit={onSubmit((values) => mutation.mutate({ token, password: values.password }))}>
        <Stack gap="md">
          <NewPasswordFields
            passwordLabel="New password"
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirm')}
            mismatchMessage={MESSAGES.passwordMismatchLive}
          />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
