import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import {
  PRIORITY_RANK,
  seesWorkAdvisor,
  TASK_STATUS_RANK,
  type TaskRow,
  type ZWorkListQuery,
} from '@aquadesk/shared/work.ts';
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
import { listWork } from './list-work.ts';

/**
 * GET /get_all_works?format=csv|xlsx (docs/api.md "Lists"): the Assignments tab's tasks that the filters
 * and search match, with the caller's visibility, in the list's order (priority, then status, newest
 * first). The Advisor column is there only for those the list shows it to (spec 001 §6).
 */

const KIND_LABELS = { maintenance: 'Maintenance', new_work: 'New work' } as const;

const COLUMNS: ListColumn<TaskRow>[] = [
  { header: 'Work ID', kind: 'number', width: 9, cell: (r) => String(r.id) },
  { header: 'Work type', kind: 'text', width: 18, cell: (r) => r.worktype },
  { header: 'Kind', kind: 'text', width: 12, cell: (r) => KIND_LABELS[r.kind] },
  { header: 'Panel type', kind: 'text', width: 16, cell: (r) => r.panel_type },
  { header: 'Site', kind: 'text', width: 28, cell: (r) => r.site_name ?? r.client_name },
  { header: 'Description', kind: 'text', width: 40, cell: (r) => r.description },
  { header: 'Priority', kind: 'text', width: 10, cell: (r) => r.priority },
  { header: 'Due', kind: 'date', width: 12, cell: (r) => istDay(r.deadline) },
  { header: 'Status', kind: 'text', width: 14, cell: (r) => r.status },
  { header: 'Rating', kind: 'number', width: 8, cell: (r) => (r.rating === null ? null : String(r.rating)) },
  {
    header: 'Assigned to',
    kind: 'text',
    width: 28,
    cell: (r) => [...new Set(r.users_list.map((p) => p.name))].join(', '),
  },
];
const ADVISOR: ListColumn<TaskRow> = { header: 'Advisor', kind: 'text', width: 20, cell: (r) => r.adviser };

/** The Assignments tab's file, with the Advisor column or without. */
const workList = (showAdvisor: boolean): ListTable<TaskRow> => ({
  list: 'work',
  sheet: 'Work tasks',
  columns: showAdvisor ? [...COLUMNS, ADVISOR] : COLUMNS,
});

/** The list's order of tasks (the server's cursor keys). */
const listOrder = (a: TaskRow, b: TaskRow) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
  TASK_STATUS_RANK[a.status] - TASK_STATUS_RANK[b.status] ||
  b.id - a.id;

export async function exportWork(
  ctx: AppContext,
  user: AuthUser,
  query: z.output<typeof ZWorkListQuery>,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listWork(ctx, user, { ...query, ...LIST_EXPORT_READ, tab: 'assignments' });
  const { maintenance, new_work } = list.all_work_list;
  const tasks = [...maintenance, ...new_work].sort(listOrder);
  return exportList(ctx, format, workList(seesWorkAdvisor(user)), {
    data: tasks,
    next_cursor: list.next_cursor,
  });
}
