import type { BulkResponse } from '@aquadesk/shared/bulk.ts';
import { PAGE_SIZE, PICKER_PAGE_SIZE } from '@aquadesk/shared/paging.ts';
import {
  type District,
  ORGANIZATION_PICKER_LIMIT,
  type OrganizationSearchResponse,
  type OrgItem,
  type SiteListResponse,
  type SiteRow,
  type TCreateSiteRequest,
  type TUpdateResellerSiteRequest,
} from '@aquadesk/shared/sites.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { upsertBy } from '../../lib/live-list.ts';

/** A site list's filters, as in the URL: search, a district id and an organisation's client id ('' for all). */
export interface SiteFilters {
  search: string;
  district: string;
  org: string;
}

export const siteKeys = {
  all: ['sites'] as const,
  lists: () => [...siteKeys.all, 'list'] as const,
  list: (f: SiteFilters) => [...siteKeys.lists(), f] as const,
  pendingLists: () => [...siteKeys.all, 'pending'] as const,
  pending: (f: SiteFilters) => [...siteKeys.pendingLists(), f] as const,
  districts: () => ['districts'] as const,
  organizations: (search: string) => ['organizations', search] as const,
  organization: (id: string) => ['organizations', 'id', id] as const,
  picks: (clientId: number, search: string) => [...siteKeys.all, 'picks', clientId, search] as const,
};

/** GET /site-picks: a page of one client's sites the caller may pick for a proposal (docs/api.md "Sites"). */
export function fetchSitePicks(
  clientId: number,
  search: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SiteListResponse> {
  return apiRequest<SiteListResponse>('/site-picks', {
    query: { client_id: clientId, search: search || undefined, cursor, limit: PICKER_PAGE_SIZE },
    signal,
  });
}

const siteQuery = (f: SiteFilters, cursor: string | undefined) => ({
  limit: PAGE_SIZE,
  cursor,
  search: f.search || undefined,
  district: f.district || undefined,
  client_id: f.org || undefined,
});

export function fetchSites(f: SiteFilters, cursor?: string, signal?: AbortSignal): Promise<SiteListResponse> {
  return apiRequest<SiteListResponse>('/get_all_site', { query: siteQuery(f, cursor), signal });
}

/** Does a site belong in a list with these filters (a live event's row)? As the server's search. */
export function siteInFilters(site: SiteRow, f: SiteFilters): boolean {
  if (f.district && String(site.district_id) !== f.district) return false;
  if (f.org && String(site.client_id) !== f.org) return false;
  const q = f.search.trim().toLowerCase();
  if (!q) return true;
  return [site.site_name, site.organization ?? '', site.client_name, site.city, site.district].some((v) =>
    v.toLowerCase().includes(q),
  );
}

export function searchOrganizations(
  search: string,
  signal?: AbortSignal,
): Promise<OrganizationSearchResponse> {
  return apiRequest<OrganizationSearchResponse>('/search-organizations', {
    query: { search: search || undefined, limit: ORGANIZATION_PICKER_LIMIT },
    signal,
  });
}

/** One organisation the caller may pick, by its client id (an Org filter read from the URL), or null. */
export async function organizationById(id: number, signal?: AbortSignal): Promise<OrgItem | null> {
  const found = await apiRequest<OrganizationSearchResponse>('/search-organizations', {
    query: { id, limit: 1 },
    signal,
  });
  return found.data[0] ?? null;
}

export async function createSite(body: TCreateSiteRequest): Promise<SiteRow> {
  return (await apiRequest<{ data: SiteRow }>('/create-site', { body })).data;
}

export function fetchDistricts(signal?: AbortSignal): Promise<District[]> {
  return apiRequest<District[]>('/districts', { signal });
}

export function fetchResellerSites(
  f: SiteFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<SiteListResponse> {
  return apiRequest<SiteListResponse>('/reseller-sites', { query: siteQuery(f, cursor), signal });
}

export async function updateResellerSite(body: TUpdateResellerSiteRequest): Promise<SiteRow> {
  return (await apiRequest<{ data: SiteRow }>('/update-reseller-site', { body })).data;
}

/** POST /approve-reseller-sites: the ticked sites approved as they stand, answered per site. */
export function approveResellerSites(ids: number[]): Promise<BulkResponse> {
  return apiRequest<BulkResponse>('/approve-reseller-sites', { body: { ids } });
}

/** Adds a site at the top, or replaces the entry with the same site_id (spec 000 §4). */
export function upsertSite(list: readonly SiteRow[], site: SiteRow): SiteRow[] {
  return upsertBy(list, site, (s) => s.site_id, 'first');
}
