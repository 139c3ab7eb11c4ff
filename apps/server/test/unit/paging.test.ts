import { ZPageQuery } from '@aquadesk/shared/paging.ts';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/platform/paging.ts';

describe('paging primitives', () => {
  it('round-trips cursor keys, including non-ASCII text', () => {
    const keys = ['Thrissur Plant – ക', 42, null, true];
    expect(decodeCursor(encodeCursor(keys))).toEqual(keys);
  });

  it('refuses cursors it did not make', () => {
    const made = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      '',
      '!!!',
      made('{"a":1}'),
      made('[]'),
      made('[1,2,3,4,5,6,7]'),
      made('[{}]'),
      made('nope'),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });

  it('bounds limit, cursor and search', () => {
    expect(ZPageQuery.safeParse({ limit: '100' }).success).toBe(true);
    expect(ZPageQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ cursor: 'nope!' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ search: 'a\\u0000b' }).success).toBe(true);
    expect(ZPageQuery.safeParse({ search: 'a\u0000b' }).success).toBe(false);
    expect(ZPageQuery.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
    expect(ZPageQuery.parse({ search: '  tank  ' }).search).toBe('tank');
  });
});
