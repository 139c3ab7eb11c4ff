import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { SiteListResponse, TSitePickQuery } from '@aquadesk/shared/sites.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';
import { siteScope } from './sites.ts';

/**
 * The proposal form's site picker (docs/api.md "Sites"): a page of one client's sites, as the caller's
 * site list would show them. The client must be one the caller's client list shows (a reseller: their
 * own), else 404, so nobody reads the particulars of a client they may not see.
 */
export async function listSitePicks(
  ctx: AppContext,
  user: AuthUser,
  query: TSitePickQuery,
): Promise<SiteListResponse> {
  const client = await accounts.clientById(ctx.db, query.client_id);
  if (!client || (isResellerOnly(user) && client.created_by !== user.id)) throw notFound('Client');
  return repo.listSites(ctx.db, siteScope(user), query);
}
