import { sitesAudience, toAdmins, toUsers } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import {
  type District,
  ORGANIZATION_PICKER_LIMIT,
  type OrganizationSearchResponse,
  RESELLER_DEFAULT_FILE_ID,
  SITE_MESSAGES,
  type SiteListResponse,
  type SiteRow,
  type TOrganizationSearchQuery,
  type TSiteListQuery,
  type ZCreateSiteRequest,
  type ZUpdateResellerSiteRequest,
} from '@aquadesk/shared/sites.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, type FieldErrors, fieldError, found, throwIfInvalid } from '../../../platform/errors.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';

export function siteScope(user: AuthUser): repo.SiteScope {
  return isResellerOnly(user) ? { districtIds: user.districtIds, resellerId: user.id } : {};
}

/** Who sees an approved site live: staff who list every site, and the resellers of its district. */
async function approvedAudience(ctx: AppContext, site: SiteRow) {
  return sitesAudience(await repo.resellersCovering(ctx.db, site.district_id));
}

/** A page of the sites the caller may see (a reseller: their districts), searched and filtered in SQL. */
export async function listSites(
  ctx: AppContext,
  user: AuthUser,
  query: TSiteListQuery,
): Promise<SiteListResponse> {
  return repo.listSites(ctx.db, siteScope(user), query);
}

/** The site form's organisation picker: clients the caller may pick (a reseller: their own), by search. */
export async function searchOrganizations(
  ctx: AppContext,
  user: AuthUser,
  query: TOrganizationSearchQuery,
): Promise<OrganizationSearchResponse> {
  const data = await accounts.searchOrganizations(ctx.db, {
    createdBy: isResellerOnly(user) ? user.id : undefined,
    search: query.search,
    id: query.id,
    limit: query.limit ?? ORGANIZATION_PICKER_LIMIT,
  });
  return { data };
}

type CreateSiteInput = z.output<typeof ZCreateSiteRequest>;

/**
 * The checks of a new site beyond its schema (spec 000 §5), on whichever fields are given: the file id
 * (required except from a reseller), an organisation the caller may pick, a district they may use. Every
 * failing field is named (the route runs this too when the schema fails, docs/api.md "Validation errors").
 */
export async function checkSiteFields(ctx: AppContext, user: AuthUser, input: Partial<CreateSiteInput>) {
  const { db } = ctx;
  const reseller = isResellerOnly(user);
  const errors: FieldErrors = {};
  // spec 000 §5: file id required except for resellers, where empty is sent as RES-DEFAULT
  const fileId = input.file_id || (reseller ? RESELLER_DEFAULT_FILE_ID : '');
  if (input.file_id !== undefined && !fileId) errors.file_id = MESSAGES.required;
  const [client, district] = await Promise.all([
    input.orgId === undefined ? undefined : accounts.clientById(db, input.orgId),
    input.district === undefined ? undefined : repo.districtByName(db, input.district),
  ]);
  if (input.orgId !== undefined && (!client || (reseller && client.created_by !== user.id))) {
    errors.organization = SITE_MESSAGES.invalidOrganization;
  }
  if (input.district !== undefined && (!district || (reseller && !user.districtIds.includes(district.id)))) {
    errors.district = SITE_MESSAGES.invalidDistrict;
  }
  return { errors, fileId, client, district };
}

export async function createSite(ctx: AppContext, user: AuthUser, input: CreateSiteInput): Promise<SiteRow> {
  const { db } = ctx;
  const reseller = isResellerOnly(user);
  const { errors, fileId, client, district } = await checkSiteFields(ctx, user, input);
  throwIfInvalid(errors);
  if (!client || !district) throw fieldError('organization', SITE_MESSAGES.invalidOrganization);
  const created = await repo.insertSite(db, {
    clientId: client.id,
    fileId,
    siteName: input.site_name,
    contactName: input.name,
    phoneNumber: input.phone_number,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2,
    city: input.city,
    districtId: district.id,
    state: input.state,
    pincode: input.pincode,
    createdBy: user.id,
    // docs/api.md "Reseller work": a reseller's site waits for an admin
    approved: !reseller,
  });
  const site = (await repo.siteById(db, created.id))!;
  if (reseller) {
    ctx.realtime.emit(EVENTS.resellerSite, site, toAdmins());
    ctx.realtime.emit(EVENTS.site, site, toUsers(user.id));
  } else {
    ctx.realtime.emit(EVENTS.site, site, await approvedAudience(ctx, site));
  }
  return site;
}

export async function listPendingSites(
  ctx: AppContext,
  _user: AuthUser,
  query: TSiteListQuery,
): Promise<SiteListResponse> {
  return repo.listPendingSites(ctx.db, query);
}

/** spec 000 §4: Save & Approve saves and approves a reseller's site. */
export async function updateAndApproveSite(
  ctx: AppContext,
  admin: AuthUser,
  input: z.output<typeof ZUpdateResellerSiteRequest>,
): Promise<SiteRow> {
  const { db } = ctx;
  const existing = await found(repo.findSite(db, input.site_id), 'Site');
  const { errors, district } = await checkResellerSite(ctx, input);
  throwIfInvalid(errors);
  if (!district) throw fieldError('district', SITE_MESSAGES.invalidDistrict);
  const wasApproved = existing.approved;
  await repo.updateSite(db, existing.id, {
    siteName: input.site_name,
    contactName: input.name,
    phoneNumber: input.phone_number,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    city: input.city,
    districtId: district.id,
    state: input.state,
    pincode: input.pincode,
    approved: true,
    approvedBy: wasApproved ? existing.approvedBy : admin.id,
    approvedAt: wasApproved ? existing.approvedAt : new Date(),
  });
  const site = (await repo.siteById(db, existing.id))!;
  const audience = await approvedAudience(ctx, site);
  // Newly visible to staff and the district's resellers: `site` adds it; the creator already lists it.
  if (!wasApproved) {
    ctx.realtime.emit(EVENTS.site, site, {
      ...audience,
      users: (audience.users ?? []).filter((id) => id !== existing.createdBy),
    });
  }
  ctx.realtime.emit(
    EVENTS.updateSite,
    site,
    wasApproved ? audience : { ...toAdmins(), ...toUsers(existing.createdBy) },
  );
  return site;
}

/** The district of a reseller's site under review (spec 000 §5) must be one of the list. */
export async function checkResellerSite(ctx: AppContext, input: { district?: unknown }) {
  const errors: FieldErrors = {};
  const district =
    typeof input.district === 'string' ? await repo.districtByName(ctx.db, input.district) : undefined;
  if (typeof input.district === 'string' && !district) errors.district = SITE_MESSAGES.invalidDistrict;
  return { errors, district };
}

export async function listDistricts(ctx: AppContext, _user: AuthUser): Promise<District[]> {
  const { db } = ctx;
  return repo.listDistricts(db);
}

export async function addDistrict(
  ctx: AppContext,
  _user: AuthUser,
  input: { name: string },
): Promise<District> {
  const { name } = input;
  const { db } = ctx;
  const row = await repo.insertDistrict(db, name);
  if (!row) throw conflict('District already exists', 'name');
  return row;
}
