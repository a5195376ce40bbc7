import { errors, jwtVerify, SignJWT } from 'jose';

/** Short-lived access JWT (DESIGN §4): 15 minutes, HS256, our issuer and audience only. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'editing-assets-store';
const AUDIENCE = 'store-api';

export type Role = 'USER' | 'ADMIN';

export interface AccessClaims {
  userId: string;
  role: Role;
  /**
   * The session (refresh-token family) the token was issued to (`sid`): logging out of that
   * session ends this token at once (docs/decisions/0019).
   */
  sessionId: string;
}

/** A verified token's claims plus when it was issued (`iat`, whole seconds since the epoch). */
export interface VerifiedAccessClaims extends AccessClaims {
  issuedAt: number;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for anything expired, forged or malformed. */
  verify(token: string): Promise<VerifiedAccessClaims | null>;
}

export function createAccessTokens(secret: string, now: () => number = Date.now): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role, sessionId }) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const { sub, role, sid, iat } = payload;
        if (typeof sub !== 'string' || (role !== 'USER' && role !== 'ADMIN')) return null;
        // A token without its session cannot be ended by a logout: not accepted.
        if (typeof sid !== 'string' || sid === '' || typeof iat !== 'number') return null;
        return { userId: sub, role, sessionId: sid, issuedAt: iat };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
