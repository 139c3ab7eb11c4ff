import { getToken } from './session-store.ts';

/** A failed call, read from the server's `{ message, errors? }` body (docs/api.md "Errors"). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  /** 'timeout' and 'network' when no answer came back at all (status 0). */
  readonly kind: 'http' | 'timeout' | 'network';

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    kind: ApiError['kind'] = 'http',
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.kind = kind;
  }
}

export const TIMEOUT_MESSAGE = 'The request timed out. Please try again later.';
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const DEFAULT_TIMEOUT_MS = 30_000;

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides what a dead token means (log out and go to /); set once at start-up. */
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
}

function readErrorBody(body: unknown, status: number): { message: string; errors: Record<string, string> } {
  const fallback =
    status >= 500 ? 'Something went wrong. Please try again later.' : `Request failed (${status})`;
  if (typeof body !== 'object' || body === null) return { message: fallback, errors: {} };
  const b = body as { message?: unknown; errors?: unknown };
  const message = typeof b.message === 'string' && b.message.length > 0 ? b.message : fallback;
  const errors: Record<string, string> = {};
  if (typeof b.errors === 'object' && b.errors !== null) {
    for (const [key, value] of Object.entries(b.errors)) {
      if (typeof value === 'string') errors[key] = value;
    }
  }
  return { message, errors };
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

/**
 * Calls the API on this origin. Paths are the API's (`/login` or `/api/login`). Resolves with the
 * parsed JSON body; rejects with ApiError. A 401 on a call that carried a token logs the user out.
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

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal: combined });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled request: the caller asked for it (spec 000 §8)
    if (timeout.aborted) throw new ApiError(0, TIMEOUT_MESSAGE, {}, 'timeout');
    throw new ApiError(0, NETWORK_MESSAGE, {}, 'network');
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
    const { message, errors } = readErrorBody(parsed, response.status);
    if (response.status === 401 && token) onUnauthorized();
    throw new ApiError(response.status, message, errors);
  }
  return parsed as T;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failed request's messages per field (the 400/409 `errors`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return isApiError(error) ? error.fieldErrors : {};
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
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
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
        options.onProgress?.(1);
        resolve(parsed as T);
        return;
      }
      const { message, errors } = readErrorBody(parsed, xhr.status);
      if (xhr.status === 401 && token) onUnauthorized();
      reject(new ApiError(xhr.status, message, errors));
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
}
