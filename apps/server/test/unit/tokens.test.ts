import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../src/platform/tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret';

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token checked before the same way, until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const tokens = new TokenService(SECRET, '1h');
    const token = await tokens.sign({ userId: 7, version: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, version: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, version: 2 });
    vi.setSystemTime(new Date('2026-11-23T11:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token with another signature, without an expiry, or signed with another secret', async () => {
    const tokens = new TokenService(SECRET, '1h');
    const token = await tokens.sign({ userId: 7, version: 2 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [head, body] = token.split('.');
    expect(await tokens.verify(`${head}.${body}.${'A'.repeat(43)}`)).toBeNull();
    const noExpiry = await new SignJWT({ v: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(noExpiry)).toBeNull();
    expect(await new TokenService(`${SECRET}-other`, '1h').verify(token)).toBeNull();
  });
});
