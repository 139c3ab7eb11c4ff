import type { Action } from '@aquadesk/shared/permissions.ts';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from './auth-user.ts';
import { actor } from './authorize.ts';
import type { App } from './context.ts';

/** What differs between the calls that create a record: the body's schema, the action and the checks. */
export interface CreateRoute<B extends z.ZodType> {
  action: Action;
  body: B;
  /** The operation's checks beyond the schema, named with the schema's failures (platform/errors.ts). */
  fieldChecks?: FastifyContextConfig['fieldChecks'];
}

/**
 * A call that creates a record (docs/api.md "Idempotency-Key"): POST `path` with its body checked against
 * its schema, taken once per Idempotency-Key of the caller, answering 201 with `{ data }`, the record the
 * operation made for the signed-in caller.
 */
export function createRoute<B extends z.ZodType>(
  app: App,
  path: string,
  route: CreateRoute<B>,
  create: (user: AuthUser, body: z.output<B>) => Promise<unknown>,
): void {
  const { action, body, fieldChecks } = route;
  app.post(
    path,
    { config: { action, idempotent: 'user', ...(fieldChecks && { fieldChecks }) }, schema: { body } },
    // the schema checked the body; the type provider cannot name its type for a schema not yet known
    async (request, reply) =>
      reply.status(201).send({ data: await create(actor(request), request.body as z.output<B>) }),
  );
}
