import { EVENTS } from '@aquadesk/shared/events.ts';
import type { SiteRow } from '@aquadesk/shared/sites.ts';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePages, useUpsertInPagedLists } from '../../../lib/paged-list.ts';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import {
  fetchDistricts,
  fetchResellerSites,
  fetchSites,
  type SiteFilters,
  siteInFilters,
  siteKeys,
} from '../api.ts';

const siteId = (s: SiteRow) => s.site_id;

/** Puts a saved or announced site into the cached site lists whose filters it matches, in place. */
export function useApplySite() {
  return useUpsertInPagedLists<SiteRow, SiteFilters>(siteKeys.lists(), siteInFilters, siteId);
}

/** Puts a site into (or, once approved, out of) the cached reseller-site lists. */
export function useApplyPendingSite() {
  return useUpsertInPagedLists<SiteRow, SiteFilters>(
    siteKeys.pendingLists(),
    (s, f) => !s.approved && siteInFilters(s, f),
    siteId,
  );
}

/** The site list, paged by the server and kept live (spec 000 §4: site, update_site). */
export function useSites(filters: SiteFilters) {
  const list = usePages(siteKeys.list(filters), (cursor, signal) => fetchSites(filters, cursor, signal));
  const apply = useApplySite();
  useSocketEvent(EVENTS.site, apply);
  useSocketEvent(EVENTS.updateSite, apply);
  return list;
}

/** Admin's Reseller Site list: reseller_site adds; an approved site leaves (site / update_site). */
export function useResellerSites(filters: SiteFilters) {
  const list = usePages(siteKeys.pending(filters), (cursor, signal) =>
    fetchResellerSites(filters, cursor, signal),
  );
  const apply = useApplyPendingSite();
  useSocketEvent(EVENTS.resellerSite, apply);
  useSocketEvent(EVENTS.updateSite, apply);
  useSocketEvent(EVENTS.site, apply);
  return list;
}

/**
 * The districts, for every form and filter that picks one. When they fail to load, the spec's flash says
 * so (spec 001 §8), once however many pickers are open: a picker that silently offered nothing left a
 * user unable to pick a district without knowing why (issue 41 item 14).
 */
export function useDistricts() {
  const districts = useQuery({
    queryKey: siteKeys.districts(),
    queryFn: ({ signal }) => fetchDistricts(signal),
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (districts.isError)
      notifications.show({ id: 'districts-failed', color: 'red', message: 'Error loading districts.' });
  }, [districts.isError]);
  return districts;
}

/** The districts as filter options (ids in the URL, names shown). */
export function useDistrictOptions() {
  const districts = useDistricts();
  return (districts.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
}
