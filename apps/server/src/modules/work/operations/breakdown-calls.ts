import { EVENTS } from '@aquadesk/shared/events.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import { type Priority, personKinds, type TaskPersonKind, workReportPath } from '@aquadesk/shared/work.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { type Notified, notify, publishNotifications } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { publishTask } from './events.ts';

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
export async function registerClientCallTask(
  tx: Queryable,
  call: ClientCallTask,
): Promise<{ id: number; notified: Notified }> {
  const worktype = 'Maintenance';
  const id = await repo.insertTask(tx, {
    kind: 'maintenance',
    worktype,
    siteId: call.siteId,
    siteName: call.siteName,
    clientId: call.clientId,
    clientName: call.clientName,
    equipmentId: call.equipmentId,
    panelType: call.panelType.slice(0, 25),
    description: call.complaint,
    inOperationSince: null,
    status: 'ASSIGNED',
    priority: call.priority,
    deadline: call.deadline,
    adviserId: call.adviserId,
  });
  const people = call.technicianId === null ? [] : [call.technicianId];
  await repo.addPeople(tx, id, people, 'direct', null);
  await repo.recordMove(tx, {
    taskId: id,
    move: 'create',
    fromStatus: null,
    toStatus: 'ASSIGNED',
    byId: call.clientId,
  });
  const notified = await notify(tx, null, people, {
    kind: 'task_assigned',
    title: NOTIFICATION_TITLES.taskAssigned(call.clientName, id, worktype),
    link: workReportPath(id, worktype),
    subjectId: id,
  });
  return { id, notified };
}

/** After commit: the new task to those who may see it, and its notifications. */
export async function publishClientCallTask(ctx: AppContext, id: number, notified: Notified): Promise<void> {
  await publishNotifications(ctx, notified);
  await publishTask(ctx, EVENTS.newMaintenanceTask, id);
}

/** A task's site name (a call's breach notice), undefined for an unknown task. */
export async function callTaskSite(db: Queryable, taskId: number): Promise<string | null | undefined> {
  return (await repo.findTask(db, taskId))?.task.siteName;
}
