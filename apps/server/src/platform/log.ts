/**
 * What the request log may hold (issue #9): method, route pattern, status and ids. Never the query
 * string, the body, or a failed query's parameters (a failed sign-up's parameters are its password
 * hash, e-mail and phone number).
 */

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
  routeOptions?: { url?: string };
}

/** The request as logged: its route pattern (or path without the query), method and id. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  const pattern = req.routeOptions?.url;
  return {
    method: req.method,
    url: pattern ?? String(req.url ?? '').split('?')[0],
    id: req.id,
  };
}

export function serializeResponse(res: { statusCode?: number }): Record<string, unknown> {
  return { statusCode: res.statusCode };
}

/** The first line of a message, without drizzle's "params: ..." part. */
function safeMessage(message: unknown): string {
  const text = typeof message === 'string' ? message : '';
  return text
    .split(/\n\s*params:/)[0]!
    .split('\n')[0]!
    .slice(0, 500);
}

/**
 * An error as logged: type, code, the message's first line (a failed query's SQL text, which holds
 * placeholders, never values) and the stack frames; the database error behind it by code and name.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as {
    name?: string;
    message?: unknown;
    stack?: unknown;
    code?: unknown;
    constraint?: unknown;
    cause?: unknown;
  };
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .join('\n')
      : '';
  const out: LoggedError = {
    type: e.name ?? err.constructor?.name ?? 'Error',
    message: safeMessage(e.message),
    stack: frames,
  };
  if (typeof e.code === 'string') out.code = e.code;
  if (typeof e.constraint === 'string') out.constraint = e.constraint;
  if (e.cause && typeof e.cause === 'object') {
    const c = e.cause as { name?: string; code?: unknown; constraint?: unknown; routine?: unknown };
    out.cause = {
      type: c.name,
      code: typeof c.code === 'string' ? c.code : undefined,
      constraint: typeof c.constraint === 'string' ? c.constraint : undefined,
      routine: typeof c.routine === 'string' ? c.routine : undefined,
    };
  }
  return out;
}
