import { can } from '@aquadesk/shared/permissions.ts';
import { formatRupees } from '@aquadesk/shared/rupees.ts';
import { type SearchAsk, type SearchHit, searchedNumber } from '@aquadesk/shared/search.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/**
 * The invoices part of find anything (docs/api.md "Search"): for those who list invoices (the billers:
 * admin, technical director, finance), every invoice as the list shows it, by organisation, phone,
 * number or id, each opening its invoice page.
 */
export async function searchInvoices(ctx: AppContext, user: AuthUser, ask: SearchAsk): Promise<SearchHit[]> {
  if (!can(user, 'invoice.list')) return [];
  const number = searchedNumber(ask.term);
  const rows = await repo.searchInvoices(ctx.db, number === undefined ? ask.term : String(number), ask.limit);
  return rows.map((r) => ({
    kind: 'invoice',
    id: r.id,
    title: r.number ? `Invoice ${r.number}` : `Draft invoice #${r.id}`,
    subtitle: `${r.organization} · ${r.status.replace('_', ' ')} · ${formatRupees(r.total)}`,
    path: `/invoice/${r.id}`,
  }));
}
