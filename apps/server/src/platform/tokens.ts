import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  version: number;
}

/** Signs and checks session tokens; a token carries the user's token version, bumped on every password change. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly expiresIn: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return (
      new SignJWT({ v: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        // each sign-in its own token, even two in one second: a session is told apart by it (Realtime.endSessions)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(this.expiresIn)
        .sign(this.key)
    );
  }

  /**
   * Tokens whose signature this process has checked, with their expiry: a signature's check gives the
   * same answer every time, so a session's next requests skip the HMAC (about 0.5 ms of CPU each,
   * bench/README.md section 2). Only the signature is remembered: whether the token still counts (its
   * user, their token version, so "a token dies with its password") is looked up on every request, and
   * the expiry is checked again each time. Bounded; the oldest go first.
   */
  private readonly checked = new Map<string, TokenClaims & { expiresAt: number }>();

  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.checked.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return { userId: known.userId, version: known.version };
      this.checked.delete(token);
      return null;
    }
    try {
      // a token without an expiry is never accepted, whoever signed it (issue #9)
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const userId = Number(payload.sub);
      const version = typeof payload.v === 'number' ? payload.v : Number.NaN;
      if (!Number.isInteger(userId) || !Number.isInteger(version)) return null;
      if (this.checked.size >= CHECKED_TOKENS) this.checked.delete(this.checked.keys().next().value!);
      this.checked.set(token, { userId, version, expiresAt: payload.exp! * 1000 });
      return { userId, version };
    } catch {
      return null;
    }
  }
}

/** How many checked tokens a process remembers (about 300 bytes each). */
const CHECKED_TOKENS = 10_000;
