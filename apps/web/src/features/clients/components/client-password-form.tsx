import { type ClientRow, ZResetClientPasswordRequest } from '@aquadesk/shared/clients.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../app/api-client.ts';
import { zodFormResolver } from '../../../components/form-resolver.ts';
import { PasswordField } from '../../../components/password-field.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { resetClientPassword } from '../api.ts';

/** Change a client's password (admin, client_management). */
export function ClientPasswordForm({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { user_id: 0, password: '', cPassword: '' },
    validate: zodFormResolver(ZResetClientPasswordRequest),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another client is chosen
  useEffect(() => {
    setDone(false);
    setMessage(null);
    form.setValues({ user_id: client?.id ?? 0, password: '', cPassword: '' });
    form.clearErrors();
  }, [client]);
  const mutation = useMutation({
    mutationFn: resetClientPassword,
    onSuccess: () => setDone(true),
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors);
      else setMessage(error.message);
    },
  });
  const { password, cPassword } = form.values;
  const liveMismatch = cPassword && cPassword !== password ? MESSAGES.passwordMismatchLive : null;
  return (
    <SlideInForm opened={client !== null} onClose={onClose} title="Update Password">
      {done ? (
        <SuccessPanel message="Password updated successfully" onDone={onClose} />
      ) : (
        <form onSubmit={form.onSubmit((v) => mutation.mutate(v))} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {client?.organization} · {client?.email}
            </Text>
            {message && (
              <Alert color="red" variant="light">
                {message}
              </Alert>
            )}
            <PasswordField
              label="Password"
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordField
              label="Confirm password"
              withAsterisk
              autoComplete="new-password"
              {...form.getInputProps('cPassword')}
              error={form.errors.cPassword ?? liveMismatch}
            />
            <Button type="submit" loading={mutation.isPending}>
              Update Password
            </Button>
          </Stack>
        </form>
      )}
    </SlideInForm>
  );
}
