import {
  type EstimateListRow,
  isEstimateDirector,
  workSummary,
  type ZEstimateListQuery,
} from '@aquadesk/shared/estimates.ts';
import { toPaise } from '@aquadesk/shared/money.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  istDay,
  LIST_EXPORT_READ,
  type ListFile,
  listFile,
  wholeList,
} from '../../../platform/list-export.ts';
import type { Cell, TableColumn, TableFile } from '../../../platform/table-file.ts';
import { listEstimates } from './list-estimates.ts';

/**
 * GET /get-estimate-list?format=csv|xlsx (docs/api.md "Lists"): every estimate the list shows for its
 * status, period, search and Advisor filter (issue 41 item 8), with the list's columns; the Advisor column
 * only for those the list shows it to.
 */

const COLUMNS: TableColumn[] = [
  { header: 'Estimate ID', kind: 'number', width: 10 },
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Work', kind: 'text', width: 40 },
  { header: 'Client', kind: 'text', width: 22 },
  { header: 'Site', kind: 'text', width: 24 },
  { header: 'Organisation', kind: 'text', width: 28 },
  { header: 'Amount', kind: 'money', width: 16 },
  { header: 'Status', kind: 'text', width: 14 },
];
const ADVISOR: TableColumn = { header: 'Advisor', kind: 'text', width: 20 };

export function estimateListTable(rows: readonly EstimateListRow[], showAdvisor: boolean): TableFile {
  return {
    sheet: 'Estimates',
    columns: showAdvisor ? [...COLUMNS, ADVISOR] : COLUMNS,
    rows: rows.map((r) => {
      const cells: Cell[] = [
        String(r.work_estimate_id),
        istDay(r.create_date),
        workSummary(r),
        r.name,
        r.site_name,
        r.organization,
        toPaise(r.total),
        r.status,
      ];
      return showAdvisor ? [...cells, r.advisor] : cells;
    }),
  };
}

export async function exportEstimates(
  ctx: AppContext,
  user: AuthUser,
  query: z.output<typeof ZEstimateListQuery>,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listEstimates(ctx, user, { ...query, ...LIST_EXPORT_READ });
  wholeList(list.next_cursor);
  return listFile(ctx, 'estimates', format, estimateListTable(list.work_estimate, isEstimateDirector(user)));
}
