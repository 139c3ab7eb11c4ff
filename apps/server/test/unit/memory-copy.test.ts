import { describe, expect, it } from 'vitest';
import { MemoryCopy } from '../../src/platform/memory-copy.ts';

/** A read the test settles by hand, counting how often it ran. */
function manualRead() {
  const pending: ((value: string) => void)[] = [];
  let calls = 0;
  const read = () =>
    new Promise<string>((resolve) => {
      calls += 1;
      pending.push(resolve);
    });
  return { read, pending, calls: () => calls };
}

describe('MemoryCopy (docs/architecture.md "What an instance keeps in memory")', () => {
  it('reads once for callers that come together, then answers from memory', async () => {
    const r = manualRead();
    let now = 0;
    const copy = new MemoryCopy(r.read, 1_000, () => now);
    const a = copy.get();
    const b = copy.get();
    expect(r.calls()).toBe(1);
    r.pending[0]!('v1');
    expect(await a).toBe('v1');
    expect(await b).toBe('v1');
    now = 999;
    expect(await copy.get()).toBe('v1');
    expect(r.calls()).toBe(1);
  });

  it('answers an old copy at once and reads again behind it', async () => {
    const r = manualRead();
    let now = 0;
    const copy = new MemoryCopy(r.read, 1_000, () => now);
    const first = copy.get();
    r.pending[0]!('v1');
    await first;
    now = 1_000;
    expect(await copy.get()).toBe('v1');
    expect(r.calls()).toBe(2);
    r.pending[1]!('v2');
    await Promise.resolve();
    await Promise.resolve();
    expect(await copy.get()).toBe('v2');
  });

  it('after invalidate() the next caller waits for a fresh read; a read begun before it is never kept', async () => {
    const r = manualRead();
    const copy = new MemoryCopy(r.read, 60_000, () => 0);
    const before = copy.get();
    copy.invalidate();
    const after = copy.get();
    expect(r.calls()).toBe(2);
    r.pending[0]!('old');
    r.pending[1]!('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await copy.get()).toBe('new');
    expect(r.calls()).toBe(2);
  });
});
