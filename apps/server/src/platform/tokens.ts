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
    return new SignJWT({ v: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(this.expiresIn)
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      // a token without an expiry is never accepted, whoever signed it (issue #9)
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const userId = Number(payload.sub);
      const version = typeof payload.v === 'number' ? payload.v : Number.NaN;
      if (!Number.isInteger(userId) || !Number.isInteger(version)) return null;
      return { userId, version };
    } catch {
      return null;
    }
  }
}
