import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../src/lib/api-client.ts';
import { submissionKey } from '../src/lib/submission-key.ts';

// Issue 28: the web app sends a new Idempotency-Key per form submission and keeps it across retries.

describe('submissionKey', () => {
  it('keeps the key of a call until it succeeds; another body or a later submission gets a new one', () => {
    const first = submissionKey('POST', '/api/create-note', '{"heading":"a"}');
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    // a retry (a second click, a resend after a timeout): the same key
    expect(submissionKey('POST', '/api/create-note', '{"heading":"a"}').key).toBe(first.key);
    // a changed form, or another call: another key
    expect(submissionKey('POST', '/api/create-note', '{"heading":"b"}').key).not.toBe(first.key);
    expect(submissionKey('POST', '/api/add-dept', '{"heading":"a"}').key).not.toBe(first.key);
    first.done();
    // the same form sent again after it succeeded is a new submission
    expect(submissionKey('POST', '/api/create-note', '{"heading":"a"}').key).not.toBe(first.key);
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('sends a POST with an Idempotency-Key, the same one again after a lost connection, a new one after success', async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return answer(201, { data: { id: calls } });
      }),
    );
    const body = { heading: 'Visit', description: 'Checked', site_id: 1 };
    await expect(apiRequest('/create-note', { body })).rejects.toMatchObject({ kind: 'network' });
    await apiRequest('/create-note', { body });
    await apiRequest('/create-note', { body });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('waits while the first call with its key is still answered, then gets its answer', async () => {
    vi.useFakeTimers();
    try {
      const keys: (string | null)[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init: RequestInit) => {
          keys.push(new Headers(init.headers).get('idempotency-key'));
          return keys.length === 1
            ? answer(409, { message: 'still being answered' }, { 'retry-after': '1' })
            : answer(201, { data: { id: 7 } }, { 'idempotent-replayed': 'true' });
        }),
      );
      const result = apiRequest<{ data: { id: number } }>('/invoice_generater', {
        body: { organization: 'X' },
      });
      await vi.advanceTimersByTimeAsync(1000);
      await expect(result).resolves.toEqual({ data: { id: 7 } });
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 409 without Retry-After (a business conflict) stands, and a GET carries no key', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        return init.method === 'GET'
          ? answer(200, { ok: true })
          : answer(409, { message: 'This note is closed' });
      }),
    );
    await expect(apiRequest('/close-note', { body: { note_id: 1 } })).rejects.toMatchObject({ status: 409 });
    await apiRequest('/get-dept');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBeNull();
  });
});
