import { z } from 'zod';
import {
  boundText,
  confirmationMatches,
  MESSAGES,
  newPasswordFields,
  TEXT_MAX,
  zEmail,
  zName,
  zOrganization,
  zPassword,
  zPhone,
  zRequiredText,
} from './validation.ts';

export const ZLoginRequest = z.object({
  email: boundText(z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }), {
    label: 'Email',
    max: TEXT_MAX.email,
  }).toLowerCase(),
  // accounts made before passwords had a maximum may hold longer ones; this only bounds the work
  password: boundText(z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }), {
    label: 'Password',
    max: 1024,
  }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** spec 000 §5 sign-up. `file_id` is sent as N.A by the spec's client. */
export const ZSignUpRequest = z
  .object({
    name: zName,
    organization: zOrganization,
    email: zEmail,
    phone_number: zPhone,
    ...newPasswordFields,
    file_id: boundText(z.string().trim(), { label: 'File id' }).optional().default('N.A'),
  })
  .refine(...confirmationMatches);
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

export const ZForgotPasswordRequest = z.object({ email: zEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: zRequiredText('The reset link is incomplete', { label: 'The reset link', max: TEXT_MAX.token }),
  password: zPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** What login, sign-up and /api/me answer (docs/api.md Public table). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  user_type: string;
  permissions: string[];
  districts: string[];
  /** A client's organization (null for staff). */
  organization: string | null;
  token: string;
}

/** POST /login, POST /create-user (sign-up) and GET /me. */
export interface SessionResponse {
  user: SessionUser;
}

/** Calls that answer with a sentence for the user (forgot/reset password, password changes). */
export interface MessageResponse {
  message: string;
}
