import {
  ZCreateEmployeeRequest,
  ZEditEmployeeRequest,
  ZEmployeeListQuery,
  ZResetPasswordAdminRequest,
  ZStaffDirectoryQuery,
} from '@aquadesk/shared/employees.ts';
import { ZLabourRateParams, ZLabourRateRequest } from '@aquadesk/shared/profit.ts';
import { callRoute } from '../../platform/call-route.ts';
import type { App, AppContext } from '../../platform/context.ts';
import { createRoute } from '../../platform/create-route.ts';
import { listRoute } from '../../platform/list-export.ts';
import {
  createEmployee,
  editEmployee,
  employeeDirectory,
  employeePageData,
  resetEmployeePassword,
} from './operations/employees.ts';
import { exportEmployees } from './operations/export-employees.ts';
import { labourRates, setLabourRate } from './operations/labour-rates.ts';

export function employeeRoutes(app: App, ctx: AppContext): void {
  // issue 41 item 2: what an hour of each job role is charged at, on the Profit screen (docs/api.md)
  app.get('/api/labour-rates', { config: { action: 'profit.view' } }, async () => labourRates(ctx));
  app.put(
    '/api/labour-rates/:id',
    { config: { action: 'profit.edit' }, schema: { params: ZLabourRateParams, body: ZLabourRateRequest } },
    async (request) => setLabourRate(ctx, request.params.id, request.body),
  );

  // ?format=csv|xlsx: every employee the search and filters match, as a file (docs/api.md "Lists")
  listRoute(
    app,
    '/api/get_employee_page_data',
    { action: 'employee.page', query: ZEmployeeListQuery },
    (user, query) => employeePageData(ctx, user, query),
    (user, query, format) => exportEmployees(ctx, user, query, format),
  );

  createRoute(
    app,
    '/api/create-employee',
    { action: 'employee.create', body: ZCreateEmployeeRequest },
    (user, body) => createEmployee(ctx, user, body),
  );

  callRoute.post(
    app,
    '/api/edit-employee',
    { action: 'employee.edit', body: ZEditEmployeeRequest },
    async (user, { body }) => ({ data: await editEmployee(ctx, user, body) }),
  );

  callRoute.post(
    app,
    '/api/reset_password_admin',
    { action: 'employee.reset_password', body: ZResetPasswordAdminRequest },
    async (user, { body }) => {
      await resetEmployeePassword(ctx, user, body);
      return { message: 'Password updated' };
    },
  );

  callRoute.get(
    app,
    '/api/get_employee_data',
    { action: 'employee.directory', query: ZStaffDirectoryQuery },
    (user, { query }) => employeeDirectory(ctx, user, query),
  );
}
