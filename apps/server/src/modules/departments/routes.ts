import { ZAddDeptEmployeesRequest, ZAddDeptRequest } from '@aquadesk/shared/departments.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import {
  addDepartment,
  addDepartmentEmployees,
  checkDeptFields,
  departmentData,
} from './operations/departments.ts';

export function departmentRoutes(app: App, ctx: AppContext): void {
  // the checks beyond the schema, named with its failures (docs/api.md "Validation errors")
  const deptChecks = (_request: unknown, fields: Record<string, unknown>) => checkDeptFields(ctx, fields);

  callRoute.get(app, '/api/get-dept', { action: 'dept.view' }, async (user) => ({
    data: await departmentData(ctx, user),
  }));

  createRoute(
    app,
    '/api/add-dept',
    { action: 'dept.create', body: ZAddDeptRequest, fieldChecks: deptChecks },
    (user, body) => addDepartment(ctx, user, body),
  );

  callRoute.post(
    app,
    '/api/add-dept-emp',
    { action: 'dept.add_employee', body: ZAddDeptEmployeesRequest, fieldChecks: deptChecks },
    async (user, { body }) => ({ data: await addDepartmentEmployees(ctx, user, body) }),
  );
}
