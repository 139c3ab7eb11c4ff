import {
  DEPT_MESSAGES,
  type DeptData,
  type DeptNode,
  ZAddDeptRequest,
} from '@aquadesk/shared/departments.ts';
import { issuesToErrors } from '@aquadesk/shared/validation.ts';
import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { addDept, addDeptEmployees, deptKeys, withNode } from '../api.ts';

const people = (data: DeptData) =>
  data.employee.map((e) => ({ value: String(e.id), label: `${e.name} (${e.email})` }));

const failed = (error: unknown) => {
  // spec 000 §8: a failed submit keeps the form; the loader stops
  if (isApiError(error)) notifications.show({ color: 'red', title: 'Not saved', message: error.message });
};

/** insert mode (spec 000 §2): name, manager from the employees, description; parent null makes the root. */
export function AddDeptForm({
  data,
  parent,
  onClose,
}: {
  data: DeptData;
  parent: DeptNode | null;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const [v, setV] = useState({ name: '', description: '', manager: null as string | null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const m = useMutation({
    mutationFn: addDept,
    onSuccess: (node) => {
      qc.setQueryData<DeptData>(deptKeys.data(), (d) => withNode(d, node));
      setDone(true);
    },
    onError: (error) => {
      if (isApiError(error)) setErrors(error.fieldErrors);
      failed(error);
    },
  });
  if (done) return <SuccessPanel message={DEPT_MESSAGES.success} onDone={onClose} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: v.name,
      description: v.description,
      manager_id: v.manager ?? '',
      parent_id: parent?.dept_id ?? null,
    };
    const parsed = ZAddDeptRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    m.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {parent && <TextInput label="Under" value={parent.dept_name} readOnly variant="filled" />}
        <TextInput
          label="Department name"
          required
          value={v.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setV((s) => ({ ...s, name }));
          }}
          error={errors.name}
        />
        <Select
          label="Manager"
          required
          searchable
          placeholder="Pick an employee"
          data={people(data)}
          value={v.manager}
          onChange={(manager) => setV((s) => ({ ...s, manager }))}
          error={errors.manager_id}
          nothingFoundMessage="No employee matches"
        />
        <Textarea
          label="Description"
          required
          autosize
          minRows={4}
          value={v.description}
          onChange={(e) => {
            const description = e.currentTarget.value;
            setV((s) => ({ ...s, description }));
          }}
          error={errors.description}
        />
        <SubmitRow loading={m.isPending} mt="sm">
          Submit
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** insert_employee mode (spec 000 §2): build a list with Add Employee, then Submit. */
export function AddDeptEmployeesForm({
  data,
  dept,
  onClose,
}: {
  data: DeptData;
  dept: DeptNode;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const [pick, setPick] = useState<string | null>(null);
  const [list, setList] = useState<{ id: number; name: string; email: string }[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const m = useMutation({
    mutationFn: addDeptEmployees,
    onSuccess: (node) => {
      qc.setQueryData<DeptData>(deptKeys.data(), (d) => withNode(d, node));
      setDone(true);
    },
    onError: failed,
  });
  if (done) return <SuccessPanel message={DEPT_MESSAGES.success} onDone={onClose} />;
  const inDept = new Set(dept.employees.map((e) => e.id));
  const choices = people(data).filter(
    (p) => !inDept.has(Number(p.value)) && !list.some((l) => l.id === Number(p.value)),
  );
  const add = () => {
    const e = data.employee.find((x) => String(x.id) === pick);
    if (!e) {
      setError('Pick an employee from the list');
      return;
    }
    setList((l) => [...l, e]);
    setPick(null);
    setError(undefined);
  };
  return (
    <Stack gap="sm">
      <TextInput label="Department" value={dept.dept_name} readOnly variant="filled" />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          label="Employee"
          searchable
          data={choices}
          value={pick}
          onChange={setPick}
          error={error}
          style={{ flex: 1 }}
          nothingFoundMessage="No employee matches"
        />
        <Button variant="light" onClick={add}>
          Add Employee
        </Button>
      </Group>
      <Stack gap={6} aria-label="Employees to add">
        {list.map((e) => (
          <Paper key={e.id} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {e.name} · {e.email}
              </Text>
              <CloseButton
                aria-label={`Remove ${e.name}`}
                onClick={() => setList((l) => l.filter((x) => x.id !== e.id))}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm">
        <Button
          loading={m.isPending}
          onClick={() => {
            if (list.length === 0) {
              setError(DEPT_MESSAGES.pickEmployee);
              return;
            }
            m.mutate({ dept_id: dept.dept_id, employees: list.map((e) => ({ id: e.id, name: e.name })) });
          }}
        >
          Submit
        </Button>
      </Group>
    </Stack>
  );
}

/** view mode (spec 000 §2): department, description, manager and the other employees. */
export function ViewDept({ dept }: { dept: DeptNode }) {
  const manager = dept.employees.find((e) => e.is_manager === 1);
  const staff = dept.employees.filter((e) => e.is_manager !== 1);
  return (
    <Stack gap="md">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Department
        </Text>
        <Text fw={600}>{dept.dept_name}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Description
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{dept.description}</Text>
      </div>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Manager
        </Text>
        {manager ? (
          <Group gap="xs">
            <Text>{manager.name}</Text>
            <Text c="dimmed" size="sm">
              {manager.email}
            </Text>
            <Badge size="sm" variant="light">
              Manager
            </Badge>
          </Group>
        ) : (
          <Text c="dimmed">None</Text>
        )}
      </div>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Employees
        </Text>
        {staff.length === 0 ? (
          <Text c="dimmed">No other employees yet</Text>
        ) : (
          <Stack gap={4} mt={4}>
            {staff.map((e) => (
              <Group key={e.id} gap="xs">
                <Text>{e.name}</Text>
                <Text c="dimmed" size="sm">
                  {e.email}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
