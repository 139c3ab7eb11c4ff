import { invoiceAudience, readyToInvoiceAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import { listRowOf } from './invoice-view.ts';

/** Tells every biller's open list and invoice screen that an invoice changed (the list row). */
export async function announceInvoice(ctx: AppContext, id: number): Promise<void> {
  ctx.realtime.emit(EVENTS.invoicePaid, await listRowOf(ctx, id), invoiceAudience());
}

/**
 * Tells the Ready to invoice queues (issue 41 item 1) that a job card left it (an invoice made from it) or
 * joined it again (its draft deleted, its invoice cancelled). Nothing for an invoice not made from one.
 */
export function announceReadyToInvoice(ctx: AppContext, estimateId: number | null, ready: boolean): void {
  if (estimateId === null) return;
  ctx.realtime.emit(EVENTS.readyToInvoice, { work_estimate_id: estimateId, ready }, readyToInvoiceAudience());
}
