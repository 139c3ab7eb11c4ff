import type { ReadyToInvoiceResponse, TReadyToInvoiceQuery } from '@aquadesk/shared/estimate-invoice.ts';
import { PAGE_SIZE } from '@aquadesk/shared/paging.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  istDay,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
} from '../../../platform/list-export.ts';
import * as repo from '../repository.ts';
import { decodeListCursor, encodeListCursor } from '../wire.ts';
import { JOB_CARD } from './export-estimates.ts';

/**
 * Ready to invoice (issue 41 item 1; docs/api.md "Ready to invoice"): the finished job cards that have no
 * live invoice, the longest finished first, for those who make invoices (the route's action). Every
 * finished estimate is in it whoever made it: an invoicer need not be able to open the job card itself;
 * what they read of one is its client's copy (invoices' estimateForInvoice).
 */

/** The queue's cursor is the estimate list's (rank, time, id), its rank that of FINISHED. */
const FINISHED_RANK = 3;

export async function readyToInvoice(
  ctx: AppContext,
  query: Omit<TReadyToInvoiceQuery, 'format'>,
): Promise<ReadyToInvoiceResponse> {
  const limit = query.limit ?? PAGE_SIZE;
  const cursor = query.cursor ? decodeListCursor(query.cursor, 'cursor') : undefined;
  const [rows, total] = await Promise.all([
    repo.readyToInvoicePage(ctx.db, query.search, limit + 1, cursor && { at: cursor.at, id: cursor.id }),
    repo.readyToInvoiceCount(ctx.db, query.search),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(({ cursor_at: _at, ...row }) => row),
    next_cursor:
      rows.length > limit && last
        ? encodeListCursor({ rank: FINISHED_RANK, at: last.cursor_at, id: last.work_estimate_id })
        : null,
    total,
  };
}

const READY_TO_INVOICE: ListTable<ReadyToInvoiceResponse['data'][number]> = {
  list: 'ready_to_invoice',
  sheet: 'Ready to invoice',
  columns: [
    JOB_CARD.id,
    { header: 'Finished on', kind: 'date', width: 12, cell: (r) => istDay(r.finished_at) },
    JOB_CARD.client,
    JOB_CARD.organisation,
    JOB_CARD.site,
    JOB_CARD.work,
    JOB_CARD.amount,
  ],
};

/** GET /api/estimates/ready-to-invoice?format=csv|xlsx: the whole queue for the search, as a file. */
export async function exportReadyToInvoice(
  ctx: AppContext,
  query: Omit<TReadyToInvoiceQuery, 'format'>,
  format: ExportFormat,
): Promise<ListFile> {
  return exportList(
    ctx,
    format,
    READY_TO_INVOICE,
    await readyToInvoice(ctx, { ...query, ...LIST_EXPORT_READ }),
  );
}
