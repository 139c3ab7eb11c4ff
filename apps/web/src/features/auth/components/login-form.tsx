import type { TLoginRequest } from '@aquadesk/shared/auth.ts';
import { MESSAGES } from '@aquadesk/shared/messages.ts';
import { PERMISSIONS } from '@aquadesk/shared/permissions.ts';
import { canSeeScreen } from '@aquadesk/shared/screens.ts';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { returnPath } from '../../../lib/return-path.ts';
import { setSession } from '../../../lib/session-store.ts';
import { toPrincipal } from '../../../lib/use-can.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { login } from '../api.ts';
import { AuthCard, AuthFooterLink } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  // spec 000 §5: e-mail and password must not be empty, else the fields are highlighted. The two
  // checks are written out rather than taken from ZLoginRequest, so the login page loads without zod
  // (issue 10: the login page's weight); the server checks the same schema.
  const { form, message, fail, onSubmit } = useZodForm<TLoginRequest>({
    initialValues: { email: '', password: '' },
    validate: (values) => ({
      email: values.email.trim() ? null : MESSAGES.required,
      password: values.password ? null : MESSAGES.required,
    }),
    messageWithFieldErrors: true,
    fallbackMessage: 'Login failed. Please try again.',
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      setSession(user);
      // Back to the guarded page that sent the visitor here, else the Dashboard for admin, employee and
      // reseller and Home for the others (spec 000 §2, §6).
      const landing = canSeeScreen(toPrincipal(user), PERMISSIONS['rating.view']) ? '/dashboard' : '/';
      await navigate(returnPath(location.state, landing), { replace: true });
    },
    onError: fail,
  });

  const handleSubmit = onSubmit((values) => {
    mutation.mutate({ email: values.email.trim().toLowerCase(), password: values.password });
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Sign in to your account to continue."
      alert={<FormAlert message={message} />}
      footer={<AuthFooterLink question="New here?" to="/sign-up" label="Join Now" />}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            placeholder="you@example.com"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot Password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={mutation.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
