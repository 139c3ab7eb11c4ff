import type { SQL } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { BY_NAME } from '../db/schema/user-kinds.ts';
import type { Queryable } from '../db/types.ts';
import { COUNT, type Page, type PageFetch, type PageQuery, pageWithCount } from './page-search.ts';

/**
 * A page of accounts (employees, resellers) in name order, then id (`BY_NAME`), with the count of all
 * the `users` rows that `where` matches. `fetch` is `pageWithCount`'s: it selects `SORT_NAME` as
 * `sort_name` (the cursor's key), which the page's rows leave out.
 */
export async function pageUsersByName<T extends { id: number; sort_name: string }>(
  db: Queryable,
  q: PageQuery,
  where: SQL | undefined,
  fetch: PageFetch<T>,
): Promise<Page<Omit<Omit<T, 'list_total'>, 'sort_name'>>> {
  const page = await pageWithCount(
    BY_NAME,
    q,
    fetch,
    () => db.select(COUNT).from(users).where(where),
    (r) => [r.sort_name, r.id],
    { searchCountsInPage: true },
  );
  return { ...page, rows: page.rows.map(({ sort_name: _, ...row }) => row) };
}
