import { ZAddDeptEmployeesRequest, ZAddDeptRequest } from '@aquadesk/shared/departments.ts';
import { actor } from '../../platform/authorize.ts';
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

  app.get('/api/get-dept', { config: { action: 'dept.view' } }, async (request) => ({
    data: await departmentData(ctx, actor(request)),
  }));

  createRoute(
    app,
    '/api/add-dept',
    { action: 'dept.create', body: ZAddDeptRequest, fieldChecks: deptChecks },
    (user, body) => addDepartment(ctx, user, body),
  );

  app.post(
    '/api/add-dept-emp',
    {
      config: { action: 'dept.add_employee', fieldChecks: deptChecks },
      schema: { body: ZAddDeptEmployeesRequest },
    },
    async (request) => ({ data: await addDepartmentEmployees(ctx, actor(request), request.body) }),
  );
}
