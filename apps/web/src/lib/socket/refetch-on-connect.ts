import type { QueryClient } from '@tanstack/react-query';

/**
 * Fetches again what is on screen when the socket connects, the first time as after a reconnect
 * (docs/architecture.md house rule 6: what was fetched before the socket joined its rooms may have missed
 * events). A fetch under way is not cancelled: a list's refetch would cancel its Load more, and the press
 * would be lost. Such a query is fetched again, every page of it, once that fetch has finished.
 */
export async function refetchOnConnect(client: QueryClient): Promise<void> {
  const busy = new Set(
    client
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((q) => q.queryHash),
  );
  await client.invalidateQueries(undefined, { cancelRefetch: false });
  if (busy.size > 0) {
    await client.invalidateQueries({ predicate: (q) => busy.has(q.queryHash) }, { cancelRefetch: false });
  }
}
