import { ZAddDeptEmployeesRequest, ZAddDeptRequest } from '@aquadesk/shared/departments.ts';
import type { App } from '../../platform/context.ts';
import type { DepartmentService } from './service.ts';

export function departmentRoutes(app: App, depts: DepartmentService): void {
  app.get('/api/get-dept', { config: { action: 'dept.view' } }, async () => ({ data: await depts.data() }));

  app.post(
    '/api/add-dept',
    { config: { action: 'dept.create' }, schema: { body: ZAddDeptRequest } },
    async (request, reply) => reply.status(201).send({ data: await depts.add(request.body) }),
  );

  app.post(
    '/api/add-dept-emp',
    { config: { action: 'dept.add_employee' }, schema: { body: ZAddDeptEmployeesRequest } },
    async (request) => ({ data: await depts.addEmployees(request.body) }),
  );
}
