import { type TLoginRequest, ZLoginRequest } from '@aquadesk/shared/auth.ts';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { zodFormResolver } from '../../../components/form-resolver.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { setSession } from '../../../lib/session-store.ts';
import { login } from '../api.ts';
import { AuthCard } from './auth-card.tsx';
import { FormAlert } from './form-alert.tsx';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const form = useForm<TLoginRequest>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    // spec 000 §5: e-mail and password must not be empty, else the fields are highlighted.
    validate: zodFormResolver(ZLoginRequest),
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      setSession(user);
      // Back to the guarded page that sent the visitor here, else Home (spec 000 §2).
      await navigate(returnPath(location.state), { replace: true });
    },
    onError: (error) => {
      setServerMessage(error.message || 'Login failed. Please try again.');
      if (isApiError(error)) form.setErrors(error.fieldErrors);
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setServerMessage(null);
    mutation.mutate(ZLoginRequest.parse(values));
  });

  return (
    <AuthCard
      title="Login"
      subtitle="Sign in to your account to continue."
      alert={<FormAlert message={serverMessage} />}
      footer={
        <>
          New here?{' '}
          <Anchor component={Link} to="/sign-up" fw={600}>
            Join Now
          </Anchor>
        </>
      }
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
