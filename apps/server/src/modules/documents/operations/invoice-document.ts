import { OPENING_BALANCE_MESSAGES } from '@aquadesk/shared/imports.ts';
import type { PublicInvoice } from '@aquadesk/shared/invoices.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { wholeInvoice } from '../../invoices/operations/invoice-view.ts';
import { clientOf } from '../../invoices/operations/recipient.ts';
import { invoiceRow, payLinkOfInvoice } from '../../invoices/operations/records.ts';
import { invoiceAccess } from '../../invoices/operations/visibility.ts';

/** What the invoice PDF prints beyond GET /get-invoice: the signature's bytes, the record's own dates. */
export interface InvoiceDocument {
  invoice: PublicInvoice;
  signature: { data: Buffer; contentType: string } | null;
  createdAt: Date;
  /** The last change of the record (payment), for the PDF's ModDate. */
  modifiedAt: Date;
  /** The client account's e-mail when the organisation matched one at creation (the send form's default). */
  clientEmail: string | null;
  /** The quick pay page with the invoice's key (the send mail's link). */
  payLink: string;
  /** The company profile version it was issued under (its logo prints); null for a draft (the one in force). */
  profileId: number | null;
}

/**
 * Who may open the invoice's PDF (docs/api.md "Documents"): whoever gives its key, or staff who may list
 * invoices. Anyone else gets 404, as for a record they may not see; a key that is not the invoice's is 403.
 */
export async function assertInvoicePdfAccess(
  ctx: AppContext,
  user: AuthUser | null,
  id: number,
  key: string | undefined,
): Promise<void> {
  const { whole } = await invoiceAccess(ctx, user, id, key);
  if (!whole) throw notFound('Invoice');
}

/**
 * An opening balance is an invoice of the old books (docs/decisions/0014-opening-balances.md): AquaDesk prints
 * and sends no copy of it (409). A receipt of a payment for it is printed as any receipt.
 */
export async function refuseOpeningBalanceCopy(ctx: AppContext, id: number): Promise<void> {
  const row = await invoiceRow(ctx.db, id);
  if (row?.kind === 'opening_balance') throw conflict(OPENING_BALANCE_MESSAGES.noDocument);
}

/** The invoice as the PDF prints it; the caller has checked access (assertInvoicePdfAccess); 404 when unknown. */
export async function invoiceDocument(ctx: AppContext, id: number): Promise<InvoiceDocument> {
  const row = await invoiceRow(ctx.db, id);
  if (!row) throw notFound('Invoice');
  const [invoice, signature, client] = await Promise.all([
    wholeInvoice(ctx, row),
    row.signFile ? ctx.storage.read('invoice_sign', row.signFile) : null,
    clientOf(ctx.db, row.organization),
  ]);
  return {
    invoice,
    signature,
    createdAt: row.createdAt,
    modifiedAt: row.updatedAt,
    clientEmail: client?.email ?? null,
    payLink: payLinkOfInvoice(ctx, row),
    profileId: row.companyProfileId,
  };
}

/** The e-mail of the client account whose organisation the invoice names, if any (staff only). */
export async function invoiceClientEmail(ctx: AppContext, id: number): Promise<string | null> {
  const row = await invoiceRow(ctx.db, id);
  if (!row) return null;
  return (await clientOf(ctx.db, row.organization))?.email ?? null;
}
