import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_QUERY } from '../src/lib/background-query.ts';
import { afterFirstScreen } from '../src/lib/socket/after-first-screen.ts';

/** A query function that answers when the test says so. */
function held<T>(value: T): { fn: () => Promise<T>; answer: () => void } {
  let answer = () => {};
  const fn = () =>
    new Promise<T>((resolve) => {
      answer = () => resolve(value);
    });
  return { fn, answer: () => answer() };
}

/** Starts a fetch; a query still held when the test ends is cancelled, which is not a failure. */
function fetchIn(client: QueryClient, options: Parameters<QueryClient['fetchQuery']>[0]): void {
  client.fetchQuery(options).catch(() => {});
}

describe('afterFirstScreen', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('starts once the screen’s queries have all settled, not before', async () => {
    const start = vi.fn();
    afterFirstScreen(client, start, { capMs: 3000 });
    const figures = held(1);
    const rating = held(2);
    fetchIn(client, { queryKey: ['figures'], queryFn: figures.fn });
    fetchIn(client, { queryKey: ['rating'], queryFn: rating.fn });
    await vi.advanceTimersByTimeAsync(10);
    figures.answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(start).not.toHaveBeenCalled(); // the rating is still on its way
    rating.answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(start).toHaveBeenCalledTimes(1); // the cap does not start it again
  });

  it('neither starts on nor waits for a background query', async () => {
    const start = vi.fn();
    afterFirstScreen(client, start, { capMs: 3000 });
    const me = held({ id: 1 });
    fetchIn(client, { queryKey: ['me'], queryFn: me.fn, meta: BACKGROUND_QUERY });
    await vi.advanceTimersByTimeAsync(10);
    me.answer();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled(); // the session refresh is not the screen

    const rows = held([]);
    const brand = held('AquaDesk');
    fetchIn(client, { queryKey: ['brand'], queryFn: brand.fn, meta: BACKGROUND_QUERY });
    fetchIn(client, { queryKey: ['rows'], queryFn: rows.fn });
    await vi.advanceTimersByTimeAsync(10);
    rows.answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(start).toHaveBeenCalledTimes(1); // the brand still loading does not hold it back
  });

  it('starts at the cap on a screen that fetches nothing or never settles', async () => {
    const start = vi.fn();
    afterFirstScreen(client, start, { capMs: 3000 });
    fetchIn(client, { queryKey: ['slow'], queryFn: held(1).fn });
    await vi.advanceTimersByTimeAsync(2999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled (sign-out before the screen settled)', async () => {
    const start = vi.fn();
    const { cancel } = afterFirstScreen(client, start, { capMs: 3000 });
    const rows = held([]);
    fetchIn(client, { queryKey: ['rows'], queryFn: rows.fn });
    await vi.advanceTimersByTimeAsync(10);
    cancel();
    rows.answer();
    await vi.advanceTimersByTimeAsync(5000);
    expect(start).not.toHaveBeenCalled();
  });

  it('waits while the caller is busy (the router loading the screen’s code), then for what that brings', async () => {
    const start = vi.fn();
    let loadingCode = true;
    const wait = afterFirstScreen(client, start, { capMs: 3000, busy: () => loadingCode });
    const rating = held([]); // prefetched while the chunks download
    fetchIn(client, { queryKey: ['rating'], queryFn: rating.fn });
    await vi.advanceTimersByTimeAsync(10);
    rating.answer();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled(); // the screen's code is still on its way

    loadingCode = false;
    const figures = held(1); // the screen mounts and asks for more in the same commit
    fetchIn(client, { queryKey: ['figures'], queryFn: figures.fn });
    wait.recheck();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();
    figures.answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('looks again when the idle callback runs: a fetch begun meanwhile holds it back', async () => {
    const start = vi.fn();
    afterFirstScreen(client, start, { capMs: 3000 });
    const first = held(1);
    const second = held(2);
    // the next part of the screen starts fetching right after the first answer, once the wait has
    // seen everything settled and asked for the idle callback
    client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryKey[0] === 'first'
      ) {
        fetchIn(client, { queryKey: ['second'], queryFn: second.fn });
      }
    });
    fetchIn(client, { queryKey: ['first'], queryFn: first.fn });
    await vi.advanceTimersByTimeAsync(10);
    first.answer();
    await vi.advanceTimersByTimeAsync(100);
    expect(client.isFetching()).toBe(1);
    expect(start).not.toHaveBeenCalled();
    second.answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
