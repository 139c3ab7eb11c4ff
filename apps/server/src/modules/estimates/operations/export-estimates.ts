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
  exportList,
  istDay,
  LIST_EXPORT_READ,
  type ListColumn,
  type ListFile,
  type ListTable,
} from '../../../platform/list-export.ts';
import { listEstimates } from './list-estimates.ts';

/**
 * GET /get-estimate-list?format=csv|xlsx (docs/api.md "Lists"): every estimate the list shows for its
 * status, period, search and Advisor filter (issue 41 item 8), with the list's columns; the Advisor column
 * only for those the list shows it to.
 */

/** What a job card's row carries in the estimate list and in the Ready to invoice queue alike. */
type JobCardRow = Pick<
  EstimateListRow,
  'work_estimate_id' | 'work' | 'work_count' | 'name' | 'site_name' | 'organization' | 'total'
>;

/** The columns the estimate list's file and the Ready to invoice queue's (ready-to-invoice.ts) share. */
export const JOB_CARD: Record<
  'id' | 'work' | 'client' | 'site' | 'organisation' | 'amount',
  ListColumn<JobCardRow>
> = {
  id: { header: 'Estimate ID', kind: 'number', width: 10, cell: (r) => String(r.work_estimate_id) },
  work: { header: 'Work', kind: 'text', width: 40, cell: workSummary },
  client: { header: 'Client', kind: 'text', width: 22, cell: (r) => r.name },
  site: { header: 'Site', kind: 'text', width: 24, cell: (r) => r.site_name },
  organisation: { header: 'Organisation', kind: 'text', width: 28, cell: (r) => r.organization },
  amount: { header: 'Amount', kind: 'money', width: 16, cell: (r) => toPaise(r.total) },
};

const COLUMNS: ListColumn<EstimateListRow>[] = [
  JOB_CARD.id,
  { header: 'Date', kind: 'date', width: 12, cell: (r) => istDay(r.create_date) },
  JOB_CARD.work,
  JOB_CARD.client,
  JOB_CARD.site,
  JOB_CARD.organisation,
  JOB_CARD.amount,
  { header: 'Status', kind: 'text', width: 14, cell: (r) => r.status },
];
const ADVISOR: ListColumn<EstimateListRow> = {
  header: 'Advisor',
  kind: 'text',
  width: 20,
  cell: (r) => r.advisor,
};

/** The estimate list's file, with the Advisor column or without. */
const estimateList = (showAdvisor: boolean): ListTable<EstimateListRow> => ({
  list: 'estimates',
  sheet: 'Estimates',
  columns: showAdvisor ? [...COLUMNS, ADVISOR] : COLUMNS,
});

export async function exportEstimates(
  ctx: AppContext,
  user: AuthUser,
  query: z.output<typeof ZEstimateListQuery>,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listEstimates(ctx, user, { ...query, ...LIST_EXPORT_READ });
  const table = estimateList(isEstimateDirector(user));
  return exportList(ctx, format, table, { data: list.work_estimate, next_cursor: list.next_cursor });
}
