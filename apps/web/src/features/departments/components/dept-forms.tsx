import {
  DEPT_MESSAGES,
  type DeptData,
  type DeptNode,
  ZAddDeptRequest,
} from '@aquadesk/shared/departments.ts';
import type { DirectoryEntry } from '@aquadesk/shared/employees.ts';
import { Badge, Button, CloseButton, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffSelect } from '../../../components/staff-select.tsx';
import { SubmitRow } from '../../../components/submit-row.tsx';
import { SuccessPanel } from '../../../components/success-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { removeById } from '../../../lib/live-list.ts';
import { putSaved } from '../../../lib/put-saved.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { addDept, addDeptEmployees, deptKeys, withNode } from '../api.ts';

type Person = { id: number; name: string; email: string };

const failed = (error: unknown) => {
  // spec 000 §8: a failed submit keeps the form; the loader stops
  if (isApiError(error)) notifications.show({ color: 'red', title: 'Not saved', message: error.message });
};

type AddDeptValues = { name: string; description: string; manager_id: string | null };

function toRequest(v: AddDeptValues, parent: DeptNode | null) {
  return {
    name: v.name,
    description: v.description,
    manager_id: v.manager_id ?? '',
    parent_id: parent?.dept_id ?? null,
  };
}

/** A save of a department form: the answered node goes into the cached tree, and the form shows success. */
function useDeptSave<Input>(
  mutationFn: (input: Input) => Promise<DeptNode>,
  succeed: () => void,
  fail: (error: unknown) => void,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (node) => {
      await putSaved<DeptData>(qc, deptKeys.data(), (d) => withNode(d, node));
      succeed();
    },
    onError: (error) => {
      fail(error);
      failed(error);
    },
  });
}

/**
 * insert mode (spec 000 §2): name, manager from the employees (searched on the server: GET /get-dept's
 * `employee` is only the first page, docs/api.md "Departments"), description; parent null makes the root.
 */
export function AddDeptForm({ parent, onClose }: { parent: DeptNode | null; onClose: () => void }) {
  const { form, done, succeed, fail, onSubmit } = useZodForm({
    initialValues: { name: '', description: '', manager_id: null } as AddDeptValues,
    validate: (v) => zodFormResolver(ZAddDeptRequest)(toRequest(v, parent)),
  });
  const m = useDeptSave(addDept, succeed, fail);
  if (done) return <SuccessPanel message={DEPT_MESSAGES.success} onDone={onClose} />;
  const submit = onSubmit((v) => m.mutate(ZAddDeptRequest.parse(toRequest(v, parent))));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {parent && <TextInput label="Under" value={parent.dept_name} readOnly variant="filled" />}
        <TextInput label="Department name" required {...form.getInputProps('name')} />
        <StaffSelect
          label="Manager"
          required
          placeholder="Pick an employee"
          {...form.getInputProps('manager_id')}
          value={form.values.manager_id}
        />
        <Textarea label="Description" required autosize minRows={4} {...form.getInputProps('description')} />
        <SubmitRow loading={m.isPending} mt="sm">
          Submit
        </SubmitRow>
      </Stack>
    </form>
  );
}

/** insert_employee mode (spec 000 §2): build a list with Add Employee (searched on the server), then Submit. */
export function AddDeptEmployeesForm({ dept, onClose }: { dept: DeptNode; onClose: () => void }) {
  const { form, done, succeed, fail, onSubmit } = useZodForm<{ pick: DirectoryEntry | null; list: Person[] }>(
    {
      initialValues: { pick: null, list: [] },
      validate: ({ list }) => (list.length === 0 ? { pick: DEPT_MESSAGES.pickEmployee } : {}),
    },
  );
  const { pick, list } = form.values;
  const m = useDeptSave(addDeptEmployees, succeed, fail);
  if (done) return <SuccessPanel message={DEPT_MESSAGES.success} onDone={onClose} />;
  const inDept = new Set(dept.employees.map((e) => e.id));
  const excluded = (e: DirectoryEntry) => inDept.has(e.id) || list.some((l) => l.id === e.id);
  const add = () => {
    if (!pick) {
      form.setFieldError('pick', 'Pick an employee from the list');
      return;
    }
    form.setValues({ pick: null, list: [...list, { id: pick.id, name: pick.name, email: pick.email }] });
    form.clearFieldError('pick');
  };
  const submit = onSubmit((v) =>
    m.mutate({ dept_id: dept.dept_id, employees: v.list.map((e) => ({ id: e.id, name: e.name })) }),
  );
  return (
    <Stack gap="sm">
      <TextInput label="Department" value={dept.dept_name} readOnly variant="filled" />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <StaffSelect
          label="Employee"
          {...form.getInputProps('pick')}
          value={pick ? String(pick.id) : null}
          onChange={(_, person) => form.setFieldValue('pick', person)}
          exclude={excluded}
          style={{ flex: 1 }}
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
                onClick={() => form.setFieldValue('list', removeById(list, e.id))}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm">
        <Button loading={m.isPending} onClick={() => submit()}>
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
