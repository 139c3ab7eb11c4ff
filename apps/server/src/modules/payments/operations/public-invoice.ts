import { type InvoiceSummary, maskOrganization, type PublicInvoice } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { letterheadOfProfile } from '../../company/operations/profile.ts';
import { paying, profileOf, wholeInvoice } from '../../invoices/operations/invoice-view.ts';
import { dueOf } from '../../invoices/operations/ledger.ts';
import type { InvoiceRow } from '../../invoices/operations/records.ts';
import { invoiceAccess } from '../../invoices/operations/visibility.ts';

type Status = PublicInvoice['status'];

/**
 * The number alone (docs/api.md "Invoices"): what a bill-payment counter shows, enough to recognise the bill
 * and pay it: status, the balance due, the organisation masked. Nothing else of the invoice.
 */
export async function invoiceSummary(ctx: AppContext, invoice: InvoiceRow): Promise<InvoiceSummary> {
  const profile = await profileOf(ctx, invoice);
  const due = dueOf(invoice);
  return {
    view: 'summary',
    id: invoice.id,
    number: invoice.number,
    organization: maskOrganization(invoice.organization),
    status: invoice.status as Status,
    amount_due: paiseToRupees(due),
    amount_paise: due,
    currency: 'INR',
    company: letterheadOfProfile(profile),
    ...paying(ctx, invoice, profile),
  };
}

/** GET /get-invoice: the invoice whole with its key (or for staff), else its summary. */
export async function publicInvoice(
  ctx: AppContext,
  user: AuthUser | null,
  query: { id: number; key?: string | undefined },
): Promise<PublicInvoice | InvoiceSummary> {
  const { invoice, whole } = await invoiceAccess(ctx, user, query.id, query.key);
  return whole ? wholeInvoice(ctx, invoice) : invoiceSummary(ctx, invoice);
}
