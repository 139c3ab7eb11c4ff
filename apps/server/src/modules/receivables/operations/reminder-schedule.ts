import type { AppContext } from '../../../platform/context.ts';
import {
  type HourlyJob,
  type JobLog,
  type JobTiming,
  startMailingJob,
} from '../../../platform/hourly-job.ts';
import { type ReminderLog, type ReminderRun, sendOverdueReminders } from './reminders.ts';

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const REMINDERS_FIRST_RUN_MS = 2 * 60 * 1000;

export type ReminderSchedule = HourlyJob<ReminderRun>;

/**
 * The overdue reminders of this process (docs/api.md "Overdue reminders"): a run shortly after the start
 * and every hour. The claim (one conditional UPDATE per batch) mails each invoice once across all
 * instances. Off (undefined) with OVERDUE_REMINDERS=0.
 */
export const startOverdueReminders = (
  ctx: AppContext,
  log: ReminderLog & JobLog,
  timing: JobTiming = {},
): ReminderSchedule | undefined =>
  startMailingJob(
    ctx.config.overdueReminders,
    {
      name: 'overdue reminders',
      run: (stopping) => sendOverdueReminders(ctx, { stopping, log }),
      log,
      firstRunMs: REMINDERS_FIRST_RUN_MS,
    },
    timing,
  );
