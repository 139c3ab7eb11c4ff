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
  istDay,
  LIST_EXPORT_READ,
  type ListFile,
  listFile,
  wholeList,
} from '../../../platform/list-export.ts';
import type { Cell, TableColumn, TableFile } from '../../../platform/table-file.ts';
import { listWork } from './list-work.ts';

/**
 * GET /get_all_works?format=csv|xlsx (docs/api.md "Lists"): the Assignments tab's tasks that the filters
 * and search match, with the caller's visibility, in the list's order (priority, then status, newest
 * first). The Advisor column is there only for those the list shows it to (spec 001 §6).
 */

const COLUMNS: TableColumn[] = [
  { header: 'Work ID', kind: 'number', width: 9 },
  { header: 'Work type', kind: 'text', width: 18 },
  { header: 'Kind', kind: 'text', width: 12 },
  { header: 'Panel type', kind: 'text', width: 16 },
  { header: 'Site', kind: 'text', width: 28 },
  { header: 'Description', kind: 'text', width: 40 },
  { header: 'Priority', kind: 'text', width: 10 },
  { header: 'Due', kind: 'date', width: 12 },
  { header: 'Status', kind: 'text', width: 14 },
  { header: 'Rating', kind: 'number', width: 8 },
  { header: 'Assigned to', kind: 'text', width: 28 },
];
const ADVISOR: TableColumn = { header: 'Advisor', kind: 'text', width: 20 };
const KIND_LABELS = { maintenance: 'Maintenance', new_work: 'New work' } as const;

/** The list's order of tasks (the server's cursor keys). */
const listOrder = (a: TaskRow, b: TaskRow) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
  TASK_STATUS_RANK[a.status] - TASK_STATUS_RANK[b.status] ||
  b.id - a.id;

export function workListTable(rows: readonly TaskRow[], showAdvisor: boolean): TableFile {
  return {
    sheet: 'Work tasks',
    columns: showAdvisor ? [...COLUMNS, ADVISOR] : COLUMNS,
    rows: [...rows].sort(listOrder).map((r) => {
      const cells: Cell[] = [
        String(r.id),
        r.worktype,
        KIND_LABELS[r.kind],
        r.panel_type,
        r.site_name ?? r.client_name,
        r.description,
        r.priority,
        istDay(r.deadline),
        r.status,
        r.rating === null ? null : String(r.rating),
        [...new Set(r.users_list.map((p) => p.name))].join(', '),
      ];
      return showAdvisor ? [...cells, r.adviser] : cells;
    }),
  };
}

export async function exportWork(
  ctx: AppContext,
  user: AuthUser,
  query: z.output<typeof ZWorkListQuery>,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listWork(ctx, user, { ...query, ...LIST_EXPORT_READ, tab: 'assignments' });
  wholeList(list.next_cursor);
  const { maintenance, new_work } = list.all_work_list;
  const showAdvisor = seesWorkAdvisor(user);
  return listFile(ctx, 'work', format, workListTable([...maintenance, ...new_work], showAdvisor));
}
