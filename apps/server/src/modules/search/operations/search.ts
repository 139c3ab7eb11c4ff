import {
  SEARCH_LIMIT_DEFAULT,
  type SearchAsk,
  type SearchHit,
  type SearchResponse,
  type TSearchQuery,
} from '@aquadesk/shared/search.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { searchClients } from '../../clients/operations/search-clients.ts';
import { searchEmployees } from '../../employees/operations/search-employees.ts';
import { searchEstimates } from '../../estimates/operations/search-estimates.ts';
import { searchInvoices } from '../../invoices/operations/search-invoices.ts';
import { searchSites } from '../../sites/operations/search-sites.ts';
import { searchTasks } from '../../work/operations/search-tasks.ts';

type KindSearch = (ctx: AppContext, user: AuthUser, ask: SearchAsk) => Promise<SearchHit[]>;

/** Each kind in the order the answer groups them (SEARCH_KINDS); each domain applies its list's rules. */
const KINDS: readonly KindSearch[] = [
  searchClients,
  searchSites,
  searchTasks,
  searchEstimates,
  searchInvoices,
  searchEmployees,
];

/**
 * GET /api/search (docs/api.md "Search"): every domain answers its own part, scoped as its list is
 * (a kind whose list the caller may not open answers nothing); at most `limit` hits a kind.
 */
export async function search(ctx: AppContext, user: AuthUser, query: TSearchQuery): Promise<SearchResponse> {
  const ask: SearchAsk = { term: query.q, limit: query.limit ?? SEARCH_LIMIT_DEFAULT };
  const parts = await Promise.all(KINDS.map((kind) => kind(ctx, user, ask)));
  return { data: parts.flatMap((hits) => hits.slice(0, ask.limit)) };
}
