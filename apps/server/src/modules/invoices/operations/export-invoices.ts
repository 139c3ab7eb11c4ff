import { todayInIndia } from '@aquadesk/shared/format.ts';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceListRow,
  type TInvoiceListQuery,
} from '@aquadesk/shared/invoices.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { LIST_EXPORT_READ, type ListFile, listFile, wholeList } from '../../../platform/list-export.ts';
import type { TableColumn, TableFile } from '../../../platform/table-file.ts';
import { listInvoices } from './list-invoices.ts';

/**
 * GET /get-invoic-list?format=csv|xlsx (docs/api.md "Lists"): every invoice the list's filters and search
 * match, with the columns the list shows. The pay link is left out: it carries the invoice's key, and a
 * file travels further than the screen.
 */

export const INVOICE_LIST_COLUMNS: TableColumn[] = [
  { header: 'Number', kind: 'text', width: 18 },
  { header: 'Invoice ID', kind: 'number', width: 10 },
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Organisation', kind: 'text', width: 32 },
  { header: 'Created by', kind: 'text', width: 20 },
  { header: 'Phone', kind: 'text', width: 16 },
  { header: 'Total', kind: 'money', width: 16 },
  { header: 'Due', kind: 'money', width: 16 },
  { header: 'Status', kind: 'text', width: 12 },
];

/** The list's rows as a table: the IST day of issue (a draft's day it was made), a draft owes nothing yet. */
export function invoiceListTable(rows: readonly InvoiceListRow[]): TableFile {
  return {
    sheet: 'Invoices',
    columns: INVOICE_LIST_COLUMNS,
    rows: rows.map((r) => [
      r.number ?? 'Draft',
      String(r.id),
      todayInIndia(new Date(r.issued_at ?? r.created_at)),
      r.organization,
      r.creator_name,
      r.phone_number,
      r.amount_paise,
      r.status === 'draft' ? null : r.due_paise,
      INVOICE_STATUS_LABELS[r.status],
    ]),
  };
}

export async function exportInvoices(
  ctx: AppContext,
  user: AuthUser,
  query: TInvoiceListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listInvoices(ctx, user, { ...query, ...LIST_EXPORT_READ });
  wholeList(list.next_cursor);
  return listFile(ctx, 'invoices', format, invoiceListTable(list.data));
}
