import { z } from 'zod';
import { zId, zRequiredText } from './validation.ts';

export const SITE_MESSAGES = {
  // spec 000 §5 'Select an valid Organization' (obvious typo corrected)
  invalidOrganization: 'Select a valid Organization',
  invalidDistrict: 'Select a valid District',
} as const;

// spec 000 §9: reseller default file id; site-form error highlight 3000 ms
export const RESELLER_DEFAULT_FILE_ID = 'RES-DEFAULT';
export const SITE_ERROR_HIGHLIGHT_MS = 3000;

const upper = () => zRequiredText().transform((v) => v.toUpperCase());

/**
 * spec 000 §5 register site: all fields required; text upper-cased. `file_id` may be empty only for a
 * reseller (the service fills RES-DEFAULT); it is checked there because it depends on the caller.
 */
export const ZCreateSiteRequest = z.object({
  name: upper(),
  orgId: z.coerce
    .number({ error: SITE_MESSAGES.invalidOrganization })
    .int()
    .positive({ error: SITE_MESSAGES.invalidOrganization }),
  phone_number: zRequiredText(),
  file_id: z.string().trim().optional().default(''),
  site_name: upper(),
  address_line_1: upper(),
  address_line_2: upper(),
  city: upper(),
  district: upper(),
  state: upper(),
  pincode: zRequiredText(),
});
export type TCreateSiteRequest = z.input<typeof ZCreateSiteRequest>;

/** spec 000 §7 /update-reseller-site; spec 000 §5: all text forced to upper case. */
export const ZUpdateResellerSiteRequest = z.object({
  site_id: zId,
  name: upper(),
  phone_number: zRequiredText(),
  site_name: upper(),
  address_line1: upper(),
  address_line2: upper(),
  city: upper(),
  district: upper(),
  state: upper(),
  pincode: zRequiredText(),
});
export type TUpdateResellerSiteRequest = z.input<typeof ZUpdateResellerSiteRequest>;

export const ZCreateDistrictRequest = z.object({ name: upper() });

/** A site as the lists show it (spec 000 §3 "Site"). */
export interface SiteRow {
  site_id: number;
  file_id: string;
  site_name: string;
  client_id: number;
  client_name: string;
  organization: string | null;
  email: string;
  name: string;
  phone_number: string;
  address_line1: string;
  address_line2: string;
  city: string;
  district: string;
  district_id: number;
  state: string;
  pincode: string;
  approved: boolean;
}

export interface OrgItem {
  id: number;
  organization: string | null;
  name: string;
  email: string;
}

export interface District {
  id: number;
  name: string;
}

/** GET /get_all_site: the sites the caller may see and the organizations they may pick. */
export interface SiteListResponse {
  data: SiteRow[];
  orgList: OrgItem[];
}
