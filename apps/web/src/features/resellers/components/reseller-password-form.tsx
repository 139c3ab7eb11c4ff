import { RESELLER_MESSAGES, type ResellerRow } from '@aquadesk/shared/resellers.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { resetResellerPassword } from '../api.ts';

/** spec 000 §5: both fields required and equal; no strength rule. */
export function ResellerPasswordForm({
  reseller,
  onClose,
}: {
  reseller: ResellerRow | null;
  onClose: () => void;
}) {
  const { form, message, done, succeed, fail, onSubmit } = useZodForm({
    initialValues: { password: '', cPassword: '' },
    resetKey: reseller,
    validate: ({ password, cPassword }) => {
      const errors: Record<string, string> = {};
      if (!password) errors.password = MESSAGES.required;
      if (!cPassword) errors.cPassword = MESSAGES.required;
      else if (password !== cPassword) errors.cPassword = RESELLER_MESSAGES.passwordMismatch;
      return errors;
    },
  });
  const mutation = useMutation({ mutationFn: resetResellerPassword, onSuccess: succeed, onError: fail });
  const submit = onSubmit(({ password, cPassword }) => {
    if (reseller) mutation.mutate({ user_id: reseller.id, password, cPassword });
  });
  return (
    <DrawerForm
      opened={reseller !== null}
      onClose={onClose}
      title="Reset Password"
      done={done}
      successMessage="Password updated successfully"
      error={message}
      onSubmit={submit}
      submitLabel="Reset Password"
      submitting={mutation.isPending}
      intro={
        <Text size="sm" c="dimmed">
          {reseller?.name} · {reseller?.email}
        </Text>
      }
    >
      <NewPasswordFields
        passwordProps={form.getInputProps('password')}
        confirmProps={form.getInputProps('cPassword')}
      />
    </DrawerForm>
  );
}
