import { z } from 'zod';
import type { District } from './sites.ts';
import {
  confirmationMatches,
  MESSAGES,
  PASSWORD_PATTERN,
  zEmail,
  zId,
  zPhone,
  zRequiredText,
} from './validation.ts';

/** spec 000 §5 new reseller: its own words. */
export const RESELLER_MESSAGES = {
  emailInUse: 'Email already in use',
  weakPassword: 'Password is not strong enough',
  passwordMismatch: MESSAGES.passwordMismatch,
  districtRequired: 'Select at least one district',
} as const;

const zDistrictIds = z
  .array(zId, { error: RESELLER_MESSAGES.districtRequired })
  .min(1, { error: RESELLER_MESSAGES.districtRequired });

export const ZCreateResellerRequest = z
  .object({
    email: zEmail,
    name: zRequiredText(),
    phone_number: zPhone,
    password: z
      .string({ error: MESSAGES.required })
      .min(1, { error: MESSAGES.required })
      .regex(PASSWORD_PATTERN, { error: RESELLER_MESSAGES.weakPassword }),
    cPassword: z.string().optional(),
    district_ids: zDistrictIds,
  })
  .refine(...confirmationMatches);
export type TCreateResellerRequest = z.input<typeof ZCreateResellerRequest>;

/** spec 000 §5 edit reseller: name, phone, at least one district; e-mail fixed. */
export const ZEditResellerRequest = z.object({
  user_id: zId,
  name: zRequiredText(),
  phone_number: zPhone,
  district_ids: zDistrictIds,
});
export type TEditResellerRequest = z.input<typeof ZEditResellerRequest>;

/** spec 000 §5 reset reseller password: both fields required and equal; no strength rule. */
export const ZResellerPasswordRequest = z
  .object({
    user_id: zId,
    password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
    cPassword: z.string().optional(),
  })
  .refine(...confirmationMatches);
export type TResellerPasswordRequest = z.input<typeof ZResellerPasswordRequest>;

export interface ResellerRow {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  districts: string[];
  district_ids: number[];
}

/** GET /get_reseller_page_data. */
export interface ResellerPageResponse {
  data: ResellerRow[];
  email_list: string[];
  district_list: District[];
}
