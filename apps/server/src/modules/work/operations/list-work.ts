import type { PendingWork } from '@aquadesk/shared/dashboard.ts';
import { PAGE_SIZE } from '@aquadesk/shared/paging.ts';
import { isResellerOnly } from '@aquadesk/shared/permissions.ts';
import {
  type TaskRow,
  WORK_PICKER_MAX,
  type WorkList,
  type WorkPickersResponse,
  type ZWorkListQuery,
  type ZWorkPickersQuery,
} from '@aquadesk/shared/work.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError } from '../../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../../platform/paging.ts';
import * as staffAccounts from '../../employees/operations/staff.ts';
import { estimatesAsWork } from '../../estimates/operations/work-estimates.ts';
import { sitePicks } from '../../sites/operations/picks.ts';
import * as repo from '../repository.ts';
import { viewerOf } from './visibility.ts';

function taskCursor(text: string): repo.ListCursor {
  const keys = decodeCursor(text);
  if (keys && keys.length === 3 && keys.every((k) => typeof k === 'number' && Number.isInteger(k))) {
    const [priority, status, id] = keys as number[];
    return { priority: priority!, status: status!, id: id! };
  }
  throw fieldError('cursor', 'Invalid cursor');
}

/**
 * GET /get_all_works (spec 001 §2, §7; docs/api.md "Work"): one page of the caller's tasks in the spec's
 * order (priority, status, newest), filtered in SQL and split by kind, and one page of the estimates the
 * caller may see (the Estimate tab, from the estimates service). `tab` answers one tab only; `client_id`
 * (the client page) answers tasks only.
 */
export async function listWork(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZWorkListQuery>,
): Promise<WorkList> {
  const limit = input.limit ?? PAGE_SIZE;
  const wantTasks = input.tab !== 'estimate';
  const wantEstimates = input.tab !== 'assignments' && input.client_id === undefined;
  const cursor = input.cursor ? taskCursor(input.cursor) : undefined;
  const [tasks, estimates] = await Promise.all([
    wantTasks
      ? repo.listPage(
          ctx.db,
          viewerOf(user),
          {
            status: input.status,
            priority: input.priority,
            worktype: input.worktype,
            kind: input.kind,
            assignee: input.assignee,
            mine: input.mine,
            clientId: input.client_id,
            search: input.search,
          },
          limit + 1,
          cursor,
        )
      : Promise.resolve([]),
    wantEstimates
      ? estimatesAsWork(ctx, user, { limit, cursor: input.estimates_cursor, search: input.search })
      : Promise.resolve({ rows: [], next_cursor: null, total: null }),
  ]);
  const page = tasks.slice(0, limit);
  const last = page.at(-1);
  const maintenance: TaskRow[] = [];
  const newWork: TaskRow[] = [];
  for (const { priority_rank: _p, status_rank: _s, ...row } of page) {
    (row.kind === 'maintenance' ? maintenance : newWork).push(row);
  }
  return {
    work_estimates: estimates.rows,
    all_work_list: { maintenance, new_work: newWork },
    next_cursor:
      tasks.length > limit && last ? encodeCursor([last.priority_rank, last.status_rank, last.id]) : null,
    estimates_next_cursor: estimates.next_cursor,
    estimates_total: estimates.total,
  };
}

/**
 * GET /get_employee_and_sites_list (spec 001 §7): the register and forward panels' pickers. Sites the
 * caller may register work at; employees they may assign (a reseller: admins only, spec 001 §6).
 */
export async function workPickers(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZWorkPickersQuery>,
): Promise<WorkPickersResponse> {
  const reseller = isResellerOnly(user);
  const [sites, employees] = await Promise.all([
    sitePicks(ctx.db, { id: user.id, reseller }, input.search, WORK_PICKER_MAX),
    staffAccounts.assignableStaff(ctx.db, {
      onlyAdmins: reseller,
      search: input.search,
      cap: WORK_PICKER_MAX,
    }),
  ]);
  return { sites, employees };
}

/** The dashboard's Pending works (docs/api.md "Dashboard"): the caller's open tasks, overdue first. */
export async function pendingTasks(ctx: AppContext, user: AuthUser, limit: number): Promise<PendingWork[]> {
  const found = await repo.pendingTasks(ctx.db, viewerOf(user), limit);
  return found.map((r) => ({
    kind: 'task',
    id: r.id,
    worktype: r.worktype,
    title: [r.site_name, r.description].filter(Boolean).join(' — ').slice(0, 120),
    status: r.status,
    deadline: r.deadline,
    overdue: Boolean(r.overdue),
  }));
}
