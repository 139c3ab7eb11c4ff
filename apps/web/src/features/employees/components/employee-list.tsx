import { type EmployeeRecord, permissionColumn } from '@aquadesk/shared/employees.ts';
import { formatRupees } from '@aquadesk/shared/format.ts';
import { Button, Group } from '@mantine/core';
import { IconKey, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ChoiceFilter } from '../../../components/choice-filter.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { ListScreen } from '../../../components/list-screen.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useListFilters } from '../../../lib/use-list-filters.ts';
import { useEmployeeEvents, useEmployeePage } from '../api.ts';
import { AddEmployeeForm, EditEmployeeForm, UpdatePasswordForm } from './employee-forms.tsx';

type Panel = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'password'; id: number };
const TITLES = { add: 'Add Employee', edit: 'Edit Employee', password: 'Update Password' } as const;

/** The employee page (spec 000 §2, §5, §6): admin only. */
export function EmployeeList() {
  const me = useSession();
  const filters = useListFilters(['role']);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEmployeeEvents();
  const { query: q, rows: all, first: page, total } = useEmployeePage(filters.values);

  // spec 000 §2: the current user is hidden from the list
  const rows = all.filter((e) => e.id !== me?.id);
  const hiddenMe = all.length - rows.length;
  const roles = (page?.roles ?? [])
    .map((r) => ({ value: String(r.id), label: r.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const open = (p: Panel) => {
    setFormKey((k) => k + 1);
    setPanel(p);
  };
  const target: EmployeeRecord | undefined =
    panel && panel.kind !== 'add' ? rows.find((e) => e.id === panel.id) : undefined;

  return (
    <ListScreen
      title="Employees"
      exportTo={{ list: 'employees', path: '/get_employee_page_data', params: filters.values }}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => open({ kind: 'add' })} disabled={!page}>
          Add Employee
        </Button>
      }
      search={{ filters, label: 'Search by name', placeholder: 'Search by name, e-mail, phone or role' }}
      controls={<ChoiceFilter filters={filters} name="role" label="Role" data={roles} width={224} />}
      list={{ query: q, rows, total: total === undefined ? undefined : total - hiddenMe }}
      emptyMessage="No employees found"
      showLoadError={false}
      noun="employees"
      overlays={
        <SlideInForm
          opened={panel !== null}
          onClose={() => setPanel(null)}
          title={panel ? TITLES[panel.kind] : ''}
        >
          {panel?.kind === 'add' && page && (
            <AddEmployeeForm key={formKey} page={page} onClose={() => setPanel(null)} />
          )}
          {panel?.kind === 'edit' && page && target && (
            <EditEmployeeForm key={formKey} page={page} employee={target} onClose={() => setPanel(null)} />
          )}
          {panel?.kind === 'password' && target && (
            <UpdatePasswordForm key={formKey} employee={target} onClose={() => setPanel(null)} />
          )}
        </SlideInForm>
      }
    >
      <DataTable
        rows={rows}
        rowKey={(e) => e.id}
        minWidth={820}
        ariaLabel="Employees"
        rowProps={() => ({ 'data-testid': 'employee-row' })}
        framed={false}
        columns={[
          { header: 'Name', role: 'title', cell: (e) => e.name },
          { header: 'mail', cell: (e) => e.email },
          { header: 'Role', cell: (e) => e.user_type },
          { header: 'Permission', cell: (e) => permissionColumn(e.permissions) },
          { header: 'Phone', cell: (e) => e.phone_number },
          { header: 'Pay', cell: (e) => `${formatRupees(e.charge)}/h` },
          {
            header: 'Action',
            role: 'action',
            cell: (e) => (
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
            ),
          },
        ]}
      />
    </ListScreen>
  );
}
