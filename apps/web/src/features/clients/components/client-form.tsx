import {
  CLIENT_MESSAGES,
  type ClientRow,
  type TAddClientRequest,
  ZAddClientRequest,
  ZEditClientRequest,
} from '@aquadesk/shared/clients.ts';
import { GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ContactFields } from '../../../components/contact-fields.tsx';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { EMAIL_TAKEN_MESSAGE, useEmailAvailability } from '../../../lib/use-email-availability.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { addClient, editClient } from '../api.ts';
import { useApplyClient, useApplyResellerClient } from '../hooks/use-clients.ts';
import {
  type ClientTaxField,
  type ClientTaxValues,
  EMPTY_TAX,
  taxRequestOf,
  taxValuesOf,
} from '../tax-values.ts';
import { ClientTaxFields } from './client-tax-fields.tsx';

type AccountValues = Required<
  Pick<TAddClientRequest, 'email' | 'name' | 'phone_number' | 'organization' | 'password' | 'cPassword'>
>;
type Values = AccountValues & ClientTaxValues;

const EMPTY: Values = {
  email: '',
  name: '',
  phone_number: '',
  organization: '',
  password: '',
  cPassword: '',
  ...EMPTY_TAX,
};

interface Props {
  /** 'add', or the client being edited; null when closed. */
  target: 'add' | ClientRow | null;
  onClose: () => void;
  clients: readonly ClientRow[];
}

/** Add client and Edit client (spec 001 §5), slide-in. */
export function ClientForm({ target, onClose, clients }: Props) {
  const applyClient = useApplyClient();
  const applyResellerClient = useApplyResellerClient();
  const setsTerms = useCan('client.payment_terms');
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
          ...taxValuesOf(editing),
        }
      : EMPTY,
    resetKey: target,
    fallbackMessage: 'The client could not be saved. Please try again.',
    validate: (values) => {
      const tax = taxRequestOf(values, setsTerms);
      const errors = editing
        ? zodFormResolver(ZEditClientRequest)({ ...values, ...tax, user_id: editing.id })
        : zodFormResolver(ZAddClientRequest)({ ...values, ...tax });
      if (editing) return errors;
      // the call takes a client without a state (docs/api.md "Clients"); a new one is added with its state.
      // An edit does not ask: a client from before issue 30 is still saved (and processed) without one
      if (!errors.state_code && !values.state_code) errors.state_code = GST_MESSAGES.stateCode;
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
      // the new client arrives in place with the `client` event
      succeed();
    },
    onError: fail,
  });
  const edit = useMutation({
    mutationFn: editClient,
    onSuccess: (saved) => {
      applyClient(saved);
      // an admin's edit processes a reseller's client: it leaves /reseller-clients
      applyResellerClient(saved);
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
        ...taxRequestOf(values, setsTerms),
      });
    } else {
      add.mutate({ ...values, ...taxRequestOf(values, setsTerms) });
    }
  });

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
      <ContactFields
        editing={Boolean(editing)}
        inputProps={(field) => form.getInputProps(field)}
        setValue={(field, value) => form.setFieldValue(field, value)}
        upperCaseName
        emailError={emailAvailability === 'taken' ? EMAIL_TAKEN_MESSAGE : undefined}
        emailDescription={emailAvailability === 'checking' ? 'Checking the e-mail…' : undefined}
        onEmailChange={setEmail}
      />
      <TextInput label="Organization" withAsterisk {...form.getInputProps('organization')} />
      {!editing && (
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('cPassword')}
          mismatchMessage={MESSAGES.passwordMismatchLive}
        />
      )}
      <ClientTaxFields
        values={form.getValues()}
        setsTerms={setsTerms}
        stateRequired={!editing}
        inputProps={(field: ClientTaxField) => form.getInputProps(field)}
        setGstin={(gstin) => form.setFieldValue('gstin', gstin)}
        setState={(code) => form.setFieldValue('state_code', code)}
        setError={(field, error) => form.setFieldError(field, error)}
      />
    </DrawerForm>
  );
}
