import { can } from '@aquadesk/shared/permissions.ts';
import { type SearchAsk, type SearchHit, searchedNumber } from '@aquadesk/shared/search.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { viewerOf } from './visibility.ts';

/**
 * The tasks part of find anything (docs/api.md "Search"): what the work list shows the caller (its
 * action; admins and technical directors every task, anyone else the tasks they advise, are on or were
 * forwarded), by its text or its number, each opening its work report.
 */
export async function searchTasks(ctx: AppContext, user: AuthUser, ask: SearchAsk): Promise<SearchHit[]> {
  if (!can(user, 'work.list')) return [];
  const number = searchedNumber(ask.term);
  const rows = await repo.searchTasks(
    ctx.db,
    viewerOf(user),
    number === undefined ? ask.term : String(number),
    ask.limit,
  );
  return rows.map((r) => ({
    kind: 'task',
    id: r.id,
    title: `Task #${r.id}${r.site_name ? ` · ${r.site_name}` : ''}`,
    subtitle: `${r.status} · ${r.description}`,
    path: `/work-report/${r.id}/${encodeURIComponent(r.worktype)}`,
  }));
}
