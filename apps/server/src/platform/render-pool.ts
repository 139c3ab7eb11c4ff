import os from 'node:os';
import { parentPort, type TransferListItem, Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads for heavy work that must not hold the thread answering HTTP (the PDF
 * renderer: platform/pdf.ts, docs/decisions/0005-documents.md "Long words and the render pool"). Each
 * worker runs one job at a time, under a heap limit (worker_threads `resourceLimits`) and a deadline; a
 * worker that passes either is stopped and its job alone fails; the next job gets a fresh worker. Jobs
 * beyond the workers wait in a bounded queue; beyond that a job is refused at once (`busy`). Workers
 * start with the first job that needs them and stay for the next ones.
 */
export interface RenderPoolOptions {
  /** Worker threads (at least 1). */
  workers: number;
  /** Jobs that may wait for a worker beyond the ones running; more are refused (`busy`). */
  queue: number;
  /** Milliseconds a job may run on its worker before the worker is stopped (`deadline`). */
  deadlineMs: number;
  /** Old-generation heap of each worker, in MB; a worker that needs more is stopped (`memory`). */
  heapMb: number;
  /** Milliseconds a worker may take to start (load its libraries) before it counts as failed. */
  startMs: number;
}

/** The defaults: one worker per core but one (the HTTP thread and the database keep a core), 1 to 4. */
export function defaultPoolOptions(cores = os.availableParallelism()): RenderPoolOptions {
  const workers = Math.max(1, Math.min(4, cores - 1));
  return { workers, queue: 4 * workers, deadlineMs: 10_000, heapMb: 256, startMs: 60_000 };
}

/** Why a job was refused: the pool was full, the job ran past its deadline or its heap, or its worker failed. */
export type RefusalReason = 'busy' | 'deadline' | 'memory' | 'failed';

export class JobRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** What the pool sends a worker, and what the worker answers. */
interface JobMessage<I> {
  id: number;
  input: I;
}
type WorkerMessage<O> = { ready: true } | { id: number; output: O } | { id: number; error: string };

interface Job<I, O> {
  input: I;
  transfer: readonly TransferListItem[];
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Slot<I, O> {
  worker: Worker;
  /** Started and waiting for jobs. */
  ready: boolean;
  /** Being stopped (deadline, close): no longer counted or given jobs. */
  retiring: boolean;
  job?: Job<I, O> | undefined;
  jobId?: number;
  deadline?: NodeJS.Timeout;
  /** The error the worker ended with, if any (ERR_WORKER_OUT_OF_MEMORY for the heap limit). */
  error?: Error;
}

export class WorkerPool<I, O> {
  private readonly slots = new Set<Slot<I, O>>();
  private readonly waiting: Job<I, O>[] = [];
  private nextJobId = 1;
  private closed = false;

  /**
   * `file` is the worker's module (it calls `serveJobs`); `onStop` hears why a worker was stopped or
   * ended (for the log).
   */
  constructor(
    private readonly file: URL,
    readonly options: RenderPoolOptions,
    private readonly onStop: (message: string) => void = () => undefined,
  ) {}

  /** Runs one job on a worker; refused at once with `busy` when every worker and the queue are taken. */
  run(input: I, transfer: readonly TransferListItem[] = []): Promise<O> {
    if (this.closed) return Promise.reject(new JobRefused('busy', 'The server is shutting down'));
    const running = [...this.live()].filter((s) => s.job).length;
    if (running + this.waiting.length >= this.options.workers + this.options.queue) {
      return Promise.reject(new JobRefused('busy', 'Every worker is busy and the queue is full'));
    }
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, transfer, resolve, reject });
      this.pump();
    });
  }

  /** How many workers run (starting or started) and how many jobs wait: for tests and metrics. */
  get size(): { workers: number; running: number; waiting: number } {
    const live = [...this.live()];
    return { workers: live.length, running: live.filter((s) => s.job).length, waiting: this.waiting.length };
  }

  /** Stops every worker; jobs still waiting or running fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0))
      job.reject(new JobRefused('busy', 'The server is shutting down'));
    await Promise.all(
      [...this.slots].map((slot) => {
        slot.retiring = true;
        clearTimeout(slot.deadline);
        slot.job?.reject(new JobRefused('busy', 'The server is shutting down'));
        slot.job = undefined;
        return slot.worker.terminate();
      }),
    );
  }

  private *live() {
    for (const slot of this.slots) if (!slot.retiring) yield slot;
  }

  /** Gives waiting jobs to idle workers, and starts workers for the jobs that still wait. */
  private pump(): void {
    if (this.closed) return;
    for (const slot of this.live()) {
      if (this.waiting.length === 0) break;
      if (slot.ready && !slot.job) this.dispatch(slot, this.waiting.shift()!);
    }
    // the jobs still waiting get workers of their own, up to the pool's size (starting ones count)
    const live = [...this.live()];
    const starting = live.filter((s) => !s.ready).length;
    const toStart = Math.min(this.options.workers - live.length, this.waiting.length - starting);
    for (let i = 0; i < toStart; i++) this.spawn();
  }

  private spawn(): void {
    let worker: Worker;
    try {
      worker = new Worker(this.file, { resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb } });
    } catch (error) {
      // no thread at all (out of threads or memory): the oldest waiting job fails now, not never
      const why = error instanceof Error ? error.message : String(error);
      this.onStop(`a worker failed to start: ${why}`);
      this.waiting.shift()?.reject(new JobRefused('failed', `The worker could not start: ${why}`));
      return;
    }
    // an idle worker does not keep the process alive; close() stops them
    worker.unref();
    const slot: Slot<I, O> = { worker, ready: false, retiring: false };
    this.slots.add(slot);
    // a worker that never starts (a broken install, a start past startMs): the oldest waiting job learns
    // why, the others get the next worker (at most one failed start per job)
    let failed = false;
    const startFailed = (why: string) => {
      if (failed || this.closed) return;
      failed = true;
      this.onStop(`a worker failed to start: ${why}`);
      this.waiting.shift()?.reject(new JobRefused('failed', `The worker could not start: ${why}`));
    };
    const starting = setTimeout(() => {
      startFailed(`not ready within ${this.options.startMs} ms`);
      this.retire(slot);
    }, this.options.startMs);
    worker.on('message', (message: WorkerMessage<O>) => {
      if ('ready' in message) {
        clearTimeout(starting);
        slot.ready = true;
        this.pump();
        return;
      }
      const job = slot.job;
      if (!job || message.id !== slot.jobId) return;
      clearTimeout(slot.deadline);
      slot.job = undefined;
      if ('error' in message) job.reject(new Error(message.error));
      else job.resolve(message.output);
      this.pump();
    });
    worker.on('error', (error) => {
      slot.error = error;
    });
    worker.on('exit', (code) => {
      clearTimeout(starting);
      clearTimeout(slot.deadline);
      this.slots.delete(slot);
      const outOfMemory = (slot.error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (slot.job) {
        const job = slot.job;
        slot.job = undefined;
        this.onStop(
          outOfMemory
            ? `a worker ran out of its ${this.options.heapMb} MB heap and was replaced`
            : `a worker stopped (exit code ${code}) and was replaced`,
        );
        job.reject(
          outOfMemory
            ? new JobRefused('memory', `The job needed more than ${this.options.heapMb} MB`)
            : new JobRefused('failed', `The worker stopped (exit code ${code})`),
        );
      } else if (!slot.ready) {
        startFailed(slot.error?.message ?? `exit code ${code}`);
      }
      this.pump();
    });
  }

  private dispatch(slot: Slot<I, O>, job: Job<I, O>): void {
    const id = this.nextJobId++;
    slot.job = job;
    slot.jobId = id;
    slot.deadline = setTimeout(() => {
      // past its deadline: this job fails, the worker is stopped and a fresh one takes the next job
      slot.job = undefined;
      this.onStop(`a job ran past its ${this.options.deadlineMs} ms deadline; its worker was replaced`);
      job.reject(new JobRefused('deadline', `The job took longer than ${this.options.deadlineMs} ms`));
      this.retire(slot);
    }, this.options.deadlineMs);
    try {
      slot.worker.postMessage({ id, input: job.input } satisfies JobMessage<I>, [...job.transfer]);
    } catch (error) {
      // an input that cannot be cloned: the caller's fault, the worker is unharmed
      clearTimeout(slot.deadline);
      slot.job = undefined;
      job.reject(error instanceof Error ? error : new Error(String(error)));
      this.pump();
    }
  }

  /** Stops a worker; the pool no longer counts it, and starts another when a job waits. */
  private retire(slot: Slot<I, O>): void {
    slot.retiring = true;
    void slot.worker.terminate();
    this.pump();
  }
}

/**
 * The worker's side: runs `prepare` (loading its libraries), says it is ready, then answers each job
 * with `handle`'s output (and the buffers to transfer) or the error's message.
 */
export async function serveJobs<I, O>(
  prepare: () => Promise<void>,
  handle: (input: I) => Promise<{ output: O; transfer?: TransferListItem[] }>,
): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  await prepare();
  port.on('message', ({ id, input }: JobMessage<I>) => {
    handle(input).then(
      ({ output, transfer }) => port.postMessage({ id, output } satisfies WorkerMessage<O>, transfer ?? []),
      (error: unknown) =>
        port.postMessage({
          id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies WorkerMessage<O>),
    );
  });
  port.postMessage({ ready: true } satisfies WorkerMessage<O>);
}
