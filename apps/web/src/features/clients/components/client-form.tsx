import {
  CLIENT_MESSAGES,
  type ClientListResponse,
  type ClientRow,
  type TAddClientRequest,
  ZAddClientRequest,
  ZEditClientRequest,
} from '@aquadesk/shared/clients.ts';
import { MESSAGES, phoneDigits } from '@aquadesk/shared/validation.ts';
import { TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { EmailInput } from '../../../components/email-input.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { upsertById } from '../../../lib/live-list.ts';
import { EMAIL_TAKEN_MESSAGE, useEmailAvailability } from '../../../lib/use-email-availability.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { addClient, clientKeys, editClient } from '../api.ts';

type Values = Required<TAddClientRequest>;

const EMPTY: Values = {
  email: '',
  name: '',
  phone_number: '',
  organization: '',
  password: '',
  cPassword: '',
};

interface Props {
  /** 'add', or the client being edited; null when closed. */
  target: 'add' | ClientRow | null;
  onClose: () => void;
  clients: readonly ClientRow[];
}

/** Add client and Edit client (spec 001 §5), slide-in. */
export function ClientForm({ target, onClose, clients }: Props) {
  const queryClient = useQueryClient();
  const editing = target !== null && target !== 'add' ? target : null;
  const [email, setEmail] = useState(editing?.email ?? '');
  const emailAvailability = useEmailAvailability(email, target === 'add');
  useEffect(() => setEmail(editing?.email ?? ''), [editing]);
  const { form, message, done, succeed, fail, onSubmit } = useZodForm<Values>({
    initialValues: editing
      ? {
          ...EMPTY,
          name: editing.name,
          phone_number: editing.phone_number,
          organization: editing.organization ?? '',
          email: editing.email,
        }
      : EMPTY,
    resetKey: target,
    fallbackMessage: 'The client could not be saved. Please try again.',
    validate: (values) => {
      if (editing) {
        return zodFormResolver(ZEditClientRequest)({ ...values, user_id: editing.id });
      }
      const errors = zodFormResolver(ZAddClientRequest)(values);
      // spec 001 §5: e-mail not already in use (asked of the server); one account per organization
      if (!errors.email && emailAvailability === 'taken') errors.email = EMAIL_TAKEN_MESSAGE;
      const org = values.organization.trim().toLowerCase();
      if (!errors.organization && org && clients.some((c) => (c.organization ?? '').toLowerCase() === org)) {
        errors.organization = CLIENT_MESSAGES.organizationTaken;
      }
      return errors;
    },
  });

  const add = useMutation({
    mutationFn: addClient,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.list() });
      succeed();
    },
    onError: fail,
  });
  const edit = useMutation({
    mutationFn: editClient,
    onSuccess: (saved) => {
      queryClient.setQueryData<ClientListResponse>(clientKeys.list(), (old) =>
        old ? { ...old, data: upsertById(old.data, saved) } : old,
      );
      // an admin's edit processes a reseller's client: it leaves /reseller-clients
      void queryClient.invalidateQueries({ queryKey: clientKeys.resellerClients() });
      succeed();
    },
    onError: fail,
  });

  const submit = onSubmit((values) => {
    if (editing) {
      edit.mutate({
        user_id: editing.id,
        name: values.name,
        phone_number: values.phone_number,
        organization: values.organization,
      });
    } else {
      add.mutate(values);
    }
  });

  // spec 001 §5: the name is upper-cased as typed
  const onName = (event: ChangeEvent<HTMLInputElement>) =>
    form.setFieldValue('name', event.currentTarget.value.toUpperCase());
  const onPhone = (event: ChangeEvent<HTMLInputElement>) =>
    form.setFieldValue('phone_number', phoneDigits(event.currentTarget.value));

  return (
    <DrawerForm
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Client' : 'Add Client'}
      done={done}
      successMessage={editing ? 'Successfully updated the client' : 'Successfully added a new client'}
      error={message}
      onSubmit={submit}
      submitLabel={editing ? 'Save' : 'Add Client'}
      submitting={add.isPending || edit.isPending}
    >
      <EmailInput
        label="E-mail"
        type="email"
        withAsterisk={!editing}
        disabled={Boolean(editing)}
        {...form.getInputProps('email')}
        error={form.errors.email ?? (emailAvailability === 'taken' ? EMAIL_TAKEN_MESSAGE : undefined)}
        description={emailAvailability === 'checking' ? 'Checking the e-mail…' : undefined}
        onValueChange={(value) => {
          form.setFieldValue('email', value);
          setEmail(value);
        }}
      />
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} onChange={onName} />
      <TextInput
        label="Phone"
        inputMode="tel"
        withAsterisk
        {...form.getInputProps('phone_number')}
        onChange={onPhone}
      />
      <TextInput label="Organization" withAsterisk {...form.getInputProps('organization')} />
      {!editing && (
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('cPassword')}
          mismatchMessage={MESSAGES.passwordMismatchLive}
        />
      )}
    </DrawerForm>
  );
}
