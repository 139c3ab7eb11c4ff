import { type JobLog, repeat } from './hourly-job.ts';

/**
 * A job each process polls every few seconds and that a request can kick at once (the e-invoice
 * registrations, docs/requirements/003-e-invoice.md §11). Never two runs at once in one process: a kick
 * during a run asks for one more run after it. Across instances the job's own claim (a conditional UPDATE)
 * decides who works which row.
 */
export interface PollingJob {
  /** Runs now, or once more after the run under way; never waits. */
  kick(): void;
  /** One run now (or after the run under way), resolved when it is done. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run under way (a shutdown, or the app's close). */
  stop(): Promise<void>;
}

export function startPollingJob(options: {
  /** Its name in the log: "e-invoices". */
  name: string;
  /** One run: how many rows it worked; `stopping` tells it to end after the row in hand. */
  run: (stopping: () => boolean) => Promise<number>;
  log: JobLog;
  everyMs: number;
  /** The first run after the start (rows left queued by a stopped instance). */
  firstRunMs?: number;
}): PollingJob {
  const { name, run, log } = options;
  let stopping = false;
  let running: Promise<void> | undefined;
  let again = false;
  const once = (): Promise<void> =>
    run(() => stopping)
      .then((worked) => {
        if (worked > 0) log.info({ worked }, name);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, `${name} failed`);
      });
  const runNow = (): Promise<void> => {
    if (stopping) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await once();
      } while (again && !stopping);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const stopTimers = repeat(() => void runNow(), options.firstRunMs ?? options.everyMs, options.everyMs);
  return {
    kick: () => void runNow(),
    runNow,
    async stop() {
      stopping = true;
      stopTimers();
      await running;
    },
  };
}
