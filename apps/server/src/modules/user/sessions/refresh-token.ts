import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh tokens are opaque: 32 random bytes, base64url (43 characters). Only their SHA-256
 * is stored, so a copy of the database signs nobody in. A plain hash suffices (no salt, no
 * argon2): the token has 256 bits of entropy, nothing to guess.
 */
const REFRESH_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `value` could be one of our refresh tokens (an access JWT cannot: it has dots). */
export function looksLikeRefreshToken(value: string | undefined): value is string {
  return value !== undefined && REFRESH_TOKEN_SHAPE.test(value);
}
