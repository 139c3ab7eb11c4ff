import { type ClientRow, ZResetClientPasswordRequest } from '@aquadesk/shared/clients.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { resetClientPassword } from '../api.ts';

/** Change a client's password (admin, client_management). */
export function ClientPasswordForm({ client, onClose }: { client: ClientRow | null; onClose: () => void }) {
  const { form, message, done, succeed, fail, onSubmit } = useZodForm({
    initialValues: { user_id: client?.id ?? 0, password: '', cPassword: '' },
    schema: ZResetClientPasswordRequest,
    resetKey: client,
  });
  const mutation = useMutation({
    mutationFn: resetClientPassword,
    onSuccess: succeed,
    onError: fail,
  });
  return (
    <DrawerForm
      opened={client !== null}
      onClose={onClose}
      title="Update Password"
      done={done}
      successMessage="Password updated successfully"
      error={message}
      onSubmit={onSubmit((v) => mutation.mutate(v))}
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
