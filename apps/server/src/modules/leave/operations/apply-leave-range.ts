import { leaveAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import {
  LEAVE_MESSAGES,
  type LeaveRecord,
  leaveRangeDays,
  type ZApplyLeaveRangeRequest,
} from '@aquadesk/shared/leave.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';

type RangeInput = z.output<typeof ZApplyLeaveRangeRequest>;

/**
 * Applies for a range of days (docs/api.md "Leave", ranges): one PENDING leave per working day from
 * `from_date` to `to_date`, each checked as a single leave is (no overlap with a live leave of the same
 * person); if any day fails, none is stored and the 409 names that day. One transaction, events after it.
 */
export async function applyLeaveRange(
  ctx: AppContext,
  user: AuthUser,
  input: RangeInput,
): Promise<LeaveRecord[]> {
  const days = leaveRangeDays(input.from_date, input.to_date);
  // the schema refuses a range without a working day; this keeps the rule where the rule is read
  if (days.length === 0) throw fieldError('to_date', LEAVE_MESSAGES.noWorkingDay);
  const created = await ctx.db.transaction(async (tx) => {
    await repo.lockPersonLeaves(tx, user.id);
    for (const day of days) {
      if (await repo.overlapping(tx, user.id, day, input.half_day)) {
        throw conflict(LEAVE_MESSAGES.dayFailed(formatDate(day), LEAVE_MESSAGES.sameDay), 'from_date');
      }
    }
    const records: LeaveRecord[] = [];
    for (const day of days) {
      const id = await repo.insert(tx, {
        userId: user.id,
        leaveDate: day,
        halfDay: input.half_day,
        leaveType: input.leave_type,
        reason: input.reason,
      });
      records.push((await repo.findRecord(tx, id))!);
    }
    return records;
  });
  for (const leave of created) ctx.realtime.emit(EVENTS.updateLeave, leave, leaveAudience(leave.user_id));
  return created;
}
