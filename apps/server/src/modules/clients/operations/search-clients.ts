import { can, isResellerOnly } from '@aquadesk/shared/permissions.ts';
import { type SearchAsk, type SearchHit, searchPath } from '@aquadesk/shared/search.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/**
 * The clients part of find anything (docs/api.md "Search"): what the client list shows the caller (its
 * action, and a reseller only their own clients, as listClients), each opening the client page, or the
 * client list searched for it where the caller has no client page (spec 001 §6).
 */
export async function searchClients(ctx: AppContext, user: AuthUser, ask: SearchAsk): Promise<SearchHit[]> {
  if (!can(user, 'client.list')) return [];
  const rows = await repo.searchClients(
    ctx.db,
    isResellerOnly(user) ? { createdBy: user.id } : {},
    ask.term,
    ask.limit,
  );
  const opensPage = can(user, 'client.page');
  return rows.map((r) => {
    const title = r.organization?.trim() || r.name;
    return {
      kind: 'client',
      id: r.id,
      title,
      subtitle: `${r.name} · ${r.email}`,
      path: opensPage ? `/client/${r.id}` : searchPath('/client', title),
    };
  });
}
