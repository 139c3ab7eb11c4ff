import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import { sql } from 'drizzle-orm';
import type { App, AppContext } from '../../platform/context.ts';

export function systemRoutes(app: App, ctx: AppContext): void {
  app.get('/api/health', { config: { action: 'health.check' } }, async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer' });
    }
  });

  app.get('/api/site-info', { config: { action: 'site_info.view' } }, async (): Promise<SiteInfo> => {
    return { brand: ctx.config.brand, company: ctx.config.company };
  });
}
