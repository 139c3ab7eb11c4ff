import type { ProfileResponse, ProfileUser } from '@aquadesk/shared/profile.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { getToken } from '../../lib/session-store.ts';

export const profileKeys = {
  all: ['profile'] as const,
  one: (email: string) => ['profile', email.toLowerCase()] as const,
  sign: (url: string) => ['profile', 'sign', url] as const,
};

export const fetchProfile = (email: string, signal?: AbortSignal) =>
  apiRequest<ProfileResponse>('/get_profile', { body: { email }, signal });

export async function uploadSign(email: string, image: File, signUrl: string | null): Promise<ProfileUser> {
  const form = new FormData();
  form.set('email', email);
  form.set('sign_url', signUrl ?? '');
  form.set('image', image);
  return (await apiRequest<{ data: ProfileUser }>('/add-sign', { body: form })).data;
}

/** Signature images are served only with the bearer token, so they are fetched as blobs. */
export function useSignImage(url: string | null) {
  return useQuery({
    queryKey: profileKeys.sign(url ?? ''),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const res = await fetch(url!, { headers: { Authorization: `Bearer ${getToken() ?? ''}` }, signal });
      if (!res.ok) throw new Error('The signature could not be loaded');
      return URL.createObjectURL(await res.blob());
    },
  });
}
