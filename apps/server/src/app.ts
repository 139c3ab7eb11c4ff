import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authenticate } from './modules/auth/service.ts';
import { registerModules } from './modules/index.ts';
import { registerAuthorization } from './platform/authorize.ts';
import type { App, AppContext } from './platform/context.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { serializeError, serializeRequest, serializeResponse } from './platform/log.ts';
import { Mailer } from './platform/mail.ts';
import { Realtime } from './platform/realtime.ts';
import { Storage } from './platform/storage.ts';
import { TokenService } from './platform/tokens.ts';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the built web app from apps/web/dist (when it exists). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where the log goes (tests capture it); standard output by default. */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: App;
  ctx: AppContext;
}

/** Builds the whole server: platform plugins, then every module. Tests build the same app. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database } = deps;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
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

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    realtime: new Realtime(),
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    storage: new Storage(path.join(config.dataDir, 'uploads'), config.uploadMaxBytes),
    tokens: new TokenService(config.jwtSecret, config.jwtExpiresIn),
  };
  const authenticateToken = (token: string) => authenticate(ctx, token);

  registerErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'upgrade-insecure-requests': null, // plain HTTP on localhost (STACK-NOTES)
        'img-src': ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        'frame-src': ["'self'", 'https://www.openstreetmap.org', 'https://api.razorpay.com'],
        'script-src': ["'self'", 'https://checkout.razorpay.com'],
        'connect-src': ["'self'", 'https://*.razorpay.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only on HTTPS (below): over plain HTTP on localhost it would pin a browser to HTTPS
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry tokens and personal data: no cache keeps them, unless a route chose otherwise
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
  // gzip or brotli for the web app's files and JSON (brotli at a quality that is cheap per request)
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes } });
  registerAuthorization(app, authenticateToken);

  registerModules(app, ctx);

  if (deps.serveWeb && existsSync(path.join(WEB_DIST, 'index.html'))) {
    await app.register(fastifyStatic, { root: WEB_DIST, prefix: '/', wildcard: false, index: false });
    // the single-page app answers every page route; /api stays JSON
    app.get('/*', { config: {} }, (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.addHook('onReady', async () => {
    ctx.realtime.attach(app.server, { authenticate: authenticateToken, pool: database.pool });
  });
  app.addHook('onClose', async () => {
    await ctx.realtime.close();
  });
  return { app, ctx };
}
