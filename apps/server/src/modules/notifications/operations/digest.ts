import { formatDateTime } from '@aquadesk/shared/format.ts';
import { DIGEST_AFTER_HOURS } from '@aquadesk/shared/notifications.ts';
import type { AppContext } from '../../../platform/context.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import { contactsOf } from '../../accounts/operations/users.ts';
import * as repo from '../repository.ts';

/**
 * The daily digest (docs/api.md "Notifications"): each person who has not switched it off gets one mail of
 * their notifications unread for more than a day and never mailed before. Each person's are claimed with
 * one conditional UPDATE … RETURNING before the mail, so runs on several instances (or two at once) mail
 * each notification once; a mail that fails gives its claim back for the next run.
 */

/** Recipients read at a time. */
export const DIGEST_BATCH = 50;
const HOUR_MS = 3_600_000;

export interface DigestLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** What a run did: the people mailed (ids) and how many notifications their mails listed. */
export interface DigestRun {
  mailed: number[];
  failed: number[];
  notifications: number;
}

/** The digest mail: each notification with its time (IST) and link, and how to switch the digest off. */
export function digestMail(
  ctx: AppContext,
  to: { name: string; email: string },
  items: readonly repo.ClaimedDigestItem[],
): { to: string; subject: string; text: string; html: string } {
  const url = (link: string) => `${ctx.config.publicUrl}${link}`;
  const count = items.length === 1 ? '1 notification' : `${items.length} notifications`;
  const off = `You get this mail once a day while notifications stay unread. To switch it off, open Profile in ${ctx.config.brand} and turn off "Daily digest mail": ${url(`/profile/${encodeURIComponent(to.email)}`)}`;
  const text = [
    `Hello ${to.name},`,
    '',
    `You have ${count} unread for more than a day:`,
    '',
    ...items.flatMap((i) => [`- ${formatDateTime(i.created_at)}: ${i.title}`, `  ${url(i.link)}`]),
    '',
    off,
    '',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.name)},</p>`,
    `<p>You have ${count} unread for more than a day:</p>`,
    '<ul>',
    ...items.map(
      (i) =>
        `<li>${escapeHtml(formatDateTime(i.created_at))}: <a href="${escapeHtml(url(i.link))}">${escapeHtml(i.title)}</a></li>`,
    ),
    '</ul>',
    `<p>${escapeHtml(off)}</p>`,
  ].join('');
  return { to: to.email, subject: `${ctx.config.brand}: ${count} unread`, text, html };
}

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'unknown';

/** One run at `now` (tests give their own): pages through the people with something to digest. */
export async function sendDigests(
  ctx: AppContext,
  opts: { now?: Date; batch?: number; stopping?: () => boolean; log?: DigestLog } = {},
): Promise<DigestRun> {
  const now = opts.now ?? new Date();
  const before = new Date(now.getTime() - DIGEST_AFTER_HOURS * HOUR_MS);
  const batch = opts.batch ?? DIGEST_BATCH;
  const run: DigestRun = { mailed: [], failed: [], notifications: 0 };
  let afterId = 0;
  while (!opts.stopping?.()) {
    const ids = await repo.digestRecipients(ctx.db, before, afterId, batch);
    const last = ids.at(-1);
    if (last === undefined) break;
    afterId = last;
    const people = new Map((await contactsOf(ctx.db, ids)).map((p) => [p.id, p]));
    for (const id of ids) {
      const person = people.get(id);
      if (!person) continue;
      const items = await repo.claimDigest(ctx.db, id, before, now);
      if (items.length === 0) continue;
      try {
        await ctx.mailer.send(digestMail(ctx, person, items));
        run.mailed.push(id);
        run.notifications += items.length;
      } catch (error) {
        run.failed.push(id);
        await repo
          .unclaimDigest(
            ctx.db,
            items.map((i) => i.id),
            now,
          )
          .catch(() => undefined);
        opts.log?.warn({ userId: id, code: errorCode(error) }, 'notification digest not mailed');
      }
    }
    if (ids.length < batch) break;
  }
  return run;
}
