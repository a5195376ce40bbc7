import { createHmac, timingSafeEqual } from 'node:crypto';
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
 *
 * Signed and verified with node:crypto's HMAC rather than jose (issue 18 point 5): jose goes
 * through WebCrypto, whose key import and promise hops cost ~8% of a write request's CPU.
 * The checks are jose's as the store used them: alg HS256 only (no `none`, no RS256 with the
 * secret as a "public key"), no `crit`, the signature compared in constant time before the
 * payload is read, issuer, audience, `exp` (required), `nbf` when present.
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
      const header = encodeJson({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) });
      const payload = encodeJson({
        role,
        sid: sessionId,
        sub: userId,
        iss: ISSUER,
        aud: AUDIENCE,
        iat: issuedAt,
        exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
      });
      return `${header}.${payload}.${hmac(key, `${header}.${payload}`)}`;
    },
    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [headerPart, payloadPart, signature] = parts as [string, string, string];
      const header = decodeJson(headerPart);
      if (header?.alg !== 'HS256' || 'crit' in header) return null;
      const { kid } = header;
      if (kid !== undefined && typeof kid !== 'string') return null;
      const signed = `${headerPart}.${payloadPart}`;
      const candidates = await source.verificationKeys(kid);
      if (!candidates.some((key) => sameSignature(hmac(key, signed), signature))) return null;
      return acceptedClaims(decodeJson(payloadPart), Math.floor(now() / 1000));
    },
  };
}

/** The claims of a genuine token if they are ours and current, else null. */
function acceptedClaims(
  payload: Record<string, unknown> | null,
  nowSeconds: number,
): VerifiedAccessClaims | null {
  if (!payload) return null;
  const { sub, role, sid, iat, exp, nbf, iss, aud } = payload;
  if (iss !== ISSUER) return null;
  if (aud !== AUDIENCE && !(Array.isArray(aud) && aud.includes(AUDIENCE))) return null;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return null;
  if (typeof sub !== 'string' || (role !== 'USER' && role !== 'ADMIN')) return null;
  // A token without its session cannot be ended by a logout: not accepted.
  if (typeof sid !== 'string' || sid === '' || typeof iat !== 'number') return null;
  return { userId: sub, role, sessionId: sid, issuedAt: iat };
}

const hmac = (key: Uint8Array, input: string) =>
  createHmac('sha256', key).update(input).digest('base64url');

/**
 * Compares the base64url text itself, in constant time: only the one canonical encoding of
 * the right signature passes (a decoder would also take variants with stray characters).
 */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const encodeJson = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JSON object from base64url, or null for anything else (a forged token, not a bug). */
function decodeJson(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
