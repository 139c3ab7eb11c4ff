import { DASHBOARD_TABS, DEFAULT_DASHBOARD_TAB } from '@aquadesk/shared/dashboard-constants.ts';
import { queryClient } from '../../lib/query-client.ts';
import { dashboardKeys, fetchRating } from './api.ts';

/** The tab index kept in the URL (?tab=0-3), else the default (Employee status). */
export function tabOf(value: string | null): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n < DASHBOARD_TABS.length
    ? n
    : DEFAULT_DASHBOARD_TAB;
}

/** POST /get-rating for the From and To filters ('' = open), as the three rating tabs read it. */
export function ratingQuery(from: string, to: string) {
  return {
    queryKey: dashboardKeys.rating(from, to),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      fetchRating({ start_date: from || null, end_date: to || null }, signal),
  };
}

/**
 * Starts the rating request of a /dashboard URL while the route's chunks still load (issue 15: the
 * first tab within 1 s of login), into the cache entry the screen then reads; the route's loader calls
 * it without waiting. Not for the Pending works tab; a failure is left to the screen to show.
 */
export function prefetchRating(url: URL): void {
  if (tabOf(url.searchParams.get('tab')) === 3) return;
  const from = url.searchParams.get('from') || '';
  const to = url.searchParams.get('to') || '';
  void queryClient.prefetchQuery(ratingQuery(from, to));
}
