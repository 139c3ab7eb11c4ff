import { everyStaffRole } from '@aquadesk/shared/audiences.ts';
import {
  DEPT_MESSAGES,
  type DeptData,
  type DeptNode,
  type ZAddDeptEmployeesRequest,
  type ZAddDeptRequest,
} from '@aquadesk/shared/departments.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, type FieldErrors, fieldError, notFound } from '../../../platform/errors.ts';
import * as staffAccounts from '../../employees/operations/staff.ts';
import * as repo from '../repository.ts';

type AddDeptInput = z.output<typeof ZAddDeptRequest>;
type AddEmployeesInput = z.output<typeof ZAddDeptEmployeesRequest>;

import type { AuthUser } from '../../../platform/auth-user.ts';

// every staff member may view departments; clients hold no role rooms, so they never hear of it
function publish(ctx: AppContext, node: DeptNode) {
  ctx.realtime.emit(EVENTS.dept, node, everyStaffRole());
}

export async function departmentData(ctx: AppContext, _user: AuthUser): Promise<DeptData> {
  const { db } = ctx;
  // `employee` is the spec's manager picker: the first page of the staff by name (docs/api.md
  // "Departments"); the web app's pickers search GET /get_employee_data instead
  const [staff, dept_tree] = await Promise.all([staffAccounts.pageStaff(db, {}), repo.listNodes(db)]);
  return { employee: staff.rows.map(({ id, name, email }) => ({ id, name, email })), dept_tree };
}

/**
 * The checks of a department call beyond its schema, on whichever fields are given: a manager and members
 * who are staff (the routes run this when the schema fails, so every failing field is named at once).
 */
export async function checkDeptFields(
  ctx: AppContext,
  input: { manager_id?: number; employees?: { id: number }[] },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (
    input.manager_id !== undefined &&
    (await staffAccounts.staffIds(ctx.db, [input.manager_id])).length === 0
  ) {
    errors.manager_id = DEPT_MESSAGES.pickManager;
  }
  if (input.employees !== undefined) {
    const wanted = [...new Set(input.employees.map((e) => e.id))];
    if ((await staffAccounts.staffIds(ctx.db, wanted)).length !== wanted.length) {
      errors.employees = 'Pick employees from the list';
    }
  }
  return errors;
}

export async function addDepartment(
  ctx: AppContext,
  _user: AuthUser,
  input: AddDeptInput,
): Promise<DeptNode> {
  const { db } = ctx;
  const node = await db.transaction(async (tx) => {
    if (input.parent_id === null) {
      if (await repo.hasRoot(tx)) throw conflict(DEPT_MESSAGES.rootExists, 'parent_id');
    } else if (!(await repo.exists(tx, input.parent_id))) {
      throw notFound('Department');
    }
    const [managerId] = await staffAccounts.staffIds(tx, [input.manager_id]);
    if (!managerId) throw fieldError('manager_id', DEPT_MESSAGES.pickManager);
    const id = await repo.insert(tx, {
      name: input.name,
      description: input.description,
      parentId: input.parent_id,
    });
    await repo.addMembers(tx, id, [managerId], true);
    return (await repo.findNode(tx, id))!;
  });
  publish(ctx, node);
  return node;
}

export async function addDepartmentEmployees(
  ctx: AppContext,
  _user: AuthUser,
  input: AddEmployeesInput,
): Promise<DeptNode> {
  const { db } = ctx;
  const node = await db.transaction(async (tx) => {
    if (!(await repo.exists(tx, input.dept_id))) throw notFound('Department');
    const wanted = [...new Set(input.employees.map((e) => e.id))];
    const ids = await staffAccounts.staffIds(tx, wanted);
    if (ids.length !== wanted.length) throw fieldError('employees', 'Pick employees from the list');
    await repo.addMembers(tx, input.dept_id, ids);
    return (await repo.findNode(tx, input.dept_id))!;
  });
  publish(ctx, node);
  return node;
}
