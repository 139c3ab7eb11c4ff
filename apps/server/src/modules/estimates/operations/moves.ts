import {
  ESTIMATE_LIMITS,
  ESTIMATE_MESSAGES,
  ESTIMATE_MOVES,
  type EstimateMove,
  type EstimateStatus,
  isEstimateDirector,
  maySelfApprove,
  type ZApproveEstimateRequest,
  type ZEditEstimateRequest,
  type ZEstimateIdRequest,
  type ZFinishEstimateFields,
} from '@aquadesk/shared/estimates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { compareAmounts } from '@aquadesk/shared/money.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  conflict,
  type FieldErrors,
  fieldError,
  forbidden,
  throwIfInvalid,
} from '../../../platform/errors.ts';
import * as staffAccounts from '../../employees/operations/staff.ts';
import { publishSettled, settle } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { type EstimateEvent, publishEstimate } from './events.ts';
import { figuresOf, storedFigures } from './figures.ts';
import { visibleEstimate } from './visibility.ts';

type IdInput = z.output<typeof ZEstimateIdRequest>;

/** 409 unless spec 001 §4 allows `move` from the estimate's status. */
function requireStatus(status: string, move: EstimateMove): void {
  if (status !== ESTIMATE_MOVES[move].from)
    throw conflict(ESTIMATE_MESSAGES.notAllowed(status as EstimateStatus));
}

/** The conditional UPDATE lost to a concurrent move: report the status it now has. */
async function lostRace(ctx: AppContext, id: number): Promise<never> {
  const now = await repo.findById(ctx.db, id);
  throw conflict(ESTIMATE_MESSAGES.notAllowed((now?.status ?? 'FINISHED') as EstimateStatus));
}

/** After a conditional move: 409 if it lost the race, otherwise announce it and answer the new status. */
async function announceMove(
  ctx: AppContext,
  id: number,
  won: boolean,
  event: EstimateEvent,
  status: EstimateStatus,
): Promise<{ id: number; status: EstimateStatus }> {
  if (!won) await lostRace(ctx, id);
  await publishEstimate(ctx, event, id);
  return { id, status };
}

/** NOT CONFIRM → APPROVED by `user`, with its assignees, in one transaction. */
async function approveWith(ctx: AppContext, user: AuthUser, id: number, assignees: number[]) {
  const { won, settled } = await ctx.db.transaction(async (tx) => {
    const moved = await repo.moveStatus(tx, id, 'NOT CONFIRM', {
      status: 'APPROVED',
      approvedBy: user.id,
      approvedAt: new Date(),
    });
    if (!moved) return { won: false, settled: [] };
    await repo.insertAssignees(tx, id, assignees);
    // docs/api.md "Notifications": once approved, nobody is still asked to approve it
    return { won: true, settled: await settle(tx, 'estimate_approval', id) };
  });
  await publishSettled(ctx, settled);
  return announceMove(ctx, id, won, EVENTS.weApprove, 'APPROVED');
}

/** POST /approve-estimate (spec 001 §4-§6): admin or technical director, NOT CONFIRM, ≥ 1 employee. */
export async function approveEstimate(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZApproveEstimateRequest>,
): Promise<{ id: number; status: EstimateStatus }> {
  const row = await visibleEstimate(ctx, user, input.id);
  requireStatus(row.status, 'approve');
  const { errors, staff } = await checkAssignList(ctx, input);
  throwIfInvalid(errors);
  return approveWith(ctx, user, row.id, staff);
}

/** The assignees must be staff (spec 001 §5); the route runs this too when the schema fails. */
export async function checkAssignList(ctx: AppContext, input: { assignList?: { id: number }[] }) {
  const wanted = [...new Set((input.assignList ?? []).map((a) => a.id))];
  const staff = wanted.length ? await staffAccounts.staffIds(ctx.db, wanted) : [];
  const errors: FieldErrors =
    staff.length === wanted.length ? {} : { assignList: ESTIMATE_MESSAGES.unknownAssignee };
  return { errors, staff };
}

/** POST /self-approve (spec 001 §4, §6): the creator without approve rights, not a reseller; they become its assignee. */
export async function selfApproveEstimate(
  ctx: AppContext,
  user: AuthUser,
  input: IdInput,
): Promise<{ id: number; status: EstimateStatus }> {
  const row = await visibleEstimate(ctx, user, input.id);
  if (!maySelfApprove(user, row.createdBy)) throw forbidden(ESTIMATE_MESSAGES.selfApproveOnly);
  requireStatus(row.status, 'self_approve');
  return approveWith(ctx, user, row.id, [user.id]);
}

