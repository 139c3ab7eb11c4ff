import { EVENTS } from '@aquadesk/shared/events.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import {
  type CommentPart,
  WORK_MESSAGES,
  type WorkComment,
  workReportPath,
  type ZWorkCommentFields,
} from '@aquadesk/shared/work.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { fieldError, notFound } from '../../../platform/errors.ts';
import { mentionMailAllowed } from '../../../platform/limits/mail.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import { withStoredImage } from '../../../platform/stored-images.ts';
import { notify, publishNotifications } from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { audienceOf } from './events.ts';
import { peopleOfTask } from './report.ts';
import { seenTask } from './visibility.ts';

/**
 * POST /work-comment (spec 001 §3, §7): a message of parts with @mentions of the task's people, and/or an
 * image. The comment goes live to the task's audience; each mentioned user (but the author) also gets
 * `work_mention` and an e-mail with a link to the report.
 */
export async function addComment(
  ctx: AppContext,
  user: AuthUser,
  input: { fields: z.output<typeof ZWorkCommentFields>; image?: Buffer | undefined },
): Promise<WorkComment> {
  const { fields, image } = input;
  const hasText = fields.message.some((p) => p.type === 'mention' || p.value.trim() !== '');
  if (!hasText && !image) throw fieldError('message', WORK_MESSAGES.commentRequired);
  const seen = await seenTask(ctx, user, fields);
  const people = await peopleOfTask(ctx, seen.task.id, seen.task.adviserId);
  const parts: CommentPart[] = [];
  const mentioned = new Set<number>();
  for (const part of fields.message) {
    if (part.type === 'message') {
      if (part.value !== '') parts.push({ type: 'message', value: part.value });
      continue;
    }
    const person = people.find((p) => p.id === part.id);
    if (!person) throw fieldError('message', WORK_MESSAGES.mentionOutsider);
    parts.push({ type: 'mention', id: person.id, value: person.name });
    mentioned.add(person.id);
  }
  const write = async (imageName: string | null) =>
    ctx.db.transaction(async (tx) => {
      const stored = imageName ? [...parts, { type: 'image' as const, value: imageName }] : parts;
      const id = await repo.insertComment(tx, {
        taskId: seen.task.id,
        userId: user.id,
        parts: stored,
        image: imageName,
      });
      if (imageName) await repo.insertFiles(tx, seen.task.id, 'comment', [imageName]);
      // docs/api.md "Notifications": each person mentioned (but the author) hears of it
      const notified = await notify(tx, user.id, [...mentioned], {
        kind: 'mention',
        title: NOTIFICATION_TITLES.mention(user.name, seen.task.id),
        link: workReportPath(seen.task.id, seen.task.worktype),
        subjectId: seen.task.id,
      });
      return { id, notified };
    });
  const { id, notified } = image
    ? await withStoredImage(ctx.storage, 'comment', image, write)
    : await write(null);
  await publishNotifications(ctx, notified);
  const comment = await repo.comment(ctx.db, id);
  if (!comment) throw notFound('Comment');
  const audience = await audienceOf(ctx, seen.task.id);
  if (audience)
    ctx.realtime.emit(
      EVENTS.workComment,
      { id: seen.task.id, worktype: seen.task.worktype, comment },
      audience,
    );
  const link = workReportPath(seen.task.id, seen.task.worktype);
  for (const personId of mentioned) {
    if (personId === user.id) continue;
    const person = people.find((p) => p.id === personId);
    if (!person) continue;
    ctx.realtime.emit(
      EVENTS.workMention,
      { id: seen.task.id, worktype: seen.task.worktype, by: user.name, link, comment },
      { users: [personId] },
    );
    // every mail is limited across instances (issue 28): past the sender's hourly mention allowance the
    // comment and its live notice stay, the mail is skipped
    if (await mentionMailAllowed(ctx.db, user.id)) {
      await mailMention(ctx, user, person, link, comment).catch(() => undefined);
    }
  }
  return comment;
}

/** The mention e-mail: who mentioned whom, the text, and the link to the report. */
async function mailMention(
  ctx: AppContext,
  author: AuthUser,
  to: { name: string; email: string },
  link: string,
  comment: WorkComment,
): Promise<void> {
  const text = comment.comment
    .map((p) => (p.type === 'mention' ? `@${p.value}` : p.type === 'message' ? p.value : '[image]'))
    .join(' ');
  const url = `${ctx.config.publicUrl}${link}`;
  await ctx.mailer.send({
    to: to.email,
    subject: `${author.name} mentioned you on task #${comment.task_id}`,
    text: [`Hello ${to.name},`, '', `${author.name} wrote: ${text}`, '', `Open the work report: ${url}`].join(
      '\n',
    ),
    html: `<p>Hello ${escapeHtml(to.name)},</p><p>${escapeHtml(author.name)} wrote: ${escapeHtml(text)}</p><p><a href="${escapeHtml(url)}">Open the work report</a></p>`,
  });
}
