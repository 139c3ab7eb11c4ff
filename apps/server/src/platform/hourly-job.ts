/**
 * A job each process runs shortly after its start and then every hour, never two runs at once in one
 * process (the overdue reminders, the notification digest, the contracts' expiry and the visits' tasks,
 * docs/api.md). Every instance runs it: the job's own claim (a conditional UPDATE) decides which instance
 * does what, so nothing is done twice.
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

/** A mailing run's line in the log, when it mailed (or failed to mail) anything. */
export const mailingSummary = (done: MailingRun) =>
  done.mailed.length + done.failed.length > 0
    ? { mailed: done.mailed.length, failed: done.failed.length }
    : undefined;

/** A run's line in the log when it did anything: `what` and the number of ids it gives back. */
export const countSummary =
  (what: string) =>
  (ids: readonly number[]): Record<string, number> | undefined =>
    ids.length > 0 ? { [what]: ids.length } : undefined;

export function startHourlyJob<R>(options: {
  /** Its name in the log: "overdue reminders". */
  name: string;
  /** One run; `stopping` tells it to end after its batch. */
  run: (stopping: () => boolean) => Promise<R>;
  /** What the log says of a run (`mailingSummary`, `countSummary`); undefined: nothing done, no line. */
  summary: (done: R) => Record<string, unknown> | undefined;
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
        const summary = options.summary(done);
        if (summary) log.info(summary, name);
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

/** When a job's runs come: the first after `firstRunMs`, then every `everyMs` (the tests set them). */
export interface JobTiming {
  firstRunMs?: number;
  everyMs?: number;
}

/**
 * A mailing job (the overdue reminders, the notification digest): off (undefined) when its setting is off;
 * its log line says how many were mailed and failed; `timing` over the job's own first run and the hour.
 */
export function startMailingJob<R extends MailingRun>(
  on: boolean,
  job: { name: string; run: (stopping: () => boolean) => Promise<R>; log: JobLog; firstRunMs: number },
  timing: JobTiming = {},
): HourlyJob<R> | undefined {
  if (!on) return undefined;
  return startHourlyJob({ ...job, summary: mailingSummary, ...timing });
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
