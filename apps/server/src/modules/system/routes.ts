import type { App, AppContext } from '../../platform/context.ts';
import { bearerMatches } from '../../platform/metrics.ts';
import { databaseAnswers } from './operations/health.ts';
import { siteInfo } from './operations/site-info.ts';

export function systemRoutes(app: App, ctx: AppContext): void {
  // liveness: the process answers and its database does
  app.get('/api/health', { config: { action: 'health.check' } }, async (_request, reply) => {
    if (await databaseAnswers(ctx.database)) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer' });
  });

  // readiness (docs/operations.md "Health"): the database answers and holds every migration of this build
  app.get('/api/ready', { config: { action: 'health.check' } }, async (_request, reply) => {
    let migrations: { expected: number; applied: number };
    try {
      migrations = await ctx.database.migrationStatus();
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'The database does not answer' });
    }
    if (migrations.applied < migrations.expected) {
      return reply.status(503).send({
        status: 'unavailable',
        message: 'The database is missing migrations of this version',
        migrations,
      });
    }
    return { status: 'ready', migrations };
  });

  // Prometheus metrics (docs/operations.md "Metrics"): only with METRICS_TOKEN set, and only to its bearer
  app.get('/metrics', async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (!token) return reply.status(404).send({ message: 'Not found' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(ctx.metrics.contentType)
      .send(await ctx.metrics.text());
  });

  app.get('/api/site-info', { config: { action: 'site_info.view' } }, async () => siteInfo(ctx));
}
