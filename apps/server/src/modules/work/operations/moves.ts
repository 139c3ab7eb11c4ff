import { istMoment } from '@aquadesk/shared/dates.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import {
  submitNeedsOwner,
  type TaskRow,
  WORK_MESSAGES,
  workReportPath,
  type ZFinishWorkFields,
  type ZForwardWorkRequest,
  type ZReviewWorkRequest,
  type ZStartWorkFields,
} from '@aquadesk/shared/work.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import type { Storage } from '../../../platform/storage.ts';
import { withStoredImage } from '../../../platform/stored-images.ts';
import { type Notified, notify, publishNotifications } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { callHooks } from './call-hooks.ts';
import { publishTask } from './events.ts';
import { checkAssignable } from './register.ts';
import { fromStates, lostRace, requireMove, seenTask } from './visibility.ts';

/** A time without an offset (a `datetime-local` value) is read in Asia/Kolkata, as the app shows times. */
export function givenTime(text: string): Date {
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text);
  return local ? istMoment(text) : new Date(text);
}

async function rowFor(ctx: AppContext, user: AuthUser, id: number): Promise<TaskRow> {
  const row = await repo.taskRow(ctx.db, id, user.id);
  if (!row) throw notFound('Task');
  return row;
}

/** POST /forward-work (spec 001 §4-§6): at least one employee; forwarded users join the task. */
export async function forwardWork(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZForwardWorkRequest>,
): Promise<TaskRow> {
  const seen = await seenTask(ctx, user, input);
  requireMove(seen, 'forward');
  const people = await checkAssignable(ctx, user, input.users_id);
  // issue 28: forwarding only people already on the task adds nothing and is never a second entry: 409
  const onTask = new Set([...seen.assigneeIds, ...seen.forwardedIds]);
  if (people.every((id) => onTask.has(id))) throw conflict(WORK_MESSAGES.alreadyOnTask, 'users_id');
  const status = seen.task.status as TaskRow['status'];
  const won = await ctx.db.transaction(async (tx): Promise<Notified | false> => {
    // the UPDATE takes the row lock and checks the state, so no move slips between check and insert
    const moved = await repo.moveStatus(tx, seen.task.id, fromStates('forward'), {});
    if (!moved) return false;
    // the people's primary key decides who is new, also between parallel forwards: the move is recorded
    // only when someone joined (else the whole forward is undone and 409)
    const added = await repo.addPeople(tx, seen.task.id, people, 'forwarded', user.id);
    if (added.length === 0) throw conflict(WORK_MESSAGES.alreadyOnTask, 'users_id');
    await repo.recordMove(tx, {
      taskId: seen.task.id,
      move: 'forward',
      fromStatus: status,
      toStatus: status,
      byId: user.id,
    });
    // docs/api.md "Notifications": those who joined the task (but the forwarder) hear of it
    return notify(tx, user.id, added, {
      kind: 'task_forwarded',
      title: NOTIFICATION_TITLES.taskForwarded(user.name, seen.task.id, seen.task.worktype),
      link: workReportPath(seen.task.id, seen.task.worktype),
      subjectId: seen.task.id,
    });
  });
  if (!won) await lostRace(ctx, seen.task.id);
  else await publishNotifications(ctx, won);
  await publishTask(ctx, EVENTS.workAdd, seen.task.id);
  return rowFor(ctx, user, seen.task.id);
}

/** POST /start-addwork (spec 001 §4, §5): ASSIGNED → IN PROGRESS with a time, or a photo in image mode. */
export async function startWork(
  ctx: AppContext,
  user: AuthUser,
  input: { fields: z.output<typeof ZStartWorkFields>; image?: Buffer | undefined },
): Promise<TaskRow> {
  const { fields, image } = input;
  if (!fields.time && !image) throw fieldError('time', WORK_MESSAGES.startTimeOrImage);
  const seen = await seenTask(ctx, user, fields);
  const next = requireMove(seen, 'start');
  const at = fields.time ? givenTime(fields.time) : new Date();
  const write = async (imageName: string | null) => {
    const won = await ctx.db.transaction(async (tx) => {
      const moved = await repo.moveStatus(tx, seen.task.id, fromStates('start'), {
        status: next,
        startedBy: user.id,
        startTime: at,
        startImage: imageName,
      });
      if (!moved) return false;
      if (imageName) await repo.insertFiles(tx, seen.task.id, 'addworks', [imageName]);
      await repo.recordMove(tx, {
        taskId: seen.task.id,
        move: 'start',
        fromStatus: 'ASSIGNED',
        toStatus: next,
        byId: user.id,
        givenTime: at,
      });
      // issue 43 item 7: a breakdown call's response is its task's first start
      await callHooks().responded(tx, seen.task.id, at);
      return true;
    });
    if (!won) await lostRace(ctx, seen.task.id);
  };
  if (image) await withStoredImage(ctx.storage, 'addworks', image, write);
  else await write(null);
  await publishTask(ctx, EVENTS.awStart, seen.task.id);
  return rowFor(ctx, user, seen.task.id);
}

