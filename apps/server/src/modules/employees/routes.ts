import {
  ZCreateEmployeeRequest,
  ZEditEmployeeRequest,
  ZResetPasswordAdminRequest,
} from '@aquadesk/shared/employees.ts';
import type { App } from '../../platform/context.ts';
import type { EmployeeService } from './service.ts';

export function employeeRoutes(app: App, employees: EmployeeService): void {
  app.get('/api/get_employee_page_data', { config: { action: 'employee.page' } }, async () =>
    employees.pageData(),
  );

  app.post(
    '/api/create-employee',
    { config: { action: 'employee.create' }, schema: { body: ZCreateEmployeeRequest } },
    async (request, reply) => reply.status(201).send({ data: await employees.create(request.body) }),
  );

  app.post(
    '/api/edit-employee',
    { config: { action: 'employee.edit' }, schema: { body: ZEditEmployeeRequest } },
    async (request) => ({ data: await employees.edit(request.body) }),
  );

  app.post(
    '/api/reset_password_admin',
    { config: { action: 'employee.reset_password' }, schema: { body: ZResetPasswordAdminRequest } },
    async (request) => {
      await employees.resetPassword(request.body.email, request.body.password);
      return { message: 'Password updated' };
    },
  );

  app.get('/api/get_employee_data', { config: { action: 'employee.directory' } }, async () => ({
    data: await employees.directory(),
  }));
}
