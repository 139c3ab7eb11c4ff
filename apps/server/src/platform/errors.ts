import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { CLIENT_MESSAGES } from '@aquadesk/shared/clients.ts';
import { EQUIPMENT_MESSAGES } from '@aquadesk/shared/equipment.ts';
import { LEAVE_MESSAGES } from '@aquadesk/shared/leave.ts';
import { RESELLER_MESSAGES } from '@aquadesk/shared/resellers.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The checks the route's operation makes beyond its body's schema (a reseller's file id, a district
     * that must exist), given the fields that passed the schema: when another field fails the schema, the
     * 400 names these fields too, so a client learns every failing field at once.
     */
    fieldChecks?: (request: FastifyRequest, fields: Record<string, unknown>) => Promise<FieldErrors>;
  }
}

/** An error a service raises on purpose; the handler answers docs/api.md's `{ message, errors? }`. */
/** How much of a refused body is read and dropped before the 413 (nginx's own limit is 8 MB), and for how long. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** Reads and drops what is left of a request's body, up to DRAIN_MAX_BYTES or DRAIN_MAX_MS. */
function drainBody(raw: FastifyRequest['raw']): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const timer = setTimeout(() => done(), DRAIN_MAX_MS);
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) done();
    };
    function done() {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    }
    raw.on('data', onData);
    raw.on('end', done);
    raw.on('error', done);
    raw.on('close', done);
    raw.resume();
  });
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries (the Retry-After of a 429 or 503). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * 429 with Retry-After: the seconds until `retryAt` (docs/api.md "Errors"); `field` puts the message at the
 * field it concerns too (a mail form's recipients).
 */
export function tooManyRequests(message: string, retryAt: Date, field?: string): AppError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
  return new AppError(429, message, field ? { [field]: message } : undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * An answer given before, sent again as it was (a create call repeated with its Idempotency-Key,
 * platform/idempotency.ts): thrown from where the repeat is recognised, answered by the error handler.
 */
export class StoredAnswer extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super('stored answer');
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message = 'Please log in') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (what = 'Record') => new AppError(404, `${what} not found`);
export const conflict = (message: string, field?: string) =>
  new AppError(409, message, field ? { [field]: message } : undefined);
/** One field failed a rule: 400 naming it. */
export const fieldError = (field: string, message: string) =>
  new AppError(400, message, { [field]: message });

/** Field path → message, as a 400 names them (docs/api.md "Validation errors"). */
export type FieldErrors = Record<string, string>;

/** The 400 naming every field of `errors`: its message when one fails, a general one when several do. */
export function invalidFields(errors: FieldErrors): AppError {
  const messages = Object.values(errors);
  return badRequest(messages.length === 1 ? messages[0]! : 'Please correct the highlighted fields', errors);
}

/** Throws `invalidFields(errors)` unless `errors` is empty. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** The parts of a PostgreSQL error (node-postgres and PGlite alike) the mapping reads. */
export interface DatabaseErrorFields {
  code: string;
  constraint?: string | undefined;
}

/** The database error behind `error` (drizzle wraps it as `cause`), or undefined. */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Unique constraints and the field and words of the pre-check each one backs, so a race that slips
 * past a pre-check answers the same 409. A constraint not listed names its field from its own name
 * (`<table>_<field>_uq` → field).
 */
const UNIQUE_CONSTRAINTS: Record<string, { field: string; message: (action: string) => string }> = {
  users_email_uq: {
    field: 'email',
    message: (action) =>
      action.startsWith('reseller.') ? RESELLER_MESSAGES.emailInUse : MESSAGES.emailInUse,
  },
  users_client_org_uq: { field: 'organization', message: () => CLIENT_MESSAGES.organizationTaken },
  products_name_lower_uq: { field: 'name', message: () => PRODUCT_MESSAGES.nameTaken },
  districts_name_lower_uq: { field: 'name', message: () => 'District already exists' },
  job_roles_name_lower_uq: { field: 'role', message: () => 'This role already exists' },
  leaves_no_overlap: { field: 'leave_date', message: () => LEAVE_MESSAGES.sameDay },
  equipment_serial_uq: { field: 'serial_number', message: () => EQUIPMENT_MESSAGES.serialTaken },
};

function fieldOfConstraint(constraint: string): string {
  const known = UNIQUE_CONSTRAINTS[constraint];
  if (known) return known.field;
  const parts = constraint.replace(/_(uq|key|idx|unique)$/, '').split('_');
  return (
    parts
      .slice(1)
      .filter((p) => p !== 'lower')
      .join('_') || '_'
  );
}

/**
 * The one place that turns a database error a client can cause into an answer (issue #9): a unique
 * violation is 409 naming the field, bad or oversized data is 400. Anything else is undefined (a fault).
 */
export function mapDatabaseError(error: unknown, action = ''): AppError | undefined {
  const db = databaseErrorOf(error);
  if (!db) return undefined;
  if (db.code === '23505') {
    const constraint = db.constraint ?? '';
    const known = UNIQUE_CONSTRAINTS[constraint];
    const message = known ? known.message(action) : 'This value is already in use';
    return conflict(message, fieldOfConstraint(constraint));
  }
  if (db.code === '23503') return badRequest('This refers to a record that does not exist');
  if (db.code === '23514') return badRequest('A value is not allowed here');
  // class 22 (data exception): bad encoding 22021, invalid text 22P02, too long 22001, out of range 22003,
  // bad dates 22007/22008, and the like
  if (db.code.startsWith('22')) return badRequest('A value is malformed or out of range');
  // index row size exceeded (a value too large for its index)
  if (db.code === '54000') return badRequest('A value is too long');
  // the embedded database's bridge refused an answer above its limit (db/embedded/pglite-bridge.ts): a fault of
  // ours, not of the input, but one with a clear message
  if (db.code === '53000') return new AppError(500, ANSWER_TOO_LARGE);
  return undefined;
}

export const ANSWER_TOO_LARGE =
  'This answer is too large for the embedded database. Ask for less, or run AquaDesk on PostgreSQL.';

/**
 * A route's `config.fieldChecks` (docs/api.md "Validation errors"): the checks its operation makes beyond
 * the schema (those that depend on the caller or on stored records), run on the fields of the body that
 * passed their own schema, when another field failed it. A failure of the checks themselves is left out:
 * the schema's errors still answer.
 */
async function operationFieldErrors(request: FastifyRequest): Promise<FieldErrors> {
  const checks = request.routeOptions.config?.fieldChecks;
  if (!checks) return {};
  try {
    return await checks(request, fieldsThatPass(request.routeOptions.schema?.body, request.body));
  } catch (error) {
    request.log.warn({ err: error }, 'field checks failed');
    return {};
  }
}

/** The fields of `raw` that pass their own schema in the object schema `schema`, parsed. */
export function fieldsThatPass(schema: unknown, raw: unknown): Record<string, unknown> {
  let object = schema as z.ZodType | undefined;
  // a refined or transformed object: its input side
  while (object && (object as { _zod: { def: { type: string } } })._zod.def.type === 'pipe') {
    object = (object as unknown as { _zod: { def: { in: z.ZodType } } })._zod.def.in;
  }
  if (!(object instanceof z.ZodObject) || !raw || typeof raw !== 'object') return {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    const parsed = field.safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success) fields[key] = parsed.data;
  }
  return fields;
}

function pathOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof StoredAnswer) {
      return reply
        .status(error.statusCode)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(error.body);
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const key = pathOf(v.instancePath);
        if (!(key in errors)) errors[key] = v.message ?? 'Invalid value';
      }
      // the operation's own checks of the fields that did pass, so every failing field is named at once
      if (error.validationContext === 'body') {
        for (const [key, message] of Object.entries(await operationFieldErrors(request)))
          errors[key] ??= message;
      }
      const first = Object.values(errors)[0] ?? 'Invalid input';
      return reply.status(400).send({
        message: Object.keys(errors).length > 1 ? 'Please correct the highlighted fields' : first,
        errors,
      });
    }
    const mapped = mapDatabaseError(error, request.routeOptions.config?.action ?? '');
    if (mapped) {
      if (mapped.statusCode >= 500) request.log.error({ err: error }, mapped.message);
      return reply
        .status(mapped.statusCode)
        .send({ message: mapped.message, ...(mapped.errors ? { errors: mapped.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      // the body is refused before it is read: read the rest first, so a proxy still sending it gets
      // the answer and not a closed connection (nginx turns that into a 502)
      await drainBody(request.raw);
      return reply.status(413).send({ message: 'The file is too large' });
    }
    if (status === 429) return reply.status(429).send({ message: error.message });
    if (status >= 400 && status < 500) {
      // malformed JSON, wrong content type, and the like: bad input, never 500
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      return reply
        .status(404)
        .send({ message: `No such call: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}

/** The row a lookup found, or a 404 naming what was not found. */
export async function found<T>(lookup: Promise<T | null | undefined>, what: string): Promise<T> {
  const row = await lookup;
  if (row === null || row === undefined) throw notFound(what);
  return row;
}
