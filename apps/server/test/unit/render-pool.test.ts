import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultPoolOptions,
  JobRefused,
  type RenderPoolOptions,
  WorkerPool,
} from '../../src/platform/render-pool.ts';

type Job =
  | { kind: 'echo'; value: string }
  | { kind: 'throw' | 'spin' | 'grow' }
  | { kind: 'wait'; ms: number };

const WORKER = new URL('./fixtures/pool-worker.mjs', import.meta.url);
const pools: WorkerPool<Job, unknown>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(options: Partial<RenderPoolOptions> = {}, file = WORKER) {
  const stops: string[] = [];
  const p = new WorkerPool<Job, unknown>(
    file,
    { workers: 1, queue: 1, deadlineMs: 5_000, heapMb: 64, startMs: 30_000, ...options },
    (message) => stops.push(message),
  );
  pools.push(p);
  return { p, stops };
}

const reasonOf = async (job: Promise<unknown>) => {
  const error = await job.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof JobRefused ? error.reason : error;
};

describe('defaultPoolOptions', () => {
  it('takes a worker per core but one, at least 1 and at most 4, with a queue and a deadline', () => {
    expect(defaultPoolOptions(1).workers).toBe(1);
    expect(defaultPoolOptions(2).workers).toBe(1);
    expect(defaultPoolOptions(4).workers).toBe(3);
    expect(defaultPoolOptions(64).workers).toBe(4);
    expect(defaultPoolOptions(2)).toMatchObject({ queue: 4, deadlineMs: 10_000, heapMb: 256 });
  });
});

describe('WorkerPool', () => {
  it('runs jobs on worker threads and answers each its own output', async () => {
    const { p } = pool({ workers: 2, queue: 4 });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((value) => p.run({ kind: 'echo', value })));
    expect(answers).toEqual(['a', 'b', 'c', 'd']);
    expect(p.size.workers).toBe(2);
  }, 60_000);

  it('refuses a job at once when every worker and the queue are taken, and takes the next one after', async () => {
    const { p } = pool({ workers: 1, queue: 1 });
    const first = p.run({ kind: 'wait', ms: 500 });
    const queued = p.run({ kind: 'wait', ms: 10 });
    expect(await reasonOf(p.run({ kind: 'echo', value: 'x' }))).toBe('busy');
    expect(await first).toEqual({ waited: 500 });
    expect(await queued).toEqual({ waited: 10 });
    expect(await p.run({ kind: 'echo', value: 'after' })).toBe('after');
  }, 60_000);

  it('stops a job past its deadline: that job alone fails, and the next one runs on a new worker', async () => {
    const { p, stops } = pool({ workers: 1, queue: 2, deadlineMs: 300 });
    expect(await p.run({ kind: 'echo', value: 'warm' })).toBe('warm');
    const spinning = p.run({ kind: 'spin' });
    const next = p.run({ kind: 'echo', value: 'next' });
    expect(await reasonOf(spinning)).toBe('deadline');
    expect(await next).toBe('next');
    expect(stops.some((s) => s.includes('deadline'))).toBe(true);
  }, 60_000);

  it('stops a job past its heap: that job alone fails, the process lives, the next job runs', async () => {
    const { p, stops } = pool({ workers: 1, queue: 2, heapMb: 32, deadlineMs: 30_000 });
    expect(await reasonOf(p.run({ kind: 'grow' }))).toBe('memory');
    expect(stops.some((s) => s.includes('32 MB heap'))).toBe(true);
    expect(await p.run({ kind: 'echo', value: 'alive' })).toBe('alive');
  }, 60_000);

  it("passes a job's own error on and keeps the worker", async () => {
    const { p } = pool();
    await expect(p.run({ kind: 'throw' })).rejects.toThrow('bad document');
    expect(await p.run({ kind: 'echo', value: 'same worker' })).toBe('same worker');
    expect(p.size.workers).toBe(1);
  }, 60_000);

  it('fails a job whose worker cannot start, with the reason, and never hangs', async () => {
    const { p } = pool({}, new URL('./fixtures/no-such-worker.mjs', import.meta.url));
    expect(await reasonOf(p.run({ kind: 'echo', value: 'x' }))).toBe('failed');
  }, 60_000);

  it('fails the jobs still waiting or running when it closes', async () => {
    const { p } = pool({ workers: 1, queue: 1 });
    const running = reasonOf(p.run({ kind: 'wait', ms: 5_000 }));
    const waiting = reasonOf(p.run({ kind: 'echo', value: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await p.close();
    expect(await running).toBe('busy');
    expect(await waiting).toBe('busy');
    expect(await reasonOf(p.run({ kind: 'echo', value: 'x' }))).toBe('busy');
  }, 60_000);
});
