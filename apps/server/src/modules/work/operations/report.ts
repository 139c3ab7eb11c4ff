import {
  availableMoves,
  COMMENTS_MAX,
  type TaskStatus,
  type WorkReportPerson,
  type WorkReportResponse,
  type ZWorkReportRequest,
} from '@aquadesk/shared/work.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { seenTask } from './visibility.ts';

/** The task's people (adviser first, each once): whom a comment may mention. */
export async function peopleOfTask(ctx: AppContext, taskId: number, adviserId: number) {
  const { adviser, people } = await repo.reportPeople(ctx.db, taskId, adviserId);
  const list: WorkReportPerson[] = adviser ? [{ ...adviser, role: 'adviser' }] : [];
  for (const p of people) {
    if (list.some((e) => e.id === p.id)) continue;
    list.push({
      id: p.id,
      name: p.name,
      email: p.email,
      role: p.type === 'forwarded' ? 'forwarded' : 'assignee',
    });
  }
  return list;
}

/**
 * POST /get-workreport-by-id (spec 001 §2, §7): the report with working-time details, the moves made, the
 * submissions and reviews, what the viewer may do now, the task's people and the comments.
 */
export async function workReport(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZWorkReportRequest>,
): Promise<WorkReportResponse> {
  const seen = await seenTask(ctx, user, input);
  const id = seen.task.id;
  const [row, moves, subs, employeeList, comments] = await Promise.all([
    repo.taskRow(ctx.db, id, user.id, true),
    repo.history(ctx.db, id),
    repo.submissions(ctx.db, id),
    peopleOfTask(ctx, id, seen.task.adviserId),
    repo.comments(ctx.db, id, COMMENTS_MAX),
  ]);
  if (!row) throw notFound('Task');
  const lastSub = subs.at(-1);
  const lastReview = [...subs].reverse().find((s) => s.reviewed_at !== null);
  const spent =
    row.start_time && lastSub
      ? Math.max(0, Math.round((Date.parse(lastSub.finish_time) - Date.parse(row.start_time)) / 60_000))
      : null;
  return {
    work_report: {
      ...row,
      start_image: seen.task.startImage,
      submit_time: lastSub?.finish_time ?? null,
      review_time: lastReview?.reviewed_at ?? null,
      time_spent_minutes: spent,
      project_associated_urls: subs,
      history: moves,
      viewer: seen.kinds,
      actions: availableMoves(seen.kinds, seen.task.status as TaskStatus),
    },
    employeeList,
    comments,
  };
}
