import { type EmployeeRecord, permissionColumn } from '@aquadesk/shared/employees.ts';
import { toPaise } from '@aquadesk/shared/money.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { LIST_EXPORT_READ, type ListFile, listFile, wholeList } from '../../../platform/list-export.ts';
import type { TableColumn, TableFile } from '../../../platform/table-file.ts';
import type * as repo from '../repository.ts';
import { employeePageData } from './employees.ts';

/**
 * GET /get_employee_page_data?format=csv|xlsx (docs/api.md "Lists"): every employee the search and role
 * filter match, with the list's columns; the caller is left out, as the list hides them (spec 000 §2).
 */

const COLUMNS: TableColumn[] = [
  { header: 'Name', kind: 'text', width: 24 },
  { header: 'Email', kind: 'text', width: 30 },
  { header: 'Role', kind: 'text', width: 20 },
  { header: 'Permission', kind: 'text', width: 28 },
  { header: 'Phone', kind: 'text', width: 16 },
  { header: 'Pay per hour', kind: 'money', width: 14 },
];

export function employeeListTable(rows: readonly EmployeeRecord[]): TableFile {
  return {
    sheet: 'Employees',
    columns: COLUMNS,
    rows: rows.map((e) => [
      e.name,
      e.email,
      e.user_type,
      permissionColumn(e.permissions),
      e.phone_number,
      toPaise(e.charge),
    ]),
  };
}

export async function exportEmployees(
  ctx: AppContext,
  user: AuthUser,
  query: repo.EmployeeListFilters,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await employeePageData(ctx, user, { ...query, ...LIST_EXPORT_READ });
  wholeList(list.next_cursor);
  const shown = list.data.filter((e) => e.id !== user.id);
  return listFile(ctx, 'employees', format, employeeListTable(shown));
}
