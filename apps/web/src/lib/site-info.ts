import type { SiteInfo } from '@aquadesk/shared/site-info.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { BACKGROUND_QUERY } from './background-query.ts';

export const siteInfoKeys = {
  all: ['site-info'] as const,
};

/** Shown until GET /api/site-info answers (and if it cannot). */
export const FALLBACK_SITE_INFO: SiteInfo = {
  brand: 'AquaDesk',
  company: { name: 'AquaDesk', address: '', email: '', phone: '' },
};

export function fetchSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('/site-info', { auth: false, signal });
}

export function useSiteInfo(): SiteInfo {
  const { data } = useQuery({
    queryKey: siteInfoKeys.all,
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: BACKGROUND_QUERY,
  });
  return data ?? FALLBACK_SITE_INFO;
}

export function useBrand(): string {
  return useSiteInfo().brand || FALLBACK_SITE_INFO.brand;
}
