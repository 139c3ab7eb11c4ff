import {
  RECEIVABLE_AGES,
  type ReceivableRow,
  type ReceivablesResponse,
} from '@aquadesk/shared/receivables.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListColumn,
  type ListFile,
  type ListTable,
} from '../../../platform/list-export.ts';
import { listReceivables } from './receivables.ts';

/**
 * GET /api/receivables?format=csv|xlsx (docs/api.md "Lists"): every client who owes that the search
 * matches, most owed first, with the ageing columns the screen shows and, in XLSX, the totals row (read by
 * the same columns: `Total`, the sums, no oldest day).
 */

type Line = ReceivablesResponse['totals'] & Pick<ReceivableRow, 'organization' | 'oldest_due'>;

const AMOUNTS = [['total_paise', 'Total due'], ...RECEIVABLE_AGES] as const;

const RECEIVABLES: ListTable<Line> = {
  list: 'receivables',
  sheet: 'Receivables',
  columns: [
    { header: 'Organisation', kind: 'text', width: 32, cell: (r) => r.organization },
    { header: 'Invoices', kind: 'number', width: 9, cell: (r) => String(r.invoices) },
    ...AMOUNTS.map(
      ([key, header]): ListColumn<Line> => ({ header, kind: 'money', width: 16, cell: (r) => r[key] }),
    ),
    { header: 'Oldest due', kind: 'date', width: 12, cell: (r) => r.oldest_due },
  ],
};

export async function exportReceivables(
  ctx: AppContext,
  query: { search?: string | undefined },
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listReceivables(ctx, { search: query.search, ...LIST_EXPORT_READ });
  const totals = [{ ...list.totals, organization: 'Total', oldest_due: null }];
  return exportList(ctx, format, RECEIVABLES, { data: list.data, next_cursor: list.next_cursor, totals });
}
