import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { isWorkingDay, VISIT_MESSAGES, type VisitRow } from '@aquadesk/shared/visits.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError, found, notFound } from '../../../platform/errors.ts';
import * as staffAccounts from '../../employees/operations/staff.ts';
import { moveTaskDeadline } from '../../work/operations/planned-visits.ts';
import * as repo from '../repository.ts';
import { publishVisits } from './events.ts';

/** What a move or a reassignment finds under the visit's lock, or the reason it may not change. */
function changeable(visit: Awaited<ReturnType<typeof repo.lockVisit>>) {
  if (!visit) throw notFound('Visit');
  if (visit.status === 'cancelled') throw conflict(VISIT_MESSAGES.cancelled);
  if (visit.taskStatus === 'FINISHED') throw conflict(VISIT_MESSAGES.done);
  return visit;
}

/**
 * POST /api/visits/:id/move (docs/api.md "Visits"): a visit not done nor cancelled moves to a working day
 * inside its contract's period, today or later; its task's deadline follows when it has one. The contract
 * keeps its count: the visit is the same row, with the day it left in `moved_from`.
 */
export async function moveVisit(
  ctx: AppContext,
  _user: AuthUser,
  id: number,
  plannedOn: string,
  now: Date = new Date(),
): Promise<VisitRow> {
  await ctx.db.transaction(async (tx) => {
    const visit = changeable(await repo.lockVisit(tx, id));
    if (plannedOn === visit.plannedOn) return;
    if (!isWorkingDay(plannedOn)) throw fieldError('planned_on', VISIT_MESSAGES.sunday);
    if (plannedOn < visit.startsOn || plannedOn > visit.endsOn)
      throw fieldError('planned_on', VISIT_MESSAGES.outsidePeriod);
    if (plannedOn < todayInIndia(now)) throw fieldError('planned_on', VISIT_MESSAGES.past);
    if (visit.taskId !== null && !(await moveTaskDeadline(tx, visit.taskId, plannedOn)))
      throw conflict(VISIT_MESSAGES.done);
    await repo.updateVisit(tx, id, { plannedOn, movedFrom: visit.plannedOn });
  });
  await publishVisits(ctx, [id]);
  return found(repo.visitRow(ctx.db, id), 'Visit');
}

/**
 * POST /api/visits/:id/reassign: a visit still without its task goes to another member of staff; once its
 * task is made, the task's own moves reassign it (409).
 */
export async function reassignVisit(
  ctx: AppContext,
  _user: AuthUser,
  id: number,
  technicianId: number,
): Promise<VisitRow> {
  const former = await ctx.db.transaction(async (tx) => {
    const visit = changeable(await repo.lockVisit(tx, id));
    if (visit.taskId !== null) throw conflict(VISIT_MESSAGES.hasTask);
    const [staff] = await staffAccounts.assignableIds(tx, [technicianId], false);
    if (staff === undefined) throw fieldError('technician_id', VISIT_MESSAGES.unknownTechnician);
    await repo.updateVisit(tx, id, { technicianId });
    return visit.technicianId;
  });
  await publishVisits(ctx, [id], former === technicianId ? null : former);
  return found(repo.visitRow(ctx.db, id), 'Visit');
}
