import {
  RESELLER_MESSAGES,
  type ResellerRow,
  ZCreateResellerRequest,
  ZEditResellerRequest,
} from '@aquadesk/shared/resellers.ts';
import type { District } from '@aquadesk/shared/sites.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { MultiSelect } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ContactFields } from '../../../components/contact-fields.tsx';
import { DrawerForm } from '../../../components/drawer-form.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useEmailAvailability } from '../../../lib/use-email-availability.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { createReseller, editReseller } from '../api.ts';
import { putReseller } from '../hooks/use-resellers.ts';

type Values = {
  email: string;
  name: string;
  phone_number: string;
  password: string;
  cPassword: string;
  district_ids: string[];
};

const EMPTY: Values = {
  email: '',
  name: '',
  phone_number: '',
  password: '',
  cPassword: '',
  district_ids: [],
};

interface Props {
  target: 'add' | ResellerRow | null;
  onClose: () => void;
  districts: readonly District[];
}

/** Add Reseller and Edit reseller (spec 000 §5). The district picker hides chosen ones, sorted by name. */
export function ResellerForm({ target, onClose, districts }: Props) {
  const queryClient = useQueryClient();
  const editing = target !== null && target !== 'add' ? target : null;
  const [email, setEmail] = useState('');
  const emailAvailability = useEmailAvailability(email, target === 'add');
  // a new form (another target) starts with no e-mail asked about
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the target changes
  useEffect(() => setEmail(''), [target]);
  const { form, message, done, succeed, fail, onSubmit } = useZodForm<Values>({
    initialValues: editing
      ? {
          ...EMPTY,
          email: editing.email,
          name: editing.name,
          phone_number: editing.phone_number,
          district_ids: editing.district_ids.map(String),
        }
      : EMPTY,
    resetKey: target,
    validate: (v) => {
      const district_ids = v.district_ids.map(Number);
      if (editing) {
        return zodFormResolver(ZEditResellerRequest)({
          user_id: editing.id,
          name: v.name,
          phone_number: v.phone_number,
          district_ids,
        });
      }
      const errors = zodFormResolver(ZCreateResellerRequest)({ ...v, district_ids });
      // spec 000 §5: the e-mail must be free, asked of the server (its 409 on save still guards)
      if (!errors.email && emailAvailability === 'taken') errors.email = RESELLER_MESSAGES.emailInUse;
      if (!v.cPassword) errors.cPassword ??= MESSAGES.required;
      return errors;
    },
  });

  const onSaved = (row: ResellerRow) => {
    putReseller(queryClient, row);
    succeed();
  };
  const create = useMutation({ mutationFn: createReseller, onSuccess: onSaved, onError: fail });
  const edit = useMutation({ mutationFn: editReseller, onSuccess: onSaved, onError: fail });

  const submit = onSubmit((v) => {
    const district_ids = v.district_ids.map(Number);
    if (editing)
      edit.mutate({ user_id: editing.id, name: v.name, phone_number: v.phone_number, district_ids });
    else create.mutate({ ...v, district_ids });
  });

  const sorted = [...districts].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <DrawerForm
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Reseller' : 'Add Reseller'}
      done={done}
      successMessage={editing ? 'Successfully updated the reseller' : 'Successfully added a new reseller'}
      error={message}
      onSubmit={submit}
      submitLabel={editing ? 'Save' : 'Add Reseller'}
      submitting={create.isPending || edit.isPending}
    >
      <ContactFields
        editing={Boolean(editing)}
        inputProps={(field) => form.getInputProps(field)}
        setValue={(field, value) => form.setFieldValue(field, value)}
        emailError={emailAvailability === 'taken' ? RESELLER_MESSAGES.emailInUse : undefined}
        emailDescription={emailAvailability === 'checking' ? 'Checking the e-mail…' : undefined}
        onEmailChange={setEmail}
      />
      {!editing && (
        <NewPasswordFields
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('cPassword')}
          mismatchMessage={RESELLER_MESSAGES.passwordMismatch}
        />
      )}
      <MultiSelect
        size="md"
        label="Districts"
        withAsterisk
        searchable
        hidePickedOptions
        data={sorted.map((d) => ({ value: String(d.id), label: d.name }))}
        {...form.getInputProps('district_ids')}
      />
    </DrawerForm>
  );
}
