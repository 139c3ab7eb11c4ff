import type {
  District,
  SiteListResponse,
  SiteRow,
  TCreateSiteRequest,
  TUpdateResellerSiteRequest,
} from '@aquadesk/shared/sites.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { upsertBy } from '../../lib/live-list.ts';

export const siteKeys = {
  all: ['sites'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  pending: () => [...siteKeys.all, 'pending'] as const,
  districts: () => ['districts'] as const,
};

export function fetchSites(signal?: AbortSignal): Promise<SiteListResponse> {
  return apiRequest<SiteListResponse>('/get_all_site', { signal });
}

export async function createSite(body: TCreateSiteRequest): Promise<SiteRow> {
  return (await apiRequest<{ data: SiteRow }>('/create-site', { body })).data;
}

export function fetchDistricts(signal?: AbortSignal): Promise<District[]> {
  return apiRequest<District[]>('/districts', { signal });
}

export function fetchResellerSites(signal?: AbortSignal): Promise<SiteRow[]> {
  return apiRequest<SiteRow[]>('/reseller-sites', { signal });
}

export async function updateResellerSite(body: TUpdateResellerSiteRequest): Promise<SiteRow> {
  return (await apiRequest<{ data: SiteRow }>('/update-reseller-site', { body })).data;
}

/** spec 000 §2: sorted by site name case-insensitively. */
export function sortSites(sites: readonly SiteRow[]): SiteRow[] {
  return [...sites].sort(
    (a, b) => a.site_name.localeCompare(b.site_name, 'en', { sensitivity: 'base' }) || a.site_id - b.site_id,
  );
}

/** Adds a site at the top, or replaces the entry with the same site_id (spec 000 §4). */
export function upsertSite(list: readonly SiteRow[], site: SiteRow): SiteRow[] {
  return upsertBy(list, site, (s) => s.site_id, 'first');
}

/** Matches a search box against a site's name, organization, client and place. */
export function siteMatches(site: SiteRow, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [site.site_name, site.organization ?? '', site.client_name, site.city, site.district, site.file_id]
    .join(' ')
    .toLowerCase()
    .includes(q);
}
