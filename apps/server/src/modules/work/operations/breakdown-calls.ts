import { type Priority, personKinds, type TaskPersonKind } from '@aquadesk/shared/work.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { Notified } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { publishMaintenanceTask, registerMaintenanceTask } from './maintenance-task.ts';

/**
 * What breakdown calls (modules/calls, issue 43 item 7) read and make of tasks: a task with what the caller
 * is to it (undefined for an unknown id), and a client's call registered as a maintenance task.
 */
export async function callTaskFor(
  db: Queryable,
  user: AuthUser,
  taskId: number,
): Promise<{ core: repo.TaskCore; kinds: TaskPersonKind[] } | undefined> {
  const core = await repo.findTask(db, taskId);
  if (!core) return undefined;
  const kinds = personKinds(user, {
    adviserId: core.task.adviserId,
    assigneeIds: core.assigneeIds,
    forwardedIds: core.forwardedIds,
  });
  return { core, kinds };
}

export interface ClientCallTask {
  siteId: number;
  siteName: string;
  clientId: number;
  clientName: string;
  equipmentId: number | null;
  /** The piece's name, or "Breakdown call" (the task's machinery line, 25 characters at most). */
  panelType: string;
  complaint: string;
  priority: Priority;
  deadline: string;
  /** Who advises the task: the contract's maker, else the first admin. */
  adviserId: number;
  /** The contract's technician, or nobody yet (a director assigns it). */
  technicianId: number | null;
}

/**
 * Registers a client's breakdown call as /add-maintenance registers a task, in the caller's transaction; its
 * history says the client registered it.
 */
export function registerClientCallTask(
  tx: Queryable,
  call: ClientCallTask,
): Promise<{ id: number; notified: Notified }> {
  return registerMaintenanceTask(
    tx,
    {
      siteId: call.siteId,
      siteName: call.siteName,
      clientId: call.clientId,
      clientName: call.clientName,
      equipmentId: call.equipmentId,
      panelType: call.panelType,
      description: call.complaint,
      priority: call.priority,
      deadline: call.deadline,
      adviserId: call.adviserId,
      assigneeId: call.technicianId,
    },
    { moveBy: call.clientId, notifier: null, name: call.clientName },
  );
}

/** After commit: the new task to those who may see it, and its notifications. */
export const publishClientCallTask = publishMaintenanceTask;

/** A task's site name (a call's breach notice), undefined for an unknown task. */
export async function callTaskSite(db: Queryable, taskId: number): Promise<string | null | undefined> {
  return (await repo.findTask(db, taskId))?.task.siteName;
}
