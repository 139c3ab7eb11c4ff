import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
} from '@aquadesk/shared/idempotency.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types.ts';
import { AppError, StoredAnswer } from '../errors.ts';
import { claim, keepAnswer, pruneAnswers, release } from './repository.ts';

/**
 * How a create call takes `Idempotency-Key` (route `config.idempotent`, docs/api.md "Idempotency-Key"):
 * `user`, per signed-in caller (a call made without a token ignores the key); `address`, a public create,
 * per client address (`request.ip`, which follows TRUST_PROXY) when no one is signed in.
 */
export type IdempotencyScope = 'user' | 'address';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This call creates a record and honours Idempotency-Key (every call that answers 201 must say so). */
    idempotent?: IdempotencyScope;
  }
  interface FastifyRequest {
    idempotency: IdempotentRequest | null;
  }
}

interface IdempotentRequest {
  db: Queryable;
  scope: string;
  key: string;
  /** The hash of the JSON body, taken before validation changes it; a multipart body's comes later. */
  hash?: string;
  claimed: boolean;
  settled: boolean;
}

/**
 * Every /api route's `config.idempotent` and handler, as registered: the test that every call answering 201
 * honours the key reads them (test/api/idempotency.test.ts).
 */
export const registeredIdempotency = new Map<
  string,
  { idempotent: IdempotencyScope | undefined; handler: unknown }
>();

/** The largest answer kept; a larger one is not replayed (its key is freed). */
const ANSWER_MAX = 1024 * 1024;
/** Old answers are removed at most this often per instance. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** JSON with every object's keys sorted, so a body hashes the same whatever its key order or spacing. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What the request is: its method, path and query, and its body (a hash of each file). */
const requestHash = (request: FastifyRequest, body: unknown) =>
  sha256(`${request.method} ${request.url}\n${canonicalJson(body)}`);

/**
 * Idempotent creates (issue 28): a call marked `config.idempotent` and sent with `Idempotency-Key` claims
 * (caller, key) in the database before it runs. The same key again within 24 hours answers the stored answer
 * (with `Idempotent-Replayed: true`) and runs nothing; with another body it is 422; while the first is still
 * being answered it is 409 with Retry-After. Only a successful (2xx) answer is kept: a refused request frees
 * its key, so a corrected form may be sent with it. A multipart call is claimed once its parts are read
 * (`claimMultipart`, from platform/uploads.ts). Registered before compression, so the answer kept is the JSON.
 */
export function registerIdempotency(app: FastifyInstance, db: Queryable): void {
  app.decorateRequest('idempotency', null);
  const pruning = { last: 0 };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registeredIdempotency.set(`${method} ${route.url}`, {
        idempotent: route.config?.idempotent,
        handler: route.handler,
      });
    }
  });

  app.addHook('preValidation', async (request) => {
    const mode = request.routeOptions.config?.idempotent;
    if (!mode) return;
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
      throw new AppError(400, IDEMPOTENCY_MESSAGES.badKey, {
        [IDEMPOTENCY_HEADER]: IDEMPOTENCY_MESSAGES.badKey,
      });
    }
    const scope = request.user
      ? `user:${request.user.id}`
      : mode === 'address'
        ? `address:${request.ip}`
        : null;
    if (!scope) return; // sign-up: its answer holds a session token, which is never stored
    request.idempotency = {
      db,
      scope,
      key: header,
      ...(request.isMultipart() ? {} : { hash: requestHash(request, request.body ?? null) }),
      claimed: false,
      settled: false,
    };
    const now = Date.now();
    if (now - pruning.last >= PRUNE_EVERY_MS) {
      pruning.last = now;
      pruneAnswers(db).catch(() => {
        pruning.last = 0;
      });
    }
  });

  // after validation: a body the schema refuses is 400 and claims nothing
  app.addHook('preHandler', async (request) => {
    const pending = request.idempotency;
    if (pending?.hash !== undefined) await claimFor(request, pending.hash);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.idempotency;
    if (!pending?.claimed || pending.settled) return payload;
    pending.settled = true;
    const status = reply.statusCode;
    if (status >= 200 && status < 300 && typeof payload === 'string' && payload.length <= ANSWER_MAX) {
      await keepAnswer(db, pending.scope, pending.key, { status, body: payload });
    } else {
      await release(db, pending.scope, pending.key);
    }
    return payload;
  });
}

/** Claims the request's key, or throws the stored answer, the 422 of another body or the 409 of a run. */
async function claimFor(request: FastifyRequest, hash: string): Promise<void> {
  const pending = request.idempotency;
  if (!pending || pending.claimed) return;
  const found = await claim(pending.db, pending.scope, pending.key, hash);
  if (found.state === 'claimed') {
    pending.claimed = true;
    return;
  }
  request.idempotency = null; // this request owns nothing: its answer must not touch the row
  if (found.requestHash !== hash) {
    throw new AppError(422, IDEMPOTENCY_MESSAGES.otherRequest, {
      [IDEMPOTENCY_HEADER]: IDEMPOTENCY_MESSAGES.otherRequest,
    });
  }
  if (found.state === 'running') {
    throw new AppError(409, IDEMPOTENCY_MESSAGES.running, undefined, { 'retry-after': '1' });
  }
  throw new StoredAnswer(found.status, found.body);
}

/**
 * A multipart create call's claim, made once its parts are read (platform/uploads.ts): the hash covers the
 * text fields and each file's bytes. Throws as `claimFor` does; a request without a key passes.
 */
export async function claimMultipart(
  request: FastifyRequest,
  body: { fields: Record<string, string>; files: Record<string, Buffer[]> },
): Promise<void> {
  if (!request.idempotency) return;
  const files = Object.fromEntries(
    Object.entries(body.files).map(([name, list]) => [name, list.map(sha256)]),
  );
  await claimFor(request, requestHash(request, { fields: body.fields, files }));
}
