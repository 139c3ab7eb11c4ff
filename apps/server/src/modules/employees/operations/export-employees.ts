import { type EmployeeRecord, permissionColumn } from '@aquadesk/shared/employees.ts';
import { toPaise } from '@aquadesk/shared/money.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
  NAME_COLUMN,
  PHONE_COLUMN,
} from '../../../platform/list-export.ts';
import type * as repo from '../repository.ts';
import { employeePageData } from './employees.ts';

/**
 * GET /get_employee_page_data?format=csv|xlsx (docs/api.md "Lists"): every employee the search and role
 * filter match, with the list's columns; the caller is left out, as the list hides them (spec 000 §2).
 */

const EMPLOYEE_LIST: ListTable<EmployeeRecord> = {
  list: 'employees',
  sheet: 'Employees',
  columns: [
    NAME_COLUMN,
    { header: 'Email', kind: 'text', width: 30, cell: (e) => e.email },
    { header: 'Role', kind: 'text', width: 20, cell: (e) => e.user_type },
    { header: 'Permission', kind: 'text', width: 28, cell: (e) => permissionColumn(e.permissions) },
    PHONE_COLUMN,
    { header: 'Pay per hour', kind: 'money', width: 14, cell: (e) => toPaise(e.charge) },
  ],
};

export async function exportEmployees(
  ctx: AppContext,
  user: AuthUser,
  query: repo.EmployeeListFilters,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await employeePageData(ctx, user, { ...query, ...LIST_EXPORT_READ });
  const shown = list.data.filter((e) => e.id !== user.id);
  return exportList(ctx, format, EMPLOYEE_LIST, { data: shown, next_cursor: list.next_cursor });
}
