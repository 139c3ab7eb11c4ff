import type {
  ChangeOwnPasswordResponse,
  ProfileResponse,
  ProfileUser,
  TChangeOwnPasswordRequest,
  TEditOwnProfileRequest,
} from '@aquadesk/shared/profile.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  one: (email: string) => ['profile', email.toLowerCase()] as const,
  own: () => ['profile', 'own'] as const,
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

/** GET /api/profile (issue 31 item 5): the caller's own profile, a client's too. */
export const fetchOwnProfile = async (signal?: AbortSignal) =>
  (await apiRequest<{ data: ProfileUser }>('/profile', { signal })).data;

/** PATCH /api/profile: the caller's own name and phone. */
export const editOwnProfile = async (body: TEditOwnProfileRequest) =>
  (await apiRequest<{ data: ProfileUser }>('/profile', { method: 'PATCH', body })).data;

/** POST /api/profile/password: this session gets a fresh token; every other one ends. */
export const changeOwnPassword = (body: TChangeOwnPasswordRequest) =>
  apiRequest<ChangeOwnPasswordResponse>('/profile/password', { body });

/** DELETE /api/profile/sign: the caller's own signature goes. */
export const removeOwnSign = async () =>
  (await apiRequest<{ data: ProfileUser }>('/profile/sign', { method: 'DELETE' })).data;
