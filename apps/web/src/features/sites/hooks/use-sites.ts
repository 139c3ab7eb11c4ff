import { EVENTS } from '@aquadesk/shared/events.ts';
import type { SiteListResponse, SiteRow } from '@aquadesk/shared/sites.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { upsertById } from '../../../lib/live-list.ts';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import { fetchDistricts, fetchResellerSites, fetchSites, siteKeys, upsertSite } from '../api.ts';

/** The site list, loaded once and then kept live (spec 000 §4: site, reseller_site, update_site, add_org). */
export function useSites() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: siteKeys.list(), queryFn: ({ signal }) => fetchSites(signal) });
  const patch = (fn: (old: SiteListResponse) => SiteListResponse) =>
    queryClient.setQueryData<SiteListResponse>(siteKeys.list(), (old) => (old ? fn(old) : old));
  const addOrUpdate = (site: SiteRow) => patch((old) => ({ ...old, data: upsertSite(old.data, site) }));
  useSocketEvent(EVENTS.site, addOrUpdate);
  useSocketEvent(EVENTS.updateSite, addOrUpdate);
  useSocketEvent(EVENTS.addOrg, (org) => patch((old) => ({ ...old, orgList: upsertById(old.orgList, org) })));
  return query;
}

/** Admin's Reseller Site list: reseller_site adds; an approved site leaves (site / update_site). */
export function useResellerSites() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: siteKeys.pending(),
    queryFn: ({ signal }) => fetchResellerSites(signal),
  });
  const set = (fn: (old: SiteRow[]) => SiteRow[]) =>
    queryClient.setQueryData<SiteRow[]>(siteKeys.pending(), (old) => (old ? fn(old) : old));
  useSocketEvent(EVENTS.resellerSite, (site) => set((old) => upsertSite(old, site)));
  const leaveIfApproved = (site: SiteRow) => {
    if (site.approved) set((old) => old.filter((s) => s.site_id !== site.site_id));
  };
  useSocketEvent(EVENTS.updateSite, leaveIfApproved);
  useSocketEvent(EVENTS.site, leaveIfApproved);
  return query;
}

export function useDistricts() {
  return useQuery({
    queryKey: siteKeys.districts(),
    queryFn: ({ signal }) => fetchDistricts(signal),
    staleTime: 5 * 60_000,
  });
}
