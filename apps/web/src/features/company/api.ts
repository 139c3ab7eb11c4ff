import type {
  CompanyHistoryResponse,
  CompanyProfile,
  CompanyProfileResponse,
  TCompanyProfileRequest,
} from '@aquadesk/shared/company.ts';
import type {
  CompanySettings,
  CompanySettingsResponse,
  TCompanySettingsRequest,
} from '@aquadesk/shared/company-settings.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const companyKeys = {
  all: ['company-profile'] as const,
  current: () => [...companyKeys.all, 'current'] as const,
  history: () => [...companyKeys.all, 'history'] as const,
};

/** GET /company-profile: the version in force. */
export async function fetchCompanyProfile(signal?: AbortSignal): Promise<CompanyProfile> {
  return (await apiRequest<CompanyProfileResponse>('/company-profile', { signal })).data;
}

/** The company profile in force (admin, technical director, finance): its state and rates price a new invoice. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: companyKeys.current(),
    queryFn: ({ signal }) => fetchCompanyProfile(signal),
    staleTime: 60_000,
  });
}

/** PUT /company-profile (admin): saves the profile as a new version. */
export async function saveCompanyProfile(body: TCompanyProfileRequest): Promise<CompanyProfile> {
  return (await apiRequest<CompanyProfileResponse>('/company-profile', { method: 'PUT', body })).data;
}

/** PUT /company-profile/logo (admin): a new logo, checked by its bytes; answers the new version. */
export async function uploadCompanyLogo(logo: File): Promise<CompanyProfile> {
  const form = new FormData();
  form.set('logo', logo);
  return (await apiRequest<CompanyProfileResponse>('/company-profile/logo', { method: 'PUT', body: form }))
    .data;
}

/** DELETE /company-profile/logo (admin): documents from now print without a logo. */
export async function removeCompanyLogo(): Promise<CompanyProfile> {
  return (await apiRequest<CompanyProfileResponse>('/company-profile/logo', { method: 'DELETE' })).data;
}

/** One page of GET /company-profile/history, newest first. */
export function fetchCompanyHistory(
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<CompanyHistoryResponse> {
  return apiRequest<CompanyHistoryResponse>('/company-profile/history', {
    signal,
    query: { limit: 20, cursor },
  });
}

/** The company's settings beside its profile (issue 41 item 4: send on issue). */
export const companySettingsKey = ['company-settings'] as const;

/** GET /company-settings. */
export async function fetchCompanySettings(signal?: AbortSignal): Promise<CompanySettings> {
  return (await apiRequest<CompanySettingsResponse>('/company-settings', { signal })).data;
}

/** PUT /company-settings (admin). */
export async function saveCompanySettings(body: TCompanySettingsRequest): Promise<CompanySettings> {
  return (await apiRequest<CompanySettingsResponse>('/company-settings', { method: 'PUT', body })).data;
}
