import { taskAudience } from '@aquadesk/shared/audiences.ts';
import type { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

export type TaskEvent =
  | typeof EVENTS.awStart
  | typeof EVENTS.awFinish
  | typeof EVENTS.awReview
  | typeof EVENTS.workAdd
  | typeof EVENTS.newMaintenanceTask
  | typeof EVENTS.newWorkTask;

/** Exactly those who may see the task: its adviser and people by id, admins and technical directors. */
export async function audienceOf(ctx: AppContext, id: number) {
  const core = await repo.findTask(ctx.db, id);
  if (!core) return undefined;
  return taskAudience({
    adviserId: core.task.adviserId,
    peopleIds: [...core.assigneeIds, ...core.forwardedIds],
  });
}

/** After commit: the list row to exactly those who may see the task. */
export async function publishTask(ctx: AppContext, event: TaskEvent, id: number): Promise<void> {
  const [row, audience] = await Promise.all([repo.taskRow(ctx.db, id), audienceOf(ctx, id)]);
  if (!row || !audience) return;
  ctx.realtime.emit(event, row, audience);
}
