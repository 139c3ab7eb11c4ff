import type { ClientListResponse, EmailListResponse } from '@aquadesk/shared/clients.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as accounts from '../../accounts/repository.ts';
import { isReseller } from '../../sites/service.ts';

export async function listClients(ctx: AppContext, user: AuthUser): Promise<ClientListResponse> {
  const { db } = ctx;
  const [email_list, data] = await Promise.all([
    accounts.allEmails(db),
    accounts.listClients(db, isReseller(user) ? { createdBy: user.id } : {}),
  ]);
  return { email_list, data };
}

export async function clientEmails(ctx: AppContext, _user: AuthUser): Promise<EmailListResponse> {
  const { db } = ctx;
  return { email_list: await accounts.allEmails(db) };
}
