import { CLIENT_MESSAGES, type ClientRow } from '@aquadesk/shared/clients.ts';
import { hasAnyRole, isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../platform/auth-user.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type * as accounts from '../accounts/operations/users.ts';
import { isReseller } from '../sites/operations/sites.ts';
import * as siteRepo from '../sites/repository.ts';
import * as repo from './repository.ts';

/** A client the caller may see: a reseller only their own (else 404, docs/api.md). */
export async function visibleClient(ctx: AppContext, user: AuthUser, id: number) {
  const { db } = ctx;
  const client = await repo.clientById(db, id);
  if (!client || (isReseller(user) && client.created_by !== user.id)) throw notFound('Client');
  return client;
}

/** The site of a note or record must be one of its client's; the routes run this when the schema fails. */
export async function checkNoteFields(
  ctx: AppContext,
  input: { client_id?: number; site_id?: number },
): Promise<Record<string, string>> {
  if (input.client_id === undefined || input.site_id === undefined) return {};
  const site = await siteRepo.findSite(ctx.db, input.site_id);
  return site && site.clientId === input.client_id ? {} : { site_id: CLIENT_MESSAGES.selectSite };
}

/** The site must be one of the client's (spec 001 §5: a valid site). */
export async function siteOfClient(ctx: AppContext, siteId: number, clientId: number) {
  const { db } = ctx;
  const site = await siteRepo.findSite(db, siteId);
  if (!site || site.clientId !== clientId) throw fieldError('site_id', CLIENT_MESSAGES.selectSite);
  return site;
}

/**
 * docs/api.md: a client added by a reseller (without admin rights) waits for an admin; an admin's edit
 * processes it; anyone else's edit keeps the flag (`current`). Sign-up (no caller) is processed at once.
 */
export function processedByAdmin(by: AuthUser | null, current?: boolean): boolean {
  if (by && hasAnyRole(by, ['admin'])) return true;
  if (current !== undefined) return current;
  return !by || !isResellerOnly(by);
}

/** A client as the client list shows it (spec 001 §3 "Client user"). */
export function clientPayload(u: accounts.UserRow): ClientRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone_number: u.phoneNumber,
    organization: u.organization,
    processed_by_admin: u.processedByAdmin,
  };
}
