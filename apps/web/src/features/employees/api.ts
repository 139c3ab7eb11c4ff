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
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { upsertById } from '../../lib/live-list.ts';
import {
  containsText,
  type ListParams,
  updateFirstPages,
  upsertInPagedLists,
  usePagedList,
} from '../../lib/paged-list.ts';
import { useSocketEvent } from '../../lib/socket/socket-context.ts';

export const employeeKeys = {
  all: ['employees'] as const,
  page: () => [...employeeKeys.all, 'page'] as const,
};

/** The employee list, paged, searched and filtered by the server (search, role, permission). */
export function useEmployeePage(params: ListParams) {
  return usePagedList<EmployeeRecord, EmployeePageData>(
    employeeKeys.page(),
    '/get_employee_page_data',
    params,
  );
}

const matches = (e: EmployeeRecord, params: ListParams) =>
  containsText(params.search, e.name, e.email, e.phone_number, e.user_type) &&
  (!params.role || e.role_id === Number(params.role)) &&
  (!params.permission || e.permissions.includes(params.permission));

/** A saved or announced employee: replaced in place, or added on top of a list it matches. */
export function putEmployee(qc: QueryClient, e: EmployeeRecord): void {
  upsertInPagedLists<EmployeeRecord, EmployeePageData>(qc, employeeKeys.page(), e, matches);
}

export async function createEmployee(body: TCreateEmployeeRequest): Promise<EmployeeRecord> {
  return (await apiRequest<{ data: EmployeeRecord }>('/create-employee', { body })).data;
}

export async function editEmployee(body: TEditEmployeeRequest): Promise<EmployeeRecord> {
  return (await apiRequest<{ data: EmployeeRecord }>('/edit-employee', { body })).data;
}

export const resetEmployeePassword = (body: TResetPasswordAdminRequest) =>
  apiRequest<MessageResponse>('/reset_password_admin', { body });

export function withRole(page: EmployeePageData, role: RoleEntry): EmployeePageData {
  return { ...page, roles: upsertById(page.roles, role) };
}

/** spec 000 §4: update_roles, employee and update_employee keep every open list current. */
export function useEmployeeEvents(): void {
  const qc = useQueryClient();
  const first = (fn: (p: EmployeePageData) => EmployeePageData) =>
    updateFirstPages<EmployeePageData>(qc, employeeKeys.page(), fn);
  useSocketEvent(EVENTS.updateRoles, (role) => first((p) => withRole(p, role)));
  useSocketEvent(EVENTS.employee, (e) => putEmployee(qc, e));
  useSocketEvent(EVENTS.updateEmployee, (e) => putEmployee(qc, e));
}