/**
 * POST /estimate_edit (spec 001 §5, §6): admin or technical director on NOT CONFIRM; replaces the travel
 * cost, discount or administrative expense and the stored figures follow (docs/api.md "Money").
 */
export async function editEstimate(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZEditEstimateRequest>,
): Promise<{ id: number; totals: ReturnType<typeof figuresOf>['totals'] }> {
  const { db } = ctx;
  const row = await visibleEstimate(ctx, user, input.id);
  requireStatus(row.status, 'edit');
  const result = await db.transaction(async (tx) => {
    // the row lock keeps a concurrent approve from slipping between the check and the write
    const [products, labour] = await Promise.all([
      repo.productLines(tx, row.id),
      repo.labourLines(tx, row.id),
    ]);
    const patch = {
      ...(input.discount !== undefined ? { discount: input.discount } : {}),
      ...(input.administrativeExpense !== undefined
        ? { administrativeExpense: input.administrativeExpense }
        : {}),
      ...(input.travelCost !== undefined ? { travelCost: input.travelCost } : {}),
    };
    const figures = figuresOf(row, products, labour, patch);
    // issue 28 item 7: the total stays within ₹1,000 crore, named at what the edit changed
    if (compareAmounts(figures.totals.total, ESTIMATE_LIMITS.total) > 0) {
      const field =
        input.travelCost !== undefined
          ? 'travelCost'
          : input.administrativeExpense !== undefined
            ? 'administrativeExpense'
            : 'discount';
      throw fieldError(field, ESTIMATE_MESSAGES.totalTooLarge);
    }
    const moved = await repo.moveStatus(tx, row.id, 'NOT CONFIRM', { ...patch, ...storedFigures(figures) });
    return moved ? figures : null;
  });
  if (!result) return lostRace(ctx, row.id);
  return { id: row.id, totals: result.totals };
}

/** Start and finish: admin, technical director or an assignee (spec 001 §6, docs/api.md). */
async function requireWorker(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  if (isEstimateDirector(user)) return;
  const people = await repo.assignees(ctx.db, id);
  if (!people.some((p) => p.id === user.id)) throw forbidden(ESTIMATE_MESSAGES.assigneesOnly);
}

/** POST /start-work (spec 001 §4): APPROVED → IN PROGRESS, recording the start time. */
export async function startEstimate(
  ctx: AppContext,
  user: AuthUser,
  input: IdInput,
): Promise<{ id: number; status: EstimateStatus }> {
  const row = await visibleEstimate(ctx, user, input.id);
  await requireWorker(ctx, user, row.id);
  requireStatus(row.status, 'start');
  const won = await repo.moveStatus(ctx.db, row.id, 'APPROVED', {
    status: 'IN PROGRESS',
    startedBy: user.id,
    startedAt: new Date(),
  });
  return announceMove(ctx, row.id, won, EVENTS.weStart, 'IN PROGRESS');
}

/**
 * POST /finish-work (spec 001 §4, §7): IN PROGRESS → FINISHED with the finish time and a photo. The photo is
 * checked and re-encoded by storage first (a bad one changes nothing) and removed again if the move fails.
 */
export async function finishEstimate(
  ctx: AppContext,
  user: AuthUser,
  input: { fields: z.output<typeof ZFinishEstimateFields>; image: Buffer | undefined },
): Promise<{ id: number; status: EstimateStatus }> {
  const { fields, image } = input;
  const row = await visibleEstimate(ctx, user, fields.id);
  await requireWorker(ctx, user, row.id);
  requireStatus(row.status, 'finish');
  if (!image) throw fieldError('image', ESTIMATE_MESSAGES.imageRequired);
  const stored = await ctx.storage.saveImage('addworks', image);
  let won = false;
  try {
    won = await repo.moveStatus(ctx.db, row.id, 'IN PROGRESS', {
      status: 'FINISHED',
      finishedBy: user.id,
      finishedAt: new Date(fields.time),
      finishImage: stored,
    });
  } finally {
    if (!won) await ctx.storage.remove('addworks', stored);
  }
  return announceMove(ctx, row.id, won, EVENTS.weFinish, 'FINISHED');
}
