import type { AppContext } from '../../../platform/context.ts';
import { type DigestLog, type DigestRun, sendDigests } from './digest.ts';

/** The first run waits this long after a start, so a restart serves its first requests first. */
export const DIGEST_FIRST_RUN_MS = 3 * 60 * 1000;
/** Then a run every hour: a notification is mailed within the hour after its first unread day. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;

export interface DigestSchedule {
  runNow(): Promise<DigestRun | undefined>;
  /** Stops the timers and waits for a run under way (a shutdown, main.ts). */
  stop(): Promise<void>;
}

/**
 * The digest mails of this process (docs/api.md "Notifications"), as the overdue reminders run: shortly
 * after the start and every hour, never two at once in one process. Every instance runs it: the claim
 * mails each notification once across all of them. Off (undefined) with NOTIFICATION_DIGEST=0.
 */
export function startNotificationDigest(
  ctx: AppContext,
  log: DigestLog & {
    info(details: Record<string, unknown>, message: string): void;
    error(details: Record<string, unknown>, message: string): void;
  },
  timing: { firstRunMs?: number; everyMs?: number } = {},
): DigestSchedule | undefined {
  if (!ctx.config.notificationDigest) return undefined;
  let stopping = false;
  let running: Promise<DigestRun | undefined> | undefined;
  const runNow = () => {
    if (stopping) return Promise.resolve(undefined);
    running ??= sendDigests(ctx, { stopping: () => stopping, log })
      .then((run) => {
        if (run.mailed.length + run.failed.length > 0)
          log.info({ mailed: run.mailed.length, failed: run.failed.length }, 'notification digests');
        return run;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'notification digests failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void runNow(), timing.firstRunMs ?? DIGEST_FIRST_RUN_MS);
  const every = setInterval(() => void runNow(), timing.everyMs ?? DIGEST_EVERY_MS);
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
