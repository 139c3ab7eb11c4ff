import type { ClientListResponse, EmailListResponse, TClientListQuery } from '@aquadesk/shared/clients.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as accounts from '../../accounts/repository.ts';
import { isReseller } from '../../sites/service.ts';

/** A page of the clients the caller may see (a reseller: their own), searched and filtered in SQL. */
export async function listClients(
  ctx: AppContext,
  user: AuthUser,
  query: TClientListQuery,
): Promise<ClientListResponse> {
  return accounts.listClients(ctx.db, isReseller(user) ? { createdBy: user.id } : {}, query);
}

/** GET /get_all_email, kept for existing clients (the web app asks GET /email-available instead). */
export async function clientEmails(ctx: AppContext, _user: AuthUser): Promise<EmailListResponse> {
  const { db } = ctx;
  return { email_list: await accounts.allEmails(db) };
}
