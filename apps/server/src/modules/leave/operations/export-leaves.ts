import { LEAVE_DURATIONS, type LeaveRecord, type LeaveStatus } from '@aquadesk/shared/leave.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
  NAME_COLUMN,
} from '../../../platform/list-export.ts';
import type * as repo from '../repository.ts';
import { listLeaves } from './leave.ts';

/**
 * GET /get_leaves?format=csv|xlsx (docs/api.md "Lists"): every leave the tracker shows for its status,
 * type, period and search, with its visibility (one who does not see everyone's leave: their own).
 */

const STATUS_LABELS: Record<LeaveStatus, string> = {
  PENDING: 'Pending',
  APPROVE: 'Approved',
  REJECT: 'Rejected',
};
/** Paid or unpaid is decided with the approval. */
const payOf = (l: LeaveRecord) => (l.status === 'APPROVE' ? (l.is_paid ? 'Paid' : 'Unpaid') : null);

const LEAVE_LIST: ListTable<LeaveRecord> = {
  list: 'leave',
  sheet: 'Leave',
  columns: [
    NAME_COLUMN,
    { header: 'Email', kind: 'text', width: 30, cell: (l) => l.email },
    { header: 'Date', kind: 'date', width: 12, cell: (l) => l.leave_date },
    { header: 'Duration', kind: 'text', width: 12, cell: (l) => LEAVE_DURATIONS[l.half_day] ?? null },
    { header: 'Type', kind: 'text', width: 18, cell: (l) => l.leave_type },
    { header: 'Reason', kind: 'text', width: 40, cell: (l) => l.reason },
    { header: 'Status', kind: 'text', width: 10, cell: (l) => STATUS_LABELS[l.status] },
    { header: 'Pay', kind: 'text', width: 8, cell: payOf },
    { header: 'Decided by', kind: 'text', width: 20, cell: (l) => l.decided_by },
  ],
};

export async function exportLeaves(
  ctx: AppContext,
  user: AuthUser,
  query: repo.LeaveListFilters,
  format: ExportFormat,
): Promise<ListFile> {
  return exportList(ctx, format, LEAVE_LIST, await listLeaves(ctx, user, { ...query, ...LIST_EXPORT_READ }));
}
