import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorText as publicErrorText } from '../src/features/public/error-text.ts';
import { ApiError, apiRequest, errorText, isApiError, isCancelled } from '../src/lib/api-client.ts';

/** A server that never answers: the call ends only when its signal aborts, as fetch does. */
function silentServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        }),
    ),
  );
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );

describe('apiRequest: timeouts and cancelled requests (spec 000 §8, spec 001 §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "The request timed out. Please try again later." when no answer comes in time', async () => {
    silentServer();
    const error = await failure(apiRequest('/get_all_site', { timeoutMs: 20 }));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, kind: 'timeout' });
    expect(errorText(error)).toBe('The request timed out. Please try again later.');
  });

  it('ignores a request its caller cancelled: no error to show, and not a timeout', async () => {
    silentServer();
    const controller = new AbortController();
    const call = failure(apiRequest('/get_all_site', { signal: controller.signal, timeoutMs: 60_000 }));
    controller.abort();
    const error = await call;
    expect(isApiError(error)).toBe(false);
    expect(isCancelled(error)).toBe(true);
    expect(errorText(error)).toBeNull();
  });

  it('tells the server’s own message from its own fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('missing')
          ? new Response(JSON.stringify({ message: 'Product not found' }), { status: 404 })
          : new Response('', { status: 500 }),
      ),
    );
    const said = (await failure(apiRequest('/missing', { auth: false }))) as ApiError;
    expect(said).toMatchObject({ status: 404, message: 'Product not found', fromServer: true });
    const silent = (await failure(apiRequest('/broken', { auth: false }))) as ApiError;
    expect(silent).toMatchObject({ status: 500, fromServer: false });
  });
});

// spec 000 §8: the public product list or page failing: 'Error: ' plus the server's message, or
// 'Failed to fetch products' / 'Failed to fetch product' when there is none.
describe('the public catalogue’s error text', () => {
  it('shows the server’s message when it gave one', () => {
    const error = new ApiError(404, 'Product not found', {}, 'http', true);
    expect(publicErrorText(error, PRODUCT_MESSAGES.detailFailed)).toBe('Error: Product not found');
  });

  it('falls back to the spec’s words when the server gave none, or gave no answer', () => {
    const silent = new ApiError(500, 'Something went wrong. Please try again later.', {}, 'http', false);
    expect(publicErrorText(silent, PRODUCT_MESSAGES.listFailed)).toBe('Error: Failed to fetch products');
    expect(publicErrorText(silent, PRODUCT_MESSAGES.detailFailed)).toBe('Error: Failed to fetch product');
    const lost = new ApiError(0, 'Could not reach the server.', {}, 'network');
    expect(publicErrorText(lost, PRODUCT_MESSAGES.listFailed)).toBe('Error: Failed to fetch products');
  });
});
