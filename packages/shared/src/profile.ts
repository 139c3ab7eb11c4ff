import { z } from 'zod';
import type { SessionUser } from './auth.ts';
import { boundText, MESSAGES, personFields, TEXT_MAX, zEmail, zPassword } from './validation.ts';

export const PROFILE_MESSAGES = {
  imageRequired: 'Please choose an image of your signature',
  wrongCurrentPassword: 'Your current password is not correct',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
} as const;

/** PATCH /api/profile (issue 31 item 5): the caller's own name and phone, bounded as the admin's edit. */
export const ZEditOwnProfileRequest = z.object(personFields);
export type TEditOwnProfileRequest = z.input<typeof ZEditOwnProfileRequest>;

/**
 * POST /api/profile/password (issue 31 item 5): the current password (bounded as the login's, since older
 * accounts may hold longer ones), a new one by the spec's rule (spec 000 §9) and its confirmation.
 */
export const ZChangeOwnPasswordRequest = z
  .object({
    current_password: boundText(z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }), {
      label: 'Current password',
      max: 1024,
    }),
    new_password: zPassword,
    confirm: boundText(z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }), {
      label: 'Confirmation',
      max: TEXT_MAX.password,
    }),
  })
  .refine((v) => v.new_password === v.confirm, { path: ['confirm'], error: MESSAGES.passwordMismatch });
export type TChangeOwnPasswordRequest = z.input<typeof ZChangeOwnPasswordRequest>;

/** What a password change answers: the message and this session afresh (its new token). */
export interface ChangeOwnPasswordResponse {
  message: string;
  user: SessionUser;
}

/** spec 001 §7 /get_profile. */
export const ZGetProfileRequest = z.object({ email: zEmail });
export type TGetProfileRequest = z.infer<typeof ZGetProfileRequest>;

export interface ProfileUser {
  id: number;
  name: string;
  email: string;
  user_type: string;
  permissions: string[];
  phone_number: string;
  /** GET /api/sign/{file} path of the signature, or null when none is uploaded. */
  sign_url: string | null;
}

/** The company letterhead a printed document carries beside the signature (docs/api.md Profile). */
export interface ProfileAddress {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export interface ProfileResponse {
  users: ProfileUser;
  address: ProfileAddress;
}
