import type { AppContext } from '../../../platform/context.ts';
import { type ReminderLog, type ReminderRun, sendOverdueReminders } from './reminders.ts';

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const REMINDERS_FIRST_RUN_MS = 2 * 60 * 1000;
/** Then a run every hour: a reminder goes within the hour its invoice falls due, or its week has passed. */
export const REMINDERS_EVERY_MS = 60 * 60 * 1000;

export interface ReminderSchedule {
  /** One run now (or the run under way), as the timers start it. */
  runNow(): Promise<ReminderRun | undefined>;
  /** Stops the timers, and waits for a run under way to finish its batch (a shutdown, main.ts). */
  stop(): Promise<void>;
}

/**
 * The overdue reminders of this process (docs/api.md "Overdue reminders"): a run shortly after the start
 * and every hour, never two at once in one process. Every instance runs it: the claim (one conditional
 * UPDATE per batch) mails each invoice once across all of them. Off (undefined) with OVERDUE_REMINDERS=0.
 */
export function startOverdueReminders(
  ctx: AppContext,
  log: ReminderLog & {
    info(details: Record<string, unknown>, message: string): void;
    error(details: Record<string, unknown>, message: string): void;
  },
  timing: { firstRunMs?: number; everyMs?: number } = {},
): ReminderSchedule | undefined {
  if (!ctx.config.overdueReminders) return undefined;
  let stopping = false;
  let running: Promise<ReminderRun | undefined> | undefined;
  const runNow = () => {
    if (stopping) return Promise.resolve(undefined);
    running ??= sendOverdueReminders(ctx, { stopping: () => stopping, log })
      .then((run) => {
        if (run.mailed.length + run.failed.length > 0)
          log.info({ mailed: run.mailed.length, failed: run.failed.length }, 'overdue reminders');
        return run;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'overdue reminders failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void runNow(), timing.firstRunMs ?? REMINDERS_FIRST_RUN_MS);
  const every = setInterval(() => void runNow(), timing.everyMs ?? REMINDERS_EVERY_MS);
  first.unref();
  every.unref();
  return {
    runNow,
    async stop() {
      stopping = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
