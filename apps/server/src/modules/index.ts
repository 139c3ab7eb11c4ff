import type { App, AppContext } from '../platform/context.ts';
import { authRoutes } from './auth/routes.ts';
import type { AuthService } from './auth/service.ts';
import { clientsRoutes } from './clients/routes.ts';
import { createClientsService } from './clients/service.ts';
import { departmentRoutes } from './departments/routes.ts';
import { createDepartmentService } from './departments/service.ts';
import { employeeRoutes } from './employees/routes.ts';
import { createEmployeeService } from './employees/service.ts';
import { leaveRoutes } from './leave/routes.ts';
import { createLeaveService } from './leave/service.ts';
import { productRoutes } from './products/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { createProfileService } from './profile/service.ts';
import { publicRoutes } from './public/routes.ts';
import { resellersRoutes } from './resellers/routes.ts';
import { createResellersService } from './resellers/service.ts';
import { sitesRoutes } from './sites/routes.ts';
import { createSitesService } from './sites/service.ts';
import { systemRoutes } from './system/routes.ts';

/** Every domain's routes, registered in one place. */
export function registerModules(app: App, ctx: AppContext, auth: AuthService): void {
  systemRoutes(app, ctx);
  authRoutes(app, ctx, auth);
  clientsRoutes(app, ctx, createClientsService(ctx));
  sitesRoutes(app, createSitesService(ctx));
  resellersRoutes(app, createResellersService(ctx));
  employeeRoutes(app, createEmployeeService(ctx));
  profileRoutes(app, ctx, createProfileService(ctx));
  leaveRoutes(app, createLeaveService(ctx));
  departmentRoutes(app, createDepartmentService(ctx));
  publicRoutes(app, ctx);
  productRoutes(app, ctx);
}
