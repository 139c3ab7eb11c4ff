import type { AppContext } from '../../../platform/context.ts';
import {
  HOUR_MS,
  type HourlyJob,
  type JobLog,
  mailingSummary,
  startHourlyJob,
} from '../../../platform/hourly-job.ts';
import { type ReminderLog, type ReminderRun, sendOverdueReminders } from './reminders.ts';

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const REMINDERS_FIRST_RUN_MS = 2 * 60 * 1000;
/** Then a run every hour: a reminder goes within the hour its invoice falls due, or its week has passed. */
export const REMINDERS_EVERY_MS = HOUR_MS;

export type ReminderSchedule = HourlyJob<ReminderRun>;

/**
 * The overdue reminders of this process (docs/api.md "Overdue reminders"): a run shortly after the start
 * and every hour. The claim (one conditional UPDATE per batch) mails each invoice once across all
 * instances. Off (undefined) with OVERDUE_REMINDERS=0.
 */
export function startOverdueReminders(
  ctx: AppContext,
  log: ReminderLog & JobLog,
  timing: { firstRunMs?: number; everyMs?: number } = {},
): ReminderSchedule | undefined {
  if (!ctx.config.overdueReminders) return undefined;
  return startHourlyJob({
    name: 'overdue reminders',
    run: (stopping) => sendOverdueReminders(ctx, { stopping, log }),
    summary: mailingSummary,
    log,
    firstRunMs: timing.firstRunMs ?? REMINDERS_FIRST_RUN_MS,
    everyMs: timing.everyMs ?? REMINDERS_EVERY_MS,
  });
}
