import type { MessageResponse } from '@aquadesk/shared/auth.ts';
import type {
  EmployeePageData,
  EmployeeRecord,
  RoleEntry,
  TCreateEmployeeRequest,
  TEditEmployeeRequest,
  TResetPasswordAdminRequest,
} from '@aquadesk/shared/employees.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { addIfMissing, upsertById } from '../../lib/live-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const employeeKeys = {
  all: ['employees'] as const,
  page: () => [...employeeKeys.all, 'page'] as const,
};

export const fetchEmployeePage = (signal?: AbortSignal) =>
  apiRequest<EmployeePageData>('/get_employee_page_data', { signal });

export async function createEmployee(body: TCreateEmployeeRequest): Promise<EmployeeRecord> {
  return (await apiRequest<{ data: EmployeeRecord }>('/create-employee', { body })).data;
}

export async function editEmployee(body: TEditEmployeeRequest): Promise<EmployeeRecord> {
  return (await apiRequest<{ data: EmployeeRecord }>('/edit-employee', { body })).data;
}

export const resetEmployeePassword = (body: TResetPasswordAdminRequest) =>
  apiRequest<MessageResponse>('/reset_password_admin', { body });

export function withEmployee(
  page: EmployeePageData | undefined,
  e: EmployeeRecord,
): EmployeePageData | undefined {
  if (!page) return page;
  return { ...page, data: upsertById(page.data, e), email_list: addIfMissing(page.email_list, e.email) };
}

export function withRole(page: EmployeePageData | undefined, role: RoleEntry): EmployeePageData | undefined {
  return page ? { ...page, roles: upsertById(page.roles, role) } : page;
}

/** spec 000 §4: update_roles, employee, update_employee and update_email keep every open list current. */
export function useEmployeeEvents(): void {
  const qc = useQueryClient();
  const update = (fn: (p: EmployeePageData | undefined) => EmployeePageData | undefined) =>
    qc.setQueryData<EmployeePageData>(employeeKeys.page(), fn);
  useSocketEvent(EVENTS.updateRoles, (role) => update((p) => withRole(p, role)));
  useSocketEvent(EVENTS.employee, (e) => update((p) => withEmployee(p, e)));
  useSocketEvent(EVENTS.updateEmployee, (e) => update((p) => withEmployee(p, e)));
  useSocketEvent(EVENTS.updateEmail, ({ email }) =>
    update((p) => (p ? { ...p, email_list: addIfMissing(p.email_list, email) } : p)),
  );
}
