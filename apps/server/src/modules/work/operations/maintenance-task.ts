import { EVENTS } from '@aquadesk/shared/events.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import { type Priority, workReportPath } from '@aquadesk/shared/work.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import { type Notified, notify, publishNotifications } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { publishTask } from './events.ts';

/** A maintenance task another domain makes (a planned visit's, a client's breakdown call). */
export interface MaintenanceTaskFields {
  siteId: number;
  siteName: string;
  clientId: number;
  clientName: string;
  equipmentId: number | null;
  /** The task's machinery line (25 characters at most: longer is cut). */
  panelType: string;
  /** The complaint. */
  description: string;
  priority: Priority;
  deadline: string;
  adviserId: number;
  /** Its one assignee, or nobody yet (a director assigns it). */
  assigneeId: number | null;
}

/**
 * Registers a maintenance task in the caller's transaction as /add-maintenance does: ASSIGNED, work type
 * Maintenance, its assignee added and told, the creation in the task's moves by `by.id` (the notice names
 * `by.name`, from `by.id` or from no user). Publish it with publishMaintenanceTask after the commit.
 */
export async function registerMaintenanceTask(
  tx: Queryable,
  task: MaintenanceTaskFields,
  by: { moveBy: number; notifier: number | null; name: string },
): Promise<{ id: number; notified: Notified }> {
  const worktype = 'Maintenance';
  const id = await repo.insertTask(tx, {
    kind: 'maintenance',
    worktype,
    siteId: task.siteId,
    siteName: task.siteName,
    clientId: task.clientId,
    clientName: task.clientName,
    equipmentId: task.equipmentId,
    panelType: task.panelType.slice(0, 25),
    description: task.description,
    inOperationSince: null,
    status: 'ASSIGNED',
    priority: task.priority,
    deadline: task.deadline,
    adviserId: task.adviserId,
  });
  const people = task.assigneeId === null ? [] : [task.assigneeId];
  await repo.addPeople(tx, id, people, 'direct', null);
  await repo.recordMove(tx, {
    taskId: id,
    move: 'create',
    fromStatus: null,
    toStatus: 'ASSIGNED',
    byId: by.moveBy,
  });
  const notified = await notify(tx, by.notifier, people, {
    kind: 'task_assigned',
    title: NOTIFICATION_TITLES.taskAssigned(by.name, id, worktype),
    link: workReportPath(id, worktype),
    subjectId: id,
  });
  return { id, notified };
}

/** After commit: the new task to those who may see it, and its notifications. */
export async function publishMaintenanceTask(ctx: AppContext, id: number, notified: Notified): Promise<void> {
  await publishNotifications(ctx, notified);
  await publishTask(ctx, EVENTS.newMaintenanceTask, id);
}
