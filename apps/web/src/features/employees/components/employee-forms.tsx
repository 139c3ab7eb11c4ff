import {
  EMPLOYEE_PERMISSIONS,
  type EmployeePageData,
  type EmployeePermission,
  type EmployeeRecord,
  isAdminAccount,
  permissionBoxesOf,
  ZCreateEmployeeRequest,
  ZEditEmployeeRequest,
  ZResetPasswordAdminRequest,
} from '@aquadesk/shared/employees.ts';
import { isRole, ROLE_LABELS } from '@aquadesk/shared/roles.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { Autocomplete, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailInput } from '../../../components/email-input.tsx';
import { liveMismatch } from '../../../components/new-password-fields.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { EMAIL_TAKEN_MESSAGE, useEmailAvailability } from '../../../lib/use-email-availability.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { createEmployee, editEmployee, putEmployee, resetEmployeePassword } from '../api.ts';

/** A refused save: the fields it names show their message, and a notification says it was not saved. */
function notifyNotSaved(error: unknown) {
  if (isApiError(error)) notifications.show({ color: 'red', title: 'Not saved', message: error.message });
}

function PermissionBoxes({
  boxes,
  value,
  onChange,
}: {
  boxes: readonly EmployeePermission[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  if (boxes.length === 0) return null;
  return (
    <Checkbox.Group label="Permissions" value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
        {boxes.map((p) => (
          <Checkbox key={p} value={p} label={isRole(p) ? ROLE_LABELS[p] : p} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

function roleIdOf(page: EmployeePageData, name: string): number {
  return page.roles.find((r) => r.name.toLowerCase() === name.trim().toLowerCase())?.id ?? -1;
}

const roleSuggestions = (page: EmployeePageData) =>
  page.roles.map((r) => r.name).filter((n) => !['admin', 'client', 'reseller'].includes(n.toLowerCase()));

/** The save of Add and Edit: the saved employee goes into the cached page, then the success panel. */
function useSaveEmployee<Body>(
  save: (body: Body) => Promise<EmployeeRecord>,
  succeed: () => void,
  fail: (error: unknown) => void,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (e: EmployeeRecord) => {
      putEmployee(qc, e);
      succeed();
    },
    onError: (error) => {
      fail(error);
      notifyNotSaved(error);
    },
  });
}

type EmployeeField = 'name' | 'phone_number' | 'role' | 'charge';

/** Name, Phone, Role and Pay per hour, shared by Add and Edit. */
function EmployeeFields({
  page,
  inputProps,
  rolePlaceholder,
  roleReadOnly,
}: {
  page: EmployeePageData;
  inputProps: (
    field: EmployeeField,
  ) => ReturnType<UseFormReturnType<Record<EmployeeField, string>>['getInputProps']>;
  rolePlaceholder?: string;
  roleReadOnly?: boolean;
}) {
  return (
    <>
      <TextInput label="Name" required {...inputProps('name')} />
      <TextInput label="Phone" required inputMode="numeric" maxLength={10} {...inputProps('phone_number')} />
      <Autocomplete
        label="Role"
        required
        placeholder={rolePlaceholder}
        data={roleSuggestions(page)}
        {...inputProps('role')}
        readOnly={roleReadOnly}
      />
      <TextInput label="Pay per hour (₹)" required inputMode="decimal" {...inputProps('charge')} />
    </>
  );
}

/** Add Employee (spec 000 §5): every field required, e-mail unique, the password rule, charge numeric. */
export function AddEmployeeForm({ page, onClose }: { page: EmployeePageData; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const emailAvailability = useEmailAvailability(email);
  const { form, done, succeed, fail, onSubmit } = useZodForm({
    initialValues: {
      email: '',
      name: '',
      phone_number: '',
      role: '',
      password: '',
      cPassword: '',
      charge: '',
      permission_list: [] as string[],
    },
    validate: (v) => {
      const errors = zodFormResolver<unknown>(ZCreateEmployeeRequest)({
        ...v,
        role_id: roleIdOf(page, v.role),
      });
      // spec 000 §5: the e-mail must be free, asked of the server (its 409 on save still guards)
      if (!errors.email && emailAvailability === 'taken') errors.email = EMAIL_TAKEN_MESSAGE;
      return errors;
    },
  });
  const m = useSaveEmployee(createEmployee, succeed, fail);
  if (done) return <SuccessPanel message="Successfully added a new employee" onDone={onClose} />;

  const submit = onSubmit((v) =>
    m.mutate({ ...v, role_id: roleIdOf(page, v.role) } as Parameters<typeof createEmployee>[0]),
  );
  const v = form.values;
  const mismatch = liveMismatch(v.password, v.cPassword, MESSAGES.passwordMismatchLive);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailInput
          label="E-mail"
          required
          {...form.getInputProps('email')}
          error={form.errors.email ?? (emailAvailability === 'taken' ? EMAIL_TAKEN_MESSAGE : undefined)}
          description={emailAvailability === 'checking' ? 'Checking the e-mail…' : undefined}
          onValueChange={(value) => {
            form.setFieldValue('email', value);
            setEmail(value);
          }}
        />
        <EmployeeFields
          page={page}
          inputProps={(field) => form.getInputProps(field)}
          rolePlaceholder="Type a role or pick one"
        />
        <PasswordInput label="Password" required {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          required
          {...form.getInputProps('cPassword')}
          error={form.errors.cPassword ?? mismatch}
        />
        <PermissionBoxes
          boxes={EMPLOYEE_PERMISSIONS}
          value={v.permission_list}
          onChange={(list) => form.setFieldValue('permission_list', list)}
        />
        <SubmitRow loading={m.isPending} mt="sm">
          Add Employee
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** Edit employee (spec 000 §5): name, phone, charge and role required; no checkboxes for an admin. */
export function EditEmployeeForm({
  page,
  employee,
  onClose,
}: {
  page: EmployeePageData;
  employee: EmployeeRecord;
  onClose: () => void;
}) {
  const admin = isAdminAccount(employee);
  const { form, done, succeed, fail, onSubmit } = useZodForm({
    initialValues: {
      name: employee.name,
      phone_number: employee.phone_number,
      role: employee.user_type,
      charge: String(employee.charge),
      permission_list: employee.permissions.filter((p) =>
        (EMPLOYEE_PERMISSIONS as readonly string[]).includes(p),
      ),
    },
    validate: (v) =>
      zodFormResolver<unknown>(ZEditEmployeeRequest)({
        ...v,
        user_id: employee.id,
        role_id: roleIdOf(page, v.role),
      }),
  });
  const m = useSaveEmployee(editEmployee, succeed, fail);
  if (done) return <SuccessPanel message="Successfully updated the employee" onDone={onClose} />;
  const submit = onSubmit((v) =>
    m.mutate({ ...v, user_id: employee.id, role_id: roleIdOf(page, v.role) } as Parameters<
      typeof editEmployee
    >[0]),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="E-mail" value={employee.email} readOnly variant="filled" />
        <EmployeeFields page={page} inputProps={(field) => form.getInputProps(field)} roleReadOnly={admin} />
        <PermissionBoxes
          boxes={permissionBoxesOf(employee)}
          value={form.values.permission_list}
          onChange={(list) => form.setFieldValue('permission_list', list)}
        />
        <SubmitRow loading={m.isPending} mt="sm">
          Save
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** Update Password (spec 000 §5): the same password rules; their sessions end. */
export function UpdatePasswordForm({ employee, onClose }: { employee: EmployeeRecord; onClose: () => void }) {
  const { form, done, succeed, fail, onSubmit } = useZodForm({
    initialValues: { password: '', cPassword: '' },
    validate: (v) => {
      const errors = zodFormResolver(ZResetPasswordAdminRequest)({ email: employee.email, ...v });
      if (!v.cPassword) errors.cPassword = MESSAGES.required;
      return errors;
    },
  });
  const m = useMutation({
    mutationFn: resetEmployeePassword,
    onSuccess: succeed,
    onError: (error) => {
      fail(error);
      notifyNotSaved(error);
    },
  });
  if (done) return <SuccessPanel message="Password updated" onDone={onClose} />;
  const submit = onSubmit((v) => m.mutate({ email: employee.email, ...v }));
  const mismatch = liveMismatch(form.values.password, form.values.cPassword, MESSAGES.passwordMismatchLive);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="E-mail" value={employee.email} readOnly variant="filled" />
        <PasswordInput label="New password" required {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          required
          {...form.getInputProps('cPassword')}
          error={form.errors.cPassword ?? mismatch}
        />
        <SubmitRow loading={m.isPending} mt="sm">
          Update Password
        </SubmitRow>
      </Stack>
    </form>
  );
}
