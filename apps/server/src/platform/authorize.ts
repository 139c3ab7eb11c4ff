import { type Action, can, isAction } from '@aquadesk/shared/permissions.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission-table action this route performs (packages/shared/permissions.ts). */
    action?: Action;
    /** When a valid token comes with the call, this action applies instead (POST /create-user: sign-up vs. client create). */
    actionWithToken?: Action;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export type Authenticate = (token: string) => Promise<AuthUser | null>;

/** Every route's action, as registered; the snapshot test reads it. */
export const registeredActions = new Map<string, string>();

/** Every /api route's declared schemas (body, querystring, params), as registered; the hostile-input sweep reads them. */
export const registeredSchemas = new Map<
  string,
  { body?: unknown; querystring?: unknown; params?: unknown }
>();

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * Deny by default (docs/architecture.md house rule 5): an /api route without an action refuses to register; every
 * request is authenticated from its bearer token and checked against the table before validation.
 */
export function registerAuthorization(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const action = route.config?.action;
    if (!action || !isAction(action)) {
      throw new Error(
        `Route ${route.method} ${route.url} declares no permission action; every /api route must`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const extra = route.config?.actionWithToken ? ` (with token: ${route.config.actionWithToken})` : '';
      registeredActions.set(`${method} ${route.url}`, `${action}${extra}`);
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
      registeredSchemas.set(`${method} ${route.url}`, {
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const action = config?.action;
    if (!action) return;
    const token = bearerToken(request);
    request.user = token ? await authenticate(token) : null;
    const effective = request.user && config.actionWithToken ? config.actionWithToken : action;
    const principal = request.user
      ? { userType: request.user.userType, permissions: request.user.permissions }
      : null;
    if (can(principal, effective)) return;
    throw request.user
      ? forbidden()
      : unauthorized(token ? 'Your session has ended. Please log in again.' : 'Please log in');
  });
}

/** The caller of a route whose action is not public. */
export function actor(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
