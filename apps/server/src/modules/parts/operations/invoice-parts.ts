import { ESTIMATE_INVOICE_MESSAGES } from '@aquadesk/shared/estimate-invoice.ts';
import { canonicalRate, GST_UNITS } from '@aquadesk/shared/gst.ts';
import { INVOICE_LIMITS, type TInvoiceForm, ZInvoiceForm } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees, toPaise } from '@aquadesk/shared/money.ts';
import { PAGE_SIZE } from '@aquadesk/shared/paging.ts';
import {
  PART_MESSAGES,
  type PartsToInvoiceResponse,
  type TPartsToInvoiceQuery,
} from '@aquadesk/shared/parts.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest, conflict } from '../../../platform/errors.ts';
import {
  exportList,
  istDay,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
} from '../../../platform/list-export.ts';
import { clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import { announceInvoice } from '../../invoices/operations/announce.ts';
import { insertDraftInTx, keptSignature } from '../../invoices/operations/drafts.ts';
import * as repo from '../repository.ts';
import { decodePartsCursor, encodePartsCursor } from '../wire.ts';
import { publishParts } from './events.ts';

/**
 * Chargeable parts to invoice (issue 43 item 5; docs/requirements/008-parts.md §3): the clients whose tasks
 * have chargeable lines on no invoice, and the draft made of them through invoices' own drafts operation.
 */

/** GET /api/parts/to-invoice: the clients with chargeable parts waiting, the longest waiting first. */
export async function partsToInvoice(
  ctx: AppContext,
  query: Omit<TPartsToInvoiceQuery, 'format'>,
): Promise<PartsToInvoiceResponse> {
  const limit = Number(query.limit ?? PAGE_SIZE);
  const after = query.cursor ? decodePartsCursor(query.cursor) : undefined;
  if (after === null) throw badRequest('Unknown cursor', { cursor: 'Unknown cursor' });
  const [rows, total] = await Promise.all([
    repo.clientsWithParts(ctx.db, { search: query.search, limit: limit + 1, after }),
    repo.clientsWithPartsCount(ctx.db, query.search),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(({ cursor_at: _c, amount_paise, ...r }) => ({
      ...r,
      amount: paiseToRupees(BigInt(amount_paise)),
    })),
    next_cursor: rows.length > limit && last ? encodePartsCursor(last.cursor_at, last.client_id) : null,
    total,
  };
}

const PARTS_TO_INVOICE: ListTable<PartsToInvoiceResponse['data'][number]> = {
  list: 'parts_to_invoice',
  sheet: 'Parts to invoice',
  columns: [
    { header: 'Client', kind: 'text', width: 24, cell: (r) => r.name },
    { header: 'Organisation', kind: 'text', width: 28, cell: (r) => r.organization },
    { header: 'Waiting since', kind: 'date', width: 12, cell: (r) => istDay(r.oldest_at) },
    { header: 'Lines', kind: 'number', width: 8, cell: (r) => r.lines },
    { header: 'Amount before GST', kind: 'money', width: 16, cell: (r) => toPaise(r.amount) },
  ],
};

/** GET /api/parts/to-invoice?format=csv|xlsx: every client of the search, as a file. */
export async function exportPartsToInvoice(
  ctx: AppContext,
  query: Omit<TPartsToInvoiceQuery, 'format'>,
  format: ExportFormat,
): Promise<ListFile> {
  return exportList(
    ctx,
    format,
    PARTS_TO_INVOICE,
    await partsToInvoice(ctx, { ...query, ...LIST_EXPORT_READ }),
  );
}

/**
 * POST /api/parts/clients/:clientId/invoice: one draft tax invoice of the client's chargeable lines waiting
 * (the oldest INVOICE_LIMITS.lines of them), a line each: the product's name and task, the quantity, the
 * frozen price, the product's HSN, unit and GST rate. The lines are marked with the draft in its transaction;
 * of two calls at once, the second marks none and is 409. Deleting the draft frees them (the foreign key's
 * ON DELETE SET NULL).
 */
export async function invoiceClientParts(
  ctx: AppContext,
  user: AuthUser,
  clientId: number,
): Promise<{ id: number; lines: number }> {
  const waiting = await repo.waitingLinesOfClient(ctx.db, clientId, INVOICE_LIMITS.lines);
  if (waiting.length === 0) throw conflict(PART_MESSAGES.nothingToInvoice);
  const [profile, client] = await Promise.all([
    currentProfile(ctx.db, ctx.config),
    clientTaxIdentity(ctx.db, clientId),
  ]);
  if (!client) throw conflict(PART_MESSAGES.noClientAccount);
  const rates = profile.gstRates.map(canonicalRate);
  const products = waiting.map((l) => {
    const gstRate = canonicalRate(l.gst_rate ?? '18');
    if (!rates.includes(gstRate)) {
      throw conflict(ESTIMATE_INVOICE_MESSAGES.rateNotOffered(l.product_name, gstRate, rates));
    }
    return {
      description: `${l.product_name} (task #${l.task_id})`,
      quantity: String(l.quantity),
      rate: paiseToRupees(l.unit_price_paise),
      discount: '0',
      gst_rate: gstRate,
      cgst: '0',
      sgst: '0',
      igst: '0',
      ...(l.hsn ? { hsn: l.hsn } : {}),
      ...(l.unit in GST_UNITS ? { unit: l.unit } : {}),
    };
  });
  const input: TInvoiceForm = {
    organization: client.organization ?? client.name,
    phone_number: client.phone,
    products,
  };
  const parsed = ZInvoiceForm.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw conflict(ESTIMATE_INVOICE_MESSAGES.notInvoiceable(`${issue?.path.join('.')}: ${issue?.message}`));
  }
  const kept = await keptSignature(ctx, user.id);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const made = await insertDraftInTx(ctx, tx, user, parsed.data, kept);
      const marked = await repo.markInvoiced(
        tx,
        waiting.map((l) => l.id),
        made,
      );
      // another call took some of them meanwhile: this draft is not made
      if (marked !== waiting.length) throw conflict(PART_MESSAGES.nothingToInvoice);
      return made;
    });
  } catch (error) {
    await ctx.storage.remove('invoice_sign', kept).catch(() => undefined);
    throw error;
  }
  await announceInvoice(ctx, id, 'added');
  for (const taskId of new Set(waiting.map((l) => l.task_id))) await publishParts(ctx, taskId, null);
  return { id, lines: waiting.length };
}
