import { MAIL_MESSAGES, MAILS_PER_HOUR, MENTION_MAILS_PER_HOUR } from '@aquadesk/shared/mail.ts';
import type { Queryable } from '../../db/types.ts';
import { fieldError, tooManyRequests } from '../errors.ts';
import { reserveActions } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes `count` mails (one per address) from the sender's allowance of MAILS_PER_HOUR in any hour, counted in
 * the database so it holds across instances (docs/api.md "Mail from staff"). Past it: 429 at `field`, with
 * Retry-After and the time in the message, and nothing is counted. A send that then fails still counts.
 */
export async function takeMailAllowance(
  db: Queryable,
  senderId: number,
  count: number,
  field: string,
): Promise<void> {
  if (count > MAILS_PER_HOUR) throw fieldError(field, MAIL_MESSAGES.overHourlyLimit);
  const reserved = await reserveActions(
    db,
    [{ kind: 'mail', key: String(senderId), max: MAILS_PER_HOUR, cost: count }],
    HOUR_MS,
  );
  if (!reserved.allowed)
    throw tooManyRequests(MAIL_MESSAGES.hourlyLimit(reserved.retryAt), reserved.retryAt, field);
}

/**
 * Whether one more mention notice from the sender may go (MENTION_MAILS_PER_HOUR in any hour, across
 * instances); when not, the caller skips the mail (the comment and its live notice stay).
 */
export async function mentionMailAllowed(db: Queryable, senderId: number): Promise<boolean> {
  const reserved = await reserveActions(
    db,
    [{ kind: 'mention_mail', key: String(senderId), max: MENTION_MAILS_PER_HOUR }],
    HOUR_MS,
  );
  return reserved.allowed;
}
