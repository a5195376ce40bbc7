import type { Database } from '#server/db/client.js';
import { rotateSharedSecret } from '#server/lib/secrets.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.js';
import { KEY_REFRESH_MS } from './signing-keys.js';

/**
 * How long the older keys keep verifying after a rotation: an instance may sign with the old
 * key until it re-reads the keys (KEY_REFRESH_MS), and that token lives its full TTL; the
 * rest is room for clock skew. So no token signed by the old key ever outlives it.
 */
export const ROTATION_GRACE_SECONDS =
  ACCESS_TOKEN_TTL_SECONDS + (2 * KEY_REFRESH_MS) / 1000 + 3 * 60;

/**
 * A new access-token key: it signs on every instance once each has re-read the keys (at most
 * KEY_REFRESH_MS, at once for a token naming it); the older keys verify for
 * ROTATION_GRACE_SECONDS more, then retire. Nobody is logged out.
 */
export function rotateAccessTokenKey(db: Database, graceSeconds = ROTATION_GRACE_SECONDS) {
  return rotateSharedSecret(db, 'access-token', graceSeconds);
}
