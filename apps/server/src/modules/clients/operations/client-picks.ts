import type { ClientPickResponse, TClientPickQuery } from '@aquadesk/shared/clients.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { listClients } from './list-clients.ts';

/**
 * The proposal form's client picker (docs/api.md "Clients"): a page of the clients the caller's client
 * list would show (a reseller: their own), with only what a proposal fills from them.
 */
export async function listClientPicks(
  ctx: AppContext,
  user: AuthUser,
  query: TClientPickQuery,
): Promise<ClientPickResponse> {
  const page = await listClients(ctx, user, query);
  return {
    data: page.data.map(({ id, name, organization, email, phone_number }) => ({
      id,
      name,
      organization,
      email,
      phone_number,
    })),
    next_cursor: page.next_cursor,
    ...(page.total === undefined ? {} : { total: page.total }),
  };
}
