import type { InvoiceListResponse, TInvoiceListQuery } from '@aquadesk/shared/invoices.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/** Organisations offered by the list's filter, at most. */
export const INVOICE_ORGANIZATIONS_MAX = 200;

/** GET /get-invoic-list (spec 001 §2, §7): admins and technical directors see every invoice, paged in SQL. */
export async function listInvoices(
  ctx: AppContext,
  _user: AuthUser,
  query: TInvoiceListQuery,
): Promise<InvoiceListResponse> {
  const [page, organizations] = await Promise.all([
    repo.page(ctx.db, query),
    repo.organizations(ctx.db, INVOICE_ORGANIZATIONS_MAX),
  ]);
  return { data: page.rows, next_cursor: page.next_cursor, total: page.total, organizations };
}
