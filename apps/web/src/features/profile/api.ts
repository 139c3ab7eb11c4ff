import type { ProfileResponse, ProfileUser } from '@aquadesk/shared/profile.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  one: (email: string) => ['profile', email.toLowerCase()] as const,
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
