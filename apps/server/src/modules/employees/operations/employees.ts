import { emailWatchers, toAdmins } from '@aquadesk/shared/audiences.ts';
import type { EmployeePageData, EmployeeRecord, RoleEntry } from '@aquadesk/shared/employees.ts';
import {
  EMPLOYEE_MESSAGES,
  RESERVED_ROLE_NAMES,
  type ZCreateEmployeeRequest,
  type ZEditEmployeeRequest,
} from '@aquadesk/shared/employees.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError, found } from '../../../platform/errors.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { changePassword, refreshSessions } from '../../accounts/operations/accounts.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';

type CreateInput = z.output<typeof ZCreateEmployeeRequest>;
type EditInput = z.output<typeof ZEditEmployeeRequest>;

import type { StaffDirectoryPage } from '@aquadesk/shared/employees.ts';
import type { TPageQuery } from '@aquadesk/shared/paging.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
export async function employeePageData(
  ctx: AppContext,
  _user: AuthUser,
  query: repo.EmployeeListFilters = {},
): Promise<EmployeePageData> {
  const { db } = ctx;
  const [page, roles] = await Promise.all([repo.pageEmployees(db, query), repo.listRoles(db)]);
  return { data: page.rows, roles, next_cursor: page.next_cursor, total: page.total };
}

function announceRole(ctx: AppContext, role: RoleEntry) {
  ctx.realtime.emit(EVENTS.updateRoles, role, toAdmins());
}

export async function createEmployee(
  ctx: AppContext,
  _user: AuthUser,
  input: CreateInput,
): Promise<EmployeeRecord> {
  const { db } = ctx;
  const passwordHash = await hashPassword(input.password);
  const { employee, newRole } = await db.transaction(async (tx) => {
    if (await accounts.emailTaken(tx, input.email)) throw conflict(MESSAGES.emailInUse, 'email');
    // spec 000 §7: role_id -1 is a new role; the name decides, case-insensitively, so no duplicates arise
    const { role, created } = await repo.ensureRole(tx, input.role.trim());
    const { id } = await accounts.insertUser(tx, {
      name: input.name,
      email: input.email.toLowerCase(),
      passwordHash,
      phoneNumber: input.phone_number,
      userType: role.name,
      roleId: role.id,
      charge: input.charge,
      // staff always hold 'employee'
      permissions: ['employee', ...new Set(input.permission_list)],
    });
    return { employee: (await repo.findEmployee(tx, id))!, newRole: created ? role : null };
  });
  if (newRole) announceRole(ctx, newRole);
  ctx.realtime.emit(EVENTS.employee, employee, toAdmins());
  ctx.realtime.emit(EVENTS.updateEmail, { email: employee.email }, emailWatchers());
  return employee;
}

export async function editEmployee(
  ctx: AppContext,
  _user: AuthUser,
  input: EditInput,
): Promise<EmployeeRecord> {
  const { db } = ctx;
  const { employee, newRole } = await db.transaction(async (tx) => {
    const target = await found(repo.findEmployee(tx, input.user_id), 'Employee');
    const isAdmin = target.permissions.includes('admin');
    let newRole: RoleEntry | null = null;
    const values: Parameters<typeof accounts.updateUser>[2] = {
      name: input.name,
      phoneNumber: input.phone_number,
      charge: input.charge,
    };
    // spec 000 §6: an admin's permissions are not edited here (the checkboxes are hidden), nor is
    // the admin account turned into another role (docs/api.md Employees)
    if (!isAdmin) {
      const lower = input.role.trim().toLowerCase();
      if ((RESERVED_ROLE_NAMES as readonly string[]).includes(lower)) {
        throw fieldError('role', EMPLOYEE_MESSAGES.reservedRole);
      }
      const { role, created } = await repo.ensureRole(tx, input.role.trim());
      if (created) newRole = role;
      values.userType = role.name;
      values.roleId = role.id;
      values.permissions = ['employee', ...new Set(input.permission_list)];
    }
    await accounts.updateUser(tx, target.id, values);
    return { employee: (await repo.findEmployee(tx, target.id))!, newRole };
  });
  if (newRole) announceRole(ctx, newRole);
  await refreshSessions(ctx, employee.id);
  ctx.realtime.emit(EVENTS.updateEmployee, employee, toAdmins());
  return employee;
}

/** An admin sets an employee's password; their sessions end (auth's changePassword). */
export async function resetEmployeePassword(
  ctx: AppContext,
  _user: AuthUser,
  input: { email: string; password: string },
): Promise<void> {
  const { email, password } = input;
  const { db } = ctx;
  const target = await found(repo.findEmployeeByEmail(db, email), 'Employee');
  await changePassword(ctx, target.id, password);
}

/** GET /get_employee_data: a page of the staff directory, as the pickers search it. */
export async function employeeDirectory(
  ctx: AppContext,
  _user: AuthUser,
  query: TPageQuery,
): Promise<StaffDirectoryPage> {
  const page = await repo.pageStaff(ctx.db, query);
  return { data: page.rows, next_cursor: page.next_cursor, total: page.total };
}
