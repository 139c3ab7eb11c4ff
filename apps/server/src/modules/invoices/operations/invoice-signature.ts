import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/** The creator's signature kept with an invoice (a copy taken at creation); 404 when there is none. */
export async function invoiceSignature(
  ctx: AppContext,
  id: number,
): Promise<{ data: Buffer; contentType: string }> {
  const invoice = await repo.findInvoice(ctx.db, id);
  const image = invoice?.signFile ? await ctx.storage.read('invoice_sign', invoice.signFile) : null;
  if (!image) throw notFound('Image');
  return image;
}
