import { can } from '@aquadesk/shared/permissions.ts';
import { type SearchAsk, type SearchHit, searchPath } from '@aquadesk/shared/search.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/**
 * The people part of find anything (docs/api.md "Search"): for those who list employees (the Employee
 * screen: admins), the staff as that list shows them, each opening the list searched for their e-mail.
 */
export async function searchEmployees(ctx: AppContext, user: AuthUser, ask: SearchAsk): Promise<SearchHit[]> {
  if (!can(user, 'employee.page')) return [];
  const rows = await repo.searchEmployees(ctx.db, ask.term, ask.limit);
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: r.name,
    subtitle: `${r.user_type} · ${r.email}`,
    path: searchPath('/employee', r.email),
  }));
}
