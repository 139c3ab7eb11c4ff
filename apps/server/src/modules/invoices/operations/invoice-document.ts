import type { PublicInvoice } from '@aquadesk/shared/invoices.ts';
import type { AppContext } from '../../../platform/context.ts';
import { publicInvoice } from '../access.ts';
import * as repo from '../repository.ts';

/** What the invoice PDF prints beyond GET /get-invoice: the signature's bytes, the record's own dates. */
export interface InvoiceDocument {
  invoice: PublicInvoice;
  signature: { data: Buffer; contentType: string } | null;
  createdAt: Date;
  /** The last change of the record (payment), for the PDF's ModDate. */
  modifiedAt: Date;
  /** The client account's e-mail when the organisation matched one at creation (the send form's default). */
  clientEmail: string | null;
}

/** The invoice as the PDF prints it, for anyone holding its number (like /get-invoice); 404 when unknown. */
export async function invoiceDocument(ctx: AppContext, id: number): Promise<InvoiceDocument> {
  const invoice = await publicInvoice(ctx, id);
  const row = await repo.findInvoice(ctx.db, id);
  const [signature, client] = await Promise.all([
    row?.signFile ? ctx.storage.read('invoice_sign', row.signFile) : null,
    row ? repo.clientOfOrganization(ctx.db, row.organization) : undefined,
  ]);
  const createdAt = row?.createdAt ?? new Date(invoice.created_at);
  return {
    invoice,
    signature,
    createdAt,
    modifiedAt: row?.paidAt ?? createdAt,
    clientEmail: client?.email ?? null,
  };
}

/** The e-mail of the client account whose organisation the invoice names, if any (staff only). */
export async function invoiceClientEmail(ctx: AppContext, id: number): Promise<string | null> {
  const row = await repo.findInvoice(ctx.db, id);
  if (!row) return null;
  return (await repo.clientOfOrganization(ctx.db, row.organization))?.email ?? null;
}
