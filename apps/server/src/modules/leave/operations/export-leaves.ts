import { LEAVE_DURATIONS, type LeaveRecord, type LeaveStatus } from '@aquadesk/shared/leave.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { LIST_EXPORT_READ, type ListFile, listFile, wholeList } from '../../../platform/list-export.ts';
import type { TableColumn, TableFile } from '../../../platform/table-file.ts';
import type * as repo from '../repository.ts';
import { listLeaves } from './leave.ts';

/**
 * GET /get_leaves?format=csv|xlsx (docs/api.md "Lists"): every leave the tracker shows for its status,
 * type, period and search, with its visibility (one who does not see everyone's leave: their own).
 */

const COLUMNS: TableColumn[] = [
  { header: 'Name', kind: 'text', width: 24 },
  { header: 'Email', kind: 'text', width: 30 },
  { header: 'Date', kind: 'date', width: 12 },
  { header: 'Duration', kind: 'text', width: 12 },
  { header: 'Type', kind: 'text', width: 18 },
  { header: 'Reason', kind: 'text', width: 40 },
  { header: 'Status', kind: 'text', width: 10 },
  { header: 'Pay', kind: 'text', width: 8 },
  { header: 'Decided by', kind: 'text', width: 20 },
];
const STATUS_LABELS: Record<LeaveStatus, string> = {
  PENDING: 'Pending',
  APPROVE: 'Approved',
  REJECT: 'Rejected',
};

export function leaveListTable(rows: readonly LeaveRecord[]): TableFile {
  return {
    sheet: 'Leave',
    columns: COLUMNS,
    rows: rows.map((l) => [
      l.name,
      l.email,
      l.leave_date,
      LEAVE_DURATIONS[l.half_day] ?? null,
      l.leave_type,
      l.reason,
      STATUS_LABELS[l.status],
      l.status === 'APPROVE' ? (l.is_paid ? 'Paid' : 'Unpaid') : null,
      l.decided_by,
    ]),
  };
}

export async function exportLeaves(
  ctx: AppContext,
  user: AuthUser,
  query: repo.LeaveListFilters,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listLeaves(ctx, user, { ...query, ...LIST_EXPORT_READ });
  wholeList(list.next_cursor);
  return listFile(ctx, 'leave', format, leaveListTable(list.data));
}
