import { IDEMPOTENCY_HEADER } from '@aquadesk/shared/idempotency.ts';
import { getToken } from './session-store.ts';
import { bodyFingerprint, submissionKey } from './submission-key.ts';

/** A failed call, read from the server's `{ message, errors? }` body (docs/api.md "Errors"). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  /** 'timeout' and 'network' when no answer came back at all (status 0). */
  readonly kind: 'http' | 'timeout' | 'network';
  /** True when the message is the server's own (its body's `message`), not this client's fallback. */
  readonly fromServer: boolean;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    kind: ApiError['kind'] = 'http',
    fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.kind = kind;
    this.fromServer = fromServer;
  }
}

export const TIMEOUT_MESSAGE = 'The request timed out. Please try again later.';
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const DEFAULT_TIMEOUT_MS = 30_000;

/** Called with the server's message (docs/api.md: `Your session has ended. Please log in again.`). */
type UnauthorizedHandler = (message: string) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides what a dead token means (log out and go to /login, saying why); set once at start-up. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** Query parameters for GET calls; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Send the bearer token (default true when signed in). */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The wire's misspelt field names (docs/api.md keeps the spec's, letter for letter) and the code's name of
   * each, from the feature's api.ts: a failure's field errors then name the form's fields (each part of a
   * path is renamed: `products.0.<wire name>` → `products.0.<code name>`).
   */
  fieldNames?: Readonly<Record<string, string>>;
}

/** A failure's field errors with each wire name in a path replaced by the code's. */
function renameFields(errors: Record<string, string>, names: Readonly<Record<string, string>> | undefined) {
  if (!names) return errors;
  const renamed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    renamed[
      path
        .split('.')
        .map((part) => names[part] ?? part)
        .join('.')
    ] = message;
  }
  return renamed;
}

function readErrorBody(
  body: unknown,
  status: number,
): { message: string; errors: Record<string, string>; fromServer: boolean } {
  const fallback =
    status >= 500 ? 'Something went wrong. Please try again later.' : `Request failed (${status})`;
  if (typeof body !== 'object' || body === null) return { message: fallback, errors: {}, fromServer: false };
  const b = body as { message?: unknown; errors?: unknown };
  const fromServer = typeof b.message === 'string' && b.message.length > 0;
  const message = fromServer ? (b.message as string) : fallback;
  const errors: Record<string, string> = {};
  if (typeof b.errors === 'object' && b.errors !== null) {
    for (const [key, value] of Object.entries(b.errors)) {
      if (typeof value === 'string') errors[key] = value;
    }
  }
  return { message, errors, fromServer };
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Retries of a call while the first one with its Idempotency-Key is still being answered (a double click). */
const MAX_RUNNING_RETRIES = 20;

/**
 * How long to wait before sending a call again: a 409 with Retry-After answers a call whose key's first
 * request is still being answered (docs/api.md "Idempotency-Key"); its answer will then be replayed. Null
 * for any other answer, which stands.
 */
function runningRetryMs(status: number, retryAfter: string | null, attempt: number): number | null {
  if (status !== 409 || retryAfter === null || attempt >= MAX_RUNNING_RETRIES) return null;
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0.2), 2) * 1000 : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls the API on this origin. Paths are the API's (`/login` or `/api/login`). Resolves with the
 * parsed JSON body; rejects with ApiError. A 401 on a call that carried a token logs the user out. A call
 * that changes something carries its submission's Idempotency-Key (lib/submission-key.ts), kept when it
 * is sent again.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal } = options;
  const token = options.auth === false ? null : getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = buildUrl(path, query);
  const submission = method === 'GET' ? null : submissionKey(method, url, bodyFingerprint(payload));
  if (submission) headers[IDEMPOTENCY_HEADER] = submission.key;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(url, { method, headers, body: payload, signal: combined });
    } catch {
      // a cancelled request: the caller asked for it, and it is ignored (spec 000 §8, spec 001 §8)
      if (signal?.aborted) throw new DOMException('The request was cancelled', 'AbortError');
      if (timeout.aborted) throw new ApiError(0, TIMEOUT_MESSAGE, {}, 'timeout');
      throw new ApiError(0, NETWORK_MESSAGE, {}, 'network');
    }
    const wait = submission
      ? runningRetryMs(response.status, response.headers.get('retry-after'), attempt)
      : null;
    if (wait === null) break;
    await pause(wait);
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }

  if (!response.ok) {
    const { message, errors, fromServer } = readErrorBody(parsed, response.status);
    // a token that has since been replaced (this session changed its password) ends nothing
    if (response.status === 401 && token && token === getToken()) onUnauthorized(message);
    throw new ApiError(
      response.status,
      message,
      renameFields(errors, options.fieldNames),
      'http',
      fromServer,
    );
  }
  submission?.done();
  return parsed as T;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failed request's messages per field (the 400/409 `errors`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fieldErrors : {};
}

/**
 * A request its caller cancelled (a list left or filtered again before it answered): spec 000 §8 and
 * spec 001 §8 ignore it, so it is never shown as a failure.
 */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The server's own message of a failed call, or null when it gave none (no answer, or no message). */
export function serverMessageOf(error: unknown): string | null {
  return isApiError(error) && error.fromServer ? error.message : null;
}

/** A failed request in words for the alert above a form, or null when nothing failed (or it was cancelled). */
export function errorText(error: unknown): string | null {
  if (!error || isCancelled(error)) return null;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The failure above the fields: none when the server named a field the form shows (it is shown there). */
export function formErrorOf(error: unknown, shownFields: readonly string[]): string | null {
  return Object.keys(fieldErrorsOf(error)).some((f) => shownFields.includes(f)) ? null : errorText(error);
}

export interface UploadOptions {
  /** Called as the body goes up, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * A multipart POST that reports its upload progress (fetch cannot): photos taken on a phone on site go
 * up slowly, so the form shows how far they are. Same answers and errors as apiRequest; the form keeps
 * its values on a failure, so the user can send it again.
 */
export function apiUpload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const token = getToken();
  const url = buildUrl(path, undefined);
  const submission = submissionKey('POST', url, bodyFingerprint(body));
  const send = (attempt: number) =>
    new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader(IDEMPOTENCY_HEADER, submission.key);
      xhr.timeout = options.timeoutMs ?? 120_000;
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
      };
      xhr.onload = () => {
        let parsed: unknown = null;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          parsed = null;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          submission.done();
          options.onProgress?.(1);
          resolve(parsed as T);
          return;
        }
        const wait = runningRetryMs(xhr.status, xhr.getResponseHeader('retry-after'), attempt);
        if (wait !== null && !options.signal?.aborted) {
          void pause(wait).then(() => send(attempt + 1).then(resolve, reject));
          return;
        }
        const { message, errors, fromServer } = readErrorBody(parsed, xhr.status);
        if (xhr.status === 401 && token && token === getToken()) onUnauthorized(message);
        reject(new ApiError(xhr.status, message, errors, 'http', fromServer));
      };
      xhr.ontimeout = () => reject(new ApiError(0, TIMEOUT_MESSAGE, {}, 'timeout'));
      xhr.onerror = () => reject(new ApiError(0, NETWORK_MESSAGE, {}, 'network'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (options.signal) {
        if (options.signal.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
        options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send(body);
    });
  return send(0);
}
