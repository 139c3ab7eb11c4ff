import {
  EMPLOYEE_PERMISSIONS,
  type EmployeePageData,
  type EmployeeRecord,
  isAdminAccount,
  ZCreateEmployeeRequest,
  ZEditEmployeeRequest,
  ZResetPasswordAdminRequest,
} from '@aquadesk/shared/employees.ts';
import { isRole, ROLE_LABELS } from '@aquadesk/shared/roles.ts';
import { issuesToErrors, MESSAGES } from '@aquadesk/shared/validation.ts';
import { Autocomplete, Checkbox, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { EmailInput } from '../../../components/email-input.tsx';
import { liveMismatch } from '../../../components/new-password-fields.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { createEmployee, editEmployee, employeeKeys, resetEmployeePassword, withEmployee } from '../api.ts';

type Errors = Record<string, string>;

function useErrors() {
  const [errors, setErrors] = useState<Errors>({});
  const clear = (key: string) =>
    setErrors((e) => {
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  return { errors, setErrors, clear };
}

const failedWith = (setErrors: (fn: (e: Errors) => Errors) => void) => (error: unknown) => {
  if (isApiError(error)) {
    setErrors((e) => ({ ...e, ...error.fieldErrors }));
    notifications.show({ color: 'red', title: 'Not saved', message: error.message });
  }
};

function PermissionBoxes({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  return (
    <Checkbox.Group label="Permissions" value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
        {EMPLOYEE_PERMISSIONS.map((p) => (
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
  setDone: (done: boolean) => void,
  setErrors: (fn: (e: Errors) => Errors) => void,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (e: EmployeeRecord) => {
      qc.setQueryData<EmployeePageData>(employeeKeys.page(), (p) => withEmployee(p, e));
      setDone(true);
    },
    onError: failedWith(setErrors),
  });
}

interface EmployeeFieldValues {
  name: string;
  phone_number: string;
  role: string;
  charge: string;
}

/** Name, Phone, Role and Pay per hour, shared by Add and Edit. */
function EmployeeFields({
  page,
  values,
  errors,
  set,
  rolePlaceholder,
  roleReadOnly,
}: {
  page: EmployeePageData;
  values: EmployeeFieldValues;
  errors: Errors;
  set: (key: keyof EmployeeFieldValues) => (value: string) => void;
  rolePlaceholder?: string;
  roleReadOnly?: boolean;
}) {
  return (
    <>
      <TextInput
        label="Name"
        required
        value={values.name}
        onChange={(e) => set('name')(e.currentTarget.value)}
        error={errors.name}
      />
      <TextInput
        label="Phone"
        required
        inputMode="numeric"
        maxLength={10}
        value={values.phone_number}
        onChange={(e) => set('phone_number')(e.currentTarget.value)}
        error={errors.phone_number}
      />
      <Autocomplete
        label="Role"
        required
        placeholder={rolePlaceholder}
        data={roleSuggestions(page)}
        value={values.role}
        onChange={set('role')}
        error={errors.role}
        readOnly={roleReadOnly}
      />
      <TextInput
        label="Pay per hour (₹)"
        required
        inputMode="decimal"
        value={values.charge}
        onChange={(e) => set('charge')(e.currentTarget.value)}
        error={errors.charge}
      />
    </>
  );
}

/** Add Employee (spec 000 §5): every field required, e-mail unique, the password rule, charge numeric. */
export function AddEmployeeForm({ page, onClose }: { page: EmployeePageData; onClose: () => void }) {
  const [v, setV] = useState({
    email: '',
    name: '',
    phone_number: '',
    role: '',
    password: '',
    cPassword: '',
    charge: '',
    permission_list: [] as string[],
  });
  const { errors, setErrors, clear } = useErrors();
  const [done, setDone] = useState(false);
  const m = useSaveEmployee(createEmployee, setDone, setErrors);
  if (done) return <SuccessPanel message="Successfully added a new employee" onDone={onClose} />;

  const set = (key: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [key]: value }));
    clear(key);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...v, role_id: roleIdOf(page, v.role) };
    const parsed = ZCreateEmployeeRequest.safeParse(body);
    const errs: Errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    if (v.email && page.email_list.some((e) => e.toLowerCase() === v.email.trim().toLowerCase())) {
      errs.email = MESSAGES.emailInUse;
    }
    if (Object.keys(errs).length > 0) {
      setErrors(errs);
      return;
    }
    m.mutate(body as Parameters<typeof createEmployee>[0]);
  };
  const mismatch = liveMismatch(v.password, v.cPassword, MESSAGES.passwordMismatchLive);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmailInput
          label="E-mail"
          required
          value={v.email}
          onValueChange={set('email')}
          error={errors.email}
        />
        <EmployeeFields
          page={page}
          values={v}
          errors={errors}
          set={set}
          rolePlaceholder="Type a role or pick one"
        />
        <PasswordInput
          label="Password"
          required
          value={v.password}
          onChange={(e) => set('password')(e.currentTarget.value)}
          error={errors.password}
        />
        <PasswordInput
          label="Confirm password"
          required
          value={v.cPassword}
          onChange={(e) => set('cPassword')(e.currentTarget.value)}
          error={errors.cPassword ?? mismatch}
        />
        <PermissionBoxes
          value={v.permission_list}
          onChange={(list) => setV((s) => ({ ...s, permission_list: list }))}
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
  const [v, setV] = useState({
    name: employee.name,
    phone_number: employee.phone_number,
    role: employee.user_type,
    charge: String(employee.charge),
    permission_list: employee.permissions.filter((p) =>
      (EMPLOYEE_PERMISSIONS as readonly string[]).includes(p),
    ),
  });
  const { errors, setErrors, clear } = useErrors();
  const [done, setDone] = useState(false);
  const m = useSaveEmployee(editEmployee, setDone, setErrors);
  if (done) return <SuccessPanel message="Successfully updated the employee" onDone={onClose} />;
  const set = (key: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [key]: value }));
    clear(key);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...v, user_id: employee.id, role_id: roleIdOf(page, v.role) };
    const parsed = ZEditEmployeeRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    m.mutate(body as Parameters<typeof editEmployee>[0]);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="E-mail" value={employee.email} readOnly variant="filled" />
        <EmployeeFields page={page} values={v} errors={errors} set={set} roleReadOnly={admin} />
        {!admin && (
          <PermissionBoxes
            value={v.permission_list}
            onChange={(list) => setV((s) => ({ ...s, permission_list: list }))}
          />
        )}
        <SubmitRow loading={m.isPending} mt="sm">
          Save
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** Update Password (spec 000 §5): the same password rules; their sessions end. */
export function UpdatePasswordForm({ employee, onClose }: { employee: EmployeeRecord; onClose: () => void }) {
  const [v, setV] = useState({ password: '', cPassword: '' });
  const { errors, setErrors, clear } = useErrors();
  const [done, setDone] = useState(false);
  const m = useMutation({
    mutationFn: resetEmployeePassword,
    onSuccess: () => setDone(true),
    onError: failedWith(setErrors),
  });
  if (done) return <SuccessPanel message="Password updated" onDone={onClose} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { email: employee.email, ...v };
    const parsed = ZResetPasswordAdminRequest.safeParse(body);
    const errs: Errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    if (!v.cPassword) errs.cPassword = MESSAGES.required;
    if (Object.keys(errs).length > 0) {
      setErrors(errs);
      return;
    }
    m.mutate(body);
  };
  const mismatch = liveMismatch(v.password, v.cPassword, MESSAGES.passwordMismatchLive);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="E-mail" value={employee.email} readOnly variant="filled" />
        <PasswordInput
          label="New password"
          required
          value={v.password}
          onChange={(e) => {
            const password = e.currentTarget.value;
            setV((s) => ({ ...s, password }));
            clear('password');
          }}
          error={errors.password}
        />
        <PasswordInput
          label="Confirm password"
          required
          value={v.cPassword}
          onChange={(e) => {
            const cPassword = e.currentTarget.value;
            setV((s) => ({ ...s, cPassword }));
            clear('cPassword');
          }}
          error={errors.cPassword ?? mismatch}
        />
        <SubmitRow loading={m.isPending} mt="sm">
          Update Password
        </SubmitRow>
      </Stack>
    </form>
  );
}
