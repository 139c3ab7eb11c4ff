import { todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceListRow,
  type TInvoiceListQuery,
} from '@aquadesk/shared/invoices.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
} from '../../../platform/list-export.ts';
import { listInvoices } from './list-invoices.ts';

/**
 * GET /get-invoic-list?format=csv|xlsx (docs/api.md "Lists"): every invoice the list's filters and search
 * match, with the columns the list shows. The pay link is left out: it carries the invoice's key, and a
 * file travels further than the screen. The date is the IST day of issue (a draft's, the day it was made);
 * a draft owes nothing yet.
 */
export const INVOICE_LIST: ListTable<InvoiceListRow> = {
  list: 'invoices',
  sheet: 'Invoices',
  columns: [
    { header: 'Number', kind: 'text', width: 18, cell: (r) => r.number ?? 'Draft' },
    { header: 'Invoice ID', kind: 'number', width: 10, cell: (r) => String(r.id) },
    {
      header: 'Date',
      kind: 'date',
      width: 12,
      cell: (r) => todayInIndia(new Date(r.issued_at ?? r.created_at)),
    },
    { header: 'Organisation', kind: 'text', width: 32, cell: (r) => r.organization },
    { header: 'Created by', kind: 'text', width: 20, cell: (r) => r.creator_name },
    { header: 'Phone', kind: 'text', width: 16, cell: (r) => r.phone_number },
    { header: 'Total', kind: 'money', width: 16, cell: (r) => r.amount_paise },
    { header: 'Due', kind: 'money', width: 16, cell: (r) => (r.status === 'draft' ? null : r.due_paise) },
    { header: 'Status', kind: 'text', width: 12, cell: (r) => INVOICE_STATUS_LABELS[r.status] },
  ],
};

export async function exportInvoices(
  ctx: AppContext,
  user: AuthUser,
  query: TInvoiceListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  return exportList(
    ctx,
    format,
    INVOICE_LIST,
    await listInvoices(ctx, user, { ...query, ...LIST_EXPORT_READ }),
  );
}
