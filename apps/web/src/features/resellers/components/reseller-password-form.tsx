import { RESELLER_MESSAGES, type ResellerRow } from '@aquadesk/shared/resellers.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { resetResellerPassword } from '../api.ts';

/** spec 000 §5: both fields required and equal; no strength rule. */
export function ResellerPasswordForm({
  reseller,
  onClose,
}: {
  reseller: ResellerRow | null;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [cPassword, setCPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; cPassword?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another one is chosen
  useEffect(() => {
    setPassword('');
    setCPassword('');
    setErrors({});
    setMessage(null);
    setDone(false);
  }, [reseller]);
  const mutation = useMutation({
    mutationFn: resetResellerPassword,
    onSuccess: () => setDone(true),
    onError: (e) => setMessage(e.message),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password) next.password = MESSAGES.required;
    if (!cPassword) next.cPassword = MESSAGES.required;
    else if (password !== cPassword) next.cPassword = RESELLER_MESSAGES.passwordMismatch;
    setErrors(next);
    if (Object.keys(next).length > 0 || !reseller) return;
    mutation.mutate({ user_id: reseller.id, password, cPassword });
  };
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
        passwordProps={{
          value: password,
          onChange: (e) => setPassword(e.currentTarget.value),
          error: errors.password,
        }}
        confirmProps={{
          value: cPassword,
          onChange: (e) => setCPassword(e.currentTarget.value),
          error: errors.cPassword,
        }}
      />
    </DrawerForm>
  );
}
