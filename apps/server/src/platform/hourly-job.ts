/**
 * A job each process runs shortly after its start and then every hour, never two runs at once in one
 * process (the overdue reminders and the notification digest, docs/api.md). Every instance runs it: the
 * job's own claim (a conditional UPDATE) decides which instance mails what, so nothing goes twice.
 */

/** What a mailing run did: the records mailed, and those whose mail failed (given back for the next run). */
export interface MailingRun {
  mailed: readonly number[];
  failed: readonly number[];
}

export interface JobLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface HourlyJob<R> {
  /** One run now (or the run under way), as the timers start it. */
  runNow(): Promise<R | undefined>;
  /** Stops the timers, and waits for a run under way to finish its batch (a shutdown, main.ts). */
  stop(): Promise<void>;
}

export const HOUR_MS = 60 * 60 * 1000;

export function startHourlyJob<R extends MailingRun>(options: {
  /** Its name in the log: "overdue reminders". */
  name: string;
  /** One run; `stopping` tells it to end after its batch. */
  run: (stopping: () => boolean) => Promise<R>;
  log: JobLog;
  firstRunMs: number;
  everyMs?: number;
}): HourlyJob<R> {
  const { name, run, log } = options;
  let stopping = false;
  let running: Promise<R | undefined> | undefined;
  const runNow = () => {
    if (stopping) return Promise.resolve(undefined);
    running ??= run(() => stopping)
      .then((done) => {
        if (done.mailed.length + done.failed.length > 0)
          log.info({ mailed: done.mailed.length, failed: done.failed.length }, name);
        return done;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, `${name} failed`);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const stopTimers = repeat(() => void runNow(), options.firstRunMs, options.everyMs ?? HOUR_MS);
  return {
    runNow,
    async stop() {
      stopping = true;
      stopTimers();
      await running;
    },
  };
}

/**
 * Calls `tick` after `firstMs`, then every `everyMs`, without keeping the process alive for it (the hourly
 * and the polling jobs); the function returned stops both timers.
 */
export function repeat(tick: () => void, firstMs: number, everyMs: number): () => void {
  const first = setTimeout(tick, firstMs);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
