import {
  addCountedMs,
  CALL_LIMITS,
  CALL_MESSAGES,
  type CallClock,
  countedMs,
  dueState,
} from '@aquadesk/shared/calls.ts';
import type { HoursBasis } from '@aquadesk/shared/contracts.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { isClientUser } from '@aquadesk/shared/permissions.ts';
import { TASK_DIRECTORS } from '@aquadesk/shared/work.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import { contractNumberOf } from '../../contracts/operations/call-cover.ts';
import { callTaskFor } from '../../work/operations/breakdown-calls.ts';
import * as repo from '../repository.ts';

/**
 * A call as its viewer sees it: the client whose site it is, or staff who see its task (its people, the
 * directors); anyone else, an unknown id or a task that is no call is 404. Staff who see it may pause it.
 */
async function seenCall(db: Queryable, user: AuthUser, taskId: number) {
  const found = await callTaskFor(db, user, taskId);
  const call = found ? await repo.findCall(db, taskId) : undefined;
  if (!found || !call) throw notFound('Breakdown call');
  const client = isClientUser(user);
  if (client ? found.core.task.clientId !== user.id : found.kinds.includes('stranger')) {
    throw notFound('Breakdown call');
  }
  const core = found.core;
  const watchers = [core.task.adviserId, ...core.assigneeIds, ...core.forwardedIds, core.task.clientId ?? 0];
  return { call, task: core.task, mayPause: !client, watchers };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** GET /api/calls/{taskId}: the call and its SLA clock (docs/api.md "Breakdown calls"). */
export async function callClock(
  ctx: AppContext,
  user: AuthUser,
  taskId: number,
  now = new Date(),
): Promise<CallClock> {
  const { call, task, mayPause } = await seenCall(ctx.db, user, taskId);
  const [pauses, number] = await Promise.all([
    repo.pausesOf(ctx.db, taskId),
    call.contractId === null ? null : contractNumberOf(ctx.db, call.contractId),
  ]);
  return {
    task_id: taskId,
    source: call.source as CallClock['source'],
    raised_at: call.raisedAt.toISOString(),
    site_id: task.siteId,
    site_name: task.siteName,
    client_id: task.clientId,
    client_name: task.clientName,
    complaint: task.description,
    contract:
      call.contractId === null
        ? null
        : { id: call.contractId, number: number ?? null, hours_basis: call.hoursBasis as HoursBasis },
    chargeable: call.contractId === null,
    response_hours: call.responseHours,
    resolution_hours: call.resolutionHours,
    response_due: iso(call.responseDue),
    resolution_due: iso(call.resolutionDue),
    responded_at: iso(call.respondedAt),
    resolved_at: iso(call.resolvedAt),
    response_state: dueState(call.responseDue, call.respondedAt, now, call.pausedSince),
    resolution_state: dueState(call.resolutionDue, call.resolvedAt, now, call.pausedSince),
    paused: call.pausedSince !== null,
    pauses: pauses.map((p) => ({
      reason: p.reason,
      paused_at: p.pausedAt.toISOString(),
      paused_by: p.pausedBy,
      resumed_at: iso(p.resumedAt),
      resumed_by: p.resumedBy,
    })),
    may_pause: mayPause && call.contractId !== null && call.resolvedAt === null,
  };
}

/** After commit: the call changed, to those who see it (its people, its client, the directors). */
function publishCall(ctx: AppContext, taskId: number, watchers: readonly number[]) {
  ctx.realtime.emit(
    EVENTS.callUpdate,
    { task_id: taskId },
    { users: watchers.filter((id) => id > 0), roles: TASK_DIRECTORS },
  );
}

/**
 * POST /api/calls/{taskId}/pause (docs/requirements/010-calls.md §3): staff who see the call stop its clock
 * while it waits for the client, with a reason. A chargeable call has no clock (409), nor a resolved one;
 * a paused one is 409.
 */
export async function pauseCall(
  ctx: AppContext,
  user: AuthUser,
  taskId: number,
  reason: string,
): Promise<CallClock> {
  const { call, mayPause, watchers } = await seenCall(ctx.db, user, taskId);
  if (!mayPause) throw notFound('Breakdown call');
  if (call.contractId === null) throw conflict(CALL_MESSAGES.notACall);
  if (call.resolvedAt) throw conflict(CALL_MESSAGES.resolved);
  const now = new Date();
  if ((await repo.countPauses(ctx.db, taskId)) >= CALL_LIMITS.pauses)
    throw fieldError('reason', CALL_MESSAGES.tooManyPauses);
  const done = await ctx.db.transaction((tx) => repo.openPause(tx, taskId, reason, user.id, now));
  if (!done) throw conflict(CALL_MESSAGES.alreadyPaused);
  publishCall(ctx, taskId, watchers);
  return callClock(ctx, user, taskId);
}

/**
 * POST /api/calls/{taskId}/resume: the clock runs again, each due not yet met moved later by the pause's
 * counted hours (calendar or working, as the call counts).
 */
export async function resumeCall(ctx: AppContext, user: AuthUser, taskId: number): Promise<CallClock> {
  const seen = await seenCall(ctx.db, user, taskId);
  if (!seen.mayPause) throw notFound('Breakdown call');
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const call = await repo.lockCall(tx, taskId);
    if (!call?.pausedSince || !call.hoursBasis) throw conflict(CALL_MESSAGES.notPaused);
    const basis = call.hoursBasis as HoursBasis;
    const paused = countedMs(call.pausedSince, now, basis);
    const later = (due: Date | null, met: Date | null) =>
      due && !met ? addCountedMs(due, paused, basis) : due;
    await repo.closePause(tx, taskId, user.id, now, {
      responseDue: later(call.responseDue, call.respondedAt),
      resolutionDue: later(call.resolutionDue, call.resolvedAt),
    });
  });
  publishCall(ctx, taskId, seen.watchers);
  return callClock(ctx, user, taskId);
}
