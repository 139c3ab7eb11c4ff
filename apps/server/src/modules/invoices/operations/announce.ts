import { invoiceAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import { listRowOf } from './public-invoice.ts';

/** Tells every biller's open list and invoice screen that an invoice changed (the list row). */
export async function announceInvoice(ctx: AppContext, id: number): Promise<void> {
  ctx.realtime.emit(EVENTS.invoicePaid, await listRowOf(ctx, id), invoiceAudience());
}
