import { z } from 'zod';
import { type PageInfo, ZPageQuery, zPageLimit, zSearch } from './paging.ts';
import { boundText, MESSAGES, upperCase, zId, zIdOf, zRequiredText } from './validation.ts';

export const SITE_MESSAGES = {
  // spec 000 §5 'Select an valid Organization' (obvious typo corrected)
  invalidOrganization: 'Select a valid Organization',
  invalidDistrict: 'Select a valid District',
} as const;

// spec 000 §9: reseller default file id; site-form error highlight 3000 ms
export const RESELLER_DEFAULT_FILE_ID = 'RES-DEFAULT';
export const SITE_ERROR_HIGHLIGHT_MS = 3000;

const upper = (label: string) => zRequiredText(MESSAGES.required, { label }).transform(upperCase);

/** The phone field of both site requests. */
const sitePhone = zRequiredText(MESSAGES.required, { label: 'Phone number', max: 40 });

/** The fields after the address lines that both site requests end with, in form order. */
const siteAreaFields = {
  city: upper('City'),
  district: upper('District'),
  state: upper('State'),
  pincode: zRequiredText(MESSAGES.required, { label: 'Pincode', max: 20 }),
};

/**
 * spec 000 §5 register site: all fields required; text upper-cased. `file_id` may be empty only for a
 * reseller (the service fills RES-DEFAULT); it is checked there because it depends on the caller.
 */
export const ZCreateSiteRequest = z.object({
  name: upper('Name'),
  orgId: zIdOf(SITE_MESSAGES.invalidOrganization),
  phone_number: sitePhone,
  file_id: boundText(z.string().trim(), { label: 'File id' }).optional().default(''),
  site_name: upper('Site name'),
  address_line_1: upper('Address line 1'),
  address_line_2: upper('Address line 2'),
  ...siteAreaFields,
});
export type TCreateSiteRequest = z.input<typeof ZCreateSiteRequest>;

/** spec 000 §7 /update-reseller-site; spec 000 §5: all text forced to upper case. */
export const ZUpdateResellerSiteRequest = z.object({
  site_id: zId,
  name: upper('Name'),
  phone_number: sitePhone,
  site_name: upper('Site name'),
  address_line1: upper('Address line 1'),
  address_line2: upper('Address line 2'),
  ...siteAreaFields,
});
export type TUpdateResellerSiteRequest = z.input<typeof ZUpdateResellerSiteRequest>;

export const ZCreateDistrictRequest = z.object({ name: upper('District') });

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

/** GET /get_all_site: a page of the sites the caller may see (docs/api.md "Lists"). */
export interface SiteListResponse extends PageInfo {
  data: SiteRow[];
}

/**
 * GET /get_all_site and GET /reseller-sites: paged, searched over site name, organization, client name,
 * city and district, filtered by district (an id) and by organisation (spec 000 §2 "Org": the client's id).
 */
export const ZSiteListQuery = ZPageQuery.extend({
  district: zIdOf(undefined, 'District').optional(),
  client_id: zIdOf(SITE_MESSAGES.invalidOrganization, 'Organization').optional(),
});
export type TSiteListQuery = z.output<typeof ZSiteListQuery>;

/**
 * GET /site-picks: the proposal form's site picker (docs/api.md "Sites"): a page of one client's sites,
 * searched as the site list is, within what the site list would show the caller.
 */
export const ZSitePickQuery = ZPageQuery.extend({
  client_id: zIdOf(SITE_MESSAGES.invalidOrganization, 'Organization'),
});
export type TSitePickQuery = z.output<typeof ZSitePickQuery>;

/** GET /search-organizations: the site form's organisation picker (the clients the caller may pick). */
export const ZOrganizationSearchQuery = z.object({
  search: zSearch.optional(),
  limit: zPageLimit.optional(),
  /** That organisation alone (when the caller may pick it): the label of an Org filter read from a URL. */
  id: zIdOf(SITE_MESSAGES.invalidOrganization, 'Organization').optional(),
});
export type TOrganizationSearchQuery = z.output<typeof ZOrganizationSearchQuery>;
export const ORGANIZATION_PICKER_LIMIT = 20;

export interface OrganizationSearchResponse {
  data: OrgItem[];
}

/**
 * A site in a picker (New Estimate, register work): the sites a caller may pick, searched by site name,
 * organization or client name (docs/api.md "Sites").
 */
export interface SitePick {
  id: number;
  site_name: string;
  organization: string | null;
  /** The client's name. */
  name: string;
  client_id: number;
}

/** A site in a picker (new estimate, register work): "Site — Organisation, Client". */
export function sitePickLabel(site: Pick<SitePick, 'site_name' | 'organization' | 'name'>): string {
  return `${site.site_name} — ${site.organization ? `${site.organization}, ` : ''}${site.name}`;
}
