import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import { authenticate } from './modules/auth/operations/sign-in.ts';
import { startEInvoiceJob } from './modules/e-invoices/operations/job.ts';
import { registerModules } from './modules/index.ts';
import { registerAuthorization } from './platform/authorize.ts';
import type { App, AppContext } from './platform/context.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerIdempotency } from './platform/idempotency/hooks.ts';
import { type GspSettings, irpProviderFor } from './platform/irp/index.ts';
import type { IrpProvider } from './platform/irp/provider.ts';
import { databaseRateLimitStore } from './platform/limits/route-store.ts';
import { serializeError, serializeRequest, serializeResponse } from './platform/log.ts';
import { Mailer } from './platform/mail.ts';
import { Metrics } from './platform/metrics.ts';
import { paymentProviderFor } from './platform/payments/index.ts';
import { PdfRenderer } from './platform/pdf.ts';
import { Realtime } from './platform/realtime.ts';
import type { RenderPoolOptions } from './platform/render-pool.ts';
import { API_SECURITY_HEADERS, documentSecurityHeaders } from './platform/security-headers.ts';
import { Storage } from './platform/storage.ts';
import { TableExporter } from './platform/table-export.ts';
import { TokenService } from './platform/tokens.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The largest JSON body (docs/api.md); the proxy's client_max_body_size is above it (deploy/nginx). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the built web app from apps/web/dist (when it exists). */
  serveWeb?: boolean;
  /** The built web app's folder (apps/web/dist unless a test gives its own). */
  webDist?: string;
  logger?: boolean;
  /** Where the log goes (tests capture it); standard output by default. */
  logStream?: { write(line: string): void };
  /** The PDF render pool's size, queue, deadline and heap (platform/render-pool.ts defaults); tests set them. */
  pdf?: Partial<RenderPoolOptions>;
  /** The export pool's (platform/table-export.ts), likewise. */
  exports?: Partial<RenderPoolOptions>;
  /** The IRP, when a test gives its own; else the one EINVOICE_PROVIDER names. */
  irp?: IrpProvider;
  /** Makes the GSP provider (platform/irp/gsp.ts) for EINVOICE_PROVIDER=gsp. */
  makeGsp?: (settings: GspSettings) => IrpProvider;
}

export interface BuiltApp {
  app: App;
  ctx: AppContext;
}

/** The log levels at which every request is logged, one line as it comes and one as it is answered. */
const VERBOSE_LOG_LEVELS: ReadonlySet<string> = new Set(['debug', 'trace']);

