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
  apiRequest<{ message: string }>('/reset_password_admin', { body });

export function withEmployee(
  page: EmployeePageData | undefined,
  e: EmployeeRecord,
): EmployeePageData | undefined {
  if (!page) return page;
  const i = page.data.findIndex((x) => x.id === e.id);
  const data = i === -1 ? [...page.data, e] : page.data.map((x) => (x.id === e.id ? e : x));
  const email_list = page.email_list.includes(e.email) ? page.email_list : [...page.email_list, e.email];
  return { ...page, data, email_list };
}

export function withRole(page: EmployeePageData | undefined, role: RoleEntry): EmployeePageData | undefined {
  if (!page || page.roles.some((r) => r.id === role.id)) return page;
  return { ...page, roles: [...page.roles, role] };
}

/** spec 000 §4: update_roles, employee, update_employee and update_email keep every open list current. */
export function useEmployeeEvents(): void {
  const qc = useQueryClient();
  const update = (fn: (p: EmployeePageData | undefined) => EmployeePageData | undefined) =>
    qc.setQueryData<EmployeePageData>(employeeKeys.page(), fn);
  useSocketEvent<RoleEntry>(EVENTS.updateRoles, (role) => update((p) => withRole(p, role)));
  useSocketEvent<EmployeeRecord>(EVENTS.employee, (e) => update((p) => withEmployee(p, e)));
  useSocketEvent<EmployeeRecord>(EVENTS.updateEmployee, (e) => update((p) => withEmployee(p, e)));
  useSocketEvent<{ email: string }>(EVENTS.updateEmail, ({ email }) =>
    update((p) => (p && !p.email_list.includes(email) ? { ...p, email_list: [...p.email_list, email] } : p)),
  );
}
