import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchOnConnect } from '../src/lib/socket/refetch-on-connect.ts';

interface Page {
  page: number;
  next: number | null;
}

describe('refetchOnConnect', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => client.clear());

  it('lets a Load more under way finish, then fetches every page of that list again', async () => {
    const fetched: number[] = [];
    let release = () => {};
    let holdNext = true;
    const observer = new InfiniteQueryObserver<Page, Error, { pages: Page[] }, string[], number>(client, {
      queryKey: ['list'],
      initialPageParam: 0,
      getNextPageParam: (last) => last.next,
      queryFn: async ({ pageParam }) => {
        fetched.push(pageParam);
        if (pageParam === 1 && holdNext) {
          holdNext = false;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return { page: pageParam, next: pageParam === 0 ? 1 : null };
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));

    const more = observer.fetchNextPage(); // the user presses Load more
    await vi.waitFor(() => expect(fetched).toEqual([0, 1]));
    const connected = refetchOnConnect(client); // and the socket connects meanwhile
    release();
    await more;
    await connected;

    expect(observer.getCurrentResult().data?.pages.map((p) => p.page)).toEqual([0, 1]);
    expect(fetched).toEqual([0, 1, 0, 1]);
    unsubscribe();
  });

  it('fetches an idle list again at once', async () => {
    let calls = 0;
    const observer = new InfiniteQueryObserver<Page, Error, { pages: Page[] }, string[], number>(client, {
      queryKey: ['idle'],
      initialPageParam: 0,
      getNextPageParam: () => null,
      queryFn: async () => ({ page: ++calls, next: null }),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await refetchOnConnect(client);
    expect(calls).toBe(2);
    unsubscribe();
  });
});
