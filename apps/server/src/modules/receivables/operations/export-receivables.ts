import type { ReceivableRow, ReceivablesResponse } from '@aquadesk/shared/receivables.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AppContext } from '../../../platform/context.ts';
import { LIST_EXPORT_READ, type ListFile, listFile, wholeList } from '../../../platform/list-export.ts';
import type { Cell, TableColumn, TableFile } from '../../../platform/table-file.ts';
import { listReceivables } from './receivables.ts';

/**
 * GET /api/receivables?format=csv|xlsx (docs/api.md "Lists"): every client who owes that the search
 * matches, most owed first, with the ageing columns the screen shows and, in XLSX, the totals row.
 */

const AMOUNTS = [
  ['total_paise', 'Total due'],
  ['not_due_paise', 'Not due'],
  ['d0_30_paise', '0-30 days'],
  ['d31_60_paise', '31-60 days'],
  ['d61_90_paise', '61-90 days'],
  ['over_90_paise', 'Over 90 days'],
] as const;

const COLUMNS: TableColumn[] = [
  { header: 'Organisation', kind: 'text', width: 32 },
  { header: 'Invoices', kind: 'number', width: 9 },
  ...AMOUNTS.map(([, header]): TableColumn => ({ header, kind: 'money', width: 16 })),
  { header: 'Oldest due', kind: 'date', width: 12 },
];

type Figures = ReceivablesResponse['totals'];
const figures = (f: Figures): Cell[] => [String(f.invoices), ...AMOUNTS.map(([key]) => f[key])];

export function receivablesTable(list: Pick<ReceivablesResponse, 'data' | 'totals'>): TableFile {
  return {
    sheet: 'Receivables',
    columns: COLUMNS,
    rows: list.data.map((r: ReceivableRow) => [r.organization, ...figures(r), r.oldest_due]),
    totals: [['Total', ...figures(list.totals), null]],
  };
}

export async function exportReceivables(
  ctx: AppContext,
  query: { search?: string | undefined },
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listReceivables(ctx, { search: query.search, ...LIST_EXPORT_READ });
  wholeList(list.next_cursor);
  return listFile(ctx, 'receivables', format, receivablesTable(list));
}