/** The Fastify instance with the server's options: limits, the log that never holds a body, zod schemas. */
function createServer(deps: AppDeps): App {
  const { config } = deps;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // a path value up to 500 characters reaches its schema, which names it (a 400-digit id is 400 at `id`,
    // issue 28 item 7); a longer one is the router's 414
    routerOptions: { maxParamLength: 500 },
    // while shutting down, a request that still arrives on a kept-alive connection is answered (with
    // `Connection: close`), not refused with a 503 that a proxy would not retry for a POST (main.ts)
    return503OnClosing: false,
    // a line per request only at debug and trace (issue 31 item 4: at the default level the first start's
    // logins are not lost among thousands of request lines); errors and warnings are logged at every level
    logController: new LogController({ disableRequestLogging: !VERBOSE_LOG_LEVELS.has(config.logLevel) }),
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // method, route pattern, status and ids only: never a query string, a body or a query's
            // parameters (platform/log.ts)
            serializers: { req: serializeRequest, res: serializeResponse, err: serializeError },
            redact: ['req.headers', 'req.body', 'req.query', 'res.headers'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** What every operation is given: the database, the live events, mail, payments, files, PDFs, exports. */
function createContext(app: App, deps: AppDeps): AppContext {
  const { config, database } = deps;
  const realtime = new Realtime();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    realtime,
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    payments: paymentProviderFor(config),
    storage: new Storage(path.join(config.dataDir, 'uploads'), config.uploadMaxBytes),
    tokens: new TokenService(config.jwtSecret, config.jwtExpiresIn),
    metrics: new Metrics({ openSockets: () => realtime.io?.of('/').sockets.size ?? 0, pool: database.pool }),
    pdf: new PdfRenderer(deps.pdf, (message) => app.log.warn(message)),
    exports: new TableExporter(deps.exports, (message) => app.log.warn(message)),
    irp: deps.irp ?? irpProviderFor(config, deps.makeGsp),
    eInvoiceJob: null,
  };
  if (config.metricsToken) ctx.metrics.collectProcessMetrics();
  return ctx;
}

/** Set when a shutdown begins (preClose), read by every answer sent after it. */
interface Lifecycle {
  closing: boolean;
}

/** The hooks every answer passes: the failed-request log line, the metrics, the security headers. */
function registerResponseHooks(app: App, ctx: AppContext, life: Lifecycle): void {
  // without the per-request lines, a failed request still logs its method, route pattern, status and time
  // next to its error (platform/log.ts serializers: never a query string or a body)
  if (!VERBOSE_LOG_LEVELS.has(ctx.config.logLevel)) {
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode >= 500)
        request.log.error({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request failed');
      done();
    });
  }
  // request counts and durations by route pattern (platform/metrics.ts)
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    ctx.metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    ctx.metrics.requestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  // helmet's headers are computed once and go on pages and files; /api JSON carries only what matters
  // there (issue 10: helmet rebuilt per request cost 9 % of CPU and ~1 kB per JSON answer)
  const documentHeaders = documentSecurityHeaders();
  app.addHook('onSend', (request, reply, payload, done) => {
    // a shutdown waits for open connections: an answer to a request that began before it closes its
    // connection (requests that begin during it get this from Fastify)
    if (life.closing) reply.header('connection', 'close');
    if (request.url.startsWith('/api/')) {
      reply.headers(API_SECURITY_HEADERS);
      // API answers carry tokens and personal data: no cache keeps them, unless a route chose otherwise
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else {
      reply.headers(documentHeaders);
    }
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy; over plain HTTP
    // on localhost HSTS would pin a browser to HTTPS
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });
}

/** The web app's built files, and its page routes answered with index.html (when the build is there). */
async function registerWebApp(app: App, deps: AppDeps): Promise<void> {
  const webDist = deps.webDist ?? WEB_DIST;
  if (!deps.serveWeb || !existsSync(path.join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // the build writes .br and .gz next to each file (apps/web/vite.config.ts): sent as they are
    preCompressed: true,
    cacheControl: false,
    // source maps stay private even if a build left one in the folder
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    setHeaders: (reply, file) => {
      // hashed names change with their content: cached for a year; anything else is revalidated
      const hashed = file.startsWith(path.join(webDist, 'assets') + path.sep);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  // the single-page app answers every page route; /api stays JSON
  app.get('/*', { config: {} }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
    }
    // a missing build file (an old chunk, a source map) is a 404, never the page in its place
    if (request.url.startsWith('/assets/')) return reply.status(404).send({ message: 'Not found' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}

/** Start and stop: the sockets and the e-invoice job once listening; a shutdown in its order. */
function registerLifecycle(
  app: App,
  ctx: AppContext,
  life: Lifecycle,
  authenticateToken: (token: string) => ReturnType<typeof authenticate>,
): void {
  app.addHook('onReady', async () => {
    ctx.realtime.attach(app.server, { authenticate: authenticateToken, pool: ctx.database.pool });
    // the e-invoice registrations' job (docs/requirements/003-e-invoice.md §11), unless EINVOICE_JOBS=0 or off
    ctx.eInvoiceJob = startEInvoiceJob(ctx, app.log);
  });
  // a shutdown first sends the open sockets elsewhere (they reconnect through the proxy), then the
  // server stops accepting and waits for the requests in flight, then onClose closes socket.io
  app.addHook('preClose', (done) => {
    life.closing = true;
    const sockets = ctx.realtime.drain();
    app.log.info({ sockets }, 'closing: sockets sent to reconnect elsewhere');
    done();
  });
  app.addHook('onClose', async () => {
    // a registration under way finishes before the database closes (main.ts closes it after the app)
    await ctx.eInvoiceJob?.stop();
    ctx.eInvoiceJob = null;
    await ctx.realtime.close();
    await ctx.pdf.close();
    await ctx.exports.close();
  });
}

/** Builds the whole server: platform plugins, then every module. Tests build the same app. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database } = deps;
  const app = createServer(deps);
  const ctx = createContext(app, deps);
  const authenticateToken = (token: string) => authenticate(ctx, token);
  const life: Lifecycle = { closing: false };

  registerErrorHandling(app);
  registerResponseHooks(app, ctx, life);
  // before compression: the answer a create call keeps for its Idempotency-Key is the JSON (issue 28)
  registerIdempotency(app, database.db);
  // JSON compressed at levels that cost little per request (brotli 4, gzip 6, from 1 kB); the web
  // app's files are compressed at build time and served as they are (below)
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // every route's `config.rateLimit` counts in the database, so it holds across instances (issue 28)
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes } });
  registerAuthorization(app, authenticateToken);

  registerModules(app, ctx);
  await registerWebApp(app, deps);
  registerLifecycle(app, ctx, life, authenticateToken);
  return { app, ctx };
}
