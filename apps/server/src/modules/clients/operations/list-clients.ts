import type { ClientListResponse, EmailListResponse, TClientListQuery } from '@aquadesk/shared/clients.ts';
import type { TPageQuery } from '@aquadesk/shared/paging.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as accounts from '../../accounts/operations/users.ts';
import * as clientAccounts from './client-accounts.ts';

/** A page of the clients the caller may see (a reseller: their own), searched and filtered in SQL. */
export async function listClients(
  ctx: AppContext,
  user: AuthUser,
  query: TClientListQuery,
): Promise<ClientListResponse> {
  return clientAccounts.listClients(ctx.db, isResellerOnly(user) ? { createdBy: user.id } : {}, query);
}

/**
 * GET /get_all_email, kept for existing clients (the web app asks GET /email-available instead): paged
 * like every list, so it never sends every account's address at once.
 */
export async function clientEmails(
  ctx: AppContext,
  _user: AuthUser,
  query: TPageQuery,
): Promise<EmailListResponse> {
  const page = await accounts.pageEmails(ctx.db, query);
  return { email_list: page.rows, next_cursor: page.next_cursor, total: page.total };
}
