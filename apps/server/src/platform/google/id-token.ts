import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

/**
 * Google ID-token verification (INTEGRATIONS.md, Google sign-in). The web button hands us a
 * JWT; we check it ourselves: RS256 signature by a key of Google's JWKS (named by `kid`),
 * audience = our client id, Google's issuer, not expired, and a verified e-mail. The account
 * key is `sub`; nothing the client sends beside the token is trusted.
 */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  /** Lowercased; Google has verified it (`email_verified: true`). */
  email: string;
  /** The account's display name; the e-mail's local part when the token has none. */
  name: string;
}

export interface GoogleVerifier {
  /**
   * The identity in a valid token. Throws GoogleTokenError for a token that fails any check,
   * GoogleUnavailableError when Google's keys cannot be fetched.
   */
  verify(credential: string): Promise<GoogleIdentity>;
}

export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError';
  constructor(readonly reason: 'invalid' | 'email-not-verified') {
    super(`Google ID token rejected: ${reason}`);
  }
}

export class GoogleUnavailableError extends Error {
  override name = 'GoogleUnavailableError';
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl?: string;
  /** For tests of expiry; defaults to the clock. */
  now?: () => number;
}

/** jose errors that say "Google's key set could not be had", not "this token is bad". */
const KEY_SET_FAILURES = new Set([
  errors.JWKSTimeout.code,
  errors.JWKSInvalid.code,
  // fetchJwks throws the generic JOSEError for a non-200 reply or a body that is not JSON.
  errors.JOSEError.code,
]);

export function createGoogleVerifier({
  clientId,
  jwksUrl = GOOGLE_JWKS_URL,
  now = Date.now,
}: GoogleVerifierOptions): GoogleVerifier {
  // Caches the key set (10 minutes) and refetches at most every 30 s when a token names an
  // unknown `kid`, which is how Google's key rotation shows up.
  const keySet = createRemoteJWKSet(new URL(jwksUrl));

  return {
    async verify(credential) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(credential, keySet, {
          // Only RS256: refuses `alg: none` and HS256 signed with the public key as a secret.
          algorithms: ['RS256'],
          audience: clientId,
          issuer: GOOGLE_ISSUERS,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: new Date(now()),
        }));
      } catch (err) {
        if (err instanceof errors.JOSEError && !KEY_SET_FAILURES.has(err.code)) {
          throw new GoogleTokenError('invalid');
        }
        // A network failure, timeout or broken key set: nothing the shopper did.
        throw new GoogleUnavailableError('Google sign-in keys could not be fetched', {
          cause: err,
        });
      }

      const { sub, email, name } = payload;
      if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') {
        throw new GoogleTokenError('invalid');
      }
      // Strictly the boolean: an unverified address proves nothing about who holds it.
      if (payload.email_verified !== true) throw new GoogleTokenError('email-not-verified');
      const lowered = email.trim().toLowerCase();
      const displayName = typeof name === 'string' ? name.trim() : '';
      return { sub, email: lowered, name: displayName || lowered.split('@')[0]! };
    },
  };
}
