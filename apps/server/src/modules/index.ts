import type { App, AppContext } from '../platform/context.ts';
import { authRoutes } from './auth/routes.ts';
import type { AuthService } from './auth/service.ts';
import { productRoutes } from './products/routes.ts';
import { publicRoutes } from './public/routes.ts';
import { systemRoutes } from './system/routes.ts';

/** Every domain's routes, registered in one place. */
export function registerModules(app: App, ctx: AppContext, auth: AuthService): void {
  systemRoutes(app, ctx);
  authRoutes(app, auth);
  publicRoutes(app, ctx);
  productRoutes(app, ctx);
}
