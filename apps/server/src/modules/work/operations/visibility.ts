import { hasAnyRole } from '@aquadesk/shared/permissions.ts';
import {
  mayMakeMove,
  moveTask,
  personKinds,
  TASK_DIRECTORS,
  TASK_MOVES,
  type TaskMove,
  type TaskPersonKind,
  type TaskStatus,
  WORK_MESSAGES,
} from '@aquadesk/shared/work.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

/** spec 001 §6: admins and technical directors see every task; the others the tasks they are on. */
export function viewerOf(user: AuthUser): repo.TaskViewer {
  return { id: user.id, seesAll: hasAnyRole(user, TASK_DIRECTORS) };
}

export interface SeenTask extends repo.TaskCore {
  kinds: TaskPersonKind[];
}

/**
 * The task `id` as the caller sees it, or 404: unknown id, a `worktype` that is not the task's own
 * (docs/api.md "Ids and work types"), or a caller who is none of its people, an admin or a technical director.
 */
export async function seenTask(
  ctx: AppContext,
  user: AuthUser,
  ref: { id: number; worktype: string },
): Promise<SeenTask> {
  const core = await repo.findTask(ctx.db, ref.id);
  if (!core || core.task.worktype !== ref.worktype) throw notFound('Task');
  const kinds = personKinds(user, {
    adviserId: core.task.adviserId,
    assigneeIds: core.assigneeIds,
    forwardedIds: core.forwardedIds,
  });
  if (kinds.includes('stranger')) throw notFound('Task');
  return { ...core, kinds };
}

/**
 * The checks before a move, in the order docs/api.md gives them: 403 when the caller is not among those
 * who may make it, 409 when spec 001 §4 does not allow it from the task's state. Returns the new status.
 */
export function requireMove(seen: SeenTask, move: TaskMove): TaskStatus {
  if (!mayMakeMove(seen.kinds, move)) {
    throw forbidden(
      move === 'approve' || move === 'reopen' ? WORK_MESSAGES.reviewOnly : WORK_MESSAGES.notYourTask,
    );
  }
  const status = seen.task.status as TaskStatus;
  const next = moveTask(status, move);
  if (!next) throw conflict(WORK_MESSAGES.notAllowed(status));
  return next;
}

/** The states a move may start from (the conditional UPDATE's WHERE). */
export function fromStates(move: TaskMove): readonly TaskStatus[] {
  return TASK_MOVES[move].from;
}

/** The conditional UPDATE lost to a concurrent move: report the status the task now has. */
export async function lostRace(ctx: AppContext, id: number): Promise<never> {
  const now = await repo.findTask(ctx.db, id);
  throw conflict(WORK_MESSAGES.notAllowed((now?.task.status ?? 'FINISHED') as TaskStatus));
}
