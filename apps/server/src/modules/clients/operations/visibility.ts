import { CLIENT_MESSAGES } from '@aquadesk/shared/clients.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError, notFound } from '../../../platform/errors.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as siteRepo from '../../sites/operations/site-records.ts';

/** A client the caller may see: a reseller only their own (else 404, docs/api.md). */
export async function visibleClient(ctx: AppContext, user: AuthUser, id: number) {
  const { db } = ctx;
  const client = await accounts.clientById(db, id);
  if (!client || (isResellerOnly(user) && client.created_by !== user.id)) throw notFound('Client');
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
