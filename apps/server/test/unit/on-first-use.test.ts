import { describe, expect, it } from 'vitest';
import { onFirstUse } from '../../src/platform/on-first-use.ts';

describe('onFirstUse', () => {
  it('loads once, at the first call, and gives every caller the same result', async () => {
    let loads = 0;
    const load = onFirstUse(async () => {
      loads += 1;
      return { n: loads };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('forgets a failed load: the next call tries again', async () => {
    let loads = 0;
    const load = onFirstUse(async () => {
      loads += 1;
      if (loads === 1) throw new Error('not yet');
      return 'ready';
    });
    await expect(load()).rejects.toThrow('not yet');
    expect(await load()).toBe('ready');
    expect(await load()).toBe('ready');
    expect(loads).toBe(2);
  });
});
