import { invoiceAudience } from '@aquadesk/shared/audiences.ts';
import type { EInvoiceProblem } from '@aquadesk/shared/e-invoice.ts';
import type {
  EInvoiceQueueRow,
  EInvoiceWire,
  ZEInvoiceQueueQuery,
} from '@aquadesk/shared/e-invoice-status.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { PageInfo } from '@aquadesk/shared/paging.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { announceInvoice, type InvoiceHappening } from '../../invoices/operations/announce.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import { invoiceRow, noteRow } from '../../invoices/operations/records.ts';
import * as eRepo from '../repository.ts';
import { checkedJson, type DocumentRef, reportableDocument } from './document.ts';
import { eInvoiceWireOf, queueRowOf } from './wire.ts';

/** 422 naming each particular the IRP would refuse, at its JSON path (spec 003 §8); nothing is stored. */
export function problemsError(problems: readonly EInvoiceProblem[]): AppError {
  const errors: Record<string, string> = {};
  for (const p of problems) errors[p.path] ??= p.message;
  const first = problems[0]?.message ?? 'The document cannot be reported to the IRP';
  const message =
    problems.length === 1
      ? first
      : `${problems.length} particulars must be corrected before the document is reported to the IRP`;
  return new AppError(422, message, errors);
}

/**
 * Tells the invoice screens and finance's queue that a registration changed (after commit): the invoice's
 * row as `invoice_update`, or as what else happened to the invoice with it (its IRN cancelled: cancelled).
 */
export async function announceEInvoice(
  ctx: AppContext,
  row: eRepo.EInvoiceRow,
  happened: InvoiceHappening = 'updated',
): Promise<void> {
  const invoice = await invoiceRow(ctx.db, row.invoiceId);
  const note = row.noteId === null ? undefined : await noteRow(ctx.db, row.noteId);
  const number = note?.number ?? invoice?.number ?? '';
  ctx.realtime.emit(EVENTS.eInvoice, queueRowOf(row, number, invoice?.organization ?? ''), invoiceAudience());
  await announceInvoice(ctx, row.invoiceId, happened);
}

/**
 * POST /api/invoices/{id}/e-invoice and /api/invoice-notes/{id}/e-invoice (spec 003 §11): queues an issued
 * B2B document's registration, once its JSON passes the checks of §8. A document has one registration: asked
 * again, a registered, queued or running one is answered as it is (never a second IRN); a failed or rejected
 * one is queued again (a retry, its attempts counted afresh). The job is kicked at once after commit.
 */
export async function requestRegistration(
  ctx: AppContext,
  user: AuthUser,
  ref: DocumentRef,
  now = new Date(),
): Promise<{ statusCode: 200 | 202; body: EInvoiceWire }> {
  const doc = await reportableDocument(ctx, ref);
  const existing = await eRepo.registrationOf(ctx.db, doc.key);
  if (existing && existing.status !== 'failed' && existing.status !== 'rejected') {
    return {
      statusCode: existing.status === 'queued' || existing.status === 'running' ? 202 : 200,
      body: eInvoiceWireOf(existing),
    };
  }
  const { check } = checkedJson(doc.source, now);
  if (!check.ok) throw problemsError(check.problems);
  const row = await ctx.db.transaction(async (tx) => {
    const queued = existing
      ? await eRepo.requeue(tx, existing.id, user.id, now)
      : await eRepo.insertQueued(tx, { ...doc.key, requestedBy: user.id, now });
    // another request queued (or re-queued) it a moment ago: that one is answered
    if (!queued) return undefined;
    await recordEvent(tx, doc.key.invoiceId, existing ? 'e_invoice_retried' : 'e_invoice_requested', user, {
      document: doc.key.kind,
      number: doc.number,
    });
    return queued;
  });
  if (!row) {
    const current = await eRepo.registrationOf(ctx.db, doc.key);
    if (!current) throw new Error('the registration vanished');
    return {
      statusCode: current.status === 'registered' || current.status === 'cancelled' ? 200 : 202,
      body: eInvoiceWireOf(current),
    };
  }
  ctx.eInvoiceJob?.kick();
  await announceEInvoice(ctx, row);
  return { statusCode: 202, body: eInvoiceWireOf(row) };
}

/** GET /api/e-invoices (spec 003 §11): finance's queue, paged, searched and filtered in SQL. */
export async function eInvoiceQueue(
  ctx: AppContext,
  query: z.output<typeof ZEInvoiceQueueQuery>,
): Promise<{ data: EInvoiceQueueRow[] } & Required<PageInfo>> {
  const page = await eRepo.queuePage(ctx.db, query);
  return {
    data: page.rows.map((r) => queueRowOf(r.row, r.number, r.client_name)),
    next_cursor: page.next_cursor,
    total: page.total,
  };
}

/**
 * GET /api/invoices/{id}/e-invoice/json (spec 003 §11): the INV-01 JSON of a document as a file, for an
 * upload to the IRP by hand (while EINVOICE_PROVIDER is off); refused as the registration is when the
 * checks of §8 fail.
 */
export async function eInvoiceJsonFile(
  ctx: AppContext,
  ref: DocumentRef,
  now = new Date(),
): Promise<{ fileName: string; body: string }> {
  const doc = await reportableDocument(ctx, ref);
  const { check } = checkedJson(doc.source, now);
  if (!check.ok) throw problemsError(check.problems);
  return {
    fileName: `e-invoice-${doc.number.replace(/[^A-Za-z0-9-]/g, '-')}.json`,
    // the IRP's bulk upload takes a list of documents
    body: `${JSON.stringify([check.invoice], null, 2)}\n`,
  };
}
