import type { AppContext } from '../../../platform/context.ts';
import {
  type HourlyJob,
  type JobLog,
  type JobTiming,
  startMailingJob,
} from '../../../platform/hourly-job.ts';
import { type DigestLog, type DigestRun, sendDigests } from './digest.ts';

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const DIGEST_FIRST_RUN_MS = 3 * 60 * 1000;

export type DigestSchedule = HourlyJob<DigestRun>;

/**
 * The digest mails of this process (docs/api.md "Notifications"), run as the overdue reminders are:
 * shortly after the start and every hour. The claim mails each notification once across all instances.
 * Off (undefined) with NOTIFICATION_DIGEST=0.
 */
export const startNotificationDigest = (
  ctx: AppContext,
  log: DigestLog & JobLog,
  timing: JobTiming = {},
): DigestSchedule | undefined =>
  startMailingJob(
    ctx.config.notificationDigest,
    {
      name: 'notification digests',
      run: (stopping) => sendDigests(ctx, { stopping, log }),
      log,
      firstRunMs: DIGEST_FIRST_RUN_MS,
    },
    timing,
  );
