import type { Action } from '@aquadesk/shared/permissions.ts';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from './auth-user.ts';
import { actor } from './authorize.ts';
import type { App } from './context.ts';

/** What differs between plain calls: the action, the schemas of the parts the call reads, and its config. */
export interface CallRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  action: Action;
  params?: P;
  query?: Q;
  body?: B;
  /** The call is taken once per Idempotency-Key (platform/idempotency). */
  idempotent?: FastifyContextConfig['idempotent'];
  /** The operation's checks beyond the schema, named with the schema's failures (platform/errors.ts). */
  fieldChecks?: FastifyContextConfig['fieldChecks'];
}

/** The parts of a call its schemas checked, as the schemas give them. */
export interface CallInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/**
 * A plain call: `method` `path` with its params, query and body checked against their schemas, answering
 * 200 with what `answer` gives for the signed-in caller and the checked parts. Calls that stream a file, read
 * multipart or a raw body, or set their own status or headers register with Fastify themselves.
 */
function registerCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  route: CallRoute<P, Q, B>,
  answer: (user: AuthUser, input: CallInput<P, Q, B>) => Promise<unknown>,
): void {
  const { action, params, query, body, idempotent, fieldChecks } = route;
  const schema = { ...(params && { params }), ...(query && { querystring: query }), ...(body && { body }) };
  app.route({
    method,
    url: path,
    config: { action, ...(idempotent && { idempotent }), ...(fieldChecks && { fieldChecks }) },
    ...(Object.keys(schema).length > 0 && { schema }),
    // the schemas checked the parts; the type provider cannot name their types for schemas not yet known
    handler: async (request) =>
      answer(actor(request), {
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
      }),
  });
}

/** A plain call by its method: `callRoute.post(app, path, { action, body }, (user, { body }) => …)`. */
function plainCall(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') {
  return <
    P extends z.ZodType = z.ZodUnknown,
    Q extends z.ZodType = z.ZodUnknown,
    B extends z.ZodType = z.ZodUnknown,
  >(
    app: App,
    path: string,
    route: CallRoute<P, Q, B>,
    answer: (user: AuthUser, input: CallInput<P, Q, B>) => Promise<unknown>,
  ): void => registerCall(app, method, path, route, answer);
}

export const callRoute = {
  get: plainCall('GET'),
  post: plainCall('POST'),
  put: plainCall('PUT'),
  patch: plainCall('PATCH'),
  delete: plainCall('DELETE'),
};
