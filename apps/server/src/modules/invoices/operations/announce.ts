import { invoiceAudience, readyToInvoiceAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS, type InvoiceRowEvent } from '@aquadesk/shared/events.ts';
import type { InvoiceListRow } from '@aquadesk/shared/invoices.ts';
import type { AppContext } from '../../../platform/context.ts';
import { listRowOf } from './invoice-view.ts';

/** What happened to an invoice, and the live event that tells its lists (docs/api.md "Tax invoices"). */
const EVENT_OF = {
  /** a draft made, by hand or from a job card */
  added: EVENTS.invoiceAdd,
  /** a draft issued, an invoice made and issued at once, an opening balance imported */
  issued: EVENTS.invoiceIssued,
  cancelled: EVENTS.invoiceCancelled,
  /** a credit or a debit note raised against it */
  note: EVENTS.invoiceNote,
  /** a payment settled, online or recorded by hand */
  paid: EVENTS.invoicePaid,
  refunded: EVENTS.invoiceRefunded,
  /** anything else its row shows: a draft edited, a reminder or the invoice mailed, its e-invoice changed */
  updated: EVENTS.invoiceUpdate,
} as const satisfies Record<string, InvoiceRowEvent>;

export type InvoiceHappening = keyof typeof EVENT_OF;

/**
 * Tells every biller's open lists and invoice screen what happened to an invoice, with its list row (after
 * the commit). `row` is the row when the caller has just read it.
 */
export async function announceInvoice(
  ctx: AppContext,
  id: number,
  happened: InvoiceHappening,
  row?: InvoiceListRow,
): Promise<void> {
  ctx.realtime.emit(EVENT_OF[happened], row ?? (await listRowOf(ctx, id)), invoiceAudience());
}

/** Tells the invoice lists that a draft was deleted (after the commit). */
export function announceDraftRemoved(ctx: AppContext, id: number): void {
  ctx.realtime.emit(EVENTS.invoiceRemove, { id }, invoiceAudience());
}

/**
 * Tells the Ready to invoice queues (issue 41 item 1) that a job card left it (an invoice made from it) or
 * joined it again (its draft deleted, its invoice cancelled). Nothing for an invoice not made from one.
 */
export function announceReadyToInvoice(ctx: AppContext, estimateId: number | null, ready: boolean): void {
  if (estimateId === null) return;
  ctx.realtime.emit(EVENTS.readyToInvoice, { work_estimate_id: estimateId, ready }, readyToInvoiceAudience());
}
