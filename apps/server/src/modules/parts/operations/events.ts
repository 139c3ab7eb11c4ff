import { partsAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { AppContext } from '../../../platform/context.ts';
import { taskOf } from '../../work/operations/task-of.ts';

/**
 * After the commit: a task's parts changed (a line added, removed, invoiced or freed). Those who may open the
 * task, invoicers and contract viewers reload what shows them (docs/api.md "Parts").
 */
export async function publishParts(
  ctx: AppContext,
  taskId: number,
  contractId: number | null,
): Promise<void> {
  const core = await taskOf(ctx.db, taskId);
  if (!core) return;
  ctx.realtime.emit(
    EVENTS.partUpdate,
    {
      task_id: taskId,
      client_id: core.task.clientId,
      contract_id: contractId,
      equipment_id: core.task.equipmentId,
    },
    partsAudience({ adviserId: core.task.adviserId, peopleIds: [...core.assigneeIds, ...core.forwardedIds] }),
  );
}
