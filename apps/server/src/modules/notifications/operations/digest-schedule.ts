import type { AppContext } from '../../../platform/context.ts';
import {
  HOUR_MS,
  type HourlyJob,
  type JobLog,
  mailingSummary,
  startHourlyJob,
} from '../../../platform/hourly-job.ts';
import { type DigestLog, type DigestRun, sendDigests } from './digest.ts';

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const DIGEST_FIRST_RUN_MS = 3 * 60 * 1000;
/** Then a run every hour: a notification is mailed within the hour after its first unread day. */
export const DIGEST_EVERY_MS = HOUR_MS;

export type DigestSchedule = HourlyJob<DigestRun>;

/**
 * The digest mails of this process (docs/api.md "Notifications"), run as the overdue reminders are:
 * shortly after the start and every hour. The claim mails each notification once across all instances.
 * Off (undefined) with NOTIFICATION_DIGEST=0.
 */
export function startNotificationDigest(
  ctx: AppContext,
  log: DigestLog & JobLog,
  timing: { firstRunMs?: number; everyMs?: number } = {},
): DigestSchedule | undefined {
  if (!ctx.config.notificationDigest) return undefined;
  return startHourlyJob({
    name: 'notification digests',
    run: (stopping) => sendDigests(ctx, { stopping, log }),
    summary: mailingSummary,
    log,
    firstRunMs: timing.firstRunMs ?? DIGEST_FIRST_RUN_MS,
    everyMs: timing.everyMs ?? DIGEST_EVERY_MS,
  });
}
