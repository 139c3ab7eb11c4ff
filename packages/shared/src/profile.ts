import { z } from 'zod';
import { zEmail } from './validation.ts';

export const PROFILE_MESSAGES = {
  imageRequired: 'Please choose an image of your signature',
} as const;

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
