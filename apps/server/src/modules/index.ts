import type { App, AppContext } from '../platform/context.ts';
import { authRoutes } from './auth/routes.ts';
import type { AuthService } from './auth/service.ts';
import { clientsRoutes } from './clients/routes.ts';
import { createClientsService } from './clients/service.ts';
import { resellersRoutes } from './resellers/routes.ts';
import { createResellersService } from './resellers/service.ts';
import { sitesRoutes } from './sites/routes.ts';
import { createSitesService } from './sites/service.ts';
import { systemRoutes } from './system/routes.ts';

/** Every domain's routes, registered in one place. */
export function registerModules(app: App, ctx: AppContext, auth: AuthService): void {
  systemRoutes(app, ctx);
  authRoutes(app, auth);
  clientsRoutes(app, ctx, createClientsService(ctx, auth));
  sitesRoutes(app, createSitesService(ctx));
  resellersRoutes(app, createResellersService(ctx, auth));
}
