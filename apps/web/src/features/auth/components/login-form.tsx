import type { TLoginRequest } from '@aquadesk/shared/auth.ts';
import { MESSAGES } from '@aquadesk/shared/messages.ts';
import { PERMISSIONS } from '@aquadesk/shared/permissions.ts';
import { canSeeScreen } from '@aquadesk/shared/screens.ts';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { arrivedAfterLogout } from '../../../lib/logout.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { setSession } from '../../../lib/session-store.ts';
import { toPrincipal } from '../../../lib/use-can.ts';
import { login } from '../api.ts';
import { AuthCard, AuthFooterLink } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  // spec 000 §5: e-mail and password must not be empty, else the fields are highlighted. Two fields do
  // not need the form hook (useZodForm, @mantine/form), which stays out of the login page's download
  // (issue 10: the login page's weight); nor zod: the two checks are written out and the server checks
  // ZLoginRequest.
  const [values, setValues] = useState<TLoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof TLoginRequest, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  // why a session ended, when the server ended it (issue 31 item 5: lib/logout.ts endSession)
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  useEffect(() => arrivedAfterLogout(), []);

  const field = (name: keyof TLoginRequest) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  // the server's message above the fields, and on the fields it names
  const fail = (error: unknown) => {
    const text = error instanceof Error && error.message ? error.message : 'Login failed. Please try again.';
    const fieldErrors = isApiError(error) ? error.fieldErrors : {};
    setErrors({ email: fieldErrors.email, password: fieldErrors.password });
    setMessage(text);
  };

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

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = {
      email: values.email.trim() ? undefined : MESSAGES.required,
      password: values.password ? undefined : MESSAGES.required,
    };
    setErrors(missing);
    if (missing.email || missing.password) return;
    setMessage(null);
    mutation.mutate({ email: values.email.trim().toLowerCase(), password: values.password });
  };

  return (
    <AuthCard
      title="Login"
      subtitle="Sign in to your account to continue."
      alert={
        message ? (
          <FormAlert message={message} />
        ) : typeof notice === 'string' ? (
          <Alert color="blue" variant="light" role="status">
            {notice}
          </Alert>
        ) : null
      }
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
            {...field('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            withAsterisk
            {...field('password')}
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
