import { leaveAudience } from '@aquadesk/shared/audiences.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import {
  LEAVE_MESSAGES,
  LEAVE_WITHOUT_PAY,
  type LeaveRecord,
  seesEveryonesLeave,
  type ZApplyLeaveRequest,
  type ZApproveLeaveRequest,
  type ZUpdateLeaveRequest,
} from '@aquadesk/shared/leave.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError, conflict, found, notFound } from '../../../platform/errors.ts';
import { notify, publishNotifications } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';

type ApplyInput = z.output<typeof ZApplyLeaveRequest>;
type UpdateInput = z.output<typeof ZUpdateLeaveRequest>;
type ApproveInput = z.output<typeof ZApproveLeaveRequest>;

import type { LeaveListResponse, LeaveSummaryResponse } from '@aquadesk/shared/leave.ts';

function publish(
  ctx: AppContext,
  event: typeof EVENTS.updateLeave | typeof EVENTS.updateEditLeave,
  leave: LeaveRecord,
) {
  ctx.realtime.emit(event, leave, leaveAudience(leave.user_id));
}

/** spec 000 §4: admin and finance see everyone's leaves, others their own (issue 10: paged). */
export async function listLeaves(
  ctx: AppContext,
  user: AuthUser,
  query: repo.LeaveListFilters = {},
): Promise<LeaveListResponse> {
  const { db } = ctx;
  const page = await repo.page(db, query, seesEveryonesLeave(user) ? undefined : user.id);
  return { data: page.rows, next_cursor: page.next_cursor, total: page.total };
}

export async function applyLeave(ctx: AppContext, user: AuthUser, input: ApplyInput): Promise<LeaveRecord> {
  const { db } = ctx;
  const leave = await db.transaction(async (tx) => {
    await repo.lockPersonLeaves(tx, user.id);
    if (await repo.overlapping(tx, user.id, input.leave_date, input.half_day)) {
      throw conflict(LEAVE_MESSAGES.sameDay, 'leave_date');
    }
    const id = await repo.insert(tx, {
      userId: user.id,
      leaveDate: input.leave_date,
      halfDay: input.half_day,
      leaveType: input.leave_type,
      reason: input.reason,
    });
    return (await repo.findRecord(tx, id))!;
  });
  publish(ctx, EVENTS.updateLeave, leave);
  return leave;
}

/** spec 000 §4: only PENDING may be edited; an employee edits only their own (others' are 404). */
export async function updateLeave(ctx: AppContext, user: AuthUser, input: UpdateInput): Promise<LeaveRecord> {
  const { db } = ctx;
  const leave = await db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, input.id);
    if (!row || row.userId !== user.id) throw notFound('Leave');
    if (row.status !== 'PENDING') throw conflict(LEAVE_MESSAGES.onlyPending);
    await repo.lockPersonLeaves(tx, user.id);
    if (await repo.overlapping(tx, user.id, input.leave_date, input.half_day, row.id)) {
      throw conflict(LEAVE_MESSAGES.sameDay, 'leave_date');
    }
    await repo.update(tx, row.id, {
      leaveDate: input.leave_date,
      halfDay: input.half_day,
      leaveType: input.leave_type,
      reason: input.reason,
    });
    return (await repo.findRecord(tx, row.id))!;
  });
  publish(ctx, EVENTS.updateEditLeave, leave);
  return leave;
}

/** spec 000 §4: the admin decides a PENDING leave; Leave Without Pay is never paid. */
export async function approveLeave(
  ctx: AppContext,
  user: AuthUser,
  input: ApproveInput,
): Promise<LeaveRecord> {
  const { db } = ctx;
  const { leave, notified } = await db.transaction(async (tx) => {
    const row = await found(repo.findForUpdate(tx, input.id), 'Leave');
    if (row.status !== 'PENDING') throw conflict(LEAVE_MESSAGES.onlyPending);
    await repo.update(tx, row.id, {
      status: input.status,
      isPaid: input.status === 'APPROVE' && row.leaveType !== LEAVE_WITHOUT_PAY && input.is_paid,
      decidedBy: user.id,
      decidedAt: new Date(),
    });
    // docs/api.md "Notifications": the person whose leave it is (unless they decided it themselves)
    const notified = await notify(tx, user.id, [row.userId], {
      kind: 'leave_decided',
      title: NOTIFICATION_TITLES.leaveDecided(input.status === 'APPROVE', formatDate(row.leaveDate)),
      link: '/leave-tracker',
      subjectId: row.id,
    });
    return { leave: (await repo.findRecord(tx, row.id))!, notified };
  });
  await publishNotifications(ctx, notified);
  publish(ctx, EVENTS.updateEditLeave, leave);
  return leave;
}

/** Days taken this calendar year (Asia/Kolkata), per type: own, or everyone's for admin and finance. */
export async function leaveSummary(
  ctx: AppContext,
  user: AuthUser,
  input: { year?: number | undefined },
): Promise<LeaveSummaryResponse> {
  const { year } = input;
  const { db } = ctx;
  const y = year ?? Number(todayInIndia().slice(0, 4));
  if (!Number.isInteger(y) || y < 2000 || y > 2100) throw new AppError(400, 'Enter a valid year');
  const rows = await repo.summary(
    db,
    `${y}-01-01`,
    `${y + 1}-01-01`,
    seesEveryonesLeave(user) ? undefined : user.id,
  );
  return { year: y, data: rows };
}
