import { type EmployeeRecord, permissionColumn } from '@aquadesk/shared/employees.ts';
import { formatRupees } from '@aquadesk/shared/format.ts';
import { Button, Group, Select, Table, TextInput } from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { employeeKeys, fetchEmployeePage, useEmployeeEvents } from '../api.ts';
import { AddEmployeeForm, EditEmployeeForm, UpdatePasswordForm } from './employee-forms.tsx';

type Panel = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'password'; id: number };
const TITLES = { add: 'Add Employee', edit: 'Edit Employee', password: 'Update Password' } as const;

/** The employee page (spec 000 §2, §5, §6): admin only. */
export function EmployeeList() {
  const me = useSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string>('All');
  const [panel, setPanel] = useState<Panel | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEmployeeEvents();
  const q = useQuery({ queryKey: employeeKeys.page(), queryFn: ({ signal }) => fetchEmployeePage(signal) });

  // spec 000 §2: the current user is hidden from the list
  const others = useMemo(() => (q.data?.data ?? []).filter((e) => e.id !== me?.id), [q.data, me?.id]);
  const roles = useMemo(
    () => ['All', ...[...new Set(others.map((e) => e.user_type))].sort((a, b) => a.localeCompare(b))],
    [others],
  );
  const rows = others.filter(
    (e) =>
      (role === 'All' || e.user_type === role) && e.name.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const open = (p: Panel) => {
    setFormKey((k) => k + 1);
    setPanel(p);
  };
  const target: EmployeeRecord | undefined =
    panel && panel.kind !== 'add' ? q.data?.data.find((e) => e.id === panel.id) : undefined;

  return (
    <>
      <PageHeader
        title="Employees"
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => open({ kind: 'add' })}
            disabled={!q.data}
          >
            Add Employee
          </Button>
        }
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search by name"
          aria-label="Search by name"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Select
          aria-label="Role"
          data={roles}
          value={role}
          onChange={(v) => setRole(v ?? 'All')}
          allowDeselect={false}
          style={{ flex: '0 1 14rem' }}
        />
      </Group>
      <QueryContent
        query={q}
        isEmpty={rows.length === 0}
        emptyMessage="No employees found"
        showLoadError={false}
      >
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover aria-label="Employees">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Permission</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Pay</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.name}</Table.Td>
                  <Table.Td>{e.email}</Table.Td>
                  <Table.Td>{e.user_type}</Table.Td>
                  <Table.Td>{permissionColumn(e.permissions)}</Table.Td>
                  <Table.Td>{e.phone_number}</Table.Td>
                  <Table.Td>{formatRupees(e.charge)}/h</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction
                        label="Edit"
                        ariaLabel={`Edit ${e.name}`}
                        onClick={() => open({ kind: 'edit', id: e.id })}
                      >
                        <IconPencil size={18} />
                      </RowAction>
                      <RowAction
                        label="Change password"
                        ariaLabel={`Change password of ${e.name}`}
                        onClick={() => open({ kind: 'password', id: e.id })}
                      >
                        <IconKey size={18} />
                      </RowAction>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </QueryContent>
      <SlideInForm
        opened={panel !== null}
        onClose={() => setPanel(null)}
        title={panel ? TITLES[panel.kind] : ''}
      >
        {panel?.kind === 'add' && q.data && (
          <AddEmployeeForm key={formKey} page={q.data} onClose={() => setPanel(null)} />
        )}
        {panel?.kind === 'edit' && q.data && target && (
          <EditEmployeeForm key={formKey} page={q.data} employee={target} onClose={() => setPanel(null)} />
        )}
        {panel?.kind === 'password' && target && (
          <UpdatePasswordForm key={formKey} employee={target} onClose={() => setPanel(null)} />
        )}
      </SlideInForm>
    </>
  );
}
