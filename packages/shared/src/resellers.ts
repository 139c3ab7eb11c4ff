import { z } from 'zod';
import { ZPageQuery } from './paging.ts';
import type { District } from './sites.ts';
import {
  boundText,
  confirmationMatches,
  MESSAGES,
  PASSWORD_PATTERN,
  personFields,
  TEXT_MAX,
  zEmail,
  zId,
  zIdOf,
  zPasswordConfirmation,
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
  .min(1, { error: RESELLER_MESSAGES.districtRequired })
  .max(100);

const zResellerPassword = boundText(
  z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  { label: 'Password', max: TEXT_MAX.password },
);

export const ZCreateResellerRequest = z
  .object({
    email: zEmail,
    ...personFields,
    password: zResellerPassword.regex(PASSWORD_PATTERN, { error: RESELLER_MESSAGES.weakPassword }),
    cPassword: zPasswordConfirmation.optional(),
    district_ids: zDistrictIds,
  })
  .refine(...confirmationMatches);
export type TCreateResellerRequest = z.input<typeof ZCreateResellerRequest>;

/** spec 000 §5 edit reseller: name, phone, at least one district; e-mail fixed. */
export const ZEditResellerRequest = z.object({
  user_id: zId,
  ...personFields,
  district_ids: zDistrictIds,
});
export type TEditResellerRequest = z.input<typeof ZEditResellerRequest>;

/** spec 000 §5 reset reseller password: both fields required and equal; no strength rule. */
export const ZResellerPasswordRequest = z
  .object({
    user_id: zId,
    password: zResellerPassword,
    cPassword: zPasswordConfirmation.optional(),
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
  district_list: District[];
  next_cursor: string | null;
  total: number;
}

/** GET /get_reseller_page_data's query (issue 10): search over name, e-mail and phone; a district. */
export const ZResellerListQuery = ZPageQuery.extend({
  district: zIdOf(undefined, 'District').optional(),
});
export type TResellerListQuery = z.input<typeof ZResellerListQuery>;
