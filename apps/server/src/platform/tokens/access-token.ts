import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import { type KeySource, staticKeySource } from './signing-keys.js';

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

/**
 * `keys`: the shared keys from the database (signing-keys.ts), or one fixed secret (JWT_SECRET,
 * tests). Tokens name their key in the header (`kid`); any live key verifies, the newest signs.
 */
export function createAccessTokens(
  keys: KeySource | string,
  now: () => number = Date.now,
): AccessTokens {
  const source = typeof keys === 'string' ? staticKeySource(keys) : keys;
  return {
    async sign({ userId, role, sessionId }) {
      const issuedAt = Math.floor(now() / 1000);
      const { kid, key } = await source.signingKey();
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const kid = headerKid(token);
        if (kid === null) return null;
        const candidates = await source.verificationKeys(kid);
        for (const key of candidates) {
          const claims = await verifyWith(token, key, now);
          if (claims !== undefined) return claims;
        }
        return null;
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}

/** The claims, null for a token that is valid but unacceptable, undefined for a wrong key. */
async function verifyWith(
  token: string,
  key: Uint8Array,
  now: () => number,
): Promise<VerifiedAccessClaims | null | undefined> {
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
    // Another candidate key may have signed it; anything else wrong ends the check.
    if (err instanceof errors.JWSSignatureVerificationFailed) return undefined;
    throw err;
  }
}

/** The header's `kid` (undefined: none), or null when the header is not a JWT's at all. */
function headerKid(token: string): string | undefined | null {
  try {
    const { kid } = decodeProtectedHeader(token);
    return typeof kid === 'string' ? kid : kid === undefined ? undefined : null;
  } catch {
    // decodeProtectedHeader throws TypeError for malformed input: a forged token, not a bug.
    return null;
  }
}
