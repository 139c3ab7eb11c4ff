import { INVOICE_MESSAGES } from '@aquadesk/shared/invoices.ts';
import { can } from '@aquadesk/shared/permissions.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { forbidden, notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { keyMatches } from './invoice-key.ts';

/** Staff who may list invoices see every invoice whole, without its key. */
const mayListInvoices = (user: AuthUser | null) =>
  user !== null && can({ userType: user.userType, permissions: user.permissions }, 'invoice.list');

/**
 * Who sees an invoice whole (docs/api.md "Invoices"): whoever gives its key, or staff who may list invoices.
 * A key that is not the invoice's is 403, whoever sends it. `summary`: the number alone, by anyone else.
 */
export async function invoiceAccess(
  ctx: AppContext,
  user: AuthUser | null,
  id: number,
  key: string | undefined,
): Promise<{ invoice: repo.InvoiceRow; whole: boolean }> {
  const invoice = await repo.findInvoice(ctx.db, id);
  if (!invoice) throw notFound('Invoice');
  // a draft is not a document yet: only staff who bill see it
  if (invoice.status === 'draft' && !mayListInvoices(user)) throw notFound('Invoice');
  if (key !== undefined) {
    if (!keyMatches(invoice.accessKey, key)) throw forbidden(INVOICE_MESSAGES.badKey);
    return { invoice, whole: true };
  }
  return { invoice, whole: mayListInvoices(user) };
}
