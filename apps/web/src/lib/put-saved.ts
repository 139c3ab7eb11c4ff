import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts what the server answered to a save (or told live) into every cached query under `queryKey`, so
 * the screen shows it at once, and makes sure no fetch started before it lands after it. Such a fetch
 * (the refetch of everything on screen when the socket connects, lib/socket/refetch-on-connect.ts; a
 * period just changed) answers with the state from before the save and used to put it back: on a busy
 * machine the statement's reminder switch turned itself on again a moment after it was switched off. A
 * fetch under way is cancelled first (its query keeps what it showed), the answer is written, and the
 * queries that fetch served are fetched again, now after the save.
 */
export async function putSaved<T>(
  qc: QueryClient,
  queryKey: QueryKey,
  update: (old: T | undefined) => T | undefined,
): Promise<void> {
  const fetching = qc.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' }).length > 0;
  await qc.cancelQueries({ queryKey });
  qc.setQueriesData<T>({ queryKey }, update);
  if (fetching) void qc.invalidateQueries({ queryKey });
}
