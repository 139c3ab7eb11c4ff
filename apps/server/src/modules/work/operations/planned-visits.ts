import { VISIT_TASK_PANEL_TYPE } from '@aquadesk/shared/visits.ts';
import type { TaskStatus } from '@aquadesk/shared/work.ts';
import type { Queryable } from '../../../db/types.ts';
import type { Notified } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { publishMaintenanceTask, registerMaintenanceTask } from './maintenance-task.ts';

/** What a contract's planned visit makes of itself (issue 43 item 3, docs/api.md "Visits"). */
export interface PlannedVisitTask {
  siteId: number;
  siteName: string;
  clientId: number;
  clientName: string;
  /** "Planned visit 2 of 4 under AMC/2026-27/0001" */
  complaint: string;
  /** The visit's day. */
  deadline: string;
  /** Who made the contract: the task's adviser. */
  adviserId: number;
  adviserName: string;
  /** The visit's technician, or nobody yet (a director assigns the task). */
  technicianId: number | null;
}

/**
 * Registers a planned visit's maintenance task inside the caller's transaction (the visit's claim is in the
 * same one), as /add-maintenance registers one: ASSIGNED, work type Maintenance, priority MEDIUM, the site,
 * the technician assigned and told, the creation in the task's moves. Publish with publishPlannedTask after
 * the commit.
 */
export function registerPlannedVisitTask(
  tx: Queryable,
  visit: PlannedVisitTask,
): Promise<{ id: number; notified: Notified }> {
  return registerMaintenanceTask(
    tx,
    {
      siteId: visit.siteId,
      siteName: visit.siteName,
      clientId: visit.clientId,
      clientName: visit.clientName,
      equipmentId: null,
      panelType: VISIT_TASK_PANEL_TYPE,
      description: visit.complaint,
      priority: 'MEDIUM',
      deadline: visit.deadline,
      adviserId: visit.adviserId,
      assigneeId: visit.technicianId,
    },
    { moveBy: visit.adviserId, notifier: visit.adviserId, name: visit.adviserName },
  );
}

/** After commit: the new task to those who may see it, and its notification. */
export const publishPlannedTask = publishMaintenanceTask;

const UNFINISHED: readonly TaskStatus[] = ['ASSIGNED', 'IN PROGRESS', 'RE:IN PROGRESS', 'REVIEWING'];

/**
 * A moved visit's task follows it (issue 43 item 3): its deadline becomes the visit's new day, unless it is
 * finished (false then: the visit is done and may not move).
 */
export async function moveTaskDeadline(tx: Queryable, taskId: number, deadline: string): Promise<boolean> {
  return repo.moveStatus(tx, taskId, UNFINISHED, { deadline });
}
