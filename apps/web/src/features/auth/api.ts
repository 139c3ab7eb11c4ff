import type {
  MessageResponse,
  SessionResponse,
  SessionUser,
  TForgotPasswordRequest,
  TLoginRequest,
  TResetPasswordRequest,
  TSignUpRequest,
} from '@aquadesk/shared/auth.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export async function login(body: TLoginRequest): Promise<SessionUser> {
  const { user } = await apiRequest<SessionResponse>('/login', { body, auth: false });
  return user;
}

/** Sign-up is POST /create-user without a token; the new client user comes back signed in. */
export async function signUp(body: TSignUpRequest): Promise<SessionUser> {
  const { user } = await apiRequest<SessionResponse>('/create-user', {
    body: { ...body, file_id: body.file_id ?? 'N.A' },
    auth: false,
  });
  return user;
}

export function forgotPassword(body: TForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/forgot-password', { body, auth: false });
}

export function resetPassword(body: TResetPasswordRequest): Promise<MessageResponse | null> {
  return apiRequest<MessageResponse | null>('/reset-password', { body, auth: false });
}

export async function fetchMe(signal?: AbortSignal): Promise<SessionUser> {
  const { user } = await apiRequest<SessionResponse>('/me', { signal });
  return user;
}
