import { can } from '@aquadesk/shared/permissions.ts';
import { type SearchAsk, type SearchHit, searchedNumber } from '@aquadesk/shared/search.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { viewerOf } from './visibility.ts';

/**
 * The estimates part of find anything (docs/api.md "Search"): for those who list estimates (the
 * Estimates screen or the Work screen's Estimate tab), the estimates those lists and the job card let
 * them see (viewerOf: directors every one; anyone else those they made or are assigned; a reseller also
 * their clients'), by its text or its number, each opening its job card.
 */
export async function searchEstimates(ctx: AppContext, user: AuthUser, ask: SearchAsk): Promise<SearchHit[]> {
  if (!can(user, 'estimate.list') && !can(user, 'work.list')) return [];
  const number = searchedNumber(ask.term);
  const rows = await repo.searchEstimates(
    ctx.db,
    viewerOf(user),
    number === undefined ? ask.term : String(number),
    ask.limit,
  );
  return rows.map((r) => ({
    kind: 'estimate',
    id: r.id,
    title: `Estimate #${r.id} · ${r.site_name}`,
    subtitle: `${r.status} · ${r.organization?.trim() || r.client_name}`,
    path: `/work-estimate/${r.id}`,
  }));
}
