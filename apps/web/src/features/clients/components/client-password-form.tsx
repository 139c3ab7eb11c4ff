import { type ClientRow, ZResetClientPasswordRequest } from '@aquadesk/shared/clients.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { zodFormResolver } from '../../../components/form-resolver.ts';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
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
  return (
    <DrawerForm
      opened={client !== null}
      onClose={onClose}
      title="Update Password"
      done={done}
      successMessage="Password updated successfully"
      error={message}
      onSubmit={form.onSubmit((v) => mutation.mutate(v))}
      submitLabel="Update Password"
      submitting={mutation.isPending}
      intro={
        <Text size="sm" c="dimmed">
          {client?.organization} · {client?.email}
        </Text>
      }
    >
      <NewPasswordFields
        passwordProps={form.getInputProps('password')}
        confirmProps={form.getInputProps('cPassword')}
        mismatchMessage={MESSAGES.passwordMismatchLive}
      />
    </DrawerForm>
  );
}