/** Stores every image, then runs `write`; when anything fails the stored files are removed again. */
async function withStoredImages<T>(
  storage: Storage,
  images: readonly Buffer[],
  write: (names: string[]) => Promise<T>,
): Promise<T> {
  const names: string[] = [];
  try {
    for (const image of images) names.push(await storage.saveImage('addworks', image));
    return await write(names);
  } catch (error) {
    await Promise.all(names.map((n) => storage.remove('addworks', n).catch(() => undefined)));
    throw error;
  }
}

/**
 * POST /finish-addwork (spec 001 §4, §5): IN PROGRESS or RE:IN PROGRESS → REVIEWING with a time and optional
 * photos. A non-admin who advises the task names the employee who did it (`owner_id`, one of its people).
 */
export async function finishWork(
  ctx: AppContext,
  user: AuthUser,
  input: { fields: z.output<typeof ZFinishWorkFields>; images: readonly Buffer[] },
): Promise<TaskRow> {
  const { fields, images } = input;
  const seen = await seenTask(ctx, user, fields);
  const next = requireMove(seen, 'finish');
  const workers = [...seen.assigneeIds, ...seen.forwardedIds];
  const mustName = submitNeedsOwner(seen.kinds);
  if (mustName && fields.owner_id === null) throw fieldError('owner_id', WORK_MESSAGES.ownerRequired);
  if (fields.owner_id !== null && !workers.includes(fields.owner_id))
    throw fieldError('owner_id', WORK_MESSAGES.unknownOwner);
  const ownerId = fields.owner_id ?? user.id;
  const from = seen.task.status as TaskRow['status'];
  const at = givenTime(fields.time);
  await withStoredImages(ctx.storage, images, async (names) => {
    const won = await ctx.db.transaction(async (tx) => {
      const moved = await repo.moveStatus(tx, seen.task.id, fromStates('finish'), { status: next });
      if (!moved) return false;
      await repo.insertFiles(tx, seen.task.id, 'addworks', names);
      await repo.insertSubmission(tx, {
        taskId: seen.task.id,
        finishedBy: user.id,
        ownerId,
        finishTime: at,
        images: names,
      });
      await repo.recordMove(tx, {
        taskId: seen.task.id,
        move: 'finish',
        fromStatus: from,
        toStatus: next,
        byId: user.id,
        givenTime: at,
      });
      return true;
    });
    if (!won) await lostRace(ctx, seen.task.id);
  });
  await publishTask(ctx, EVENTS.awFinish, seen.task.id);
  return rowFor(ctx, user, seen.task.id);
}

/**
 * POST /review-addwork (docs/api.md "Review"): adviser, admin or technical director, only REVIEWING;
 * APPROVED → FINISHED, REOPENED → RE:IN PROGRESS; the rating (1-5) is kept on the task and the submission.
 */
export async function reviewWork(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZReviewWorkRequest>,
): Promise<TaskRow> {
  const seen = await seenTask(ctx, user, input);
  const move = input.status === 'APPROVED' ? 'approve' : 'reopen';
  const next = requireMove(seen, move);
  const won = await ctx.db.transaction(async (tx) => {
    const moved = await repo.moveStatus(tx, seen.task.id, fromStates(move), {
      status: next,
      rating: input.rating,
    });
    if (!moved) return false;
    await repo.reviewSubmission(tx, seen.task.id, {
      status: input.status,
      comment: input.comment,
      rating: input.rating,
      reviewedBy: user.id,
    });
    await repo.recordMove(tx, {
      taskId: seen.task.id,
      move,
      fromStatus: 'REVIEWING',
      toStatus: next,
      byId: user.id,
    });
    // issue 43 item 7: a breakdown call is resolved when its task is approved (FINISHED)
    if (next === 'FINISHED') await callHooks().resolved(tx, seen.task.id, new Date(), user.id);
    return true;
  });
  if (!won) await lostRace(ctx, seen.task.id);
  await publishTask(ctx, EVENTS.awReview, seen.task.id);
  return rowFor(ctx, user, seen.task.id);
}
