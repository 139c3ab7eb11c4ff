import { can } from '@aquadesk/shared/permissions.ts';
import { type SearchAsk, type SearchHit, searchPath } from '@aquadesk/shared/search.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { siteScope } from './sites.ts';

/**
 * The sites part of find anything (docs/api.md "Search"): what the site list shows the caller (its
 * action, and its scope: a reseller their districts' approved sites and their own pending ones), each
 * opening the site list searched for its name (sites have no page of their own).
 */
export async function searchSites(ctx: AppContext, user: AuthUser, ask: SearchAsk): Promise<SearchHit[]> {
  if (!can(user, 'site.list')) return [];
  const rows = await repo.searchSites(ctx.db, siteScope(user), ask.term, ask.limit);
  return rows.map((r) => ({
    kind: 'site',
    id: r.id,
    title: r.site_name,
    subtitle: [r.organization, r.city, r.district].filter(Boolean).join(' · '),
    path: searchPath('/site', r.site_name),
  }));
}
